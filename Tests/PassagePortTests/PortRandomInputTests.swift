// The fast random test that stays in the suite beside the libFuzzer target (Fuzz/PortRewriter, scripts/fuzz.sh
// port): seeded mutations of the fixtures (chunks cut, repeated, swapped; tokens the rules look for spliced in;
// random bytes) must port without trapping, every finding naming the file and a line of the input, and text that
// does not parse coming back unchanged.
import PassagePort
import XCTest

final class PortRandomInputTests: XCTestCase {
    /// Tokens the rules react to, spliced in at random.
    private let tokens = [
        "#selector(", "addTarget(self, action: ", "@objc ", "optional ", "NotificationCenter.default.addObserver(",
        "Timer.scheduledTimer(", "perform(#selector(tap))", "\\.", "import UIKit\n", "override ", "extension X {",
        "protocol P {", "}", "{", "(", ")", "?.", "!", "\"\"\"", "\n", "#if os(iOS)\n", "#endif\n", "é", "\u{0}",
    ]

    /// A deterministic generator (SplitMix64) so a failure names a reproducible case.
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
    }

    private func mutate(_ text: String, _ random: inout Random) -> String {
        var bytes = Array(text.utf8)
        for _ in 0..<(1 + random.below(4)) {
            let at = random.below(bytes.count + 1)
            switch random.below(5) {
            case 0:
                let end = min(bytes.count, at + random.below(80))
                bytes.removeSubrange(at..<end)
            case 1:
                let end = min(bytes.count, at + random.below(60))
                bytes.insert(contentsOf: bytes[at..<end], at: random.below(bytes.count + 1))
            case 2:
                bytes.insert(contentsOf: Array(tokens[random.below(tokens.count)].utf8), at: at)
            case 3:
                bytes.insert(contentsOf: (0..<random.below(8)).map { _ in UInt8(random.below(256)) }, at: at)
            default:
                let end = min(bytes.count, at + random.below(40))
                let chunk = Array(bytes[at..<end])
                bytes.removeSubrange(at..<end)
                bytes.insert(contentsOf: chunk, at: random.below(bytes.count + 1))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Lines as the parser counts them: "\n", "\r" and "\r\n" each end one.
    private func lineCount(_ text: String) -> Int {
        var lines = 1
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0D || (byte == 0x0A && previous != 0x0D) { lines += 1 }
            previous = byte
        }
        return lines
    }

    /// A finding in a file with carriage-return line ends (the fuzzer's second find, a false alarm of its own
    /// check, which counted only "\n") names a line inside it.
    func testFindingsCountCarriageReturnsAsLineEnds() {
        let text = "import UIKit\r\rclass C {\r    @objc func tap() {}\r    func f() { perform(#selector(tap)) }\r}\r"
        for finding in Porter.port(text, path: "cr.swift").findings {
            XCTAssertTrue((1...lineCount(text)).contains(finding.line), "\(finding)")
        }
    }

    /// 240 mutated fixtures: output for each, findings inside the input, unparsable text unchanged.
    func testMutatedSourcesPortWithFindingsInsideTheInput() throws {
        let sources = try PortFixtures.all.map { try PortFixtures.source($0) }
        var random = Random(state: 25)
        var unparsable = 0
        for index in 0..<240 {
            let text = mutate(sources[index % sources.count], &random)
            let result = Porter.port([(path: "case\(index).swift", text: text)])
            XCTAssertEqual(result.files.count, 1)
            let lines = lineCount(text)
            for finding in result.findings {
                XCTAssertEqual(finding.file, "case\(index).swift")
                XCTAssertTrue((1...lines).contains(finding.line), "case \(index): \(finding) of \(lines) lines")
            }
            if result.findings.contains(where: { $0.reason.contains("does not parse") }) {
                unparsable += 1
                XCTAssertEqual(result.files.first?.ported, text, "case \(index): unparsable text was changed")
            }
        }
        XCTAssertGreaterThan(unparsable, 20, "the mutations reach the does-not-parse path")
        XCTAssertLessThan(unparsable, 240, "and the rewriting path")
    }

    /// The fuzzer's hang: `#selector(tap` followed by 56 `[` made swift-syntax's lookahead double its work with each
    /// one. Brackets nested more than 16 deep leave the file unchanged with a finding on that line; 16 still port.
    func testDeeplyNestedBracketsAreReportedNotParsed() {
        let deep =
            "class C {\n    let s = #selector(tap" + String(repeating: "[", count: 56) + "), for: .touchUpInside\n}\n"
        let result = Porter.port(deep, path: "deep.swift")
        XCTAssertEqual(result.text, deep)
        XCTAssertEqual(result.findings.map(\.line), [2])
        XCTAssertTrue(result.findings.first?.reason.contains("more than 16 deep") == true)
        let nested =
            "let a: " + String(repeating: "[", count: 16) + "Int" + String(repeating: "]", count: 16) + " = []\n"
        XCTAssertEqual(Porter.port(nested, path: "nested.swift").findings, [])
    }
}
