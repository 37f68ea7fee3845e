// A single PNG: decodes to the straight-alpha pixels of the frame with our decoder and with libpng, and keeps the
// last of several frames.
import XCTest

@testable import PassageRender

final class PNGSinkTests: XCTestCase {
    /// A translucent frame decodes, with our decoder and with libpng, to exactly the straight-alpha pixels.
    func testSingleFrameDecodesToTheSameStraightPixelsWithLibpng() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let frame = ExportFrames.movingSquare(width: 37, height: 23, frame: 4)
        let path = scratch.file("still.png")
        try export([frame], to: PNGSink(path: path, width: 37, height: 23))

        let bytes = try readBytes(path)
        let ours = try PNGTestDecoder.decode(bytes)
        XCTAssertEqual(ours.width, 37)
        XCTAssertEqual(ours.height, 23)
        XCTAssertNil(ours.frameCount, "a still PNG has no acTL")
        XCTAssertEqual(ours.frames, [ExportFrames.straight(frame)])
        let libpng = try LibPNGReader.decode(bytes)
        XCTAssertEqual(libpng.width, 37)
        XCTAssertEqual(libpng.height, 23)
        XCTAssertEqual(libpng.pixels, ExportFrames.straight(frame))
        XCTAssertEqual(scratch.entries(), ["still.png"], "no temporary is left beside the file")
    }

    /// The row filter heuristic uses more than one filter type, and every type it uses round-trips.
    func testRowFiltersVaryAndRoundTrip() throws {
        let frame = ExportFrames.gradient(width: 64, height: 48, frame: 0)
        var noisy = ExportFrames.movingSquare(width: 64, height: 48, frame: 0)
        for i in stride(from: 0, to: noisy.pixels.count, by: 4) where (i / 4) % 7 == 3 {
            noisy.pixels[i] = UInt8((i * 37) % 256)
            noisy.pixels[i + 1] = 0
            noisy.pixels[i + 2] = 0
            noisy.pixels[i + 3] = 255
        }
        var seen: Set<UInt8> = []
        for pixmap in [frame, noisy] {
            let decoded = try PNGTestDecoder.decode(pixmap.pngData())
            XCTAssertEqual(decoded.frames, [ExportFrames.straight(pixmap)])
            XCTAssertEqual(try LibPNGReader.decode(pixmap.pngData()).pixels, ExportFrames.straight(pixmap))
            seen.formUnion(decoded.filterTypes)
        }
        XCTAssertGreaterThan(seen.count, 1, "filter types used: \(seen.sorted())")
    }

    /// Several frames: the PNG holds the last one (the state the animation settles in).
    func testSeveralFramesKeepTheLast() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let frames = (0..<3).map { ExportFrames.movingSquare(width: 20, height: 20, frame: $0) }
        let path = scratch.file("last.png")
        try export(frames, to: PNGSink(path: path, width: 20, height: 20))
        XCTAssertEqual(try PNGTestDecoder.decode(readBytes(path)).frames, [ExportFrames.straight(frames[2])])
    }

    /// Writing over an existing file replaces it in one rename.
    func testExistingFileIsReplaced() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.file("again.png")
        _ = FileManager.default.createFile(atPath: path, contents: Data("old".utf8))
        let frame = ExportFrames.gradient(width: 8, height: 8, frame: 1)
        try export([frame], to: PNGSink(path: path, width: 8, height: 8))
        XCTAssertEqual(try PNGTestDecoder.decode(readBytes(path)).frames, [ExportFrames.straight(frame)])
        XCTAssertEqual(scratch.entries(), ["again.png"])
    }
}
