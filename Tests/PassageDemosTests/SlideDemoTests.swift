// The slide-in demos (seed 002): one animator vended for a presentation, a push and a tab switch. Each test
// checks the hierarchy, frames and alpha at the first, middle and last frame of a transition, the order of
// completions, and that afterwards the hierarchy matches the controllers with nothing left over.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class SlideDemoTests: XCTestCase {
    private let width: CGFloat = 375
    private let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// A presentation puts a snapshot of the presenter and the presented view in the container, hides the
    /// presenter's view, and moves the two a whole width left over 0.6 s ease-in-out (halfway at 0.3 s).
    func testSlidePresentFirstMiddleAndLastFrame() async {
        let stage = DemoStage()
        let scene = SlidePresentScene(in: stage.window)
        let a = scene.presenter
        stage.advance(to: SlidePresentScene.presentTime)
        guard let b = scene.presented, let container = b.view.superview else { return XCTFail("B is not presented") }
        XCTAssertEqual(stage.window.subviews.count, 2)
        XCTAssertTrue(stage.window.subviews.first === a.view)
        XCTAssertTrue(stage.window.subviews.last === container)
        XCTAssertEqual(container.subviews.count, 2)
        XCTAssertTrue(container.subviews.last === b.view)
        weak let weakSnapshot = container.subviews.first
        do {
            guard let snapshot = weakSnapshot else { return XCTFail("no snapshot") }
            XCTAssertTrue(a.view.isHidden, "the snapshot stands in for the presenter's view")
            assertRect(snapshot.shownFrame, bounds)
            assertRect(b.view.shownFrame, bounds.offsetBy(dx: width, dy: 0))
            XCTAssertEqual(b.view.shownAlpha, 1)
            XCTAssertEqual(snapshot.shownAlpha, 1)

            stage.advance(to: SlidePresentScene.presentTime + SlideInAnimator.duration / 2)
            assertRect(b.view.shownFrame, bounds.offsetBy(dx: width / 2, dy: 0))
            assertRect(snapshot.shownFrame, bounds.offsetBy(dx: -width / 2, dy: 0))
            XCTAssertEqual(snapshot.shownAlpha, 1)
        }

        stage.advance(to: SlidePresentScene.presentTime + SlideInAnimator.duration - 1.0 / 60)
        XCTAssertFalse(scene.log.entries.contains("completeTransition"), "still running one frame before the end")
        XCTAssertEqual(b.view.shownFrame.minX, 0, accuracy: 1.5)
        stage.step()
        XCTAssertEqual(scene.log.entries.last, "presentCompletion", "complete on the frame the 0.6 s end")
        XCTAssertNil(a.view.superview, "a full-screen presentation removes the presenter's view")
        XCTAssertFalse(a.view.isHidden)
        XCTAssertEqual(stage.window.subviews.count, 1)
        XCTAssertTrue(identical(container.subviews, [b.view]), "the snapshot is gone")
        assertRect(b.view.shownFrame, bounds)
        XCTAssertNil(weakSnapshot, "the snapshot is released")
        XCTAssertTrue(a.presentedViewController === b)
    }

    /// The order of callbacks over the presentation and the dismissal: completeTransition, then the did-appear
    /// callbacks, animationEnded, and the caller's completion last.
    func testSlidePresentCompletionOrder() async {
        let stage = DemoStage()
        let scene = SlidePresentScene(in: stage.window)
        scene.log.clear()
        stage.advance(to: SlidePresentScene.duration)
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

    /// The dismissal slides the presenter back in from the left where it lives in the window; afterwards the
    /// window holds only the presenter's view, untransformed and visible, and B and its container are released.
    func testSlidePresentDismissalRestoresThePresenterAndReleasesB() async {
        let stage = DemoStage()
        let scene = SlidePresentScene(in: stage.window)
        let a = scene.presenter
        weak var container: UIView?
        do {
            stage.advance(to: SlidePresentScene.dismissTime)
            container = scene.presented?.view.superview
            XCTAssertTrue(
                a.view.superview === stage.window, "the presenter's view is back before the dismissal animates")
            assertRect(a.view.shownFrame, bounds.offsetBy(dx: -width, dy: 0))
            stage.advance(to: SlidePresentScene.dismissTime + SlideInAnimator.duration / 2)
            assertRect(a.view.shownFrame, bounds.offsetBy(dx: -width / 2, dy: 0))
        }
        stage.advance(to: SlidePresentScene.duration)
        XCTAssertNil(scene.presented, "the dismissed controller is released")
        XCTAssertNil(container, "the presentation's container is released")
        XCTAssertNil(a.presentedViewController)
        XCTAssertTrue(identical(stage.window.subviews, [a.view]))
        XCTAssertFalse(a.view.isHidden)
        XCTAssertEqual(a.view.transform, .identity)
        assertRect(a.view.frame, bounds)
    }

    /// A push slides B in from the right over A's snapshot in the navigation controller's transition view; the
    /// pop slides A back in from the left; afterwards the transition view holds A alone and B is released.
    func testSlidePushAndPop() async {
        let stage = DemoStage()
        let scene = SlidePushScene(in: stage.window)
        let a = scene.rootScreen
        stage.advance(to: SlidePushScene.pushTime)
        guard let container = scene.pushed?.view.superview else { return XCTFail("B is not pushed") }
        do {
            guard let b = scene.pushed else { return XCTFail("B is released early") }
            XCTAssertTrue(container === a.view.superview, "both views share the transition view")
            XCTAssertEqual(container.subviews.count, 3, "A (hidden), its snapshot, B")
            XCTAssertTrue(a.view.isHidden)
            XCTAssertTrue(container.subviews.last === b.view)
            assertRect(b.view.shownFrame, bounds.offsetBy(dx: width, dy: 0))
            stage.advance(to: SlidePushScene.pushTime + SlideInAnimator.duration / 2)
            assertRect(b.view.shownFrame, bounds.offsetBy(dx: width / 2, dy: 0))
            XCTAssertEqual(container.subviews[1].shownFrame.minX, -width / 2, accuracy: 0.01)
            stage.advance(to: SlidePushScene.pushTime + SlideInAnimator.duration)
            XCTAssertTrue(identical(container.subviews, [b.view]))
            XCTAssertTrue(identical(scene.navigation.viewControllers, [a, b]))
            XCTAssertFalse(a.view.isHidden)
            XCTAssertEqual(scene.log.entries.suffix(3), ["A.didDisappear", "B.didAppear", "animationEnded(true)"])
        }

        stage.advance(to: SlidePushScene.popTime)
        assertRect(a.view.shownFrame, bounds.offsetBy(dx: -width, dy: 0))
        stage.advance(to: SlidePushScene.popTime + SlideInAnimator.duration / 2)
        assertRect(a.view.shownFrame, bounds.offsetBy(dx: -width / 2, dy: 0))
        stage.advance(to: SlidePushScene.duration)
        XCTAssertTrue(identical(container.subviews, [a.view]))
        XCTAssertTrue(identical(scene.navigation.viewControllers, [a]))
        XCTAssertTrue(identical(scene.navigation.children, [a]))
        XCTAssertEqual(a.view.transform, .identity)
        assertRect(a.view.frame, bounds)
        XCTAssertNil(scene.pushed, "the popped controller is released")
        XCTAssertEqual(
            scene.log.entries.suffix(6),
            [
                "B.willDisappear", "A.willAppear", "completeTransition", "B.didDisappear",
                "A.didAppear", "animationEnded(true)",
            ])
    }

    /// Tab switches slide from the side of the selected item: tab 0 → 1 from the right, 1 → 0 from the left;
    /// afterwards only the selected tab's view is in the transition view, and the tab bar stays on top.
    func testSlideTabSwitchesBothWays() async {
        let stage = DemoStage()
        let scene = SlideTabScene(in: stage.window)
        let (a, b) = (scene.screens[0], scene.screens[1])
        stage.advance(to: SlideTabScene.firstTapTime)
        guard let container = b.view.superview else { return XCTFail("B is not in the transition view") }
        XCTAssertTrue(container === a.view.superview)
        XCTAssertTrue(scene.tabs.view.subviews.last === scene.tabs.tabBar, "the tab bar stays above the transition")
        XCTAssertTrue(a.view.isHidden)
        assertRect(b.view.shownFrame, bounds.offsetBy(dx: width, dy: 0))
        stage.advance(to: SlideTabScene.firstTapTime + SlideInAnimator.duration / 2)
        assertRect(b.view.shownFrame, bounds.offsetBy(dx: width / 2, dy: 0))
        stage.advance(to: SlideTabScene.firstTapTime + SlideInAnimator.duration)
        XCTAssertEqual(scene.tabs.selectedIndex, 1)
        XCTAssertTrue(identical(container.subviews, [b.view]))
        XCTAssertNil(a.view.superview)

        stage.advance(to: SlideTabScene.secondTapTime)
        assertRect(a.view.shownFrame, bounds.offsetBy(dx: -width, dy: 0), "tab 0 enters from the left")
        stage.advance(to: SlideTabScene.secondTapTime + SlideInAnimator.duration / 2)
        assertRect(a.view.shownFrame, bounds.offsetBy(dx: -width / 2, dy: 0))
        XCTAssertTrue(b.view.isHidden)
        XCTAssertEqual(container.subviews.count, 3, "B (hidden), its snapshot, A")
        assertRect(
            container.subviews[1].shownFrame, bounds.offsetBy(dx: width / 2, dy: 0), "B's snapshot leaves to the right")
        stage.advance(to: SlideTabScene.duration)
        XCTAssertEqual(scene.tabs.selectedIndex, 0)
        XCTAssertTrue(identical(container.subviews, [a.view]))
        XCTAssertFalse(b.view.isHidden)
        XCTAssertEqual(b.view.transform, .identity)
        XCTAssertEqual(
            scene.log.entries,
            [
                "A.willAppear", "A.didAppear",
                "A.willDisappear", "B.willAppear", "completeTransition", "A.didDisappear", "B.didAppear",
                "animationEnded(true)",
                "B.willDisappear", "A.willAppear", "completeTransition", "B.didDisappear", "A.didAppear",
                "animationEnded(true)",
            ])
    }
}
