import PassageUI
// Masks, by numbers: the masked layer shows where the mask's alpha is, scaled by it, never the mask's
// colour; the mask is no sublayer; a moving mask animates like any layer (frames at start, middle, end).
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class MaskRenderTests: XCTestCase {
    private func scene(maskAlpha: CGFloat = 1) -> (root: CALayer, masked: CALayer, mask: CALayer) {
        let root = Golden.makeRoot()
        let masked = Golden.solid(CGRect(x: 0, y: 0, width: 160, height: 160), Golden.blue)
        let mask = Golden.solid(
            CGRect(x: 40, y: 40, width: 40, height: 40), CGColor(red: 1, green: 0, blue: 0, alpha: maskAlpha))
        masked.mask = mask
        root.addSublayer(masked)
        return (root, masked, mask)
    }

    /// Inside the mask the layer's own colour shows (not the mask's red); outside, the white background.
    func testMaskCutsTheLayerToItsAlpha() async throws {
        let (root, _, _) = scene()
        let frame = Golden.render(root)
        XCTAssertEqual(frame.pixel(x: 60, y: 60).b, 255)
        XCTAssertEqual(frame.pixel(x: 60, y: 60).r, 0)
        XCTAssertEqual(frame.pixel(x: 20, y: 20).r, 255)
        XCTAssertEqual(frame.pixel(x: 100, y: 60).g, 255)
    }

    /// A mask at 50 % alpha lets half the layer through: blue over white gives red ≈ 127.
    func testTranslucentMaskScalesTheLayer() async throws {
        let (root, _, _) = scene(maskAlpha: 0.5)
        let pixel = Golden.render(root).pixel(x: 60, y: 60)
        XCTAssertEqual(Int(pixel.r), 127, accuracy: 1)
        XCTAssertEqual(pixel.b, 255)
    }

    /// A mask with nothing to show (hidden) hides the masked layer.
    func testHiddenMaskHidesTheLayer() async throws {
        let (root, _, mask) = scene()
        mask.isHidden = true
        XCTAssertEqual(Golden.render(root).pixel(x: 60, y: 60).r, 255)
    }

    /// Removing the mask shows the whole layer again.
    func testRemovingTheMaskShowsEverything() async throws {
        let (root, masked, _) = scene()
        let renderer = LayerRenderer(size: Golden.size, scale: 1)
        XCTAssertEqual(renderer.render(root).pixel(x: 20, y: 20).r, 255)
        masked.mask = nil
        XCTAssertEqual(renderer.render(root).pixel(x: 20, y: 20).r, 0)
    }

    /// The mask's position animates: the window is at x 40…80 at the start, 80…120 halfway, 120…160 at the end.
    func testMaskPositionAnimates() async throws {
        let (root, _, mask) = scene()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 60
        animation.toValue = 140
        animation.duration = 1
        animation.beginTime = 10
        mask.add(animation, forKey: "slide")
        mask.position.x = 140
        let renderer = LayerRenderer(size: Golden.size, scale: 1)
        for (time, inside, outside) in [(10.0, 50, 90), (10.5, 90, 50), (11.0, 130, 90)] {
            let frame = renderer.render(root, at: time)
            XCTAssertEqual(frame.pixel(x: inside, y: 60).r, 0, "t = \(time): x \(inside) shows the layer")
            XCTAssertEqual(frame.pixel(x: outside, y: 60).r, 255, "t = \(time): x \(outside) is masked out")
        }
    }

    /// A view's mask view masks it by its frame in the view's bounds, and is not one of its subviews.
    func testViewMaskMasksByTheMaskViewsFrame() async throws {
        let root = Golden.makeRoot()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
        view.backgroundColor = .blue
        let maskView = UIView(frame: CGRect(x: 100, y: 20, width: 40, height: 40))
        maskView.backgroundColor = .black
        view.mask = maskView
        root.addSublayer(view.layer)
        XCTAssertTrue(view.layer.mask === maskView.layer)
        XCTAssertTrue(view.subviews.isEmpty)
        let frame = Golden.render(root)
        XCTAssertEqual(frame.pixel(x: 120, y: 40).r, 0)
        XCTAssertEqual(frame.pixel(x: 60, y: 40).r, 255)
    }

    /// A text sublayer is masked like any drawing: none of a line of glyphs outside a 20-point mask shows.
    func testTextSublayersAreMasked() async throws {
        let root = Golden.makeRoot()
        let masked = Golden.solid(CGRect(x: 0, y: 0, width: 160, height: 160), Golden.blue)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 60, width: 160, height: 40)
        text.string = "WWWWWWWW"
        text.fontSize = 30
        text.foregroundColor = Golden.red
        masked.addSublayer(text)
        masked.mask = Golden.solid(CGRect(x: 0, y: 0, width: 20, height: 20), Golden.black)
        root.addSublayer(masked)
        let frame = Golden.render(root)
        var shown = 0
        for y in 60..<100 { for x in 30..<160 where frame.pixel(x: x, y: y).g < 255 { shown += 1 } }
        XCTAssertEqual(shown, 0)
    }
}
