// drop-in-grab-animator (seed 004's grab with iOS 10's APIs): the animation controller vends one
// UIViewPropertyAnimator per transition, the interaction controller starts non-interactive, and the pan pauses,
// scrubs and continues that animator.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class DropInGrabAnimatorDemoTests: XCTestCase {
    /// `interruptibleAnimator(using:)` returns the same instance on every call during a transition (UIKit
    /// requires it), the one the driver drives; mid-drop it is active and running, and the transition is not
    /// interactive (`wantsInteractiveStart` false) until the pan pauses it.
    func testInterruptibleAnimatorIsOneInstancePerTransition() async {
        let run = DropInGrabRun(.animator)
        run.stage.advance(to: DropInGrabScene.presentTime + 0.1)
        guard let animationController = run.scene.animator as? DropInInterruptibleAnimator,
            let driver = run.scene.interaction as? DropInGrabDriver, let context = driver.context
        else {
            return XCTFail("the transition is not running")
        }
        let first = animationController.interruptibleAnimator(using: context)
        let second = animationController.interruptibleAnimator(using: context)
        XCTAssertTrue(first === second)
        XCTAssertTrue(first === driver.animator)
        XCTAssertTrue(first === animationController.animator)
        XCTAssertEqual(first.state, .active)
        XCTAssertTrue(first.isRunning)
        XCTAssertFalse(context.isInteractive)
        XCTAssertEqual(first.fractionComplete, 0.2, accuracy: 1e-9, "0.1 s of 0.5 s")

        run.step(until: "grab")
        XCTAssertTrue(animationController.interruptibleAnimator(using: context) === first)
        XCTAssertFalse(first.isRunning, "the pan paused it")
        XCTAssertTrue(context.isInteractive, "pauseInteractiveTransition made the transition interactive")
        run.step(until: "release(finish)")
        XCTAssertTrue(first.isRunning, "continued with the spring")
        XCTAssertFalse(context.isInteractive)
        run.runToEnd()
        XCTAssertNil(animationController.animator, "forgotten once the transition ended")
        XCTAssertNil(driver.animator)
        XCTAssertEqual(first.state, .inactive)
    }

    /// The grab scrubs the paused animator to the progress the card is shown at (the animator scrubs linearly,
    /// its ease in, ease out curve put the card at 33.2% of the way at 40% of the time), so nothing moves; the
    /// pan's progress then follows the finger: 1 point of finger is 1/423.5 of the drop.
    func testGrabScrubsTheAnimatorToWhereTheCardIsShown() async {
        let run = DropInGrabRun(.animator)
        run.step(until: "grab")
        guard let driver = run.scene.interaction as? DropInGrabDriver, let animator = driver.animator,
            let shown = run.shownCard, let fingerAtGrab = run.finger
        else { return XCTFail("no grab") }
        let easedProgress = TimingCurveMath(.easeInOut).value(at: 0.4)
        XCTAssertEqual(easedProgress, 0.3319, accuracy: 1e-4)
        XCTAssertEqual(animator.fractionComplete, easedProgress, accuracy: 1e-9)
        XCTAssertEqual(shown.position.y, -180 + 423.5 * easedProgress, accuracy: 1e-6)
        XCTAssertEqual(driver.grabbedPosition?.y ?? 0, shown.position.y, accuracy: 1e-9)
        run.stage.step(5)
        guard let finger = run.finger else { return XCTFail("no finger") }
        XCTAssertEqual(animator.fractionComplete, easedProgress + (finger.y - fingerAtGrab.y) / 423.5, accuracy: 1e-9)
    }
}
