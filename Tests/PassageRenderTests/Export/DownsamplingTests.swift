// Small previews: frames shrunk by a whole factor average each block of premultiplied pixels, rounded to
// nearest; edge blocks average the pixels they hold; the sink checks sizes and passes finish and cancel on.
import XCTest

@testable import PassageRender

final class DownsamplingTests: XCTestCase {
    /// A 3 × 3 pixmap halved is 2 × 2: the full block averages four pixels (rounding halves up), the right and
    /// bottom blocks two, the corner block one.
    func testBlocksAverageThePixelsTheyHoldRoundedToNearest() {
        var pixmap = Pixmap(width: 3, height: 3)!
        // Red channel of each pixel; green 0, blue 255, alpha 255 everywhere.
        let red: [UInt8] = [
            10, 11, 100,
            20, 22, 201,
            7, 8, 9,
        ]
        for (i, value) in red.enumerated() {
            pixmap.pixels.replaceSubrange(i * 4..<(i * 4 + 4), with: [value, 0, 255, 255])
        }
        let small = pixmap.downsampled(by: 2)
        XCTAssertEqual([small.width, small.height], [2, 2])
        XCTAssertEqual(
            small.pixels,
            [
                16, 0, 255, 255,  // (10 + 11 + 20 + 22) / 4 = 15.75
                151, 0, 255, 255,  // (100 + 201) / 2 = 150.5, halves up
                8, 0, 255, 255,  // (7 + 8) / 2 = 7.5
                9, 0, 255, 255,
            ])
    }

    /// Sides divide rounding up; a factor of 1 leaves the pixmap as it is.
    func testSizesRoundUpAndFactorOneIsTheIdentity() {
        XCTAssertTrue(Pixmap.downsampledSize(width: 375, height: 667, factor: 2) == (188, 334))
        XCTAssertTrue(Pixmap.downsampledSize(width: 750, height: 1334, factor: 4) == (188, 334))
        var pixmap = Pixmap(width: 2, height: 1)!
        pixmap.pixels = [1, 2, 3, 4, 5, 6, 7, 8]
        XCTAssertEqual(pixmap.downsampled(by: 1), pixmap)
    }

    /// The sink writes shrunk frames to its destination, refuses frames of another size and a destination of
    /// the wrong size, and finishes its destination.
    func testSinkShrinksFramesAndChecksSizes() throws {
        let memory = try MemorySink(width: 2, height: 1, framesPerSecond: 30)
        let sink = try DownsamplingSink(factor: 3, width: 6, height: 2, destination: memory)
        var frame = Pixmap(width: 6, height: 2)!
        for i in 0..<6 { frame.pixels[i * 4 + 3] = 255 }  // top row opaque black, bottom row transparent
        try sink.write(frame)
        XCTAssertThrowsError(try sink.write(Pixmap(width: 5, height: 2)!))
        try sink.finish()
        XCTAssertTrue(memory.isFinished)
        XCTAssertEqual(memory.frames.map(\.pixels), [[0, 0, 0, 128, 0, 0, 0, 128]])  // 765 / 6 = 127.5
        XCTAssertThrowsError(
            try DownsamplingSink(
                factor: 2, width: 6, height: 2, destination: MemorySink(width: 2, height: 1, framesPerSecond: 30)))
    }
}
