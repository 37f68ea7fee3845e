// UIKit's recognizer state machine across recognizers: failure, simultaneous recognition, exclusion,
// require(toFail:), delegates, a subclass failing itself by direction, cancellation, disabling.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

/// Seed 003's DirectionalPanGestureRecognizer: fails unless the first significant movement is horizontal.
@MainActor
final class HorizontalPanRecognizer: UIPanGestureRecognizer {
    private var decided = false

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state != .failed, !decided, let touch = touches.first else { return }
        let now = touch.location(in: view)
        let before = touch.previousLocation(in: view)
        let dx = abs(now.x - before.x)
        let dy = abs(now.y - before.y)
        guard dx + dy > 0 else { return }
        decided = true
        if dy > dx { state = .failed }
    }

    override func reset() {
        super.reset()
        decided = false
    }
}

/// A delegate that makes its recognizer wait for (or be waited for by) recognizers it names.
@MainActor
final class RequirementDelegate: UIGestureRecognizerDelegate {
    var requiresFailureOf: [UIGestureRecognizer] = []
    var requiredToFailBy: [UIGestureRecognizer] = []
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        requiresFailureOf.contains { $0 === otherGestureRecognizer }
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        requiredToFailBy.contains { $0 === otherGestureRecognizer }
    }
}

/// A delegate with switchable answers.
@MainActor
final class SwitchableDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receive = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
}

@MainActor
final class RecognizerStateTests: XCTestCase {
    /// Two pans on a view and its superview: the first to begin (the deepest, which gets the touches first)
    /// wins and the other fails; with a delegate allowing it, both begin.
    func testExclusionAndSimultaneousRecognition() async {
        for simultaneous in [false, true] {
            let bench = TouchBench()
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            bench.window.addSubview(child)
            let inner = UIPanGestureRecognizer()
            let outer = UIPanGestureRecognizer()
            let delegate = SwitchableDelegate()
            delegate.simultaneous = simultaneous
            outer.delegate = delegate
            child.addGestureRecognizer(inner)
            bench.window.addGestureRecognizer(outer)
            let log = StateLog()
            log.watch(inner, as: "inner")
            log.watch(outer, as: "outer")
            bench.drag(from: CGPoint(x: 100, y: 100), step: CGVector(dx: 15, dy: 0), count: 2)
            let expected =
                simultaneous
                ? ["inner.began", "outer.began", "inner.changed", "outer.changed", "inner.ended", "outer.ended"]
                : ["inner.began", "inner.changed", "inner.ended"]
            XCTAssertEqual(log.log, expected, "simultaneous: \(simultaneous)")
            withExtendedLifetime(delegate) {}
        }
    }

    /// A single tap that requires a double tap to fail waits: after one tap it is recognized only when the
    /// double tap gives up (0.35 s later, on a frame); after two taps the double tap wins and the single fails.
    func testRequireToFailWaitsForTheOtherToFail() async {
        for taps in [1, 2] {
            let bench = TouchBench()
            let single = UITapGestureRecognizer()
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            bench.window.addGestureRecognizer(single)
            bench.window.addGestureRecognizer(double)
            let log = StateLog()
            log.watch(single, as: "single")
            log.watch(double, as: "double")
            bench.send([(0, .began, 50, 50)], at: 0)
            bench.send([(0, .ended, 50, 50)], at: 0.05)
            XCTAssertEqual(log.log, [], "the single tap waits for the double tap")
            XCTAssertEqual(single.state, .possible)
            if taps == 2 {
                bench.send([(0, .began, 52, 50)], at: 0.2)
                bench.send([(0, .ended, 52, 50)], at: 0.25)
                XCTAssertEqual(log.log, ["double.ended"])
            }
            bench.loop.advance(seconds: 0.5)
            XCTAssertEqual(log.log, taps == 1 ? ["single.ended"] : ["double.ended"], "taps: \(taps)")
        }
    }

    /// gestureRecognizerShouldBegin false makes the pan fail at the threshold (no actions); shouldReceive false
    /// keeps the touches from it altogether.
    func testDelegateShouldBeginAndShouldReceive() async {
        for (shouldBegin, receive) in [(false, true), (true, false)] {
            let bench = TouchBench()
            let pan = UIPanGestureRecognizer()
            let delegate = SwitchableDelegate()
            delegate.shouldBegin = shouldBegin
            delegate.receive = receive
            pan.delegate = delegate
            bench.window.addGestureRecognizer(pan)
            let log = StateLog()
            log.watch(pan)
            var touchesSeen = 0
            pan.addHandler { _ in touchesSeen += 1 }
            bench.send([(0, .began, 100, 100)], at: 0)
            XCTAssertEqual(pan.numberOfTouches, receive ? 1 : 0)
            bench.send([(0, .moved, 130, 100)], at: 0.02)
            XCTAssertEqual(log.states, [])
            bench.send([(0, .ended, 130, 100)], at: 0.03)
            XCTAssertEqual(touchesSeen, 0)
            withExtendedLifetime(delegate) {}
        }
    }

