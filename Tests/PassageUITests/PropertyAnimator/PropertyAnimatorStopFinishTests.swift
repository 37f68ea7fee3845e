// Stopping and finishing a UIViewPropertyAnimator: stopAnimation(false) → stopped, then finishAnimation(at:)
// sets the model to the end, start or current values and reports the position; stopAnimation(true) →
// inactive without a completion; finishAnimation without stopping first is ignored; pausesOnCompletion.
import Foundation
import PassageUI
import XCTest

@MainActor
final class PropertyAnimatorStopFinishTests: XCTestCase {
    /// stopAnimation(false) mid-way, then finishAnimation(at:): .current keeps the values on screen as model values, .end and .start set the end/start values; the completion reports the position.
    func testStopThenFinishSetsModelValuesForEachPosition() async {
        for position in [UIViewAnimatingPosition.current, .end, .start] {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = makeView()
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { view.center.x = 100 }
            let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
            animator.addCompletion(completion.handler)
            animator.startAnimation()
            loop.advance(frames: 12)
            let current = view.presentedCenter.x
            XCTAssertEqual(Double(current), 100 * easeInEaseOut(0.4), accuracy: 1e-4)
            animator.stopAnimation(false)
            XCTAssertEqual(animator.state, .stopped)
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(view.center.x, current, "stopping puts what is on screen into the model")
            XCTAssertEqual(view.presentedCenter.x, current)
            XCTAssertTrue(completion.calls.isEmpty)
            animator.finishAnimation(at: position)
            let expected: CGFloat =
                switch position {
                case .current: current
                case .end: 100
                case .start: 0
                }
            XCTAssertEqual(animator.state, .inactive, "\(position)")
            XCTAssertEqual(completion.values, [position])
            XCTAssertEqual(view.center.x, expected, "\(position)")
            XCTAssertEqual(view.presentedCenter.x, expected, "\(position)")
            XCTAssertNil(view.layer.animationKeys())
            loop.advance(frames: 40)
            XCTAssertEqual(view.presentedCenter.x, expected, "stays, \(position)")
            XCTAssertEqual(completion.calls.count, 1)
        }
    }

    /// stopAnimation(true): inactive at once, values stay where they were on screen, and no completion ever runs.
    func testStopWithoutFinishingGoesInactiveWithoutCompletion() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 100 }
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.startAnimation()
        loop.advance(frames: 15)
        animator.stopAnimation(true)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(Double(view.center.x), 50, accuracy: 1e-9)
        XCTAssertNil(view.layer.animationKeys())
        loop.advance(frames: 60)
        XCTAssertTrue(completion.calls.isEmpty)
        XCTAssertEqual(Double(view.presentedCenter.x), 50, accuracy: 1e-9)
        XCTAssertTrue(loop.runUntilIdle(timeout: 1))
    }

    /// finishAnimation(at:) on an active animator that was not stopped is ignored (UIKit raises): it keeps running and completes .end on its own frame.
    func testFinishWithoutStoppingFirstIsIgnored() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 100 }
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.startAnimation()
        loop.advance(frames: 10)
        animator.finishAnimation(at: .start)
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertTrue(completion.calls.isEmpty)
        XCTAssertEqual(view.center.x, 100)
        loop.advance(frames: 5)
        XCTAssertEqual(Double(view.presentedCenter.x), 50, accuracy: 1e-9)
        loop.advance(frames: 15)
        XCTAssertEqual(completion.frames, [30])
        XCTAssertEqual(completion.values, [.end])
    }

    /// finishAnimation(at:) on an inactive animator is ignored too.
    func testFinishOnInactiveAnimatorIsIgnored() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 100 }
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.finishAnimation(at: .end)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.center.x, 0)
        loop.step()
        XCTAssertTrue(completion.calls.isEmpty)
    }

    /// pausesOnCompletion: reaching the end leaves the animator active and paused at fractionComplete 1 with no completion; it can then be reversed and run back.
    func testPausesOnCompletionStaysActiveWithoutCompletion() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 100 }
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.pausesOnCompletion = true
        animator.startAnimation()
        loop.advance(frames: 40)
        XCTAssertTrue(completion.calls.isEmpty)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 1)
        XCTAssertEqual(Double(view.presentedCenter.x), 100, accuracy: 1e-9)
        XCTAssertNotNil(view.layer.animationKeys(), "the animations stay attached")
        XCTAssertTrue(loop.runUntilIdle(timeout: 1), "a paused animator does not keep the loop busy")
        animator.isReversed = true
        animator.startAnimation()
        loop.advance(frames: 15)
        XCTAssertEqual(Double(view.presentedCenter.x), 50, accuracy: 1e-9)
        loop.advance(frames: 20)
        XCTAssertEqual(Double(view.presentedCenter.x), 0, accuracy: 1e-9)
        XCTAssertTrue(completion.calls.isEmpty)
        XCTAssertEqual(animator.state, .active)
    }

    /// An animator back in the inactive state (finished at the end, finished at the start, or stopped without finishing) can take new animations and run them over its full duration (UIViewAnimating: "configure a new set of animations to run over the full duration").
    func testInactiveAnimatorCanBeReusedForTheFullDuration() async {
        let ways: [(String, (UIViewPropertyAnimator, FrameLoop) -> Void)] = [
            (
                "completed",
                { animator, loop in
                    animator.startAnimation()
                    loop.runUntilIdle()
                }
            ),
            (
                "finished at start",
                { animator, loop in
                    animator.startAnimation()
                    loop.advance(frames: 10)
                    animator.stopAnimation(false)
                    animator.finishAnimation(at: .start)
                }
            ),
            (
                "stopped without finishing",
                { animator, loop in
                    animator.startAnimation()
                    loop.advance(frames: 10)
                    animator.stopAnimation(true)
                }
            ),
        ]
        for (name, end) in ways {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = makeView()
            let other = makeView()
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 100 }
            end(animator, loop)
            XCTAssertEqual(animator.state, .inactive, name)
            let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
            animator.addCompletion(completion.handler)
            animator.addAnimations { other.center.x = 100 }
            animator.startAnimation()
            XCTAssertEqual(Double(animator.fractionComplete), 0, accuracy: 1e-9, "\(name): starts from the beginning")
            let start = loop.frameCount
            loop.advance(frames: 15)
            XCTAssertEqual(
                Double(other.presentedCenter.x), 50, accuracy: 1e-9, "\(name): halfway after half the duration")
            loop.advance(frames: 15)
            XCTAssertEqual(completion.frames, [start + 30], name)
            XCTAssertEqual(completion.values, [.end], name)
        }
    }
}
