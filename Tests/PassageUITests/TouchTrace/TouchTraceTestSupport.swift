// Shared helpers for the touch-trace tests: building documents line by line, asserting a parse error's position,
// field and message, and a small seeded random generator for the fuzz test.
import Foundation
import PassageUI
import XCTest

/// The four lines every hand-written test document starts with; events then start on line 5.
let traceHeaderLines = [
    "{",
    "  \"format\": \"passage-touch-trace\",",
    "  \"version\": 1,",
    "  \"events\": [",
]

/// A trace document with one event object per line: `events[k]` is on line `5 + k`.
func traceDocument(_ events: [String]) -> String {
    (traceHeaderLines + [events.map { "    " + $0 }.joined(separator: ",\n"), "  ]", "}"]).joined(separator: "\n")
}

/// One touch object as JSON.
func touchJSON(_ finger: Int, _ phase: String, _ x: Double = 10, _ y: Double = 20) -> String {
    "{ \"finger\": \(finger), \"phase\": \"\(phase)\", \"x\": \(x), \"y\": \(y) }"
}

/// One event object as JSON.
func eventJSON(_ time: Double, _ touches: String...) -> String {
    "{ \"time\": \(time), \"touches\": [ \(touches.joined(separator: ", ")) ] }"
}

/// The error `text` fails to parse with, or nil (and a test failure) when it parses.
func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> TouchTraceError? {
    do {
        let trace = try TouchTrace(json: Data(text.utf8))
        XCTFail("expected a parse error, parsed \(trace.events.count) events", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

/// Asserts that `text` fails to parse at `errorLine` (and `column`, when given), in `field`, with a message
/// containing `phrase`.
func assertParseError(
    _ text: String, line errorLine: Int, column: Int? = nil, field: String, message phrase: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let error = parseError(text, file: file, line: line) else { return }
    XCTAssertEqual(error.line, errorLine, "line of: \(error)", file: file, line: line)
    if let column {
        XCTAssertEqual(error.column, column, "column of: \(error)", file: file, line: line)
    }
    XCTAssertEqual(error.field, field, "field of: \(error)", file: file, line: line)
    XCTAssertTrue(
        error.message.contains(phrase), "message of: \(error), expected to contain \(phrase)", file: file, line: line)
}

/// Encodes `trace`, parses the result and asserts it is equal to `trace`.
func assertRoundTrips(_ trace: TouchTrace, _ label: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let data = trace.jsonData()
    do {
        let parsed = try TouchTrace(json: data)
        XCTAssertEqual(parsed, trace, "round trip of \(label)", file: file, line: line)
    } catch {
        XCTFail(
            "\(label) does not parse back: \(error)\n\(String(decoding: data, as: UTF8.self))", file: file, line: line)
    }
}

/// SplitMix64: a tiny, fast, seeded generator so random tests repeat exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
