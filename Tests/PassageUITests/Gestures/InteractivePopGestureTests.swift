// UINavigationController.interactivePopGestureRecognizer: a left-edge swipe pops interactively; released it
// finishes or cancels by position and velocity on the system spring; the same with a custom pop animator
// (a Passage addition) unless `interactivePopDrivesCustomAnimators` is false; require(toFail:) on it works.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class InteractivePopGestureTests: XCTestCase {
    /// A navigation controller showing A with B pushed (the push has finished), in a 400 × 800 window.
    private struct Stack {
        let loop: FrameLoop
        let window: UIWindow
        let navigation: UINavigationController
        let log: CallbackLog
        weak var pushed: LoggingViewController?
    }

    private func makeStack(animator: UIViewControllerAnimatedTransitioning? = nil, delegate: VendingDelegate) -> Stack {
        let log = CallbackLog()
        let root = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        delegate.animator = nil
        navigation.delegate = delegate
        let (loop, window) = makeWindow(root: navigation)
        var pushed: LoggingViewController? = LoggingViewController("B", log: log)
        navigation.pushViewController(pushed!, animated: true)
        loop.runUntilIdle()
        delegate.animator = animator
        log.entries.removeAll()
        let stack = Stack(loop: loop, window: window, navigation: navigation, log: log, pushed: pushed)
        pushed = nil
        return stack
    }

    /// An edge swipe to `fraction` of the width released at `velocity` pt/s, played on the frame loop.
    private func swipe(_ stack: Stack, to fraction: CGFloat, velocity: CGFloat) {
        let trace = TouchTrace.edgeSwipe(
            edge: .left, in: stack.window.bounds.size, at: 400, toFraction: fraction,
            releaseVelocity: velocity, duration: 0.3)
        let player = TouchTracePlayer(trace: trace)
        while !player.isFinished { stack.loop.step() }
    }

    /// Issue 17's second bug: the lift of an edge swipe stamped a few ulps before the last move (the caller's
    /// time arithmetic) still ends the pan, so the interactive pop runs out instead of staying held.
    func testLiftARoundingErrorEarlierEndsTheInteractivePop() async {
        let delegate = VendingDelegate()
        let stack = makeStack(delegate: delegate)
        let application = UIApplication.shared
        var time = CACurrentMediaTime()
        application.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .began, location: CGPoint(x: 2, y: 400))], timestamp: time)
        for step in 1...12 {
            time += 0.1 / 6
            application.sendTouchInput(
                [TouchTrace.Touch(finger: 0, phase: .moved, location: CGPoint(x: 2 + 25 * CGFloat(step), y: 400))],
                timestamp: time)
            stack.loop.step()
        }
        XCTAssertEqual(stack.navigation.transitionCoordinator?.isInteractive, true)
        application.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .ended, location: CGPoint(x: 302, y: 400))],
            timestamp: time.nextDown.nextDown.nextDown)
        XCTAssertNil(application.touchesEvent.allTouches, "the finger is up")
        stack.loop.runUntilIdle()
        XCTAssertNil(stack.navigation.transitionCoordinator, "the pop is not stuck")
        XCTAssertEqual(stack.navigation.viewControllers.map(\.title), ["A"])
        withExtendedLifetime((stack.window, delegate)) {}
    }

    /// Finishing: the swipe to 60% released moving right pops B (finish-path callbacks) and B is deallocated.
    func testSwipeReleasedMovingRightPops() async {
        let delegate = VendingDelegate()
        var stack: Stack? = makeStack(delegate: delegate)
        swipe(stack!, to: 0.6, velocity: 200)
        XCTAssertNotNil(stack!.navigation.transitionCoordinator, "the pop runs out after the release")
        stack!.loop.runUntilIdle()
        XCTAssertEqual(stack!.navigation.viewControllers.map(\.title), ["A"])
        XCTAssertEqual(
            stack!.log.entries,
            [
                "B.willMove(nil)", "B.willDisappear", "A.willAppear", "B.didDisappear",
                "A.didAppear", "B.didMove(nil)",
            ])
        let pushed = stack!.pushed
        stack = nil
        XCTAssertNil(pushed, "the popped controller is released")
        withExtendedLifetime(delegate) {}
    }

    /// Cancelling: the swipe to 30% released moving left restores B (cancel-path callbacks, views back in place).
    func testSwipeReleasedMovingLeftCancels() async {
        let delegate = VendingDelegate()
        let stack = makeStack(delegate: delegate)
        swipe(stack, to: 0.3, velocity: -200)
        stack.loop.runUntilIdle()
        XCTAssertEqual(stack.navigation.viewControllers.map(\.title), ["A", "B"])
        XCTAssertEqual(
            stack.log.entries,
            [
                "B.willMove(nil)", "B.willDisappear", "A.willAppear", "A.willDisappear",
                "A.didDisappear", "B.willAppear", "B.didAppear", "B.didMove(parent)",
            ])
        let top = stack.navigation.topViewController!.view!
        XCTAssertEqual(top.frame.origin, .zero)
        XCTAssertEqual(top.presentedTranslationX, 0)
        XCTAssertNil(stack.navigation.viewControllers[0].viewIfLoaded?.window, "A's view left the hierarchy")
        withExtendedLifetime(delegate) {}
    }

    /// The decision rule: direction decides beyond 300 pt/s, else past half the width finishes.
    func testReleaseRule() async {
        XCTAssertTrue(InteractivePopGesture.shouldFinish(percent: 0.1, velocity: 301))
        XCTAssertFalse(InteractivePopGesture.shouldFinish(percent: 0.9, velocity: -301))
        XCTAssertTrue(InteractivePopGesture.shouldFinish(percent: 0.51, velocity: -100))
        XCTAssertFalse(InteractivePopGesture.shouldFinish(percent: 0.49, velocity: 100))
    }

    /// With a custom pop animator and no interaction controller the swipe scrubs the custom animation (the
    /// top view follows the finger: 40% of the width at 40%), and the rest runs in the remaining (1 − p) × 0.5 s on
    /// the system spring's curve (damping ratio 4.56) from the release velocity; with the flag off the swipe does
    /// nothing.
    func testSwipeDrivesACustomAnimatorUnlessTheFlagIsOff() async {
        for drives in [true, false] {
            let delegate = VendingDelegate()
            let stack = makeStack(animator: LinearSlideAnimator(duration: 0.5, reverse: true), delegate: delegate)
            stack.navigation.interactivePopDrivesCustomAnimators = drives
            let width = stack.window.bounds.width
            let trace = TouchTrace.edgeSwipe(
                edge: .left, in: stack.window.bounds.size, at: 400, toFraction: 0.4,
                releaseVelocity: 400, duration: 0.3)
            let player = TouchTracePlayer(trace: trace)
            while !player.isFinished { stack.loop.step() }
            let top = stack.pushed!.view!
            guard drives else {
                XCTAssertEqual(stack.navigation.viewControllers.count, 2)
                XCTAssertEqual(stack.log.entries, [], "the swipe never began")
                continue
            }
            // The release frame: the finger's last position is 2 + 0.4 × width − 2 inset; percent = translation / width.
            let percentAtRelease = top.presentedTranslationX / width
            XCTAssertEqual(percentAtRelease, (0.4 * width - 2) / width, accuracy: 0.002)
            let remaining = (1 - percentAtRelease) * width
            let spring = DampedHarmonicSpring.uiViewSpring(
                duration: Double(1 - percentAtRelease) * 0.5,
                dampingRatio: DampedHarmonicSpring.systemSpring.dampingRatio,
                initialVelocity: Double(400 / remaining))
            let releaseTime = CACurrentMediaTime()
            for _ in 0..<6 {
                stack.loop.step()
                let t = CACurrentMediaTime() - releaseTime
                let expected =
                    percentAtRelease + (1 - percentAtRelease)
                    * CGFloat(spring.progress(at: t, initialVelocity: Double(400 / remaining)))
                XCTAssertEqual(top.presentedTranslationX / width, expected, accuracy: 0.003, "t = \(t)")
            }
            stack.loop.runUntilIdle()
            XCTAssertEqual(stack.navigation.viewControllers.count, 1)
            withExtendedLifetime(delegate) {}
        }
    }

    /// An app's pan that requires the pop gesture to fail waits for it: a swipe from the edge pops and the
    /// app's pan never begins; a drag in the middle (the edge pan fails at touch-down) goes to the app's pan.
    func testAppGesturesCanRequireThePopGestureToFail() async {
        let delegate = VendingDelegate()
        let stack = makeStack(delegate: delegate)
        let pan = UIPanGestureRecognizer()
        stack.navigation.topViewController!.view.addGestureRecognizer(pan)
        pan.require(toFail: stack.navigation.interactivePopGestureRecognizer!)
        let states = StateLog()
        states.watch(pan)
        swipe(stack, to: 0.6, velocity: 300)
        stack.loop.runUntilIdle()
        XCTAssertEqual(stack.navigation.viewControllers.count, 1)
        XCTAssertEqual(states.states, [])
        let other = makeStack(delegate: delegate)
        let pan2 = UIPanGestureRecognizer()
        other.navigation.topViewController!.view.addGestureRecognizer(pan2)
        pan2.require(toFail: other.navigation.interactivePopGestureRecognizer!)
        let states2 = StateLog()
        states2.watch(pan2)
        let drag = TouchTrace.drag(
            from: CGPoint(x: 200, y: 400), to: CGPoint(x: 320, y: 400), duration: 0.2, releaseVelocity: nil)
        let player = TouchTracePlayer(trace: drag)
        while !player.isFinished { other.loop.step() }
        XCTAssertEqual(states2.states.first, "began")
        XCTAssertEqual(states2.states.last, "ended")
        XCTAssertEqual(other.navigation.viewControllers.count, 2)
        withExtendedLifetime(delegate) {}
    }
}
