// `passage render --threads n`: frames are encoded on n threads while rendering goes on, and the output is the
// same bytes as on one thread, for every format that encodes in parallel. A bad count is refused.
import Foundation
import XCTest

final class RenderThreadsTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
    }

    override func tearDown() {
        scratch.remove()
    }

    /// APNG, GIF and a folder of PNG frames from `--threads 1` and `--threads 3` are byte-identical.
    func testOutputIsTheSameBytesForAnyThreadCount() throws {
        for target in ["keyframes.apng", "keyframes.gif", "frames/"] {
            var outputs: [[[UInt8]]] = []
            for threads in ["1", "3"] {
                let out = threads + "-" + target
                let run = try PassageProcess.run(
                    [
                        "render", "keyframes", "--out", out, "--scale", "1", "--fps", "10",
                        "--threads", threads,
                    ], in: scratch.path)
                XCTAssertEqual(run.status, 0, run.stderr)
                if target.hasSuffix("/") {
                    let folder = scratch.path + "/" + out
                    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                    XCTAssertGreaterThan(names.count, 10)
                    outputs.append(try names.map { try scratch.bytes(out + $0) })
                } else {
                    outputs.append([try scratch.bytes(out)])
                }
            }
            XCTAssertTrue(outputs[0] == outputs[1], "\(target): --threads 3 differs from --threads 1")
        }
    }

    /// --threads is a whole number from 1 to 64.
    func testThreadCountOutsideOneToSixtyFourIsRefused() throws {
        for value in ["0", "65", "two", "1.5"] {
            let run = try PassageProcess.run(
                ["render", "keyframes", "--out", "x.apng", "--threads", value], in: scratch.path)
            XCTAssertEqual(run.status, 64, "--threads \(value)")
            XCTAssertEqual(
                run.stderrLines,
                [
                    "error: The value '\(value)' is invalid for '--threads <n>': expected a whole number of threads from 1 to 64 (1 encodes on the rendering thread)"
                ])
            XCTAssertEqual(scratch.contents(), [])
        }
    }
}
