// Where the renderer puts things: edges under perspective where CATransform3D projection says, back
// faces culled for single-sided layers, and the same frame bytes on every run.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class RenderGeometryTests: XCTestCase {
    private func scene(rotationY angle: CGFloat, doubleSided: Bool = true) -> (root: CALayer, card: CALayer) {
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.position = CGPoint(x: 100, y: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 40, width: 100, height: 120)
        card.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        card.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        card.isDoubleSided = doubleSided
        root.addSublayer(card)
        return (root, card)
    }

    /// Under rotateY(35°) with m34 = −1/500, the card's vertical edges stay vertical; on its middle row the
    /// rendered left and right edges (pixel coverage, sub-pixel) are within 0.5 px of the projected corners.
    func testPerspectiveEdgesLandWhereProjectionSays() async {
        let (root, card) = scene(rotationY: 35 * .pi / 180)
        let frame = LayerRenderer(size: CGSize(width: 200, height: 200), scale: 1, background: nil).render(root)
        // Expected: the card's corners through the layer-to-root transform, projected.
        let toRoot = CATransform3DConcat(
            CALayer.transformToParent(card.modelValues),
            CALayer.sublayerTransformAboutAnchor(root.modelValues))
        let left = toRoot.projectPoint(CGPoint(x: 0, y: 60)).point.x
        let right = toRoot.projectPoint(CGPoint(x: 100, y: 60)).point.x
        let y = Int(toRoot.projectPoint(CGPoint(x: 50, y: 60)).point.y)
        let alphas = (0..<200).map { Double(frame.pixel(x: $0, y: y).a) / 255 }
        let firstInked = alphas.firstIndex { $0 > 0 }!
        let lastInked = alphas.lastIndex { $0 > 0 }!
        let measuredLeft = Double(firstInked) + 1 - alphas[firstInked]
        let measuredRight = Double(lastInked) + alphas[lastInked]
        XCTAssertEqual(measuredLeft, Double(left), accuracy: 0.5)
        XCTAssertEqual(measuredRight, Double(right), accuracy: 0.5)
        XCTAssertGreaterThan(Double(right - left), 60, "the card is foreshortened, not collapsed")
    }

    /// A card turned 180° about y faces away: single-sided it draws nothing, double-sided it draws mirrored.
    func testBackFacingSingleSidedLayerDrawsNothing() async {
        let renderer = LayerRenderer(size: CGSize(width: 200, height: 200), scale: 1, background: nil)
        let hidden = renderer.render(scene(rotationY: .pi, doubleSided: false).root)
        XCTAssertTrue(hidden.pixels.allSatisfy { $0 == 0 })
        let shown = renderer.render(scene(rotationY: .pi, doubleSided: true).root)
        XCTAssertEqual(shown.pixel(x: 100, y: 100).a, 255)
    }

    /// Rendering the same animated scene twice, frame by frame, gives byte-identical frames.
    func testRenderingIsDeterministic() async {
        func frames() -> [Pixmap] {
            let (root, card) = scene(rotationY: 0)
            CATransaction.setDisableActions(false)
            card.transform = CATransform3DMakeRotation(1, 0, 1, 0)
            card.cornerRadius = 20
            let renderer = LayerRenderer(size: CGSize(width: 200, height: 200), scale: 2)
            return (0..<6).map { _ in
                FrameLoop.current.advance(frames: 3)
                return renderer.render(root)
            }
        }
        let first = frames()
        let second = frames()
        XCTAssertEqual(first.count, 6)
        XCTAssertTrue(first == second)
        XCTAssertNotEqual(first[0], first[5], "the scene animates")
    }
}
