// A layer with no fill of its own casts the shadow of what it draws (Core Animation's shadow follows the
// composited alpha of the layer and its sublayers).
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class ContentShadowTests: XCTestCase {
    private func scene(shadowRadius: CGFloat) -> CALayer {
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.position = CGPoint(x: 50, y: 50)
        let container = CALayer()
        container.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        container.shadowOpacity = 0.5
        container.shadowRadius = shadowRadius
        container.shadowOffset = CGSize(width: 10, height: 10)
        let square = CALayer()
        square.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        square.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        container.addSublayer(square)
        root.addSublayer(container)
        return root
    }

    /// With radius 0 the shadow is the sublayer's silhouette moved by the offset, at half opacity black on
    /// white (128 ± 1); the sublayer draws on top; outside both the frame stays white.
    func testTransparentContainerCastsItsSublayersShadow() async {
        let frame = LayerRenderer(size: CGSize(width: 100, height: 100), scale: 1).render(scene(shadowRadius: 0))
        XCTAssertEqual(frame.pixel(x: 25, y: 25).b, 255, "the square")
        XCTAssertEqual(frame.pixel(x: 25, y: 25).r, 0)
        let shade = frame.pixel(x: 55, y: 55)
        XCTAssertEqual(Int(shade.r), 128, accuracy: 1, "the shadow, past the square, offset by (10, 10)")
        XCTAssertEqual(shade.r, shade.g)
        XCTAssertEqual(frame.pixel(x: 5, y: 70).r, 255, "nothing outside")
        XCTAssertEqual(frame.pixel(x: 25, y: 55).r, 255, "the shadow is offset (30…60), not grown: nothing left of it")
    }

    /// A text layer's shadow follows its glyphs: with no shadow the frame differs only where the text is.
    func testTextLayerCastsTheShadowOfItsGlyphs() async {
        func render(_ shadowOpacity: Float) -> Pixmap {
            FrameLoop().makeCurrent()
            CATransaction.setDisableActions(true)
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 120, height: 40)
            root.position = CGPoint(x: 60, y: 20)
            let text = CATextLayer()
            text.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
            text.string = "Shadow"
            text.fontSize = 24
            text.foregroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            text.shadowOpacity = shadowOpacity
            text.shadowRadius = 1
            text.shadowOffset = CGSize(width: 2, height: 2)
            root.addSublayer(text)
            return LayerRenderer(size: root.bounds.size, scale: 1).render(root)
        }
        let plain = render(0)
        let shadowed = render(1)
        XCTAssertNotEqual(plain, shadowed)
        let darkened = (0..<120 * 40).filter { i in shadowed.pixels[i * 4] < plain.pixels[i * 4] }.count
        XCTAssertGreaterThan(darkened, 50)
        XCTAssertTrue(
            shadowed.pixel(x: 118, y: 38) == plain.pixel(x: 118, y: 38), "far from the glyphs nothing changes")
    }
}
