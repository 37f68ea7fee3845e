// Offscreen groups hold only the pixels they can change: masked layers and group opacity are drawn tile by
// tile into a scratch buffer (`DrawList.composite(group:…)`), content shadows and tinted replicas into pixmaps
// bounded to what they draw (`LayerRenderer.offscreen(_:within:)`), and a shape-layer mask gives its coverage
// without a pixmap.
// Frames must equal those drawn with every offscreen group over the whole frame (`boundsOffscreens = false`)
// byte for byte: masks moved, rotated, in perspective, partly off the frame, translucent, clipped; groups
// whose sublayers are cut at the eye plane; shadows of drawn content; tinted copies.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class BoundedOffscreenTests: XCTestCase {
    private let size = CGSize(width: 120, height: 100)

    /// A striped, partly translucent image, so a pixel drawn wrongly shows.
    private func stripes(width: Int = 40, height: Int = 30) -> CGImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let x = i % width
            let y = i / width
            pixels[i * 4] = UInt8((x * 37 + y * 11) & 255)
            pixels[i * 4 + 1] = UInt8((x * 5 + y * 53) & 255)
            pixels[i * 4 + 2] = UInt8((x * y) & 255)
            pixels[i * 4 + 3] = (x + y) % 7 == 0 ? 128 : 255
        }
        return CGImage(width: width, height: height, pixels: pixels)!
    }

    /// A root over a striped page; `build` adds the layers under test.
    private func scene(_ build: (CALayer) -> Void) -> CALayer {
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        let page = CALayer()
        page.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        page.contents = stripes()
        root.addSublayer(page)
        build(root)
        return root
    }

    /// An image layer with a gradient sublayer, as a reveal's incoming screen.
    private func screen(_ frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.contents = stripes(width: 24, height: 36)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(origin: .zero, size: frame.size)
        gradient.colors = [
            CGColor(red: 0, green: 0, blue: 0, alpha: 0), CGColor(red: 0, green: 0, blue: 0.3, alpha: 0.6),
        ]
        layer.addSublayer(gradient)
        return layer
    }

    private func circle(center: CGPoint, radius: CGFloat, color: CGColor) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = CGRect(origin: .zero, size: size)
        shape.path = CGPath(
            ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
            transform: nil)
        shape.fillColor = color
        return shape
    }

    /// The bounded frame and the reference, at `scale`.
    private func frames(_ root: CALayer, scale: CGFloat) -> (Pixmap, Pixmap) {
        let bounded = LayerRenderer(size: size, scale: scale)
        let reference = LayerRenderer(size: size, scale: scale)
        reference.boundsOffscreens = false
        return (bounded.render(root, at: 0), reference.render(root, at: 0))
    }

    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// Every kind of offscreen group, at 1×, 2× and 3× (fractional pixel edges), gives the reference frame
    /// byte for byte, and each scene draws something the page alone does not.
    func testBoundedOffscreensGiveTheFrameOfFrameSizedOnes() async {
        let cases: [(String, (CALayer) -> Void)] = [
            (
                "circular shape mask, partly off the frame",
                { root in
                    let layer = self.screen(CGRect(x: 0, y: 0, width: 120, height: 100))
                    layer.mask = self.circle(center: CGPoint(x: 30, y: 76), radius: 41.3, color: self.white)
                    root.addSublayer(layer)
                }
            ),
            (
                "translucent shape mask on a moved layer",
                { root in
                    let layer = self.screen(CGRect(x: 10.5, y: 7.25, width: 90, height: 80))
                    layer.mask = self.circle(
                        center: CGPoint(x: 40, y: 30), radius: 25,
                        color: CGColor(red: 0, green: 1, blue: 0, alpha: 0.55))
                    root.addSublayer(layer)
                }
            ),
            (
                "rounded-rect mask, rotated, inside a masksToBounds parent",
                { root in
                    let parent = CALayer()
                    parent.frame = CGRect(x: 8, y: 9, width: 90, height: 70)
                    parent.masksToBounds = true
                    parent.cornerRadius = 12
                    let layer = self.screen(CGRect(x: -10, y: -5, width: 110, height: 90))
                    let mask = CALayer()
                    mask.frame = CGRect(x: 20, y: 15, width: 60, height: 44)
                    mask.backgroundColor = self.white
                    mask.cornerRadius = 9
                    mask.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
                    layer.mask = mask
                    parent.addSublayer(layer)
                    root.addSublayer(parent)
                }
            ),
            (
                "image mask on a layer in perspective",
                { root in
                    let layer = self.screen(CGRect(x: 15, y: 10, width: 80, height: 70))
                    var tilt = CATransform3DMakeRotation(0.7, 0.2, 1, 0)
                    tilt.m34 = -1 / 250
                    layer.transform = tilt
                    let mask = CALayer()
                    mask.frame = CGRect(x: 5, y: 5, width: 60, height: 50)
                    mask.contents = self.stripes(width: 12, height: 10)
                    layer.mask = mask
                    root.addSublayer(layer)
                }
            ),
            (
                "group opacity with a sublayer cut at the eye plane",
                { root in
                    let group = CALayer()
                    group.frame = CGRect(x: 20, y: 20, width: 70, height: 60)
                    group.backgroundColor = CGColor(red: 0.9, green: 0.5, blue: 0.1, alpha: 1)
                    group.opacity = 0.6
                    let child = CALayer()
                    child.frame = CGRect(x: -30, y: 10, width: 120, height: 40)
                    child.contents = self.stripes()
                    var turn = CATransform3DMakeRotation(1.35, 0, 1, 0)
                    turn.m34 = -1 / 60
                    child.transform = turn
                    group.addSublayer(child)
                    let small = CALayer()
                    small.frame = CGRect(x: 50.5, y: 3.3, width: 12, height: 9)
                    small.backgroundColor = CGColor(red: 0.1, green: 0.2, blue: 0.8, alpha: 0.7)
                    group.addSublayer(small)
                    root.addSublayer(group)
                }
            ),
            (
                "content shadow of sublayers",
                { root in
                    let holder = CALayer()
                    holder.frame = CGRect(x: 30, y: 25, width: 50, height: 40)
                    holder.shadowOpacity = 0.7
                    holder.shadowRadius = 3
                    holder.shadowOffset = CGSize(width: 2, height: 3)
                    let dot = CALayer()
                    dot.frame = CGRect(x: 5, y: 5, width: 25, height: 20)
                    dot.cornerRadius = 7
                    dot.backgroundColor = CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1)
                    holder.addSublayer(dot)
                    root.addSublayer(holder)
                }
            ),
            (
                "tinted replicas",
                { root in
                    let row = CAReplicatorLayer()
                    row.frame = CGRect(x: 5, y: 30, width: 110, height: 30)
                    row.instanceCount = 4
                    row.instanceTransform = CATransform3DMakeTranslation(27.5, 3, 0)
                    row.instanceColor = CGColor(red: 1, green: 0.6, blue: 0.6, alpha: 0.9)
                    let tile = CALayer()
                    tile.frame = CGRect(x: 0, y: 0, width: 22, height: 18)
                    tile.contents = self.stripes(width: 11, height: 9)
                    row.addSublayer(tile)
                    root.addSublayer(row)
                }
            ),
        ]
        let page = scene { _ in }
        for (name, build) in cases {
            let root = scene(build)
            for scale in [1.0, 2.0, 3.0] as [CGFloat] {
                let (bounded, reference) = frames(root, scale: scale)
                XCTAssertEqual(bounded.pixels, reference.pixels, "\(name) at \(scale)×")
                let (plain, _) = frames(page, scale: scale)
                XCTAssertNotEqual(bounded.pixels, plain.pixels, "\(name) at \(scale)× draws something")
            }
        }
    }

    /// A bounded offscreen group holds the pixels its drawing covers, not the frame's: a mask of a 20-point
    /// circle leaves a pixmap about 40 × 40 points, whatever the frame's size.
    func testAnOffscreenGroupHoldsOnlyWhatItsDrawingCovers() async {
        let renderer = LayerRenderer(size: size, scale: 2)
        var list = DrawList()
        let disc = circle(center: CGPoint(x: 60, y: 50), radius: 20, color: white)
        let coverage = CoverageMask(
            path: disc.path!, transform: LayerHomography(m: (2, 0, 0, 0, 2, 0, 0, 0, 1)),
            within: renderer.frameBounds)
        list.fill(coverage, color: RGBA(red: 0, green: 0, blue: 1, alpha: 1))
        let drawn = renderer.offscreen(list, within: renderer.frameBounds)
        XCTAssertEqual(drawn?.pixelBounds, PixelRect(x: 80, y: 60, width: 80, height: 80))
        XCTAssertEqual(list.alphaOfSingleFill, coverage)
        renderer.boundsOffscreens = false
        XCTAssertEqual(renderer.offscreen(list, within: renderer.frameBounds)?.pixelBounds, renderer.frameBounds)
    }
}
