// A layer's contents filters: `.nearest` draws every device pixel as the contents pixel under its centre (hard
// pixel edges, no new colours), `.linear` and `.trilinear` mix the four around it; the magnification filter
// applies where a contents pixel covers more than one device pixel, the minification filter elsewhere.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class ContentsFilterRenderTests: XCTestCase {
    /// A `size` × `size` checkerboard of opaque black and white pixels (white where x + y is even).
    private func checkerboard(_ size: Int) -> CGImage {
        var bytes = [UInt8](repeating: 255, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size where (x + y) % 2 == 1 {
                let i = (y * size + x) * 4
                (bytes[i], bytes[i + 1], bytes[i + 2]) = (0, 0, 0)
            }
        }
        return CGImage(width: size, height: size, pixels: bytes)!
    }

    private func render(
        _ image: CGImage, points: CGFloat, transform: CATransform3D = CATransform3DIdentity,
        configure: (CALayer) -> Void
    ) -> Pixmap {
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: points, height: points)
        layer.contents = image
        layer.transform = transform
        configure(layer)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        root.addSublayer(layer)
        return LayerRenderer(size: root.bounds.size, scale: 1, background: nil).render(root)
    }

    /// The distinct red values of the frame's pixels in the `size` × `size` square at the top left.
    private func reds(_ frame: Pixmap, size: Int) -> Set<UInt8> {
        var values: Set<UInt8> = []
        for y in 0..<size {
            for x in 0..<size { values.insert(frame.pixel(x: x, y: y).0) }
        }
        return values
    }

    /// A 4 × 4 checkerboard magnified to 40 × 40 pixels with magnificationFilter `.nearest`: every pixel is the
    /// contents pixel under its centre (10 × 10 blocks of pure black or white); `.linear` greys the block edges.
    func testNearestMagnificationKeepsHardPixelEdges() async {
        let image = checkerboard(4)
        let nearest = render(image, points: 40) { $0.magnificationFilter = .nearest }
        for y in 0..<40 {
            for x in 0..<40 {
                let white = (x / 10 + y / 10) % 2 == 0
                let expected: (UInt8, UInt8, UInt8, UInt8) = white ? (255, 255, 255, 255) : (0, 0, 0, 255)
                XCTAssertTrue(nearest.pixel(x: x, y: y) == expected, "pixel (\(x), \(y)): \(nearest.pixel(x: x, y: y))")
            }
        }
        let linear = render(image, points: 40) { _ in }
        XCTAssertGreaterThan(reds(linear, size: 40).count, 2, "bilinear mixes the blocks' edges")
        XCTAssertEqual(
            render(image, points: 40) { $0.minificationFilter = .nearest }, linear,
            "the minification filter does not apply to a magnified image")
    }

    /// An 8 × 8 checkerboard minified to 4 × 4 pixels: each pixel centre maps onto the corner of four texels.
    /// With minificationFilter `.nearest` the pixel takes one of them, picked the same way along x and y, so a
    /// texel whose x + y is even: white everywhere. Bilinear mixes two black and two white texels into grey.
    func testNearestMinificationPicksOneTexel() async {
        let image = checkerboard(8)
        let nearest = render(image, points: 4) { $0.minificationFilter = .nearest }
        for y in 0..<4 {
            for x in 0..<4 {
                XCTAssertTrue(nearest.pixel(x: x, y: y) == (255, 255, 255, 255), "pixel (\(x), \(y))")
            }
        }
        let linear = render(image, points: 4) { $0.magnificationFilter = .nearest }
        XCTAssertEqual(reds(linear, size: 4).count, 1)
        XCTAssertTrue((127...128).contains(linear.pixel(x: 1, y: 2).0), "\(linear.pixel(x: 1, y: 2))")
    }

    /// `.trilinear` draws as `.linear` (the render server keeps no mipmaps), whatever its bias.
    func testTrilinearDrawsAsLinear() async {
        let image = checkerboard(8)
        let linear = render(image, points: 5) { _ in }
        let trilinear = render(image, points: 5) {
            $0.minificationFilter = .trilinear
            $0.minificationFilterBias = 2
        }
        XCTAssertEqual(trilinear, linear)
    }

    /// Nearest sampling follows the layer's transform: the 4 × 4 checkerboard at 20 points, scaled 2× about its
    /// centre and turned 30°, shows only the image's two colours inside the square (edge pixels aside, whose
    /// coverage blends them with the transparent background).
    func testNearestFollowsATransform() async {
        let image = checkerboard(4)
        let turned = CATransform3DRotate(CATransform3DMakeScale(2, 2, 1), .pi / 6, 0, 0, 1)
        let frame = render(image, points: 20, transform: turned) { $0.magnificationFilter = .nearest }
        var inner: Set<UInt8> = []
        for y in 0..<64 {
            for x in 0..<64 {
                let p = frame.pixel(x: x, y: y)
                if p.3 == 255 { inner.insert(p.0) }
            }
        }
        XCTAssertEqual(inner, [0, 255])
    }
}
