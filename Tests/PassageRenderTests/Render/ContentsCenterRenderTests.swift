// Nine-slice contents (contentsCenter with `.resize` gravity): corners keep their size, edges stretch along
// one axis, the centre along both; the unit contentsCenter draws exactly as before.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class ContentsCenterRenderTests: XCTestCase {
    /// A 9 × 9 image: every border pixel its own colour (red from x, green from y), the centre pixel blue.
    private func ninePatch() -> CGImage {
        var bytes = [UInt8](repeating: 255, count: 9 * 9 * 4)
        for y in 0..<9 {
            for x in 0..<9 {
                let i = (y * 9 + x) * 4
                if x == 4 && y == 4 {
                    (bytes[i], bytes[i + 1], bytes[i + 2]) = (0, 0, 255)
                } else {
                    (bytes[i], bytes[i + 1], bytes[i + 2]) = (UInt8(20 + 25 * x), UInt8(20 + 25 * y), 0)
                }
            }
        }
        return CGImage(width: 9, height: 9, pixels: bytes)!
    }

    private func layer(_ image: CGImage, size: CGSize, configure: (CALayer) -> Void = { _ in }) -> CALayer {
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let layer = CALayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.contents = image
        configure(layer)
        return layer
    }

    private func render(_ layer: CALayer, scale: CGFloat = 1) -> Pixmap {
        LayerRenderer(size: layer.bounds.size, scale: scale, background: nil).render(layer)
    }

    /// The 9 × 9 image with contentsCenter at its middle pixel, drawn into 40 × 20 points: the 4-px corners
    /// land unscaled and exact, the edges stretch along one axis, the centre pixel fills the 32 × 12 middle.
    func testNineSliceKeepsCornersAndStretchesTheCentre() async {
        let image = ninePatch()
        let frame = render(
            layer(image, size: CGSize(width: 40, height: 20)) {
                $0.contentsCenter = CGRect(x: 4.0 / 9, y: 4.0 / 9, width: 1.0 / 9, height: 1.0 / 9)
            })
        func source(_ x: Int, _ y: Int) -> Int { x < 4 ? x : x >= 36 ? x - 31 : 4 }
        func sourceRow(_ y: Int) -> Int { y < 4 ? y : y >= 16 ? y - 11 : 4 }
        for y in 0..<20 {
            for x in 0..<40 {
                let i = (sourceRow(y) * 9 + source(x, y)) * 4
                let expected = (image.pixels[i], image.pixels[i + 1], image.pixels[i + 2], image.pixels[i + 3])
                let got = frame.pixel(x: x, y: y)
                XCTAssertTrue(got == expected, "pixel (\(x), \(y)): \(got), expected \(expected)")
            }
        }
    }

    /// contentsCenter = (0, 0, 1, 1), explicit or larger than the image, and any gravity but `.resize`, draw
    /// byte for byte as contents without a contentsCenter (a stretch to a size that is not a multiple).
    func testWholeImageCenterDrawsExactlyAsBefore() async {
        let image = ninePatch()
        let size = CGSize(width: 31.5, height: 17.25)
        let plain = render(layer(image, size: size), scale: 2)
        for center in [CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: -0.5, y: -0.5, width: 2, height: 2)] {
            XCTAssertEqual(
                render(layer(image, size: size) { $0.contentsCenter = center }, scale: 2), plain, "\(center)")
        }
        let centered = render(layer(image, size: size) { $0.contentsGravity = .center })
        let centeredWithCenter = render(
            layer(image, size: size) {
                $0.contentsGravity = .center
                $0.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
            })
        XCTAssertEqual(centeredWithCenter, centered)
    }

    /// Corners are sized by contentsScale: the 9 × 9 image at contentsScale 2 has 2-point corners, which at a
    /// device scale of 2 are the image's 4-px corners again, exact.
    func testCornersKeepTheirSizeAtContentsScale() async {
        let image = ninePatch()
        let frame = render(
            layer(image, size: CGSize(width: 20, height: 10)) {
                $0.contentsScale = 2
                $0.contentsCenter = CGRect(x: 4.0 / 9, y: 4.0 / 9, width: 1.0 / 9, height: 1.0 / 9)
            }, scale: 2)
        XCTAssertEqual(frame.width, 40)
        for (x, y, sx, sy) in [(0, 0, 0, 0), (3, 3, 3, 3), (39, 0, 8, 0), (36, 19, 5, 8), (0, 16, 0, 5)] {
            let i = (sy * 9 + sx) * 4
            XCTAssertTrue(
                frame.pixel(x: x, y: y) == (image.pixels[i], image.pixels[i + 1], image.pixels[i + 2], 255),
                "pixel (\(x), \(y))")
        }
        XCTAssertTrue(frame.pixel(x: 20, y: 10) == (0, 0, 255, 255))
    }

    /// A layer shorter than its fixed edges shrinks them in proportion and draws no middle; a zero-width
    /// centre stretches the one pixel line at its position; without fixed edges there is one piece.
    func testNineSliceGeometry() async {
        let source = CGRect(x: 0, y: 0, width: 9, height: 9)
        let squeezed = NineSlice.pieces(
            source: source, center: CGRect(x: 4, y: 4, width: 1, height: 1),
            destination: CGRect(x: 0, y: 0, width: 4, height: 20), contentsScale: 1)
        XCTAssertEqual(squeezed.count, 6, "two columns × three rows")
        XCTAssertEqual(squeezed[0].destination, CGRect(x: 0, y: 0, width: 2, height: 4))
        XCTAssertEqual(squeezed[1].destination, CGRect(x: 2, y: 0, width: 2, height: 4))
        XCTAssertEqual(squeezed[1].source, CGRect(x: 5, y: 0, width: 4, height: 4))
        let line = NineSlice.pieces(
            source: source, center: CGRect(x: 4.5, y: 0, width: 0, height: 9),
            destination: CGRect(x: 0, y: 0, width: 20, height: 9), contentsScale: 1)
        XCTAssertEqual(
            line.map(\.source),
            [
                CGRect(x: 0, y: 0, width: 4.5, height: 9), CGRect(x: 4, y: 0, width: 1, height: 9),
                CGRect(x: 4.5, y: 0, width: 4.5, height: 9),
            ])
        XCTAssertEqual(
            line.map(\.destination),
            [
                CGRect(x: 0, y: 0, width: 4.5, height: 9), CGRect(x: 4.5, y: 0, width: 11, height: 9),
                CGRect(x: 15.5, y: 0, width: 4.5, height: 9),
            ])
        let whole = NineSlice.pieces(
            source: source, center: CGRect(x: -1, y: -1, width: 20, height: 20),
            destination: CGRect(x: 3, y: 4, width: 50, height: 60), contentsScale: 3)
        XCTAssertEqual(whole.count, 1)
        XCTAssertEqual(whole[0].source, source)
        XCTAssertEqual(whole[0].destination, CGRect(x: 3, y: 4, width: 50, height: 60))
    }
}
