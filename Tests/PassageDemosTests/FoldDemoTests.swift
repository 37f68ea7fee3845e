// The fold demos: one keyframe animator (snapshots of each view's halves on a black stage in perspective)
// vended for a push and pop and for a presentation and dismissal.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class FoldDemoTests: XCTestCase {
    private let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// The rotation about x of a presented transform, in radians (from m22 = cos θ, m23 = sin θ).
    private func angle(_ view: UIView) -> Double {
        atan2(Double(view.shownTransform.m23), Double(view.shownTransform.m22))
    }

    /// The push on the keyframe timeline: on the first frame both views are hidden behind a black stage with
    /// m34 = −1/500 holding four half snapshots (A's flat, B's edge-on at ±90°); at a quarter A's halves are at
    /// ±45° with their shades at 0.3; halfway all four are edge-on at shade 0.6; at three quarters B's halves
    /// are at ±45°; at the end the stage is gone and only B's view is in the transition view.
    func testFoldPushKeyframesAtFirstQuarterMiddleAndLastFrame() async {
        let stage = DemoStage()
        let scene = FoldPushScene(in: stage.window)
        let a = scene.rootScreen
        scene.log.clear()
        stage.advance(to: FoldPushScene.pushTime)
        guard let b = scene.pushed, let container = b.view.superview else { return XCTFail("the push did not start") }
        weak let weakStage = container.subviews.last
        do {
            guard let foldStage = weakStage else { return XCTFail("no stage") }
            XCTAssertTrue(identical(container.subviews, [a.view, b.view, foldStage]))
            XCTAssertTrue(a.view.isHidden)
            XCTAssertTrue(b.view.isHidden)
            XCTAssertEqual(foldStage.layer.sublayerTransform.m34, -1.0 / 500, accuracy: 1e-12)
            assertRect(foldStage.frame, bounds)
            XCTAssertEqual(foldStage.subviews.count, 4, "two halves of A, then two of B")
            let halves = foldStage.subviews
            assertRect(halves[0].shownFrame, CGRect(x: 0, y: 0, width: 375, height: 333.5))
            assertRect(halves[1].shownFrame, CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
            XCTAssertEqual(halves[0].layer.anchorPoint, CGPoint(x: 0.5, y: 1), "the top half hinges on its bottom edge")
            XCTAssertEqual(halves[1].layer.anchorPoint, CGPoint(x: 0.5, y: 0), "the bottom half hinges on its top edge")
            XCTAssertEqual(angle(halves[0]), 0, accuracy: 1e-6)
            XCTAssertEqual(angle(halves[2]), .pi / 2, accuracy: 1e-6)
            XCTAssertEqual(angle(halves[3]), -.pi / 2, accuracy: 1e-6)
            XCTAssertEqual(halves[0].subviews.last?.shownAlpha ?? -1, 0, accuracy: 1e-6)
            XCTAssertEqual(halves[2].subviews.last?.shownAlpha ?? -1, 0.6, accuracy: 1e-6)

            stage.advance(to: FoldPushScene.pushTime + FoldAnimator.duration / 4)
            XCTAssertEqual(angle(halves[0]), .pi / 4, accuracy: 1e-3)
            XCTAssertEqual(angle(halves[1]), -.pi / 4, accuracy: 1e-3)
            XCTAssertEqual(halves[0].subviews.last?.shownAlpha ?? -1, 0.3, accuracy: 1e-4)
            XCTAssertEqual(angle(halves[2]), .pi / 2, accuracy: 1e-6, "B's halves wait edge-on")

            stage.advance(to: FoldPushScene.pushTime + FoldAnimator.duration / 2)
            for (index, half) in halves.enumerated() {
                XCTAssertEqual(abs(angle(half)), .pi / 2, accuracy: 1e-3, "half \(index) is edge-on")
                XCTAssertEqual(half.subviews.last?.shownAlpha ?? -1, 0.6, accuracy: 1e-4)
            }

            stage.advance(to: FoldPushScene.pushTime + FoldAnimator.duration * 3 / 4)
            XCTAssertEqual(angle(halves[2]), .pi / 4, accuracy: 1e-3)
            XCTAssertEqual(angle(halves[3]), -.pi / 4, accuracy: 1e-3)
            XCTAssertEqual(halves[3].subviews.last?.shownAlpha ?? -1, 0.3, accuracy: 1e-4)
        }

        stage.advance(to: FoldPushScene.pushTime + FoldAnimator.duration)
        XCTAssertEqual(
            scene.log.entries,
            [
                "A.willDisappear", "B.willAppear", "completeTransition", "A.didDisappear", "B.didAppear",
                "animationEnded(true)",
            ])
        XCTAssertTrue(identical(container.subviews, [b.view]))
        XCTAssertFalse(b.view.isHidden)
        XCTAssertFalse(a.view.isHidden)
        XCTAssertNil(a.view.superview)
        assertRect(b.view.shownFrame, bounds)
        XCTAssertEqual(b.view.shownAlpha, 1)
        XCTAssertNil(weakStage, "the stage and its snapshots are released")
    }

    /// The pop folds back with the same animator; afterwards A is alone and visible in the transition view and
    /// the popped B is released.
    func testFoldPopReleasesThePoppedController() async {
        let stage = DemoStage()
        let scene = FoldPushScene(in: stage.window)
        let a = scene.rootScreen
        stage.advance(to: FoldPushScene.duration)
        XCTAssertNil(scene.pushed, "the popped controller is released")
        XCTAssertTrue(identical(scene.navigation.viewControllers, [a]))
        XCTAssertTrue(identical(a.view.superview?.subviews ?? [], [a.view]))
        XCTAssertFalse(a.view.isHidden)
        assertRect(a.view.shownFrame, bounds)
    }

    /// The same animator as a full-screen presentation: the stage sits in the presentation's container over
    /// the presenter; on completion the presenter's view leaves the window, B fills the container; after the
    /// dismissal the presenter's view is back, visible, and B and the container are released.
    func testFoldPresentAndDismiss() async {
        let stage = DemoStage()
        let scene = FoldPresentScene(in: stage.window)
        let a = scene.presenter
        weak var container: UIView?
        scene.log.clear()
        stage.advance(to: FoldPresentScene.presentTime)
        do {
            guard let b = scene.presented, let presentation = b.view.superview else { return XCTFail("not presented") }
            container = presentation
            XCTAssertTrue(identical(stage.window.subviews, [a.view, presentation]))
            XCTAssertEqual(presentation.subviews.count, 2, "B's view and the stage")
            XCTAssertEqual(presentation.subviews.last?.subviews.count, 4)
            stage.advance(to: FoldPresentScene.presentTime + FoldAnimator.duration)
            XCTAssertTrue(identical(stage.window.subviews, [presentation]))
            XCTAssertTrue(identical(presentation.subviews, [b.view]))
            XCTAssertFalse(b.view.isHidden)
        }
        stage.advance(to: FoldPresentScene.duration)
        XCTAssertTrue(identical(stage.window.subviews, [a.view]))
        XCTAssertFalse(a.view.isHidden)
        XCTAssertNil(scene.presented, "the dismissed controller is released")
        XCTAssertNil(container, "the container is released")
        XCTAssertEqual(
            scene.log.entries,
            [
                "A.willDisappear", "B.willAppear", "completeTransition", "A.didDisappear", "B.didAppear",
                "animationEnded(true)",
                "presentCompletion",
                "B.willDisappear", "A.willAppear", "completeTransition", "B.didDisappear", "A.didAppear",
                "animationEnded(true)",
                "dismissCompletion",
            ])
    }
}
