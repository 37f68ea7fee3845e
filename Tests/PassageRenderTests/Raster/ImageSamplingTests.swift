import PassageCore
// Image contents: premultiplied conversion, bilinear sampling with edge clamp, contentsRect, gravity.
import XCTest

@testable import PassageRender

final class ImageSamplingTests: XCTestCase {
    typealias S = RasterTestSupport

    /// A 2×2 checker: white at (0, 0) and (1, 1), black elsewhere, opaque.
    private var checker: Pixmap {
        let w: [UInt8] = [255, 255, 255, 255]
        let b: [UInt8] = [0, 0, 0, 255]
        return Pixmap(premultiplying: CGImage(width: 2, height: 2, pixels: w + b + b + w)!)
    }

    /// Bilinear sampling of a 2×2 checker magnified 4×: each pixel is the bilinear mix of the texel
    /// centres around it (within 1 of the exact value), and beyond the outer texel centres the edge clamps.
    func testBilinearCheckerAtKnownPoints() {
        var out = Pixmap(width: 8, height: 8)!
        out.draw(
            checker, from: CGRect(x: 0, y: 0, width: 2, height: 2), to: CGRect(x: 0, y: 0, width: 8, height: 8),
            transform: .identity)
        func expected(_ x: Int, _ y: Int) -> Double {
            let u = min(max((Double(x) + 0.5) / 4 - 0.5, 0), 1)
            let v = min(max((Double(y) + 0.5) / 4 - 0.5, 0), 1)
            return 255 * ((1 - u) * (1 - v) + u * v)
        }
        for (x, y) in [(0, 0), (1, 0), (3, 3), (4, 4), (3, 4), (7, 0), (7, 7), (5, 2), (2, 6)] {
            XCTAssertEqual(Double(out.pixel(x: x, y: y).r), expected(x, y), accuracy: 1, "(\(x), \(y))")
            XCTAssertEqual(out.pixel(x: x, y: y).a, 255)
        }
        XCTAssertEqual(out.pixel(x: 0, y: 0).r, 255)  // clamped to the white texel
        XCTAssertEqual(out.pixel(x: 7, y: 0).r, 0)  // clamped to the black texel
    }

    /// contentsRect picks a sub-rectangle; sampling never bleeds the neighbouring texels in.
    func testContentsRectSubRectangleClampsAtItsEdge() {
        let placed = ContentsPlacement.place(
            imageWidth: 2, imageHeight: 2, contentsRect: CGRect(x: 0, y: 0, width: 0.5, height: 1),
            contentsScale: 1, gravity: .resize, bounds: CGRect(x: 0, y: 0, width: 6, height: 6))
        XCTAssertEqual(placed.source, CGRect(x: 0, y: 0, width: 1, height: 2))
        var out = Pixmap(width: 6, height: 6)!
        out.draw(checker, from: placed.source, to: placed.destination, transform: .identity)
        XCTAssertEqual(out.pixel(x: 5, y: 0).r, 255)  // left column only: white on top…
        XCTAssertEqual(out.pixel(x: 5, y: 5).r, 0)  // …black below
        XCTAssertEqual(out.pixel(x: 0, y: 0).r, 255)
    }

    /// Straight-alpha images are premultiplied on the way in: (255, 0, 0, 128) becomes (128, 0, 0, 128).
    func testImagesArePremultiplied() {
        let image = CGImage(width: 1, height: 1, pixels: [255, 0, 0, 128])!
        XCTAssertEqual(Pixmap(premultiplying: image).pixels, [128, 0, 0, 128])
    }

    /// A fractional destination gets anti-aliased edges: half a pixel of an opaque image is alpha 128 ± 1.
    func testImageEdgesAreAntiAliased() {
        let red = Pixmap(premultiplying: CGImage(width: 4, height: 4, red: 255, green: 0, blue: 0)!)
        var out = Pixmap(width: 10, height: 10)!
        out.draw(
            red, from: CGRect(x: 0, y: 0, width: 4, height: 4), to: CGRect(x: 2.5, y: 2, width: 4, height: 4),
            transform: .identity)
        XCTAssertEqual(Int(out.pixel(x: 2, y: 3).a), 128, accuracy: 1)
        XCTAssertEqual(out.pixel(x: 3, y: 3).a, 255)
        XCTAssertEqual(Int(out.pixel(x: 6, y: 3).a), 128, accuracy: 1)
    }

    /// An unscaled image at whole-pixel offsets is copied exactly, at any opacity.
    func testIntegerPlacementCopiesExactly() {
        var image = Pixmap(width: 3, height: 2)!
        image.pixels = (0..<24).map { i in i % 4 == 3 ? 255 : UInt8(i * 10) }
        var out = Pixmap(width: 5, height: 5)!
        out.draw(
            image, from: CGRect(x: 0, y: 0, width: 3, height: 2), to: CGRect(x: 1, y: 2, width: 3, height: 2),
            transform: .identity)
        XCTAssertEqual(out.pixel(x: 1, y: 2).r, image.pixel(x: 0, y: 0).r)
        XCTAssertEqual(out.pixel(x: 3, y: 3).g, image.pixel(x: 2, y: 1).g)
        XCTAssertEqual(out.pixel(x: 0, y: 0).a, 0)
    }

    /// contentsGravity: aspect fit centres a 2:1 image in a square; `.top` uses Core Animation's y-up
    /// naming (the layer's maximum y) unless contents are flipped; contentsScale sets the natural size.
    func testGravityPlacement() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let fit = ContentsPlacement.place(
            imageWidth: 200, imageHeight: 100, contentsRect: CGRect(x: 0, y: 0, width: 1, height: 1),
            contentsScale: 1, gravity: .resizeAspect, bounds: bounds)
        XCTAssertEqual(fit.destination, CGRect(x: 0, y: 25, width: 100, height: 50))
        let fill = ContentsPlacement.place(
            imageWidth: 200, imageHeight: 100, contentsRect: CGRect(x: 0, y: 0, width: 1, height: 1),
            contentsScale: 1, gravity: .resizeAspectFill, bounds: bounds)
        XCTAssertEqual(fill.destination, CGRect(x: -50, y: 0, width: 200, height: 100))
        let top = ContentsPlacement.place(
            imageWidth: 20, imageHeight: 10, contentsRect: CGRect(x: 0, y: 0, width: 1, height: 1),
            contentsScale: 2, gravity: .top, bounds: bounds)
        XCTAssertEqual(top.destination, CGRect(x: 45, y: 95, width: 10, height: 5))
        let flippedTop = ContentsPlacement.place(
            imageWidth: 20, imageHeight: 10, contentsRect: CGRect(x: 0, y: 0, width: 1, height: 1),
            contentsScale: 2, gravity: .topLeft, bounds: bounds, contentsAreFlipped: true)
        XCTAssertEqual(flippedTop.destination, CGRect(x: 0, y: 0, width: 10, height: 5))
    }
}
