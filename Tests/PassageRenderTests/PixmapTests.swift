import PassageCore
// The frame buffer: premultiplied storage and conversion to straight-alpha images.
import XCTest

@testable import PassageRender

final class PixmapTests: XCTestCase {
    /// A new pixmap is transparent; impossible sizes are refused.
    func testNewPixmapIsTransparentAndSizesAreValidated() {
        let pixmap = Pixmap(width: 3, height: 2)!
        XCTAssertEqual(pixmap.pixels.count, 24)
        XCTAssertTrue(pixmap.pixels.allSatisfy { $0 == 0 })
        XCTAssertNil(Pixmap(width: 0, height: 5))
        XCTAssertNil(Pixmap(width: 100_000, height: 100_000))
    }

    /// A pixmap is opaque when every alpha byte is 255: one pixel below it anywhere (the first, one in the
    /// middle of an 8-byte word, the last of an odd count) makes it not.
    func testIsOpaqueChecksEveryAlpha() {
        var pixmap = Pixmap(width: 5, height: 3, filledWith: RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))!
        XCTAssertTrue(pixmap.isOpaque)
        for pixel in [0, 6, 14] {
            var changed = pixmap
            changed.pixels[pixel * 4 + 3] = 254
            XCTAssertFalse(changed.isOpaque, "pixel \(pixel)")
        }
        pixmap.pixels[2] = 0
        XCTAssertTrue(pixmap.isOpaque)
        XCTAssertFalse(Pixmap(width: 2, height: 2)!.isOpaque)
    }

    /// Unpremultiplying: premultiplied (64, 0, 32, 128) is straight (128, 0, 64, 128), rounded.
    func testMakeImageUnpremultipliesWithRounding() {
        var pixmap = Pixmap(width: 1, height: 1)!
        pixmap.pixels = [64, 0, 32, 128]
        XCTAssertEqual(pixmap.makeImage().pixels, [128, 0, 64, 128])
    }
}
