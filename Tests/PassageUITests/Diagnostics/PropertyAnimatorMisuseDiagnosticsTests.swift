// Calls a property animator's state does not allow are ignored with a typed diagnostic (UIKit raises on most
// of them): each test pins the code and that the animator's state and values did not change.
import Foundation
import XCTest

@testable import PassageCore
@testable import PassageUI

@MainActor
final class PropertyAnimatorMisuseDiagnosticsTests: XCTestCase {
    private var keep: [AnyObject] = []

    /// A fresh loop, a window with a view at alpha 1, and a 1 s linear animator taking it to alpha 0.
    private func makeAnimator() -> (FrameLoop, UIView, UIViewPropertyAnimator) {
        let loop = FrameLoop()
        loop.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.makeKeyAndVisible()
        let view = makeView()
        window.addSubview(view)
        keep.append(window)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        return (loop, view, animator)
    }

    /// A stopped animator ignores addAnimations, start, pause and fractionComplete; it still finishes.
    func testAStoppedAnimatorIgnoresEverythingButFinish() async {
        let (loop, view, animator) = makeAnimator()
        animator.startAnimation()
        loop.advance(frames: 30)
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        animator.addAnimations { view.center = CGPoint(x: 100, y: 100) }
        XCTAssertEqual(loop.diagnostics.last?.code, .propertyAnimatorAddAnimationsWhenStopped)
        animator.startAnimation()
        XCTAssertEqual(loop.diagnostics.last?.code, .propertyAnimatorStartWhenStopped)
        animator.pauseAnimation()
        XCTAssertEqual(loop.diagnostics.last?.code, .propertyAnimatorPauseWhenStopped)
        animator.fractionComplete = 0.9
        XCTAssertEqual(loop.diagnostics.last?.code, .propertyAnimatorFractionWhenStopped)
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertEqual(view.alpha, 0.5, accuracy: 0.02, "the value stopped halfway stays")
        animator.finishAnimation(at: .end)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.center, CGPoint(x: 0, y: 0), "the ignored animation never ran")
    }

    /// stopAnimation on an inactive animator and finishAnimation on one that is not stopped are ignored.
    func testStopAndFinishOutOfTurnAreIgnored() async {
        let (loop, _, animator) = makeAnimator()
        animator.stopAnimation(true)
        XCTAssertEqual(loop.diagnostics.last?.code, .propertyAnimatorStopWhenInactive)
        animator.startAnimation()
        animator.finishAnimation(at: .end)
        XCTAssertEqual(loop.diagnostics.last?.code, .propertyAnimatorFinishWhenNotStopped)
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
    }

    /// A running non-interruptible animator ignores stop, pause and a change of direction.
    func testANonInterruptibleAnimatorCannotBeInterrupted() async {
        let (loop, _, animator) = makeAnimator()
        animator.isInterruptible = false
        animator.startAnimation()
        loop.advance(frames: 6)
        animator.stopAnimation(true)
        XCTAssertEqual(loop.diagnostics.last?.code, .propertyAnimatorStopNotInterruptible)
        animator.pauseAnimation()
        XCTAssertEqual(loop.diagnostics.last?.code, .propertyAnimatorPauseNotInterruptible)
        animator.isReversed = true
        XCTAssertEqual(loop.diagnostics.last?.code, .propertyAnimatorReverseNotInterruptible)
        XCTAssertFalse(animator.isReversed)
        XCTAssertTrue(animator.isRunning)
        animator.isInterruptible = true
        XCTAssertEqual(loop.diagnostics.last?.code, .propertyAnimatorChangeWhileActive)
        XCTAssertFalse(animator.isInterruptible)
    }

    /// continueAnimation needs a paused animator; fractionComplete needs a finite number and a paused animator.
    func testContinueAndScrubOutOfTurnAreIgnored() async {
        let (loop, view, animator) = makeAnimator()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .propertyAnimatorContinueWhenNotPaused)
        XCTAssertEqual(animator.state, .inactive)
        animator.fractionComplete = .nan
        XCTAssertEqual(loop.diagnostics.last?.code, .propertyAnimatorFractionOutOfRange)
        XCTAssertEqual(animator.state, .inactive)
        animator.startAnimation()
        loop.advance(frames: 15)
        animator.fractionComplete = 0.9
        XCTAssertEqual(loop.diagnostics.last?.code, .propertyAnimatorFractionWhileRunning)
        XCTAssertEqual(view.presentedAlpha, 0.75, accuracy: 0.02, "still running from a quarter")
    }
}
