// Configuration rules of UIViewPropertyAnimator: defaults, what cannot change while active, and a
// non-interruptible animator ignoring pause, reversal and stop while it runs.
import Foundation
import PassageUI
import XCTest

@MainActor
final class PropertyAnimatorConfigurationTests: XCTestCase {
    /// Defaults (UIKit): inactive, not running, not reversed, fraction 0, scrubsLinearly true, pausesOnCompletion false, interruptible, user interaction enabled, delay 0.
    func testDefaults() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertFalse(animator.isRunning)
        XCTAssertFalse(animator.isReversed)
        XCTAssertEqual(animator.fractionComplete, 0)
        XCTAssertTrue(animator.scrubsLinearly)
        XCTAssertFalse(animator.pausesOnCompletion)
        XCTAssertTrue(animator.isInterruptible)
        XCTAssertTrue(animator.isUserInteractionEnabled)
        XCTAssertFalse(animator.isManualHitTestingEnabled)
        XCTAssertEqual(animator.delay, 0)
        XCTAssertEqual(animator.duration, 0.3)
        XCTAssertEqual((animator.timingParameters as? UICubicTimingParameters)?.animationCurve, .easeOut)
    }

    /// isInterruptible and isUserInteractionEnabled cannot change while the animator is active (UIKit raises; ignored here).
    func testInterruptibleAndUserInteractionCannotChangeWhileActive() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        animator.isInterruptible = false
        animator.isUserInteractionEnabled = false
        XCTAssertTrue(animator.isInterruptible)
        XCTAssertTrue(animator.isUserInteractionEnabled)
    }

    /// A non-interruptible animator ignores pause, reversal and stop while it runs, and completes .end on its frame.
    func testNonInterruptibleAnimatorIgnoresPauseReverseAndStopWhileRunning() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 100 }
        animator.isInterruptible = false
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.startAnimation()
        loop.advance(frames: 10)
        animator.pauseAnimation()
        XCTAssertTrue(animator.isRunning)
        animator.isReversed = true
        XCTAssertFalse(animator.isReversed)
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .active)
        loop.advance(frames: 5)
        XCTAssertEqual(Double(view.presentedCenter.x), 50, accuracy: 1e-9)
        loop.advance(frames: 15)
        XCTAssertEqual(completion.frames, [30])
        XCTAssertEqual(completion.values, [.end])
    }

    /// startAnimation on a stopped animator is ignored: it stays stopped until finishAnimation(at:).
    func testStartOnStoppedAnimatorIsIgnored() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 100 }
        animator.startAnimation()
        loop.advance(frames: 15)
        animator.stopAnimation(false)
        animator.startAnimation()
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertFalse(animator.isRunning)
        loop.advance(frames: 10)
        XCTAssertEqual(Double(view.presentedCenter.x), 50, accuracy: 1e-9)
    }

    /// A paused animator can be stopped and finished at the end: the model takes the end values.
    func testPausedAnimatorStopsAndFinishesAtEnd() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 100 }
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.fractionComplete = 0.4
        animator.stopAnimation(false)
        XCTAssertEqual(Double(view.center.x), 40, accuracy: 1e-9)
        animator.finishAnimation(at: .end)
        XCTAssertEqual(view.center.x, 100)
        XCTAssertEqual(view.presentedCenter.x, 100)
        XCTAssertEqual(completion.values, [.end])
    }
}
