// Interrupting a running UIView animation of the same property (UIKit since iOS 8): the new animation is
// additive, so the presented position and its velocity stay continuous and both completions run; with
// .beginFromCurrentState the old animation is replaced (finished false) and the new one starts from the
// presented value.
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewAnimationInterruptionTests: XCTestCase {
    /// The per-frame presented x of a view moved 0 → 100 over 1 s, retargeted to 200 (over 1 s, `options`) after `interruptAt` frames.
    private func interruptedRun(
        options: UIView.AnimationOptions, interruptAt: Int = 30, frames: Int = 100,
        first: CompletionRecorder<Bool>? = nil, second: CompletionRecorder<Bool>? = nil
    )
        -> (before: [Double], afterCall: Double, after: [Double])
    {
        let view = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        UIView.animate(
            withDuration: 1, delay: 0, options: [], animations: { view.center.x = 100 },
            completion: first?.handler)
        let loop = FrameLoop.current
        let before =
            [Double(view.presentedCenter.x)] + trace(loop, frames: interruptAt) { Double(view.presentedCenter.x) }
        UIView.animate(
            withDuration: 1, delay: 0, options: options, animations: { view.center.x = 200 },
            completion: second?.handler)
        let afterCall = Double(view.presentedCenter.x)
        let after = trace(loop, frames: frames - interruptAt) { Double(view.presentedCenter.x) }
        return (before, afterCall, after)
    }

    /// Retargeting mid-flight: no jump in position, and the change of per-frame velocity at the
    /// interruption is no larger than the largest frame-to-frame velocity change elsewhere in the run.
    func testRetargetMidFlightKeepsPositionAndVelocityContinuous() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let run = interruptedRun(options: [])
        XCTAssertEqual(
            run.afterCall, run.before.last!, accuracy: 1e-9, "the presented value does not jump when the block runs")
        XCTAssertEqual(run.before.last!, 50, accuracy: 1e-4, "halfway along the first ease-in-ease-out")
        let xs = run.before + run.after  // xs[n] is the value on frame n
        let deltas = zip(xs.dropFirst(), xs).map { $0 - $1 }  // deltas[n] = xs[n+1] − xs[n]
        let changes = zip(deltas.dropFirst(), deltas).map { abs($0 - $1) }  // changes[n] = |deltas[n+1] − deltas[n]|
        let atInterruption = changes[29]  // velocity into frame 31 vs into frame 30
        let elsewhere = changes.enumerated().filter { abs($0.offset - 29) > 1 }.map(\.element).max()!
        XCTAssertLessThanOrEqual(atInterruption, elsewhere, "velocity jump \(atInterruption) vs \(elsewhere) elsewhere")
        let largestStep = deltas.map(abs).max()!
        XCTAssertLessThan(abs(deltas[30] - deltas[29]), 0.1 * largestStep)
        XCTAssertEqual(xs.last!, 200, accuracy: 1e-9, "both animations have ended by frame 100")
    }

    /// The presented value of the additive pair is model + each animation's offset: 200 − 100·(1 − e(t)) − 100·(1 − e(t − 0.5)), ±1e-4.
    func testAdditiveAnimationsSumTheirOffsets() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let run = interruptedRun(options: [])
        for frame in [31, 45, 59, 60, 75, 89] {
            let t = Double(frame) / 60
            let first = t < 1 ? -100 * (1 - easeInEaseOut(t)) : 0
            let second = -100 * (1 - easeInEaseOut(t - 0.5))
            XCTAssertEqual(run.after[frame - 31], 200 + first + second, accuracy: 1e-4, "frame \(frame)")
        }
    }

    /// Completions stack: the first fires with finished true when its own animation ends (frame 60), the second at frame 90.
    func testBothCompletionsFireFinishedWhenTheirOwnAnimationsEnd() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let first = CompletionRecorder<Bool>(loop)
        let second = CompletionRecorder<Bool>(loop)
        _ = interruptedRun(options: [], first: first, second: second)
        XCTAssertEqual(first.frames, [60])
        XCTAssertEqual(first.values, [true])
        XCTAssertEqual(second.frames, [90])
        XCTAssertEqual(second.values, [true])
    }

    /// With .beginFromCurrentState the running animation is replaced: its completion gets finished false
    /// (at the next frame), and the new motion starts from the presented value (50) on its own curve.
    func testBeginFromCurrentStateReplacesAndStartsFromPresentedValue() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let first = CompletionRecorder<Bool>(loop)
        let second = CompletionRecorder<Bool>(loop)
        let run = interruptedRun(options: .beginFromCurrentState, first: first, second: second)
        XCTAssertEqual(run.afterCall, run.before.last!, accuracy: 1e-9)
        for frame in [31, 40, 60, 75, 89] {
            let expected = 50 + 150 * easeInEaseOut(Double(frame - 30) / 60)
            XCTAssertEqual(run.after[frame - 31], expected, accuracy: 1e-3, "frame \(frame)")
        }
        XCTAssertEqual(run.after.last!, 200, accuracy: 1e-9)
        XCTAssertEqual(first.frames, [31])
        XCTAssertEqual(first.values, [false])
        XCTAssertEqual(second.frames, [90])
        XCTAssertEqual(second.values, [true])
    }

    /// A second animation of a different property does not disturb the first: both run to their ends.
    func testAnimatingAnotherPropertyMidFlightLeavesTheFirstUntouched() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        let first = CompletionRecorder<Bool>(loop)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 100 },
            completion: first.handler)
        loop.advance(frames: 30)
        UIView.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState, animations: { view.alpha = 0 })
        loop.advance(frames: 15)
        XCTAssertEqual(Double(view.presentedCenter.x), 75, accuracy: 1e-4)
        loop.advance(frames: 15)
        XCTAssertEqual(first.values, [true])
    }

    /// Transforms have no subtraction, so retargeting one replaces the running animation (documented in UIView+Actions): the presented transform does not jump, the new motion starts from it, and the first completion reports false.
    func testRetargetingATransformReplacesFromThePresentedValue() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let first = CompletionRecorder<Bool>(loop)
        let second = CompletionRecorder<Bool>(loop)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { view.transform = CGAffineTransform(scaleX: 3, y: 3) }, completion: first.handler)
        loop.advance(frames: 30)
        let before = view.layer.presentation()!.transform.m11
        XCTAssertEqual(Double(before), 2, accuracy: 1e-9)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { view.transform = CGAffineTransform(scaleX: 1, y: 1) }, completion: second.handler)
        XCTAssertEqual(Double(view.layer.presentation()!.transform.m11), 2, accuracy: 1e-9, "no jump")
        loop.advance(frames: 30)
        XCTAssertEqual(Double(view.layer.presentation()!.transform.m11), 1.5, accuracy: 1e-9, "halfway from 2 to 1")
        XCTAssertEqual(first.frames, [31])
        XCTAssertEqual(first.values, [false])
        loop.advance(frames: 30)
        XCTAssertEqual(second.values, [true])
    }
}
