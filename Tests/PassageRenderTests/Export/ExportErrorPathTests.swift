// The errors a user can cause while exporting, over every file format: each message names the path and what was
// expected, and no file or temporary is left behind.
import XCTest

@testable import PassageRender

final class ExportErrorPathTests: XCTestCase {
    /// The file names of the formats written without external programs.
    private let names = ["out.png", "out.apng", "out.gif", "frames/"]

    private func sink(_ path: String, width: Int = 20, height: Int = 20) throws -> any FrameSink {
        try ExportFormat.makeSink(path: path, width: width, height: height, framesPerSecond: 60)
    }

    /// A missing folder: "cannot write /…/nope/out.png: the folder /…/nope does not exist".
    func testMissingFolderIsNamed() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for name in names {
            let path = scratch.file("nope/" + name)
            XCTAssertThrowsError(try sink(path)) { error in
                XCTAssertEqual("\(error)", "cannot write \(path): the folder \(scratch.file("nope")) does not exist")
            }
        }
        XCTAssertEqual(scratch.entries(), [])
    }

    /// A file where a folder should be: "… is not a folder".
    func testFileInPlaceOfAFolderIsNamed() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        _ = FileManager.default.createFile(atPath: scratch.file("plain"), contents: Data())
        for name in names {
            let path = scratch.file("plain/" + name)
            XCTAssertThrowsError(try sink(path)) { error in
                XCTAssertEqual("\(error)", "cannot write \(path): \(scratch.file("plain")) is not a folder")
            }
        }
        XCTAssertEqual(scratch.entries(), ["plain"])
    }

    /// A folder the process may not write to: the system's reason is given, and nothing appears.
    func testUnwritableFolderGivesTheSystemsReason() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let folder: String
        if geteuid() == 0 {
            folder = "/sys"  // root may write anywhere on disk; sysfs refuses new entries even to root
        } else {
            folder = scratch.file("locked")
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
        }
        for name in names {
            let path = folder + "/passage-" + name
            XCTAssertThrowsError(try sink(path)) { error in
                let reasons = ["permission denied", "operation not permitted"]
                XCTAssertTrue(reasons.map { "cannot write \(path): \($0)" }.contains("\(error)"), "\(error)")
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        }
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("passage-") }, [])
    }

    /// A frame of the wrong size fails the sink, removes its temporary, and closes it.
    func testSizeMismatchDiscardsTheOutput() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for name in names {
            let path = scratch.file(name)
            let output = try sink(path)
            try output.write(ExportFrames.gradient(width: 20, height: 20, frame: 0))
            XCTAssertThrowsError(try output.write(ExportFrames.gradient(width: 10, height: 20, frame: 1))) { error in
                XCTAssertEqual(
                    "\(error)", "cannot write \(path): frame 2 is 10×20 pixels, expected 20×20 like the sink")
            }
            XCTAssertEqual(scratch.entries(), [], name)
            XCTAssertThrowsError(try output.finish()) { error in
                XCTAssertEqual("\(error)", "cannot write \(path): the sink already finished, failed or was cancelled")
            }
            XCTAssertEqual(scratch.entries(), [], name)
        }
    }

    /// Finishing without frames is an error and leaves nothing.
    func testNoFramesIsAnError() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for name in names {
            let path = scratch.file(name)
            XCTAssertThrowsError(try sink(path).finish()) { error in
                XCTAssertEqual("\(error)", "cannot write \(path): no frames were written; expected at least one")
            }
        }
        XCTAssertEqual(scratch.entries(), [])
    }

    /// Cancelling, or dropping an unfinished sink, removes the temporary; nothing reaches the destination.
    func testCancelledAndAbandonedSinksLeaveNothing() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for name in names {
            let cancelled = try sink(scratch.file(name))
            try cancelled.write(ExportFrames.gradient(width: 20, height: 20, frame: 0))
            XCTAssertFalse(scratch.entries().isEmpty, "the temporary exists while writing")
            cancelled.cancel()
            XCTAssertEqual(scratch.entries(), [], name)
            do {
                let abandoned = try sink(scratch.file(name))
                try abandoned.write(ExportFrames.gradient(width: 20, height: 20, frame: 0))
            }
            XCTAssertEqual(scratch.entries(), [], name)
        }
    }

    /// Sizes and frame rates the formats cannot hold are refused at creation.
    func testImpossibleSizesAndRatesAreRefused() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let gif = scratch.file("wide.gif")
        XCTAssertThrowsError(try GIFSink(path: gif, width: 70_000, height: 1, framesPerSecond: 30)) { error in
            XCTAssertEqual(
                "\(error)",
                "cannot write \(gif): a 70000×1 frame does not fit; expected sides from 1 to 65535 pixels and under 2 GiB of pixels"
            )
        }
        let apng = scratch.file("fast.apng")
        XCTAssertThrowsError(try APNGSink(path: apng, width: 8, height: 8, framesPerSecond: 5000)) { error in
            XCTAssertEqual("\(error)", "cannot write \(apng): 5000 frames per second; expected 1 to 1000")
        }
        XCTAssertEqual(scratch.entries(), [])
    }
}
