// Animated PNG: lossless round trip of every frame (translucent pixels included), exact 1/fps delays, looping,
// changed-rectangle storage, and byte-identical output for the same frames.
import XCTest

@testable import PassageRender

final class APNGSinkTests: XCTestCase {
    private func encode(_ frames: [Pixmap], fps: Int = 60, in scratch: ScratchFolder, name: String = "anim.apng") throws
        -> [UInt8]
    {
        let path = scratch.file(name)
        try export(
            frames, to: APNGSink(path: path, width: frames[0].width, height: frames[0].height, framesPerSecond: fps))
        return try readBytes(path)
    }

    /// N frames decode to N frames of the same size and exactly the same straight-alpha pixels.
    func testFramesRoundTripExactlyIncludingTranslucentPixels() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var frames = (0..<12).map { ExportFrames.movingSquare(width: 48, height: 40, frame: $0) }
        frames += (0..<4).map { ExportFrames.gradient(width: 48, height: 40, frame: $0) }
        frames.append(frames[15])  // an unchanged frame
        frames.append(Pixmap(width: 48, height: 40)!)  // everything turns transparent
        frames.append(ExportFrames.movingSquare(width: 48, height: 40, frame: 0))
        let decoded = try PNGTestDecoder.decode(encode(frames, in: scratch))
        XCTAssertEqual(decoded.width, 48)
        XCTAssertEqual(decoded.height, 40)
        XCTAssertEqual(decoded.frameCount, frames.count)
        XCTAssertEqual(decoded.frames.count, frames.count)
        for (index, frame) in frames.enumerated() {
            XCTAssertEqual(decoded.frames[index], ExportFrames.straight(frame), "frame \(index)")
        }
        XCTAssertEqual(scratch.entries(), ["anim.apng"])
    }

    /// Every frame lasts exactly 1/fps (delay num/den = 1/fps) and the animation loops forever (num_plays 0).
    func testDelaysAreOneOverFpsAndTheAnimationLoopsForever() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        for fps in [60, 24, 7] {
            let frames = (0..<3).map { ExportFrames.movingSquare(width: 16, height: 16, frame: $0) }
            let decoded = try PNGTestDecoder.decode(encode(frames, fps: fps, in: scratch, name: "\(fps).apng"))
            XCTAssertEqual(decoded.plays, 0)
            XCTAssertEqual(decoded.controls.map(\.delayNumerator), [1, 1, 1])
            XCTAssertEqual(decoded.controls.map(\.delayDenominator), [fps, fps, fps])
        }
    }

    /// A small moving square is stored as small regions, and the file is far smaller than whole frames would be.
    func testOnlyTheChangedRectangleIsStored() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let frames = (0..<10).map { ExportFrames.movingSquare(width: 160, height: 160, frame: $0) }
        let bytes = try encode(frames, in: scratch)
        let decoded = try PNGTestDecoder.decode(bytes)
        let first = decoded.controls[0]
        XCTAssertEqual([first.x, first.y, first.width, first.height], [0, 0, 160, 160], "the first frame is whole")
        for control in decoded.controls.dropFirst() {
            XCTAssertLessThan(control.width * control.height, 160 * 160 / 4, "region \(control)")
            XCTAssertEqual(control.disposeOp, 0)
        }
        let wholeFrames = frames.reduce(0) { $0 + $1.pngData().count }
        XCTAssertLessThan(bytes.count, wholeFrames / 3)
    }

    /// Opaque changes over an unchanged background use blend OVER when that is smaller, and still decode exactly.
    func testOpaqueChangesMayBlendOverAndStillDecodeExactly() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let frames = (0..<6).map { f in
            ExportFrames.pixmap(width: 64, height: 64) { x, y in
                // Two squares far apart: their bounding box is mostly unchanged background.
                let a = x >= f && x < f + 6 && y < 6
                let b = x >= 58 - f && x < 64 - f && y >= 58
                return a || b ? (10, 200, 30, 255) : ((x * 4) % 256, (y * 4) % 256, 90, 255)
            }
        }
        let decoded = try PNGTestDecoder.decode(encode(frames, in: scratch))
        XCTAssertTrue(decoded.controls.dropFirst().contains { $0.blendOp == 1 }, "expected at least one OVER frame")
        XCTAssertEqual(decoded.frames, frames.map(ExportFrames.straight))
    }

    /// Encoding the same frames twice gives byte-identical files.
    func testSameFramesGiveByteIdenticalFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let frames = (0..<8).map { ExportFrames.movingSquare(width: 50, height: 30, frame: $0) }
        XCTAssertEqual(try encode(frames, in: scratch, name: "a.apng"), try encode(frames, in: scratch, name: "b.apng"))
    }
}