    /// Seed 003's directional pan fails itself on a vertical first move and lets the other pan win; on a
    /// horizontal one it begins.
    func testSubclassFailsItselfByDirection() async {
        for vertical in [true, false] {
            let bench = TouchBench()
            let horizontal = HorizontalPanRecognizer()
            let any = UIPanGestureRecognizer()
            any.require(toFail: horizontal)
            bench.window.addGestureRecognizer(horizontal)
            bench.window.addGestureRecognizer(any)
            let log = StateLog()
            log.watch(horizontal, as: "horizontal")
            log.watch(any, as: "any")
            let step = vertical ? CGVector(dx: 2, dy: 12) : CGVector(dx: 12, dy: 2)
            bench.drag(from: CGPoint(x: 100, y: 100), step: step, count: 2)
            XCTAssertEqual(
                log.log,
                vertical
                    ? ["any.began", "any.changed", "any.ended"]
                    : ["horizontal.began", "horizontal.changed", "horizontal.ended"])
        }
    }

    /// A cancelled touch cancels a pan in progress (actions see .cancelled) and fails an undecided one.
    func testCancelledTouchCancelsTheGesture() async {
        let bench = TouchBench()
        let pan = UIPanGestureRecognizer()
        bench.window.addGestureRecognizer(pan)
        let log = StateLog()
        log.watch(pan)
        bench.send([(0, .began, 100, 100)], at: 0)
        bench.send([(0, .moved, 130, 100)], at: 0.02)
        bench.send([(0, .cancelled, 130, 100)], at: 0.03)
        XCTAssertEqual(log.states, ["began", "cancelled"])
        bench.send([(0, .began, 100, 100)], at: 0.1)
        bench.send([(0, .cancelled, 100, 100)], at: 0.11)
        XCTAssertEqual(log.states, ["began", "cancelled"], "an undecided pan fails silently")
        XCTAssertEqual(pan.state, .possible)
    }

    /// Disabling a pan mid-gesture cancels it; a disabled pan gets no touches.
    func testDisablingCancels() async {
        let bench = TouchBench()
        let pan = UIPanGestureRecognizer()
        bench.window.addGestureRecognizer(pan)
        let log = StateLog()
        log.watch(pan)
        bench.send([(0, .began, 100, 100)], at: 0)
        bench.send([(0, .moved, 130, 100)], at: 0.02)
        pan.isEnabled = false
        XCTAssertEqual(log.states, ["began", "cancelled"])
        bench.send([(0, .moved, 160, 100)], at: 0.04)
        bench.send([(0, .ended, 160, 100)], at: 0.05)
        bench.drag(from: CGPoint(x: 10, y: 10), step: CGVector(dx: 20, dy: 0), count: 3, at: 1)
        XCTAssertEqual(log.states, ["began", "cancelled"])
    }

    /// A subclass setting an illegal state (.changed while possible) gets a defined result: .failed.
    func testIllegalStateChangeIsMappedNotTrapped() async {
        let bench = TouchBench()
        let recognizer = UIGestureRecognizer()
        bench.window.addGestureRecognizer(recognizer)
        bench.send([(0, .began, 10, 10)], at: 0)
        recognizer.state = .changed
        XCTAssertEqual(recognizer.state, .failed)
        bench.send([(0, .ended, 10, 10)], at: 0.01)
        XCTAssertEqual(recognizer.state, .possible, "reset after the event")
    }

    /// The delegate's shouldRequireFailureOf and shouldBeRequiredToFailBy set the same dependency as
    /// require(toFail:): a single tap waits for a double tap (either way of saying it) and fires when it gives up.
    func testDelegateFailureRequirements() async {
        for viaRequiredSide in [false, true] {
            let bench = TouchBench()
            let single = UITapGestureRecognizer()
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            let delegate = RequirementDelegate()
            if viaRequiredSide {
                delegate.requiredToFailBy = [single]
                double.delegate = delegate
            } else {
                delegate.requiresFailureOf = [double]
                single.delegate = delegate
            }
            bench.window.addGestureRecognizer(single)
            bench.window.addGestureRecognizer(double)
            let log = StateLog()
            log.watch(single, as: "single")
            bench.send([(0, .began, 50, 50)], at: 0)
            bench.send([(0, .ended, 50, 50)], at: 0.05)
            XCTAssertEqual(log.log, [], "waiting (required side: \(viaRequiredSide))")
            bench.loop.advance(seconds: 0.5)
            XCTAssertEqual(log.log, ["single.ended"], "required side: \(viaRequiredSide)")
            withExtendedLifetime(delegate) {}
        }
    }
}
