// `passage render` refuses bad input with one line on stderr, a non-zero status (64 for a bad command line, 1 for
// an output that cannot be written, 130 when interrupted) and nothing left in the target folder: no file, no
// temporary, no folder it created.
import Foundation
import XCTest

final class RenderErrorTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
    }

    override func tearDown() {
        scratch.remove()
    }

    /// Runs `passage` with `arguments` in the scratch folder and checks the one-line error, the status, and that
    /// the folder holds exactly `leaves` afterwards (what the test put there itself).
    private func assertFails(
        _ arguments: [String], status: Int32, message: String, path: String? = nil,
        leaves: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let run = try PassageProcess.run(arguments, in: scratch.path, path: path)
        XCTAssertEqual(run.status, status, "exit status of passage \(arguments)", file: file, line: line)
        XCTAssertEqual(run.stderrLines, ["error: " + message], file: file, line: line)
        XCTAssertEqual(run.stdout, "", file: file, line: line)
        XCTAssertEqual(scratch.contents(), leaves, "left behind", file: file, line: line)
    }

    /// The demo names `passage list` prints.
    private func knownDemos() throws -> [String] {
        let list = try PassageProcess.run(["list"], in: scratch.path)
        return list.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    /// An unknown demo is named, with the list of known ones (the names `passage list` prints).
    func testUnknownDemoListsTheKnownDemos() throws {
        let list = try PassageProcess.run(["list"], in: scratch.path)
        let names = list.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertFalse(names.isEmpty)
        try assertFails(
            ["render", "no-such-demo", "--out", "x.apng"], status: 64,
            message: "unknown demo 'no-such-demo'; known demos: \(names.joined(separator: ", ")) (see `passage list`)")
    }

    /// --fps takes a whole number from 1 to 240.
    func testFramesPerSecondOutOfRangeOrNotANumber() throws {
        for value in ["0", "241", "500", "abc", "29.97"] {
            try assertFails(
                ["render", "spring-bounce", "--out", "x.apng", "--fps", value], status: 64,
                message:
                    "The value '\(value)' is invalid for '--fps <n>': expected a whole number of frames per second from 1 to 240"
            )
        }
    }

    /// --scale is 1, 2 or 3.
    func testScaleOtherThanOneTwoOrThree() throws {
        for value in ["0", "4", "1.5", "@2x"] {
            try assertFails(
                ["render", "spring-bounce", "--out", "x.apng", "--scale", value], status: 64,
                message: "The value '\(value)' is invalid for '--scale <s>': expected 1, 2 or 3 pixels per point")
        }
    }

    /// --slow-animations is a factor in (0, 10], like the simulator's (a negative value needs the `=` form, or
    /// it reads as an option).
    func testSlowAnimationsOutsideZeroToTen() throws {
        for value in ["0", "-1", "10.5", "nan", "slow"] {
            try assertFails(
                ["render", "spring-bounce", "--out", "x.apng", "--slow-animations=\(value)"], status: 64,
                message:
                    "The value '\(value)' is invalid for '--slow-animations <factor>': expected a factor greater than 0 and at most 10 (1 is normal speed)"
            )
        }
    }

    /// --background takes #RRGGBB, #RRGGBBAA, white, black or none.
    func testBackgroundThatIsNotAColor() throws {
        for value in ["red", "#12345", "#1234567", "#GG0000", "123456"] {
            try assertFails(
                ["render", "spring-bounce", "--out", "x.apng", "--background", value], status: 64,
                message:
                    "The value '\(value)' is invalid for '--background <color>': expected #RRGGBB, #RRGGBBAA, white, black or none"
            )
        }
    }

    /// --device names one of the presets.
    func testUnknownDevice() throws {
        try assertFails(
            ["render", "spring-bounce", "--out", "x.apng", "--device", "iphone-3g"], status: 64,
            message:
                "The value 'iphone-3g' is invalid for '--device <name>': expected one of iphone-se, iphone-15-pro, iphone-15-pro-max, ipad"
        )
    }

    /// An extension that names no format is refused before anything is written.
    func testUnsupportedExtension() throws {
        try assertFails(
            ["render", "spring-bounce", "--out", "x.tiff"], status: 64,
            message: "--out x.tiff: unsupported extension '.tiff': expected .png, .apng, .gif, .mp4, .webm or a folder")
    }

    /// Only the last folder of --out is created; a deeper missing path is ExportError's message, and nothing is
    /// created on the way.
    func testMissingFolder() throws {
        try assertFails(
            ["render", "spring-bounce", "--out", "a/b/x.apng"], status: 1,
            message: "cannot write a/b/x.apng: the folder a/b does not exist")
    }

    /// A path through a file cannot be written: ExportError's message, and the file is untouched.
    func testUnwritablePathThroughAFile() throws {
        _ = FileManager.default.createFile(atPath: scratch.path + "/notes.txt", contents: Data("keep".utf8))
        try assertFails(
            ["render", "spring-bounce", "--out", "notes.txt/x.apng", "--scale", "1", "--fps", "5"], status: 1,
            message: "cannot write notes.txt/x.apng: notes.txt is not a folder", leaves: ["notes.txt"])
        XCTAssertEqual(try scratch.bytes("notes.txt"), Array("keep".utf8))
    }

    /// MP4 and WebM without ffmpeg on PATH: ExportError's message naming the program and how to install it; the
    /// folder created for the video is removed again.
    func testVideoWithoutFFmpegNamesTheProgramAndHowToInstallIt() throws {
        let emptyBin = scratch.path + "/bin"
        try FileManager.default.createDirectory(atPath: emptyBin, withIntermediateDirectories: false)
        for name in ["x.mp4", "video/x.webm"] {
            try assertFails(
                ["render", "spring-bounce", "--out", name, "--scale", "1", "--fps", "5"], status: 1,
                message:
                    "cannot write \(name): the program 'ffmpeg' was not found on PATH; install it with `apt-get install ffmpeg`",
                path: emptyBin, leaves: ["bin"])
        }
    }

    /// --all writes one file per demo, so --out must be a folder: not a file name, not an existing file.
    func testAllWithoutAFolder() throws {
        try assertFails(
            ["render", "--all", "--out", "all.apng"], status: 64,
            message:
                "--all writes one file per demo, so --out must name a folder (an existing one, or a new name without an extension); 'all.apng' is not a folder"
        )
        _ = FileManager.default.createFile(atPath: scratch.path + "/existing", contents: Data())
        try assertFails(
            ["render", "--all", "--out", "existing"], status: 64,
            message:
                "--all writes one file per demo, so --out must name a folder (an existing one, or a new name without an extension); 'existing' is not a folder",
            leaves: ["existing"])
    }

    /// Demos and --all exclude each other, one of them is needed, a demo is named once, and --format goes with a
    /// folder (--all or several demos) only.
    func testDemoAndAllAndFormatCombinations() throws {
        try assertFails(
            ["render", "spring-bounce", "--all", "--out", "dir"], status: 64,
            message: "give demo names or --all, not both (got 'spring-bounce' and --all)")
        try assertFails(
            ["render", "spring-bounce", "keyframes", "--all", "--out", "dir"], status: 64,
            message: "give demo names or --all, not both (got 'spring-bounce', 'keyframes' and --all)")
        try assertFails(
            ["render", "keyframes", "spring-bounce", "keyframes", "--out", "dir"], status: 64,
            message: "demo 'keyframes' is named more than once; each demo is rendered once")
        try assertFails(
            ["render", "keyframes", "no-such-demo", "--out", "dir"], status: 64,
            message:
                "unknown demo 'no-such-demo'; known demos: \(try knownDemos().joined(separator: ", ")) (see `passage list`)"
        )
        try assertFails(
            ["render", "keyframes", "spring-bounce", "--out", "two.apng"], status: 64,
            message:
                "2 demos write one file per demo, so --out must name a folder (an existing one, or a new name without an extension); 'two.apng' is not a folder"
        )
        try assertFails(
            ["render", "--out", "x.apng"], status: 64,
            message: "expected a demo name (see `passage list`) or --all")
        try assertFails(
            ["render", "spring-bounce", "--out", "x.apng", "--format", "gif"], status: 64,
            message:
                "--format goes with --all or several demos; a single render takes its format from the extension of --out"
        )
        try assertFails(
            ["render", "--all", "--out", "dir", "--format", "tiff"], status: 64,
            message: "The value 'tiff' is invalid for '--format <format>': expected apng, gif, png, mp4 or webm")
        try assertFails(["render", "spring-bounce"], status: 64, message: "Missing expected argument '--out <path>'")
    }

    /// Ctrl-C mid-render stops at the next frame, cancels the sink (its temporary is removed) and removes the
    /// folder the render created.
    func testInterruptedRenderLeavesNothing() throws {
        let run = try PassageProcess.run(
            ["render", "spring-bounce", "--out", "out/big.apng", "--device", "ipad", "--scale", "3"],
            in: scratch.path
        ) { process in
            Thread.sleep(forTimeInterval: 1.5)
            process.interrupt()
        }
        XCTAssertEqual(run.reason, .exit)
        XCTAssertEqual(run.status, 130)
        XCTAssertEqual(
            run.stderrLines.last, "error: interrupted by SIGINT while rendering out/big.apng; it was not written")
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(scratch.contents(), [])
    }
}
