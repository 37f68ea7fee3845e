// Running a UIViewPropertyAnimator: start → values along the curve → completion(.end) on the end frame and
// back to inactive; pausing holds the values; delays; runningPropertyAnimator; retiming with durationFactor.
import Foundation
import PassageUI
import XCTest

@MainActor
final class PropertyAnimatorRunningTests: XCTestCase {
    /// startAnimation: values follow the curve (easeInOut, ±1e-4), completion(.end) fires once on the end frame (0.5 s → 30), state goes inactive → active → inactive, the animations come off.
    func testStartRunsAlongCurveAndCompletesAtEndOnTheEndFrame() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { view.center.x = 100 }
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.center.x, 0, "blocks run when the animator starts")
        animator.startAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(view.center.x, 100, "the model takes the end value when the animator starts")
        let xs = trace(loop, frames: 29) { Double(view.presentedCenter.x) }
        for frame in [1, 7, 15, 22, 29] {
            XCTAssertEqual(xs[frame - 1], 100 * easeInEaseOut(Double(frame) / 30), accuracy: 1e-4, "frame \(frame)")
        }
        XCTAssertEqual(Double(animator.fractionComplete), 29.0 / 30, accuracy: 1e-9)
        XCTAssertTrue(completion.calls.isEmpty)
        loop.step()
        XCTAssertEqual(completion.frames, [30])
        XCTAssertEqual(completion.values, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(view.center.x, 100)
        XCTAssertEqual(view.presentedCenter.x, 100)
        XCTAssertNil(view.layer.animationKeys())
        loop.advance(frames: 30)
        XCTAssertEqual(completion.calls.count, 1)
    }

    /// Each built-in curve paces the animator's values with its control points (±1e-4).
    func testEachBuiltInCurvePacesTheValues() async {
        for entry in uiKitCurves {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = makeView()
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: entry.curve) { view.center.x = 100 }
            animator.startAnimation()
            let xs = trace(loop, frames: 29) { Double(view.presentedCenter.x) }
            let (x1, y1, x2, y2) = entry.points
            for frame in [5, 12, 20, 27] {
                XCTAssertEqual(
                    xs[frame - 1], 100 * bezierY(atX: Double(frame) / 30, x1, y1, x2, y2), accuracy: 1e-4,
                    "\(entry.name) frame \(frame)")
            }
        }
    }

    /// pauseAnimation mid-way holds the values (and fractionComplete) on later frames; startAnimation resumes for the remaining time.
    func testPauseHoldsValuesAndResumeFinishesTheRemainingTime() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.startAnimation()
        loop.advance(frames: 24)
        animator.pauseAnimation()
        let held = Double(view.presentedCenter.x)
        XCTAssertEqual(held, 100 * easeInEaseOut(0.4), accuracy: 1e-4)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        let xs = trace(loop, frames: 40) { Double(view.presentedCenter.x) }
        XCTAssertTrue(xs.allSatisfy { $0 == held }, "paused values hold")
        XCTAssertEqual(Double(animator.fractionComplete), 0.4, accuracy: 1e-9)
        animator.startAnimation()
        loop.advance(frames: 18)
        XCTAssertEqual(
            Double(view.presentedCenter.x), 100 * easeInEaseOut(0.7), accuracy: 1e-4, "resumes on the same curve")
        loop.advance(frames: 17)
        XCTAssertTrue(completion.calls.isEmpty)
        loop.step()
        XCTAssertEqual(completion.frames, [24 + 40 + 36])
        XCTAssertEqual(completion.values, [.end])
    }

    /// startAnimation(afterDelay:) holds the start values through the delay, then runs the full duration.
    func testStartAfterDelayHoldsStartValuesThroughTheDelay() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 100 }
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.startAnimation(afterDelay: 0.25)
        XCTAssertEqual(animator.delay, 0.25)
        let xs = trace(loop, frames: 45) { Double(view.presentedCenter.x) }
        XCTAssertEqual(xs[14], 0, accuracy: 1e-9)
        XCTAssertEqual(xs[29], 50, accuracy: 1e-9)
        XCTAssertEqual(completion.frames, [45])
    }

    /// runningPropertyAnimator(withDuration:delay:options:animations:completion:) returns an active, running animator with the options' curve; completion(.end) after delay + duration.
    func testRunningPropertyAnimatorStartsAtOnceWithOptionsCurveAndDelay() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.25, options: .curveEaseIn,
            animations: { view.center.x = 100 },
            completion: completion.handler)
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(view.center.x, 100)
        let xs = trace(loop, frames: 45) { Double(view.presentedCenter.x) }
        XCTAssertEqual(xs[14], 0, accuracy: 1e-9, "inside the delay")
        XCTAssertEqual(xs[29], 100 * bezierY(atX: 0.5, 0.42, 0, 1, 1), accuracy: 1e-4, "ease-in halfway")
        XCTAssertEqual(completion.frames, [45])
        XCTAssertEqual(completion.values, [.end])
        XCTAssertEqual(animator.state, .inactive)
    }

    /// continueAnimation(durationFactor: 2) on an animator paused at 0.5 of 1 s: the new remaining time is 2 × the original duration (Apple: factor × original duration), so it ends 120 frames later.
    func testDurationFactorScalesTheOriginalDurationIntoTheRemainingTime() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.startAnimation()
        loop.advance(frames: 30)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        XCTAssertTrue(animator.isRunning)
        loop.advance(frames: 60)
        XCTAssertEqual(Double(view.presentedCenter.x), 75, accuracy: 1e-9, "halfway through the new 2 s")
        loop.advance(frames: 59)
        XCTAssertTrue(completion.calls.isEmpty)
        loop.step()
        XCTAssertEqual(completion.frames, [150])
        XCTAssertEqual(completion.values, [.end])
    }

    /// durationFactor 2 from the start (paused at 0) doubles the whole run; durationFactor 0 keeps the remaining time.
    func testDurationFactorFromTheStartDoublesTheRunAndZeroKeepsIt() async {
        for (factor, endFrame) in [(2.0, 60), (0.0, 30)] {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = makeView()
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 100 }
            let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
            animator.addCompletion(completion.handler)
            animator.pauseAnimation()
            XCTAssertEqual(animator.state, .active)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(factor))
            loop.runUntilIdle()
            XCTAssertEqual(completion.frames, [endFrame], "factor \(factor)")
        }
    }

    /// continueAnimation with new timing parameters paces the rest with the new curve from the value on screen.
    func testContinueWithNewTimingParametersUsesTheNewCurveFromTheCurrentValue() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator.startAnimation()
        loop.advance(frames: 30)
        animator.pauseAnimation()
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0)
        loop.advance(frames: 15)
        XCTAssertEqual(Double(view.presentedCenter.x), 50 + 50 * bezierY(atX: 0.5, 0.42, 0, 1, 1), accuracy: 1e-4)
    }

    /// The completion lands on the frame where start + delay + duration falls, even when the sum rounds above the frame time (0.1 + 0.2 > 0.3), for animators started on any frame.
    func testCompletionFrameIsExactDespiteFloatingPointRounding() async {
        for startFrame in [0, 2, 3, 7, 14] {
            for (delay, duration) in [(0.1, 0.2), (0.2, 0.1), (0.05, 0.25), (0, 0.35)] {
                let loop = FrameLoop()
                loop.makeCurrent()
                loop.advance(frames: startFrame)
                let view = makeView()
                let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
                UIViewPropertyAnimator.runningPropertyAnimator(
                    withDuration: duration, delay: delay, options: [],
                    animations: { view.alpha = 0 }, completion: completion.handler)
                loop.runUntilIdle()
                let expected = startFrame + Int(((delay + duration) * 60).rounded())
                XCTAssertEqual(
                    completion.frames, [expected], "start frame \(startFrame), delay \(delay), duration \(duration)")
            }
        }
    }
}
