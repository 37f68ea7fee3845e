// `passage render <demo> --trace FILE` plays a touch trace instead of the demo's own, `--record-trace FILE`
// writes the input the demo received, and a recorded trace replays to the same bytes. A bad trace is refused
// before anything is written: one error line naming the file, line and field, exit status 64, no output.
import Foundation
import XCTest

final class RenderTraceTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
    }

    override func tearDown() {
        scratch.remove()
    }

    private func write(_ text: String, to name: String) throws {
        try text.write(toFile: scratch.path + "/" + name, atomically: true, encoding: .utf8)
    }

    /// Record → JSON → replay: rendering with the recorded trace gives the same file, byte for byte, as the run
    /// that played the demo's own trace; the recorded file is a valid version-1 trace.
    func testRecordedTraceReplaysToIdenticalFrames() throws {
        let first = try PassageProcess.run(
            [
                "render", "swipe-pop-cancel", "--out", "own.apng", "--scale", "1", "--fps", "5",
                "--record-trace", "received.json",
            ], in: scratch.path)
        XCTAssertEqual(first.status, 0, first.stderr)
        let recorded = String(decoding: try scratch.bytes("received.json"), as: UTF8.self)
        XCTAssertTrue(recorded.contains("\"format\": \"passage-touch-trace\""), recorded)
        XCTAssertTrue(recorded.contains("\"phase\": \"began\""))
        let replay = try PassageProcess.run(
            [
                "render", "swipe-pop-cancel", "--out", "replayed.apng", "--scale", "1", "--fps", "5",
                "--trace", "received.json",
            ], in: scratch.path)
        XCTAssertEqual(replay.status, 0, replay.stderr)
        XCTAssertTrue(
            try scratch.bytes("own.apng") == scratch.bytes("replayed.apng"), "the replay differs from the recorded run")
    }

    /// A different trace changes the render: a swipe that finishes instead of the demo's cancelling one.
    func testAnotherTraceChangesTheOutcome() throws {
        try write(
            """
            {"format": "passage-touch-trace", "version": 1, "events": [
              {"time": 0.9, "touches": [{"finger": 0, "phase": "began", "x": 90, "y": 400}]},
              {"time": 1.0, "touches": [{"finger": 0, "phase": "moved", "x": 150, "y": 400}]},
              {"time": 1.1, "touches": [{"finger": 0, "phase": "moved", "x": 250, "y": 400}]},
              {"time": 1.1, "touches": [{"finger": 0, "phase": "ended", "x": 250, "y": 400}]}
            ]}
            """, to: "finish.json")
        let own = try PassageProcess.run(
            ["render", "swipe-pop-cancel", "--out", "own.png", "--scale", "1", "--fps", "5"], in: scratch.path)
        let other = try PassageProcess.run(
            [
                "render", "swipe-pop-cancel", "--out", "other.png", "--scale", "1", "--fps", "5",
                "--trace", "finish.json",
            ], in: scratch.path)
        XCTAssertEqual(own.status, 0, own.stderr)
        XCTAssertEqual(other.status, 0, other.stderr)
        XCTAssertTrue(try scratch.bytes("own.png") != scratch.bytes("other.png"), "the last frame shows A instead of B")
    }

    /// Malformed traces: each error names the file, the line, the field and what was expected; exit 64; only the
    /// trace file is left in the folder.
    func testMalformedTracesAreRefusedBeforeAnythingIsWritten() throws {
        let cases: [(String, String)] = [
            ("{\"format\": \"passage-touch-trace\", \"version\": 1, \"events\": [", "line 1"),
            ("{\"format\": \"passage-touch-trace\", \"version\": 7, \"events\": []}", "version"),
            (
                """
                {"format": "passage-touch-trace", "version": 1, "events": [
                  {"time": 0.5, "touches": [{"finger": 0, "phase": "began", "x": 1, "y": 1}]},
                  {"time": 0.2, "touches": [{"finger": 0, "phase": "ended", "x": 1, "y": 1}]}
                ]}
                """, "line 3, column 12, events[1].time"
            ),
            (
                """
                {"format": "passage-touch-trace", "version": 1, "events": [
                  {"time": 0.5, "touches": [{"finger": 0, "phase": "began", "x": 1e999, "y": 1}]}
                ]}
                """, "events[0].touches[0].x"
            ),
            (
                """
                {"format": "passage-touch-trace", "version": 1, "events": [
                  {"time": 0.5, "touches": [{"finger": 4, "phase": "moved", "x": 1, "y": 1}]}
                ]}
                """, "line 2"
            ),
        ]
        for (index, (text, expected)) in cases.enumerated() {
            let name = "bad\(index).json"
            try write(text, to: name)
            let run = try PassageProcess.run(
                ["render", "swipe-pop", "--out", "x.apng", "--scale", "1", "--fps", "5", "--trace", name],
                in: scratch.path)
            XCTAssertEqual(run.status, 64, "case \(index): \(run.stderr)")
            XCTAssertEqual(run.stderrLines.count, 1, "case \(index)")
            let line = run.stderrLines.first ?? ""
            XCTAssertTrue(
                line.hasPrefix("error: ") && line.contains("--trace \(name)") && line.contains(expected),
                "case \(index): \(line)")
            XCTAssertEqual(scratch.contents(), [name], "case \(index): nothing written")
            try FileManager.default.removeItem(atPath: scratch.path + "/" + name)
        }
    }

    /// --trace on a demo without touch input names the demos that take it; a missing file is named.
    func testTraceNeedsAnInteractiveDemoAndAReadableFile() throws {
        try write("{}", to: "t.json")
        let run = try PassageProcess.run(
            ["render", "spring-bounce", "--out", "x.apng", "--trace", "t.json"], in: scratch.path)
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(
            run.stderrLines.first?.contains("demo 'spring-bounce' takes no touch input; demos that do: ") == true,
            run.stderr)
        XCTAssertTrue(run.stderrLines.first?.contains("swipe-pop") == true)
        let missing = try PassageProcess.run(
            ["render", "swipe-pop", "--out", "x.apng", "--trace", "nope.json"], in: scratch.path)
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(missing.stderrLines.first?.contains("nope.json") == true, missing.stderr)
        XCTAssertEqual(scratch.contents(), ["t.json"])
    }
}
