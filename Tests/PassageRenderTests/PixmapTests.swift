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

    /// Unpremultiplying: premultiplied (64, 0, 32, 128) is straight (128, 0, 64, 128), rounded.
    func testMakeImageUnpremultipliesWithRounding() {
        var pixmap = Pixmap(width: 1, height: 1)!
        pixmap.pixels = [64, 0, 32, 128]
        XCTAssertEqual(pixmap.makeImage().pixels, [128, 0, 64, 128])
    }
}
