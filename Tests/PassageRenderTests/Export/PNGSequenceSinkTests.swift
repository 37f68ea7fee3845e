// A folder of numbered PNG frames: names, contents, replacing an earlier sequence, refusing a folder of other work.
import XCTest

@testable import PassageRender

final class PNGSequenceSinkTests: XCTestCase {
    /// Frames land as frame-00001.png, frame-00002.png, … and each decodes to its frame.
    func testFramesAreNumberedFilesThatDecodeExactly() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let frames = (0..<3).map { ExportFrames.movingSquare(width: 24, height: 18, frame: $0) }
        let folder = scratch.file("frames")
        try export(frames, to: PNGSequenceSink(path: folder + "/", width: 24, height: 18, framesPerSecond: 30))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertEqual(names, ["frame-00001.png", "frame-00002.png", "frame-00003.png"])
        for (index, name) in names.enumerated() {
            XCTAssertEqual(
                try PNGTestDecoder.decode(readBytes(folder + "/" + name)).frames, [ExportFrames.straight(frames[index])]
            )
        }
        XCTAssertEqual(scratch.entries(), ["frames"], "no temporary folder is left")
        XCTAssertEqual(PNGSequenceSink.fileName(forFrame: 123_456), "frame-123456.png")
    }

    /// A folder holding an earlier, longer sequence is replaced as a whole: no stale frames remain.
    func testAnEarlierSequenceIsReplaced() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let folder = scratch.file("frames")
        let frames = (0..<4).map { ExportFrames.gradient(width: 8, height: 8, frame: $0) }
        try export(frames, to: PNGSequenceSink(path: folder, width: 8, height: 8, framesPerSecond: 60))
        try export(Array(frames.prefix(2)), to: PNGSequenceSink(path: folder, width: 8, height: 8, framesPerSecond: 60))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted(),
            ["frame-00001.png", "frame-00002.png"])
        XCTAssertEqual(scratch.entries(), ["frames"])
    }

    /// A folder with other files is never replaced: the sink refuses it up front and leaves it untouched.
    func testAFolderOfOtherFilesIsRefused() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let folder = scratch.file("work")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: folder + "/notes.txt", contents: Data("keep".utf8))
        XCTAssertThrowsError(try PNGSequenceSink(path: folder, width: 8, height: 8, framesPerSecond: 60)) { error in
            XCTAssertEqual(
                "\(error)",
                "cannot write \(folder): the folder exists and holds files other than frame-NNNNN.png; expected an empty or new folder"
            )
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["notes.txt"])
        XCTAssertEqual(scratch.entries(), ["work"])
    }
}
