// The swipe-pop demos (seed 003): a percent-driven pop scrubbed by a finger through the seed's directional pan,
// then finished or cancelled. Each test plays the demo's own trace and checks the hierarchy, transforms, dimming
// and shadow at the first, middle and last frame of the interaction, the order of callbacks, and what is left
// afterwards.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class SwipePopDemoTests: XCTestCase {
    private let width: CGFloat = 375
    private let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// The subviews of screen A's view: its title, subtitle and list.
    private let screenSubviewCount = 3

    /// The scene on a fresh stage with its trace playing from the start.
    private func start(cancels: Bool) -> (DemoStage, SwipePopScene, TouchTracePlayer, TouchTrace) {
        let stage = DemoStage()
        let scene = SwipePopScene(in: stage.window)
        let trace = SwipePopScene.trace(cancels: cancels, screen: bounds.size)
        return (stage, scene, TouchTracePlayer(trace: trace), trace)
    }

    /// The finger's travel over the width at demo time `time`: the swipe's percent complete.
    private func fingerProgress(_ trace: TouchTrace, at time: TimeInterval) -> CGFloat {
        let events = trace.events.filter { $0.time <= time + 1e-9 }
        guard let first = trace.events.first?.touches.first, let last = events.last?.touches.first else { return 0 }
        return (last.location.x - first.location.x) / width
    }

    /// While the finger is down, the pop stands where the finger is: on the frame the pan begins (10 points of
    /// travel) the pop starts at 0 (A 30% to the left under the dimming view, B with its 0.1 edge shadow); from the
    /// next move the percent complete is the finger's travel over the width p; A is at −0.3 × (1 − p) × width
    /// under a dimming view at alpha 1 − p, B at p × width, and B's edge shadow is scrubbed with the rest.
    func testSwipePopFirstAndMiddleFrames() async {
        let (stage, scene, player, trace) = start(cancels: false)
        let a = scene.rootScreen
        var began: TimeInterval?
        while began == nil, stage.now < SwipePopScene.releaseTime {
            stage.step()
            if scene.navigation.transitionCoordinator?.isInteractive == true { began = stage.now }
        }
        guard let began, let b = scene.pushed, let container = b.view.superview else {
            return XCTFail("B is not on screen")
        }
        XCTAssertGreaterThanOrEqual(
            fingerProgress(trace, at: began) * width, UIPanGestureRecognizer.movementThreshold,
            "the pan began once the finger moved 10 points")
        XCTAssertTrue(identical(container.subviews, [a.view, b.view]), "A goes in below B")
        XCTAssertEqual(a.view.subviews.count, screenSubviewCount + 1, "the screen's content and the dimming view")
        guard let dimming = a.view.subviews.last else { return }
        XCTAssertEqual(scene.swipe.interaction?.percentComplete ?? -1, 0, "the seed's .began only starts the pop")
        XCTAssertEqual(a.view.shownTransform.m41, -0.3 * width, accuracy: 1e-6)
        XCTAssertEqual(b.view.shownTransform.m41, 0, accuracy: 1e-6)
        XCTAssertEqual(dimming.shownAlpha, 1, accuracy: 1e-6)
        XCTAssertEqual((b.view.layer.presentation() ?? b.view.layer).shadowOpacity, 0.1, accuracy: 1e-6)
        XCTAssertEqual(b.view.layer.shadowOpacity, 0, "the model value is already the end value")
        XCTAssertFalse(b.view.clipsToBounds)
        XCTAssertNotNil(b.view.layer.shadowPath)
        XCTAssertEqual(scene.navigation.transitionCoordinator?.isInteractive, true)

        let middle = (began + SwipePopScene.releaseTime) / 2
        stage.advance(to: middle)
        let p = fingerProgress(trace, at: stage.now)
        let duration = 0.4
        XCTAssertEqual(
            scene.swipe.popAnimation.durations, [0.4, 0.4],
            "seed 003: 0.4 s when interactive, asked by the system and the animator")
        XCTAssertEqual(scene.swipe.interaction?.percentComplete ?? -1, p, accuracy: 1e-6)
        XCTAssertEqual(a.view.shownTransform.m41, -0.3 * width * (1 - p), accuracy: 1e-3)
        XCTAssertEqual(b.view.shownTransform.m41, p * width, accuracy: 1e-3)
        XCTAssertEqual(dimming.shownAlpha, 1 - p, accuracy: 1e-4)
        // The shadow's animation has Core Animation's default 0.25 s, scrubbed with the transition's time.
        let shadowProgress = min(Double(p) * duration / 0.25, 1)
        XCTAssertEqual(
            Double((b.view.layer.presentation() ?? b.view.layer).shadowOpacity), 0.1 * (1 - shadowProgress),
            accuracy: 1e-4)
        XCTAssertEqual(a.view.shownAlpha, 1)
        XCTAssertEqual(b.view.shownAlpha, 1)
        withExtendedLifetime(player) {}
    }

    /// Finishing at 60% runs the rest out and completes the pop: the callbacks come in UIKit's order, A is
    /// alone in the transition view with no transform and no dimming view, and the popped B is released.
    func testSwipePopFinishCompletesAndReleasesThePoppedController() async {
        let (stage, scene, player, _) = start(cancels: false)
        let a = scene.rootScreen
        scene.log.clear()
        weak var container: UIView?
        stage.advance(to: SwipePopScene.releaseTime)
        container = a.view.superview
        XCTAssertEqual(a.view.shownTransform.m41, -0.3 * width * 0.4, accuracy: 1e-3, "the last held frame, at 60%")
        XCTAssertNil(scene.swipe.interaction, "the swipe let go")
        stage.advance(to: SwipePopScene.duration)
        XCTAssertNil(scene.pushed, "the popped controller is released")
        XCTAssertTrue(identical(scene.navigation.viewControllers, [a]))
        XCTAssertTrue(identical(container?.subviews ?? [], [a.view]))
        XCTAssertEqual(a.view.transform, .identity)
        XCTAssertEqual(a.view.shownTransform.m41, 0)
        assertRect(a.view.frame, bounds)
        XCTAssertEqual(a.view.subviews.count, screenSubviewCount, "the dimming view is gone")
        XCTAssertNil(scene.navigation.transitionCoordinator)
        XCTAssertEqual(
            scene.log.entries,
            [
                "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear", "didShow(B)",
                "swipe began", "B.willDisappear", "A.willAppear", "swipe ended: finish", "completeTransition",
                "B.didDisappear", "A.didAppear", "didShow(A)", "animationEnded(true)",
            ])
        XCTAssertTrue(player.isFinished)
    }

    /// Cancelling at 30%, the finger moving back left, runs the pop back: every view is back at its start values (B in place with no
    /// transform, no shadow opacity and clipsToBounds restored; A out of the hierarchy with its transform reset by
    /// animationEnded and no dimming view), B is still on the stack, and the cancel callbacks come in UIKit's order.
    func testSwipePopCancelPutsEverythingBack() async {
        let (stage, scene, player, _) = start(cancels: true)
        let a = scene.rootScreen
        scene.log.clear()
        stage.advance(to: SwipePopScene.releaseTime)
        guard let b = scene.pushed, let container = b.view.superview else { return XCTFail("B is not on screen") }
        XCTAssertEqual(b.view.shownTransform.m41, 0.3 * width, accuracy: 1e-3, "the last held frame, at 30%")
        stage.advance(to: SwipePopScene.duration)
        XCTAssertTrue(
            identical(scene.navigation.viewControllers, [a, b]), "the popped controller is still in the stack")
        XCTAssertTrue(scene.navigation.topViewController === b)
        XCTAssertTrue(identical(container.subviews, [b.view]))
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(a.view.transform, .identity, "animationEnded(false) resets the to view's transform")
        XCTAssertEqual(a.view.subviews.count, screenSubviewCount, "the dimming view is gone")
        XCTAssertEqual(b.view.transform, .identity)
        XCTAssertEqual(b.view.shownTransform.m41, 0)
        assertRect(b.view.shownFrame, bounds)
        XCTAssertEqual(b.view.shownAlpha, 1)
        XCTAssertEqual(b.view.layer.shadowOpacity, 0)
        XCTAssertEqual((b.view.layer.presentation() ?? b.view.layer).shadowOpacity, 0)
        XCTAssertFalse(b.view.clipsToBounds, "clipsToBounds is back to its value before the pop")
        XCTAssertNil(scene.navigation.transitionCoordinator)
        XCTAssertEqual(
            scene.log.entries,
            [
                "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear", "didShow(B)",
                "swipe began", "B.willDisappear", "A.willAppear", "swipe ended: cancel", "completeTransition",
                "A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear",
                "animationEnded(false)",
            ])
        XCTAssertTrue(player.isFinished)
    }
}
