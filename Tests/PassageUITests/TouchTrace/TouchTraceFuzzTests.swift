// Seeded fuzzing of the trace reader: random byte strings and mutated valid documents must never crash or trap;
// each either reads as a trace that writes and reads back unchanged, or fails with a positioned TouchTraceError.
import Foundation
import PassageUI
import XCTest

final class TouchTraceFuzzTests: XCTestCase {
    /// Characters and words that make random input look like a trace often enough to get past the first byte.
    private let fragments: [String] = [
        "{", "}", "[", "]", ":", ",", "\"", "\\", "-", "+", ".", "e", "E", "0", "1", "7", "9", " ", "\n", "\t",
        "true", "false", "null", "\"format\"", "\"version\"", "\"events\"", "\"time\"", "\"touches\"", "\"finger\"",
        "\"phase\"", "\"x\"", "\"y\"", "\"began\"", "\"moved\"", "\"ended\"", "\"cancelled\"",
        "\"passage-touch-trace\"",
        "\\u", "\\uD800", "é", "1e999", "NaN",
    ]

    /// Numbers that stress conversion: overflowing, negative, huge integers, subnormal, and not-JSON.
    private let hostileNumbers = [
        "1e999", "-1e999", "-1", "1e30", "99999999999999999999", "-0", "0.5", "NaN", "1.5e-320",
        "123456789012345678901234567890", "-", "1.", "00", "9223372036854775807", "9223372036854775808",
    ]

    /// The valid documents the mutations start from.
    private var seeds: [[UInt8]] {
        let traces = [
            TouchTrace.tap(at: CGPoint(x: 12.5, y: 40)),
            TouchTrace.drag(
                from: .zero, to: CGPoint(x: 120, y: 7), duration: 0.1, releaseVelocity: CGVector(dx: 900, dy: 0)),
            TouchTrace.pinch(center: CGPoint(x: 100, y: 200), fromScale: 1, toScale: 1.5, duration: 0.06),
            TouchTrace.edgeSwipe(
                edge: .left, in: CGSize(width: 375, height: 667), at: 300, toFraction: 0.4, releaseVelocity: 600,
                duration: 0.08
            )
            .merged(with: .tap(at: CGPoint(x: 50, y: 50), time: 0.02, holdDuration: 0.03)),
        ]
        return traces.map { Array($0.jsonData()) }
    }

    /// Checks the contract for one input: a trace that round-trips, or an error at line ≥ 1 and column ≥ 1
    /// within the input's lines. Returns whether it parsed.
    @discardableResult
    private func check(_ bytes: [UInt8], _ label: @autoclosure () -> String) -> Bool {
        do {
            let trace = try TouchTrace(json: Data(bytes))
            XCTAssertEqual(try TouchTrace(json: trace.jsonData()), trace, "re-read of \(label())")
            return true
        } catch {
            let lines = bytes.lazy.filter { $0 == 0x0A }.count + 1
            XCTAssertGreaterThanOrEqual(error.line, 1, "\(label()): \(error)")
            XCTAssertLessThanOrEqual(error.line, lines, "\(label()): \(error)")
            XCTAssertGreaterThanOrEqual(error.column, 1, "\(label()): \(error)")
            return false
        }
    }

    /// 4000 random strings of 0–300 bytes, mixing raw bytes with JSON characters and trace words.
    func testRandomInputNeverCrashesAndErrorsArePositioned() {
        var random = SplitMix64(seed: 0x7061_7373_6167_6531)
        for index in 0..<4000 {
            let length = Int.random(in: 0...300, using: &random)
            var bytes: [UInt8] = []
            while bytes.count < length {
                if Bool.random(using: &random) {
                    bytes.append(UInt8.random(in: 0...255, using: &random))
                } else {
                    bytes += Array(fragments.randomElement(using: &random).map { $0.utf8 } ?? "".utf8)
                }
            }
            check(bytes, "random input \(index)")
        }
    }

    /// 4000 valid documents with one to three mutations each: bit flips, inserted, deleted or replaced bytes,
    /// hostile numbers, duplicated, dropped or swapped lines, truncation. Some must still read, most must not.
    func testMutatedTracesNeverCrashAndErrorsArePositioned() {
        var random = SplitMix64(seed: 0x7472_6163_6532)
        let seeds = seeds
        var parsed = 0
        for index in 0..<4000 {
            var bytes = seeds[index % seeds.count]
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                mutate(&bytes, using: &random)
            }
            if check(bytes, "mutation \(index)") { parsed += 1 }
        }
        XCTAssertGreaterThan(parsed, 100, "some mutations keep the trace valid")
        XCTAssertLessThan(parsed, 3000, "most mutations break it")
    }

    private func mutate(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<8, using: &random) {
        case 0 where !bytes.isEmpty:
            bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &random)
        case 1:
            bytes.insert(contentsOf: Array(fragments.randomElement(using: &random)?.utf8 ?? "x".utf8), at: position)
        case 2 where !bytes.isEmpty:
            bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...4, using: &random)))
        case 3, 4:
            replaceNumber(in: &bytes, using: &random)
        case 5:
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            let line = Int.random(in: 0..<lines.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: lines.insert(lines[line], at: line)
            case 1: lines.remove(at: line)
            default: lines.swapAt(line, Int.random(in: 0..<lines.count, using: &random))
            }
            bytes = Array(lines.joined(separator: [0x0A]))
        case 6:
            bytes.removeSubrange(position...)
        default:
            let phases = ["began", "moved", "stationary", "ended", "cancelled"]
            let text = String(decoding: bytes, as: UTF8.self)
            let from = phases.randomElement(using: &random) ?? "began"
            bytes = Array(
                text.replacingOccurrences(of: "\"\(from)\"", with: "\"\(phases.randomElement(using: &random) ?? "")\"")
                    .utf8)
        }
    }

    /// Replaces one randomly chosen number in `bytes` with a hostile one, or a coordinate-safe one.
    private func replaceNumber(in bytes: inout [UInt8], using random: inout SplitMix64) {
        var numbers: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard (0x30...0x39).contains(bytes[index]) || bytes[index] == UInt8(ascii: "-") else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, "-+.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
            numbers.append(start..<index)
        }
        guard let range = numbers.randomElement(using: &random) else { return }
        let replacement =
            Bool.random(using: &random)
            ? hostileNumbers.randomElement(using: &random) ?? "0"
            : String(Double.random(in: 0...500, using: &random))
        bytes.replaceSubrange(range, with: Array(replacement.utf8))
    }
}
