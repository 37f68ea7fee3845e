// Writing a trace and reading it back gives the same trace exactly, for every generator and for hand-written
// traces with awkward numbers; the written layout is fixed; the documented example and files read as documented.
import Foundation
import PassageUI
import XCTest

final class TouchTraceRoundTripTests: XCTestCase {
    /// Every generator, over several parameter sets, produces a valid trace that survives writing and reading.
    func testEveryGeneratorRoundTripsExactly() {
        let screen = CGSize(width: 393, height: 852)
        var traces: [(String, TouchTrace)] = [
            ("tap", .tap(at: CGPoint(x: 10.25, y: 20))),
            ("tap held 0", .tap(at: CGPoint(x: 0.1, y: 0.2), time: 0.3, holdDuration: 0, finger: 9)),
            (
                "drag",
                .drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 301.7, y: -40), duration: 0.37, releaseVelocity: nil)
            ),
            (
                "drag fast",
                .drag(
                    from: .zero, to: CGPoint(x: 300, y: 0), startTime: 1.1, duration: 0.25,
                    releaseVelocity: CGVector(dx: 1234.5, dy: 0), sampleInterval: 1.0 / 120, finger: 2)
            ),
            (
                "drag short",
                .drag(from: .zero, to: CGPoint(x: 3, y: 4), duration: 0.001, releaseVelocity: CGVector(dx: -1, dy: 1))
            ),
            ("pinch", .pinch(center: CGPoint(x: 196.5, y: 426), fromScale: 1, toScale: 0.25, duration: 0.5)),
            (
                "pinch angled",
                .pinch(
                    center: CGPoint(x: 100, y: 100), fromScale: 0.3, toScale: 3, baseSpan: 90, angle: 2.2,
                    startTime: 0.7, duration: 1.3, sampleInterval: 0.03, fingers: (5, 2))
            ),
            ("rotation", .rotation(center: CGPoint(x: 50, y: 60), fromAngle: -1, toAngle: 4, duration: 0.9)),
        ]
        for edge in TouchTrace.Edge.allCases {
            for velocity: CGFloat in [-700, 0, 1500] {
                traces.append(
                    (
                        "edge \(edge) \(velocity)",
                        .edgeSwipe(
                            edge: edge, in: screen, at: 333.3, toFraction: 0.45, releaseVelocity: velocity,
                            startTime: 0.1)
                    ))
            }
        }
        for (label, trace) in traces {
            assertRoundTrips(trace, label)
        }
    }

    /// A hand-written multi-finger trace with numbers that have no short decimal form round-trips bit for bit.
    func testHandWrittenMultiFingerTraceRoundTrips() {
        let awkward: [CGFloat] = [0.1 + 0.2, 1e-7, -0.0, 1e300, -123456.789, .leastNonzeroMagnitude, 1.0 / 3]
        var events: [TouchTrace.Event] = []
        for (index, value) in awkward.enumerated() {
            let phase: UITouch.Phase = index == 0 ? .began : .moved
            events.append(
                TouchTrace.Event(
                    time: Double(index) / 7,
                    touches: [
                        TouchTrace.Touch(finger: 0, phase: phase, location: CGPoint(x: value, y: -value)),
                        TouchTrace.Touch(
                            finger: 12, phase: index == 0 ? .began : .stationary, location: CGPoint(x: 7, y: value)),
                    ]))
        }
        events.append(
            TouchTrace.Event(
                time: 1,
                touches: [
                    TouchTrace.Touch(finger: 12, phase: .cancelled, location: CGPoint(x: 7, y: 8)),
                    TouchTrace.Touch(finger: 0, phase: .ended, location: CGPoint(x: 1, y: 2)),
                ]))
        assertRoundTrips(TouchTrace(events: events), "hand-written")
        assertRoundTrips(TouchTrace(), "empty")
    }

    /// The writer's layout: fixed key order, one event per line, shortest round-trip numbers.
    func testWrittenLayoutIsOneEventPerLine() {
        let trace = TouchTrace.tap(at: CGPoint(x: 2, y: 300.5), holdDuration: 0.016)
        XCTAssertEqual(
            String(decoding: trace.jsonData(), as: UTF8.self),
            """
            {
              "format": "passage-touch-trace",
              "version": 1,
              "events": [
                { "time": 0.0, "touches": [ { "finger": 0, "phase": "began", "x": 2.0, "y": 300.5 } ] },
                { "time": 0.016, "touches": [ { "finger": 0, "phase": "ended", "x": 2.0, "y": 300.5 } ] }
              ]
            }

            """)
        XCTAssertEqual(
            String(decoding: TouchTrace().jsonData(), as: UTF8.self),
            "{\n  \"format\": \"passage-touch-trace\",\n  \"version\": 1,\n  \"events\": []\n}\n")
    }

    /// The example in docs/touch-trace-format.md reads as the trace it describes.
    func testDocumentedExampleParses() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../docs/touch-trace-format.md")
        let markdown = try String(contentsOf: docs, encoding: .utf8)
        guard let start = markdown.range(of: "```json\n"),
            let end = markdown.range(of: "```", range: start.upperBound..<markdown.endIndex)
        else {
            return XCTFail("no json example in \(docs.path)")
        }
        let trace = try TouchTrace(json: Data(markdown[start.upperBound..<end.lowerBound].utf8))
        XCTAssertEqual(trace.events.count, 5)
        XCTAssertEqual(
            trace.events[2].touches[1], TouchTrace.Touch(finger: 1, phase: .began, location: CGPoint(x: 200, y: 500)))
        XCTAssertEqual(
            trace.events[4],
            TouchTrace.Event(
                time: 0.05,
                touches: [
                    TouchTrace.Touch(finger: 0, phase: .ended, location: CGPoint(x: 60, y: 301))
                ]))
    }

    /// A trace reads from a file; a missing file gives an error naming its path.
    func testReadingFromAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touch-trace-\(UUID().uuidString).json")
        let trace = TouchTrace.pinch(center: CGPoint(x: 1, y: 2), fromScale: 1, toScale: 2, duration: 0.1)
        try trace.jsonData().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertEqual(try TouchTrace(contentsOf: url), trace)
        let missing = url.appendingPathExtension("missing")
        XCTAssertThrowsError(try TouchTrace(contentsOf: missing)) { error in
            let error = error as? TouchTraceError
            XCTAssertEqual(error?.line, 0)
            XCTAssertTrue(error?.message.contains(missing.path) ?? false, String(describing: error))
        }
    }
}
