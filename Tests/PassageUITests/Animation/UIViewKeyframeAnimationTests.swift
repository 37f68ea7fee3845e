// UIView.animateKeyframes with addKeyframe(withRelativeStartTime:relativeDuration:): relative times map onto
// the block's duration, several keyframes of one property chain, the calculation-mode options select the
// CAKeyframeAnimation calculationMode, and the completion runs once.
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewKeyframeAnimationTests: XCTestCase {
    /// Duration 1, keyframe (0.25, 0.5) moving x 0 → 100: x is 0 until t = 0.25, 50 at t = 0.5, 100 from t = 0.75 (linear in between), ±1e-9.
    func testRelativeStartAndDurationMapOntoTheBlockDuration() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let completion = CompletionRecorder<Bool>(loop)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { view.center.x = 100 }
            }, completion: completion.handler)
        XCTAssertEqual(view.center.x, 100, "the model takes the final value at once")
        let xs = trace(loop, frames: 60) { Double(view.presentedCenter.x) }
        for frame in 1...15 { XCTAssertEqual(xs[frame - 1], 0, accuracy: 1e-9, "frame \(frame): before the keyframe") }
        for frame in [18, 24, 30, 36, 42] {
            XCTAssertEqual(xs[frame - 1], (Double(frame) / 60 - 0.25) / 0.5 * 100, accuracy: 1e-9, "frame \(frame)")
        }
        XCTAssertEqual(xs[29], 50, accuracy: 1e-9)
        for frame in 45...60 {
            XCTAssertEqual(xs[frame - 1], 100, accuracy: 1e-9, "frame \(frame): after the keyframe")
        }
        XCTAssertEqual(completion.frames, [60])
        XCTAssertEqual(completion.values, [true])
        loop.advance(frames: 30)
        XCTAssertEqual(completion.calls.count, 1, "completion once")
    }

    /// Several keyframes of one property chain in time order: 0 → 100 over (0, 0.5), → 0 over (0.5, 0.5); and a gap holds the value.
    func testSeveralKeyframesOfOnePropertyChain() async {
        let grid: [(frames: [(Double, Double, CGFloat)], samples: [(Double, Double)])] = [
            ([(0, 0.5, 100), (0.5, 0.5, 0)], [(0.25, 50), (0.5, 100), (0.75, 50), (0.9, 20)]),
            ([(0.5, 0.25, 200), (0, 0.25, 100)], [(0.125, 50), (0.25, 100), (0.4, 100), (0.625, 150), (0.8, 200)]),
        ]
        for (keyframes, samples) in grid {
            let loop = FrameLoop(framesPerSecond: 40)
            loop.makeCurrent()
            let view = makeView()
            UIView.animateKeyframes(
                withDuration: 1, delay: 0, options: [],
                animations: {
                    for (start, length, x) in keyframes {
                        UIView.addKeyframe(withRelativeStartTime: start, relativeDuration: length) { view.center.x = x }
                    }
                })
            let xs = trace(loop, frames: 39) { Double(view.presentedCenter.x) }
            for (t, expected) in samples {
                XCTAssertEqual(
                    xs[Int((t * 40).rounded()) - 1], expected, accuracy: 1e-9, "keyframes \(keyframes) at t = \(t)")
            }
        }
    }

    /// Keyframes of different properties animate independently, each with its own animation.
    func testKeyframesOfDifferentPropertiesAreIndependent() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            })
        XCTAssertEqual(Set(view.layer.animationKeys() ?? []), ["position", "opacity"])
        loop.advance(frames: 30)
        XCTAssertEqual(Double(view.presentedCenter.x), 100, accuracy: 1e-9)
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), 1, accuracy: 1e-6)
        loop.advance(frames: 15)
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.5, accuracy: 1e-6)
    }

    /// The calculation-mode options (linear 0, discrete 1 << 10, paced 2 << 10, cubic 3 << 10, cubicPaced 4 << 10) produce the corresponding CAKeyframeAnimation calculationMode, over the block's duration.
    func testCalculationModeOptionsSelectTheKeyframeAnimationMode() async {
        let grid: [(UIView.KeyframeAnimationOptions, CAAnimationCalculationMode)] = [
            ([], .linear), (.calculationModeLinear, .linear), (.calculationModeDiscrete, .discrete),
            (.calculationModePaced, .paced), (.calculationModeCubic, .cubic), (.calculationModeCubicPaced, .cubicPaced),
        ]
        XCTAssertEqual(UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue, 1 << 10)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue, 4 << 10)
        for (options, mode) in grid {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = makeView()
            UIView.animateKeyframes(
                withDuration: 0.8, delay: 0, options: options,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 100 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 0 }
                })
            let animation = view.layer.animation(forKey: "position") as? CAKeyframeAnimation
            XCTAssertEqual(animation?.calculationMode, mode, "options \(options.rawValue)")
            XCTAssertEqual(animation?.duration, 0.8)
            XCTAssertEqual(animation?.keyTimes?.map(\.doubleValue), [0, 0.5, 1])
        }
    }

    /// The cubic mode passes through the keyframe values (Catmull-Rom) and bends between them, unlike the linear mode.
    func testCubicModePassesThroughKeyframesAndBendsBetweenThem() async {
        var quarters: [Double] = []
        for options in [UIView.KeyframeAnimationOptions.calculationModeLinear, .calculationModeCubic] {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = makeView()
            UIView.animateKeyframes(
                withDuration: 1, delay: 0, options: options,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 100 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 0 }
                })
            let xs = trace(loop, frames: 59) { Double(view.presentedCenter.x) }
            XCTAssertEqual(xs[29], 100, accuracy: 1e-9, "passes through the middle keyframe")
            quarters.append(xs[14])
        }
        XCTAssertEqual(quarters[0], 50, accuracy: 1e-9)
        // Catmull-Rom over 0, 100, 0 with the end values duplicated (Core Animation's cubic mode as PassageCore
        // documents it): tangents m0 = (100 − 0)/2 = 50, m1 = (0 − 0)/2 = 0; Hermite at u = 0.5 gives
        // 0.5·0 + 0.125·50 + 0.5·100 − 0.125·0 = 56.25.
        XCTAssertEqual(quarters[1], 56.25, accuracy: 1e-9)
    }

    /// A change in the outer block outside any addKeyframe acts as a keyframe over the whole duration.
    func testChangeOutsideAddKeyframeSpansTheWholeDuration() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { view.center.x = 100 })
        loop.advance(frames: 15)
        XCTAssertEqual(Double(view.presentedCenter.x), 25, accuracy: 1e-9)
    }

    /// A delay shifts the keyframes: the old value holds through the delay.
    func testDelayShiftsKeyframes() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let completion = CompletionRecorder<Bool>(loop)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0.5, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 100 }
            }, completion: completion.handler)
        loop.advance(frames: 30)
        XCTAssertEqual(Double(view.presentedCenter.x), 0, accuracy: 1e-9)
        loop.advance(frames: 30)
        XCTAssertEqual(Double(view.presentedCenter.x), 50, accuracy: 1e-9)
        loop.advance(frames: 30)
        XCTAssertEqual(completion.frames, [90])
    }

    /// Relative times outside 0…1 are clamped, and addKeyframe outside animateKeyframes applies its changes without animation.
    func testOutOfRangeRelativeTimesAreClampedAndStrayKeyframesApplyAtOnce() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: -0.5, relativeDuration: 3) { view.center.x = 100 }
            })
        XCTAssertEqual(
            (view.layer.animation(forKey: "position") as? CAKeyframeAnimation)?.keyTimes?.map(\.doubleValue), [0, 1])
        loop.advance(frames: 30)
        XCTAssertEqual(Double(view.presentedCenter.x), 50, accuracy: 1e-9)

        let other = makeView()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { other.center.x = 40 }
        XCTAssertEqual(other.center.x, 40)
        XCTAssertNil(other.layer.animationKeys())
    }

    /// Keyframe options .repeat and .autoreverse (shared bits with UIView.AnimationOptions) repeat the keyframes forward and back.
    func testRepeatAndAutoreverseOptionsApplyToKeyframes() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let completion = CompletionRecorder<Bool>(loop)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 100 }
            }, completion: completion.handler)
        let xs = trace(loop, frames: 150) { Double(view.presentedCenter.x) }
        XCTAssertEqual(xs[14], 50, accuracy: 1e-9, "t = 0.25: halfway up")
        XCTAssertEqual(xs[89], 100, accuracy: 1e-9, "t = 1.5: backwards pass, still in the hold")
        XCTAssertEqual(xs[104], 50, accuracy: 1e-9, "t = 1.75: halfway down")
        XCTAssertEqual(xs[134], 50, accuracy: 1e-9, "t = 2.25: next forward pass")
        XCTAssertTrue(completion.calls.isEmpty)
    }
}
