// GIF: frame count and size survive, pixels are exact for frames of at most 256 colours and within a stated error
// for smooth gradients, transparency follows alpha < 128, delays add up to N/fps, and output is deterministic.
import XCTest

@testable import PassageRender

final class GIFSinkTests: XCTestCase {
    private func encode(
        _ frames: [Pixmap], fps: Int = 50, dithers: Bool = false, in scratch: ScratchFolder,
        name: String = "anim.gif"
    ) throws -> [UInt8] {
        let path = scratch.file(name)
        try export(
            frames,
            to: GIFSink(
                path: path, width: frames[0].width, height: frames[0].height,
                framesPerSecond: fps, dithers: dithers))
        return try readBytes(path)
    }

    /// What a GIF can show of `pixmap`: straight alpha < 128 → transparent (0, 0, 0, 0), else the colour, opaque.
    private func expected(_ pixmap: Pixmap) -> [UInt8] {
        var pixels = ExportFrames.straight(pixmap)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            if pixels[i + 3] < 128 {
                pixels[i] = 0
                pixels[i + 1] = 0
                pixels[i + 2] = 0
                pixels[i + 3] = 0
            } else {
                pixels[i + 3] = 255
            }
        }
        return pixels
    }

    /// The largest per-channel difference between two frames, and the mean.
    private func error(_ a: [UInt8], _ b: [UInt8]) -> (max: Int, mean: Double) {
        let differences = zip(a, b).map { abs(Int($0) - Int($1)) }
        return (differences.max() ?? 0, Double(differences.reduce(0, +)) / Double(max(1, differences.count)))
    }

    /// A smooth gradient of ~10,000 colours per frame decodes within 10 levels per channel (mean under 3).
    func testSmoothGradientDecodesWithinPaletteError() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let frames = (0..<3).map { ExportFrames.gradient(width: 96, height: 96, frame: $0 * 7) }
        let decoded = try GIFTestDecoder.decode(encode(frames, in: scratch))
        XCTAssertEqual(decoded.frames.count, 3)
        XCTAssertEqual([decoded.width, decoded.height], [96, 96])
        for (index, frame) in frames.enumerated() {
            let e = error(decoded.frames[index], expected(frame))
            XCTAssertLessThanOrEqual(e.max, 10, "frame \(index)")
            XCTAssertLessThan(e.mean, 3, "frame \(index)")
        }
    }

    /// Frames of at most 256 colours (translucent band included) decode exactly, frame after frame.
    func testFramesOfAtMost256ColoursDecodeExactly() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var frames = (0..<10).map { ExportFrames.movingSquare(width: 60, height: 44, frame: $0) }
        frames += (0..<3).map {
            ExportFrames.twoHundredFiftySixColours(width: 64, height: 44, frame: $0).cropped(width: 60)
        }
        frames += (0..<3).map { ExportFrames.twoHundredFiftySixColours(width: 60, height: 44, frame: $0 * 5) }
        let decoded = try GIFTestDecoder.decode(encode(frames, in: scratch))
        XCTAssertEqual(decoded.frames.count, frames.count)
        for (index, frame) in frames.enumerated() {
            XCTAssertEqual(decoded.frames[index], expected(frame), "frame \(index)")
        }
        // Every colour changes except one row: 256 changed colours with unchanged pixels among them stay exact.
        let striped = (0..<3).map { f in
            ExportFrames.pixmap(width: 64, height: 64) { x, y in
                let tile = y == 20 ? 0 : (x / 4 + 16 * (y / 4) + f) % 256
                return (tile, 255 - tile, (tile * 7) % 256, 255)
            }
        }
        let stripedDecoded = try GIFTestDecoder.decode(encode(striped, in: scratch, name: "striped.gif"))
        XCTAssertEqual(stripedDecoded.frames, striped.map(expected))
    }

    /// Pixels turning transparent after being opaque (which only disposal can do in GIF) decode exactly.
    func testPixelsThatTurnTransparentDecodeExactly() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let opaque = ExportFrames.movingSquare(width: 30, height: 30, frame: 2)
        let hole = ExportFrames.pixmap(width: 30, height: 30) { x, y in
            x > 10 && x < 20 ? (0, 0, 0, 0) : (200, 10, 10, 255)
        }
        let corner = ExportFrames.pixmap(width: 30, height: 30) { x, y in
            x < 3 && y < 3 ? (0, 0, 0, 0) : (200, 10, 10, 255)
        }
        let empty = Pixmap(width: 30, height: 30)!
        let frames = [opaque, hole, corner, hole, empty, opaque, corner]
        let decoded = try GIFTestDecoder.decode(encode(frames, in: scratch))
        XCTAssertEqual(decoded.frames, frames.map(expected))
    }

    /// A small moving square is stored as small regions after the whole first frame.
    func testOnlyChangedRegionsAreStored() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let frames = (0..<8).map { ExportFrames.movingSquare(width: 160, height: 160, frame: $0) }
        let decoded = try GIFTestDecoder.decode(encode(frames, in: scratch))
        XCTAssertEqual(decoded.regions[0].width * decoded.regions[0].height, 160 * 160)
        for region in decoded.regions.dropFirst() { XCTAssertLessThan(region.width * region.height, 160 * 160 / 4) }
        XCTAssertEqual(decoded.frames, frames.map(expected))
    }

    /// N frames at fps last N/fps within 10 ms (GIF's resolution), and the animation loops forever.
    func testTotalDelayIsFrameCountOverFps() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for (fps, count) in [(60, 61), (30, 7), (24, 25), (7, 3), (50, 1)] {
            let frames = (0..<count).map { ExportFrames.movingSquare(width: 12, height: 12, frame: $0) }
            let decoded = try GIFTestDecoder.decode(encode(frames, fps: fps, in: scratch, name: "\(fps).gif"))
            XCTAssertEqual(decoded.frames.count, count)
            XCTAssertEqual(decoded.loopCount, 0)
            let totalMilliseconds = decoded.delays.reduce(0, +) * 10
            XCTAssertEqual(
                Double(totalMilliseconds), Double(count) * 1000 / Double(fps), accuracy: 10,
                "\(count) frames at \(fps) fps")
        }
        for fps in [60, 24, 7] {
            for frames in [1, 2, 59, 600] {
                let total = (0..<frames).reduce(0) { $0 + GIFDelays.centiseconds(frame: $1, framesPerSecond: fps) }
                XCTAssertEqual(Double(total) * 10, Double(frames) * 1000 / Double(fps), accuracy: 5)
            }
        }
    }

    /// Dithering is off by default; on, it stays within 20 levels and brings 4×4 block averages closer to the source.
    func testDitheringDiffusesErrorWithoutLosingTheImage() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let frame = ExportFrames.gradient(width: 128, height: 128, frame: 0)
        let plain = try GIFTestDecoder.decode(encode([frame], in: scratch, name: "plain.gif")).frames[0]
        let dithered = try GIFTestDecoder.decode(encode([frame], dithers: true, in: scratch, name: "dither.gif"))
            .frames[0]
        let source = expected(frame)
        XCTAssertNotEqual(plain, dithered)
        XCTAssertLessThanOrEqual(error(dithered, source).max, 20)
        func blockError(_ image: [UInt8]) -> Double {
            var total = 0.0
            for by in stride(from: 0, to: 128, by: 4) {
                for bx in stride(from: 0, to: 128, by: 4) {
                    for c in 0..<3 {
                        var sum = 0
                        for y in by..<(by + 4) {
                            for x in bx..<(bx + 4) {
                                sum += Int(image[(y * 128 + x) * 4 + c]) - Int(source[(y * 128 + x) * 4 + c])
                            }
                        }
                        total += abs(Double(sum) / 16)
                    }
                }
            }
            return total
        }
        XCTAssertLessThan(blockError(dithered), blockError(plain))
        XCTAssertFalse(try GIFSink(path: scratch.file("default.gif"), width: 1, height: 1, framesPerSecond: 1).dithers)
    }

    /// Noise in 200 colours fills the 4096-code LZW table many times over; the table resets and pixels stay exact.
    func testNoisyFrameResetsTheLZWTableAndStaysExact() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var state: UInt32 = 12345
        let frame = ExportFrames.pixmap(width: 150, height: 120) { _, _ in
            state = state &* 1_103_515_245 &+ 12345
            let c = Int(state >> 16) % 200
            return (c, (c * 3) % 256, 255 - c, 255)
        }
        let decoded = try GIFTestDecoder.decode(encode([frame, frame], in: scratch))
        XCTAssertEqual(decoded.frames, [expected(frame), expected(frame)])
    }

    /// Encoding the same frames twice gives byte-identical files, with and without dithering.
    func testSameFramesGiveByteIdenticalFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let frames = (0..<4).map { ExportFrames.gradient(width: 40, height: 30, frame: $0) }
        for dithers in [false, true] {
            XCTAssertEqual(
                try encode(frames, dithers: dithers, in: scratch, name: "a.gif"),
                try encode(frames, dithers: dithers, in: scratch, name: "b.gif"))
        }
    }
}

extension Pixmap {
    /// The left `width` columns.
    fileprivate func cropped(width newWidth: Int) -> Pixmap {
        var result = Pixmap(width: newWidth, height: height)!
        for y in 0..<height {
            result.pixels[(y * newWidth * 4)..<((y + 1) * newWidth * 4)] =
                pixels[(y * width * 4)..<((y * width + newWidth) * 4)]
        }
        return result
    }
}
