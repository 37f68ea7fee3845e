// Turning animation off (performWithoutAnimation, setAnimationsEnabled(false)), zero durations, and bad input
// (NaN, infinite or negative durations and delays, damping ratio ≤ 0): each has a defined outcome, and the
// completion still runs once, at the next frame, with finished true.
import Foundation
import PassageUI
import XCTest

@MainActor
final class UIViewAnimationDisablingTests: XCTestCase {
    /// Changes inside performWithoutAnimation, even within an animation block, are not animated; the setting is restored afterwards.
    func testPerformWithoutAnimationInsideABlockAttachesNoAnimation() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let other = makeView()
        let completion = CompletionRecorder<Bool>(loop)
        UIView.animate(
            withDuration: 0.5,
            animations: {
                UIView.performWithoutAnimation {
                    XCTAssertFalse(UIView.areAnimationsEnabled)
                    view.center.x = 100
                }
                XCTAssertTrue(UIView.areAnimationsEnabled)
                other.center.x = 100
            }, completion: completion.handler)
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(view.presentedCenter.x, 100)
        XCTAssertNotNil(other.layer.animationKeys(), "changes after performWithoutAnimation still animate")
        loop.advance(frames: 30)
        XCTAssertEqual(completion.frames, [30])
    }

    /// A block whose only changes are made without animation still completes: at the next frame, finished true.
    func testBlockWithNothingAnimatedCompletesAtNextFrame() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let completion = CompletionRecorder<Bool>(loop)
        UIView.animate(
            withDuration: 0.5,
            animations: {
                UIView.performWithoutAnimation { view.center.x = 100 }
            }, completion: completion.handler)
        XCTAssertTrue(completion.calls.isEmpty, "never synchronously")
        loop.step()
        XCTAssertEqual(completion.frames, [1])
        XCTAssertEqual(completion.values, [true])
    }

    /// setAnimationsEnabled(false): no animation is attached, the model and presentation change at once, and the completion runs at the next frame with finished true.
    func testSetAnimationsEnabledFalseDisablesAnimationUntilReenabled() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        defer { UIView.setAnimationsEnabled(true) }
        let view = makeView()
        let completion = CompletionRecorder<Bool>(loop)
        UIView.setAnimationsEnabled(false)
        XCTAssertFalse(UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 0.5, animations: { view.center.x = 100 }, completion: completion.handler)
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(view.presentedCenter.x, 100)
        loop.step()
        XCTAssertEqual(completion.frames, [1])
        XCTAssertEqual(completion.values, [true])
        UIView.setAnimationsEnabled(true)
        UIView.animate(withDuration: 0.5, animations: { view.center.x = 0 })
        XCTAssertNotNil(view.layer.animationKeys())
    }

    /// Durations of 0, NaN, ±infinity and negative are treated as 0: no animation, model set, completion at the next frame with finished true.
    func testZeroAndInvalidDurationsAreTreatedAsZero() async {
        for duration in [0, Double.nan, .infinity, -.infinity, -1] {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = makeView()
            let completion = CompletionRecorder<Bool>(loop)
            UIView.animate(
                withDuration: duration, delay: 0, options: [], animations: { view.center.x = 100 },
                completion: completion.handler)
            XCTAssertNil(view.layer.animationKeys(), "duration \(duration)")
            XCTAssertEqual(view.presentedCenter.x, 100, "duration \(duration)")
            loop.step()
            XCTAssertEqual(completion.frames, [1], "duration \(duration)")
            XCTAssertEqual(completion.values, [true], "duration \(duration)")
        }
    }

    /// Invalid durations in the spring, keyframe and transition forms are treated as 0 the same way.
    func testInvalidDurationsInTheOtherFormsAreTreatedAsZero() async {
        let forms: [(String, (UIView, @escaping (Bool) -> Void) -> Void)] = [
            (
                "spring",
                { view, done in
                    UIView.animate(
                        withDuration: .nan, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                        options: [],
                        animations: { view.center.x = 100 }, completion: done)
                }
            ),
            (
                "keyframes",
                { view, done in
                    UIView.animateKeyframes(
                        withDuration: -2, delay: 0, options: [],
                        animations: {
                            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 100 }
                        }, completion: done)
                }
            ),
            (
                "transition",
                { view, done in
                    UIView.transition(
                        with: view, duration: .infinity, options: .transitionCrossDissolve,
                        animations: { view.center.x = 100 }, completion: done)
                }
            ),
        ]
        for (name, run) in forms {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = makeView()
            let completion = CompletionRecorder<Bool>(loop)
            run(view, completion.handler)
            XCTAssertNil(view.layer.animationKeys(), name)
            XCTAssertEqual(view.presentedCenter.x, 100, name)
            loop.step()
            XCTAssertEqual(completion.frames, [1], name)
            XCTAssertEqual(completion.values, [true], name)
        }
    }

    /// A negative, NaN or infinite delay is treated as 0: the animation starts at once.
    func testInvalidDelaysAreTreatedAsZero() async {
        for delay in [-1, Double.nan, .infinity] {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = makeView()
            let completion = CompletionRecorder<Bool>(loop)
            UIView.animate(
                withDuration: 0.5, delay: delay, options: .curveLinear, animations: { view.center.x = 100 },
                completion: completion.handler)
            loop.advance(frames: 15)
            XCTAssertEqual(Double(view.presentedCenter.x), 50, accuracy: 1e-9, "delay \(delay)")
            loop.advance(frames: 15)
            XCTAssertEqual(completion.frames, [30], "delay \(delay)")
        }
    }

    /// A damping ratio ≤ 0 (or NaN) is replaced by 0.01 (documented choice): the spring still ends at its duration with finished true and lands on the target.
    func testNonPositiveDampingRatioUsesTheMinimumRatio() async {
        for ratio in [0, -1, CGFloat.nan] {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = makeView()
            let completion = CompletionRecorder<Bool>(loop)
            UIView.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: ratio, initialSpringVelocity: 0, options: [],
                animations: { view.center.x = 100 }, completion: completion.handler)
            let spring = view.layer.animation(forKey: "position") as! CASpringAnimation
            let zeta = Double(spring.damping) / (2 * Double(spring.stiffness * spring.mass).squareRoot())
            XCTAssertEqual(zeta, 0.01, accuracy: 1e-9, "ratio \(ratio)")
            let xs = trace(loop, frames: 30) { Double(view.presentedCenter.x) }
            XCTAssertTrue(xs.allSatisfy(\.isFinite), "ratio \(ratio)")
            XCTAssertEqual(xs.last!, 100, "ratio \(ratio)")
            XCTAssertEqual(completion.frames, [30], "ratio \(ratio)")
            XCTAssertEqual(completion.values, [true], "ratio \(ratio)")
        }
    }

    /// A damping ratio above 1 acts as 1 (this API is never over-damped).
    func testDampingRatioAboveOneActsAsCriticallyDamped() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 3, initialSpringVelocity: 0, options: [],
            animations: { view.center.x = 100 })
        let spring = view.layer.animation(forKey: "position") as! CASpringAnimation
        XCTAssertEqual(
            Double(spring.damping) / (2 * Double(spring.stiffness * spring.mass).squareRoot()), 1, accuracy: 1e-9)
    }
}
