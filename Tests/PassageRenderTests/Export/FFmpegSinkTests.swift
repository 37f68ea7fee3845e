// Video through ffmpeg: a clear error when the program is missing (simulated with an injected locator), and a real
// MP4 when ffmpeg is installed.
import XCTest

@testable import PassageRender

final class FFmpegSinkTests: XCTestCase {
    /// Without ffmpeg, MP4 and WebM fail with a message naming the program and how to install it; nothing is left.
    func testMissingFFmpegNamesTheProgramAndHowToInstallIt() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let nowhere = ProgramLocator { _ in nil }
        for name in ["clip.mp4", "clip.webm"] {
            let path = scratch.file(name)
            XCTAssertThrowsError(
                try ExportFormat.makeSink(path: path, width: 8, height: 8, framesPerSecond: 30, locator: nowhere)
            ) { error in
                XCTAssertEqual(
                    "\(error)",
                    "cannot write \(path): the program 'ffmpeg' was not found on PATH; install it with `apt-get install ffmpeg`"
                )
            }
        }
        XCTAssertEqual(scratch.entries(), [])
    }

    /// The PATH search finds an executable file and skips folders of the same name.
    func testPathSearchFindsExecutables() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let bin = scratch.file("bin")
        try FileManager.default.createDirectory(atPath: bin + "/ffmpeg", withIntermediateDirectories: true)
        XCTAssertNil(ProgramLocator.searching(bin).path(of: "ffmpeg"))
        let other = scratch.file("other")
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(
            atPath: other + "/ffmpeg", contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
        XCTAssertEqual(ProgramLocator.searching(bin + ":" + other).path(of: "ffmpeg"), other + "/ffmpeg")
    }

    /// Frames reach ffmpeg as raw RGB0 bytes with the size and rate on its command line; its output is moved into
    /// place and its log removed (a stand-in ffmpeg copies its input to the output file).
    func testFramesArePipedToFFmpegAndItsOutputIsMovedIntoPlace() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let fake = scratch.file("ffmpeg")
        let arguments = scratch.file("arguments")
        let script = "#!/bin/sh\nfor last; do :; done\nprintf '%s\\n' \"$@\" > '\(arguments)'\ncat > \"$last\"\n"
        _ = FileManager.default.createFile(
            atPath: fake, contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
        let path = scratch.file("clip.webm")
        let frames = (0..<2).map { ExportFrames.movingSquare(width: 14, height: 14, frame: $0) }
        try export(
            frames,
            to: ExportFormat.makeSink(
                path: path, width: 14, height: 14, framesPerSecond: 30, locator: ProgramLocator { _ in fake }))
        XCTAssertEqual(try readBytes(path), frames[0].pixels + frames[1].pixels)
        let line = try String(contentsOfFile: arguments, encoding: .utf8).split(separator: "\n").joined(separator: " ")
        XCTAssertTrue(line.contains("-f rawvideo -pix_fmt rgb0 -s 14x14 -r 30 -i -"), line)
        XCTAssertTrue(
            line.contains("-c:v libvpx-vp9") && line.contains("-pix_fmt yuv420p") && line.contains("-f webm -y"), line)
        XCTAssertEqual(scratch.entries(), ["arguments", "clip.webm", "ffmpeg"])
    }

    /// An ffmpeg that fails is reported with its exit status, and no file is left.
    func testFailingFFmpegIsReportedAndLeavesNothing() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let fake = scratch.file("ffmpeg")
        _ = FileManager.default.createFile(
            atPath: fake, contents: Data("#!/bin/sh\ncat > /dev/null\necho 'Unknown encoder' >&2\nexit 3\n".utf8),
            attributes: [.posixPermissions: 0o755])
        let out = scratch.file("out")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        let path = out + "/clip.mp4"
        let sink = try FFmpegSink(
            path: path, width: 4, height: 4, framesPerSecond: 30, container: .mp4, locator: ProgramLocator { _ in fake }
        )
        try sink.write(Pixmap(width: 4, height: 4)!)
        XCTAssertThrowsError(try sink.finish()) { error in
            XCTAssertEqual("\(error)", "cannot write \(path): ffmpeg exited with status 3: Unknown encoder")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out), [])
    }

    /// Skips without ffmpeg, except in CI (CI set), which installs it (scripts/install-system-deps.sh): there
    /// a missing ffmpeg fails, so the real exports cannot be skipped silently.
    private func requireFFmpeg() throws {
        guard ProgramLocator.searchPath.path(of: "ffmpeg") == nil else { return }
        if ProcessInfo.processInfo.environment["CI"] != nil {
            XCTFail("ffmpeg is not installed; scripts/install-system-deps.sh installs it")
        }
        throw XCTSkip("ffmpeg is not installed")
    }

    /// With ffmpeg installed, a few frames become a WebM (VP9) file: an EBML header.
    func testRealWebMExportWhenFFmpegIsInstalled() throws {
        try requireFFmpeg()
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.file("clip.webm")
        let frames = (0..<6).map { ExportFrames.gradient(width: 34, height: 22, frame: $0) }
        try export(frames, to: ExportFormat.makeSink(path: path, width: 34, height: 22, framesPerSecond: 30))
        let bytes = try readBytes(path)
        XCTAssertGreaterThan(bytes.count, 100)
        XCTAssertEqual(Array(bytes[0..<4]), [0x1A, 0x45, 0xDF, 0xA3])
        XCTAssertEqual(scratch.entries(), ["clip.webm"])
    }

    /// With ffmpeg installed, a few frames become an MP4 file (skipped otherwise).
    func testRealMP4ExportWhenFFmpegIsInstalled() throws {
        try requireFFmpeg()
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.file("clip.mp4")
        let frames = (0..<6).map { ExportFrames.gradient(width: 33, height: 21, frame: $0) }
        try export(frames, to: ExportFormat.makeSink(path: path, width: 33, height: 21, framesPerSecond: 30))
        let bytes = try readBytes(path)
        XCTAssertGreaterThan(bytes.count, 100)
        XCTAssertEqual(String(decoding: bytes[4..<8], as: UTF8.self), "ftyp")
        XCTAssertEqual(scratch.entries(), ["clip.mp4"])
    }
}
