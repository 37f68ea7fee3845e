// The drop-in demo (seed 004): a 280 × 180 card dropping from above the top edge to the centre with a 3D
// swing in perspective, whose anchor point, transform and sublayer transform are reset on completion, and a
// shared view staged from the presenting view into the card and back.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class DropInDemoTests: XCTestCase {
    private let center = CGPoint(x: 187.5, y: 333.5)

    /// The first frame: the card hangs from its top edge (anchor (0.5, 0)) 180 points above the screen,
    /// turned 45° about x, in a container with m34 = −1/500; the shared view is inside the card where it was on
    /// screen (its centre converted: (80, 540) in the presenter → (32.5, 720) in the card).
    func testDropInFirstFrame() async {
        let stage = DemoStage()
        let scene = DropInScene(in: stage.window)
        stage.advance(to: DropInScene.presentTime)
        guard let card = scene.presented?.view, let container = card.superview else {
            return XCTFail("the card is not presented")
        }
        XCTAssertTrue(identical(stage.window.subviews, [scene.presenter.view, container]))
        XCTAssertTrue(identical(container.subviews, [card]))
        XCTAssertEqual(container.layer.sublayerTransform.m34, -1.0 / 500, accuracy: 1e-12)
        let layer = card.layer.presentation() ?? card.layer
        XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(layer.position.x, 187.5, accuracy: 1e-6)
        XCTAssertEqual(layer.position.y, -180, accuracy: 1e-6)
        XCTAssertEqual(layer.bounds.size, DropInAnimator.size)
        XCTAssertEqual(layer.transform.m22, cos(.pi / 4), accuracy: 1e-6)
        XCTAssertEqual(layer.transform.m23, sin(.pi / 4), accuracy: 1e-6)
        XCTAssertEqual(card.shownAlpha, 1)
        XCTAssertTrue(scene.sharedView.superview === card, "the shared view is staged into the presented view")
        let shared = scene.sharedView.layer.presentation() ?? scene.sharedView.layer
        XCTAssertEqual(shared.position.x, 32.5, accuracy: 1e-6)
        XCTAssertEqual(shared.position.y, 720, accuracy: 1e-6)
        XCTAssertEqual(shared.bounds.size, DropInScene.sharedSize)
    }

    /// Halfway (0.25 s of 0.5 s ease-in-out): the card's top edge is halfway from −180 to 243.5, the swing
    /// halfway (22.5°), and the shared view halfway to (140, 90) at 80 × 80.
    func testDropInMiddleFrame() async {
        let stage = DemoStage()
        let scene = DropInScene(in: stage.window)
        stage.advance(to: DropInScene.presentTime + DropInAnimator.duration / 2)
        guard let card = scene.presented?.view else { return XCTFail("the card is not presented") }
        let layer = card.layer.presentation() ?? card.layer
        XCTAssertEqual(layer.position.y, (-180 + 243.5) / 2, accuracy: 1e-3)
        XCTAssertEqual(layer.transform.m22, cos(.pi / 8), accuracy: 1e-3)
        XCTAssertEqual(layer.transform.m23, sin(.pi / 8), accuracy: 1e-3)
        let shared = scene.sharedView.layer.presentation() ?? scene.sharedView.layer
        XCTAssertEqual(shared.position.x, (32.5 + 140) / 2, accuracy: 1e-3)
        XCTAssertEqual(shared.position.y, (720 + 90) / 2, accuracy: 1e-3)
        XCTAssertEqual(shared.bounds.width, 80, accuracy: 1e-3)
    }

    /// The last frame of the presentation: anchor point, transform and the container's sublayer transform are
    /// reset, the card is centred (frame (47.5, 243.5, 280, 180)), the shared view sits at (140, 90) at
    /// 100 × 100 in it, and the presenter's view stays in the window; completions come in order.
    func testDropInLastFrameResetsTheGeometry() async {
        let stage = DemoStage()
        let scene = DropInScene(in: stage.window)
        scene.log.clear()
        stage.advance(to: DropInScene.presentTime + DropInAnimator.duration)
        guard let card = scene.presented?.view, let container = card.superview else {
            return XCTFail("the card is not presented")
        }
        XCTAssertEqual(
            scene.log.entries, ["completeTransition", "animationEnded(true)", "presentCompletion"],
            "the presenter's appearance does not change in a custom presentation")
        XCTAssertTrue(CATransform3DIsIdentity(container.layer.sublayerTransform))
        XCTAssertTrue(CATransform3DIsIdentity(card.layer.transform))
        XCTAssertEqual(card.layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(card.center, center)
        assertRect(card.shownFrame, CGRect(x: 47.5, y: 243.5, width: 280, height: 180))
        XCTAssertTrue(scene.sharedView.superview === card)
        XCTAssertEqual(scene.sharedView.center, DropInAnimator.stagedCenter)
        XCTAssertEqual(scene.sharedView.bounds.size, DropInAnimator.stagedSize)
        assertRect(scene.sharedView.shownFrame, CGRect(x: 90, y: 40, width: 100, height: 100))
        XCTAssertTrue(identical(stage.window.subviews, [scene.presenter.view, container]))
    }

    /// The dismissal raises the card back above the top edge while the shared view flies back (halfway at
    /// 0.25 s); afterwards the shared view is back in the presenter's view at (80, 540), 60 × 60, the window
    /// holds only the presenter's view, and the card controller is released.
    func testDropInDismissalStagesTheSharedViewBack() async {
        let stage = DemoStage()
        let scene = DropInScene(in: stage.window)
        weak var container: UIView?
        stage.advance(to: DropInScene.dismissTime + DropInAnimator.duration / 2)
        do {
            guard let card = scene.presented?.view else { return XCTFail("the card is not presented") }
            container = card.superview
            XCTAssertEqual(card.shownFrame.midY, (333.5 - 90) / 2, accuracy: 1e-3)
            let shared = scene.sharedView.layer.presentation() ?? scene.sharedView.layer
            XCTAssertEqual(shared.position.x, (140 + 32.5) / 2, accuracy: 1e-3)
            XCTAssertEqual(shared.position.y, (90 + 720) / 2, accuracy: 1e-3)
        }
        scene.log.clear()
        stage.advance(to: DropInScene.duration)
        XCTAssertEqual(scene.log.entries, ["completeTransition", "animationEnded(true)", "dismissCompletion"])
        XCTAssertTrue(scene.sharedView.superview === scene.presenter.view)
        XCTAssertEqual(scene.sharedView.center.x, DropInScene.sharedCenter.x, accuracy: 1e-9)
        XCTAssertEqual(scene.sharedView.center.y, DropInScene.sharedCenter.y, accuracy: 1e-9)
        XCTAssertEqual(scene.sharedView.bounds.size, DropInScene.sharedSize)
        assertRect(scene.sharedView.shownFrame, CGRect(x: 50, y: 510, width: 60, height: 60))
        XCTAssertTrue(identical(stage.window.subviews, [scene.presenter.view]))
        XCTAssertNil(scene.presenter.presentedViewController)
        XCTAssertNil(scene.presented, "the dismissed card controller is released")
        XCTAssertNil(container, "the container is released")
    }
}
