// `passage render --all --jobs n`: n demos render at once, each in a worker process, and what the user gets does
// not depend on n: the same files, byte for byte, and the same lines on stdout in catalog order. A bad count is
// refused; a worker's failure and an interruption stop every worker and leave nothing half-written.
import Foundation
import XCTest

final class RenderJobsTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
    }

    override func tearDown() {
        scratch.remove()
    }

    /// The files of a slice of --all, and what stdout says, are identical with --jobs 1 and --jobs 3.
    func testFilesAndLinesAreTheSameForAnyJobCount() throws {
        var outputs: [[String: [UInt8]]] = []
        var lines: [String] = []
        for jobs in ["1", "3"] {
            try FileManager.default.createDirectory(
                atPath: scratch.path + "/" + jobs, withIntermediateDirectories: false)
            let run = try PassageProcess.run(
                [
                    "render", "--all", "--shard", "1/5", "--out", "all", "--scale", "1", "--fps", "2",
                    "--jobs", jobs,
                ], in: scratch.path + "/" + jobs)
            XCTAssertEqual(run.status, 0, run.stderr)
            let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/\(jobs)/all").sorted()
            XCTAssertGreaterThan(names.count, 3, "the slice should hold several demos")
            outputs.append(
                Dictionary(uniqueKeysWithValues: try names.map { ($0, try scratch.bytes("\(jobs)/all/\($0)")) }))
            lines.append(run.stdout)
        }
        XCTAssertEqual(outputs[0].keys.sorted(), outputs[1].keys.sorted())
        for (name, bytes) in outputs[0] {
            XCTAssertTrue(outputs[1][name] == bytes, "\(name): --jobs 3 differs from --jobs 1")
        }
        XCTAssertEqual(lines[0], lines[1])
        XCTAssertEqual(lines[0].split(separator: "\n").count, outputs[0].count)
    }

    /// --jobs is a whole number from 1 to 64, and goes with --all or several demos only.
    func testBadJobCountsAndJobsWithoutAllAreRefused() throws {
        for value in ["0", "65", "two", "1.5"] {
            let run = try PassageProcess.run(["render", "--all", "--out", "x", "--jobs", value], in: scratch.path)
            XCTAssertEqual(run.status, 64, "--jobs \(value)")
            XCTAssertEqual(
                run.stderrLines,
                [
                    "error: The value '\(value)' is invalid for '--jobs <n>': expected a whole number of processes from 1 to 64 (1 renders every demo in this process)"
                ])
        }
        let single = try PassageProcess.run(
            ["render", "spring-bounce", "--out", "x.apng", "--jobs", "2"], in: scratch.path)
        XCTAssertEqual(single.status, 64)
        XCTAssertEqual(
            single.stderrLines,
            [
                "error: --jobs goes with --all or several demos, not a single demo (got --jobs 2); --threads sets a render's encoding threads"
            ])
        XCTAssertEqual(scratch.contents(), [])
    }

    /// When the workers cannot write (no ffmpeg for MP4), the first failure is reported as the worker said it,
    /// once, with its exit status; the other workers are stopped and nothing is left behind.
    func testAWorkersFailureStopsTheOthersAndIsReportedOnce() throws {
        let emptyBin = scratch.path + "/bin"
        try FileManager.default.createDirectory(atPath: emptyBin, withIntermediateDirectories: false)
        let run = try PassageProcess.run(
            [
                "render", "--all", "--format", "mp4", "--out", "videos", "--scale", "1", "--fps", "5",
                "--jobs", "2",
            ], in: scratch.path, path: emptyBin)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderrLines.count, 1, run.stderr)
        let line = try XCTUnwrap(run.stderrLines.first)
        XCTAssertTrue(line.hasPrefix("error: cannot write videos/"), line)
        XCTAssertTrue(
            line.hasSuffix(
                ".mp4: the program 'ffmpeg' was not found on PATH; install it with `apt-get install ffmpeg`"), line)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(scratch.contents(), ["bin"])
    }

    /// Ctrl-C stops every worker at its next frame; each cancels its sink, the folder the render created is
    /// removed, the message names every output that was being written, and the workers' scratch files are gone.
    func testInterruptionStopsEveryWorkerAndLeavesNothing() throws {
        var parent: Int32 = 0
        let run = try PassageProcess.run(
            ["render", "--all", "--out", "out", "--jobs", "2"],
            in: scratch.path
        ) { process in
            parent = process.processIdentifier
            Thread.sleep(forTimeInterval: 1.5)
            process.interrupt()
        }
        XCTAssertEqual(run.reason, .exit)
        XCTAssertEqual(run.status, 130)
        let last = try XCTUnwrap(run.stderrLines.last)
        XCTAssertTrue(last.hasPrefix("error: interrupted by SIGINT while rendering out/"), last)
        XCTAssertTrue(last.hasSuffix(".apng; they were not written"), last)
        XCTAssertEqual(last.components(separatedBy: ".apng").count - 1, 2, "two outputs named: \(last)")
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(scratch.contents(), [])
        let scratchFiles = try FileManager.default.contentsOfDirectory(
            atPath: FileManager.default.temporaryDirectory.path
        )
        .filter { $0.hasPrefix("passage-render-\(parent)-") }
        XCTAssertEqual(scratchFiles, [])
    }
}
