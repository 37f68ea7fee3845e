// Timing parameters: UICubicTimingParameters' control points for the built-in curves and custom points, and
// spring animators (UISpringTimingParameters) that settle within 0.1% at the animator's duration.
import Foundation
import PassageUI
import XCTest

@MainActor
final class PropertyAnimatorTimingParametersTests: XCTestCase {
    /// UICubicTimingParameters(animationCurve:) has the built-in curves' control points (easeInOut (0.42,0)(0.58,1), easeIn (0.42,0)(1,1), easeOut (0,0)(0.58,1), linear (0,0)(1,1)), ±1e-6; type builtin.
    func testBuiltInCurveControlPoints() async {
        for entry in uiKitCurves {
            let parameters = UICubicTimingParameters(animationCurve: entry.curve)
            let (x1, y1, x2, y2) = entry.points
            XCTAssertEqual(Double(parameters.controlPoint1.x), x1, accuracy: 1e-6, entry.name)
            XCTAssertEqual(Double(parameters.controlPoint1.y), y1, accuracy: 1e-6, entry.name)
            XCTAssertEqual(Double(parameters.controlPoint2.x), x2, accuracy: 1e-6, entry.name)
            XCTAssertEqual(Double(parameters.controlPoint2.y), y2, accuracy: 1e-6, entry.name)
            XCTAssertEqual(parameters.animationCurve, entry.curve)
            XCTAssertEqual(parameters.timingCurveType, .builtin)
            XCTAssertNil(parameters.springTimingParameters)
        }
        let standard = UICubicTimingParameters()
        XCTAssertEqual(standard.animationCurve, .easeInOut)
        XCTAssertEqual(Double(standard.controlPoint1.x), 0.42, accuracy: 1e-6)
    }

    /// A custom-point curve keeps its points, is of type cubic, and paces an animator with them (Material standard (0.4, 0, 0.2, 1), ±1e-4).
    func testCustomControlPointsPaceTheAnimator() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let parameters = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.4, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1))
        XCTAssertEqual(parameters.timingCurveType, .cubic)
        XCTAssertEqual(parameters.controlPoint2, CGPoint(x: 0.2, y: 1))
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: parameters)
        animator.addAnimations { view.center.x = 100 }
        animator.startAnimation()
        let xs = trace(loop, frames: 29) { Double(view.presentedCenter.x) }
        for frame in [3, 10, 20, 27] {
            XCTAssertEqual(
                xs[frame - 1], 100 * bezierY(atX: Double(frame) / 30, 0.4, 0, 0.2, 1), accuracy: 1e-4, "frame \(frame)")
        }
    }

    /// UIViewPropertyAnimator(duration: 1, dampingRatio:) ends at the duration (frame 60, completion .end); ζ < 1 overshoots. UIKit's envelope (|B|·e^(−ζω0T) = ε, reference Springs) bounds the distance from the target just before the end by ε·(1 + 1/|B|) with |B| = ζ/√(1−ζ²) from rest: 0.42% for ζ 0.3, 0.1% for ζ 1.
    func testDampingRatioAnimatorEndsAtDurationNearItsTarget() async {
        for ratio in [0.3, 0.5, 0.8, 1.0] {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = makeView()
            let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: CGFloat(ratio)) { view.center.x = 100 }
            XCTAssertEqual(animator.duration, 1)
            let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
            animator.addCompletion(completion.handler)
            animator.startAnimation()
            let xs = trace(loop, frames: 59) { Double(view.presentedCenter.x) }
            let justBefore = Double(view.layer.presentedProperties(at: 1 - 1e-9).position.x)
            let bound = ratio < 1 ? 0.001 * (1 + (1 - ratio * ratio).squareRoot() / ratio) : 0.001
            XCTAssertEqual(
                justBefore, 100, accuracy: 100 * bound * (1 + 1e-6), "ζ \(ratio): near the target at t = duration")
            if ratio < 0.6 { XCTAssertGreaterThan(xs.max()!, 105, "ζ \(ratio) overshoots") }
            if ratio == 1 { XCTAssertLessThanOrEqual(xs.max()!, 100, "critically damped does not overshoot") }
            loop.step()
            XCTAssertEqual(completion.frames, [60], "ζ \(ratio)")
            XCTAssertEqual(completion.values, [.end])
            XCTAssertEqual(view.presentedCenter.x, 100)
        }
    }

    /// UISpringTimingParameters(dampingRatio:) animators follow the same spring as UIView's spring API with the same duration and ratio (±1e-6 pt).
    func testDampingRatioAnimatorMatchesUIViewSpringOfSameDuration() async {
        var traces: [[Double]] = []
        for useAnimator in [true, false] {
            let loop = FrameLoop()
            loop.makeCurrent()
            let view = makeView()
            if useAnimator {
                UIViewPropertyAnimator(duration: 0.8, timingParameters: UISpringTimingParameters(dampingRatio: 0.6)).run
                {
                    $0.addAnimations { view.center.x = 100 }
                    $0.startAnimation()
                }
            } else {
                UIView.animate(
                    withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [],
                    animations: { view.center.x = 100 })
            }
            traces.append(trace(loop, frames: 47) { Double(view.presentedCenter.x) })
        }
        for (frame, (a, b)) in zip(traces[0], traces[1]).enumerated() {
            XCTAssertEqual(a, b, accuracy: 1e-6, "frame \(frame + 1)")
        }
    }

    /// A spring with physical parameters ignores the animator's duration and runs until it settles.
    func testPhysicalSpringRunsForItsSettlingTime() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let parameters = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 5, initialVelocity: .zero)
        XCTAssertEqual(parameters.timingCurveType, .spring)
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: parameters)
        animator.addAnimations { view.center.x = 100 }
        XCTAssertEqual(animator.duration, 2.855, accuracy: 1e-3, "CASpringAnimation(k 100, m 1, c 5).settlingDuration")
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.startAnimation()
        loop.runUntilIdle()
        XCTAssertEqual(completion.frames, [Int((animator.duration * 60).rounded(.up))])
    }

    /// UISpringTimingParameters(dampingRatio:initialVelocity:): dx is in whole distances per second, so dx = 2 on a 200 pt move starts at 400 pt/s (±1%, 1000 fps second-order difference).
    func testSpringInitialVelocityGivesTheStartingSlope() async {
        let loop = FrameLoop(framesPerSecond: 1000)
        loop.makeCurrent()
        let view = makeView()
        let parameters = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 2, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: parameters)
        animator.addAnimations { view.center.x = 200 }
        animator.startAnimation()
        let xs = [0.0] + trace(loop, frames: 2) { Double(view.presentedCenter.x) }
        XCTAssertEqual((4 * xs[1] - xs[2] - 3 * xs[0]) / (2 * 0.001), 400, accuracy: 4)
    }

    /// UISpringTimingParameters() is the system spring (mass 3, stiffness 1000, damping 500; ζ ≈ 4.56, Apple's documented ratio): the animator runs until it is within 0.1% of the target (over-damped closed form solved by bisection, ±1e-6 s), whatever its duration, without overshoot.
    func testSystemSpringRunsUntilSettled() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 10, timingParameters: UISpringTimingParameters())
        animator.addAnimations { view.center.x = 100 }
        let (m, k, c) = (3.0, 1000.0, 500.0)
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        XCTAssertEqual(zeta, 4.56, accuracy: 0.005)
        let rMinus = -omega0 * (zeta + (zeta * zeta - 1).squareRoot())
        let rPlus = -omega0 * (zeta - (zeta * zeta - 1).squareRoot())
        let b = rMinus / (rMinus - rPlus)
        let a = 1 - b  // x0 = 1, v0 = 0
        var (low, high) = (0.1, 20.0)  // x(t) = A e^(r− t) + B e^(r+ t) falls through 0.001 once
        for _ in 0..<200 {
            let mid = 0.5 * (low + high)
            if a * exp(rMinus * mid) + b * exp(rPlus * mid) > 0.001 { low = mid } else { high = mid }
        }
        XCTAssertEqual(
            animator.duration, low, accuracy: 1e-6, "the settling time of the system spring (≈ 3.42 s), not 10 s")
        let completion = CompletionRecorder<UIViewAnimatingPosition>(loop)
        animator.addCompletion(completion.handler)
        animator.startAnimation()
        var xs: [Double] = []
        let token = loop.addFrameObserver { _ in xs.append(Double(view.presentedCenter.x)) }
        loop.runUntilIdle()
        loop.removeFrameObserver(token)
        XCTAssertLessThanOrEqual(xs.max()!, 100)
        XCTAssertEqual(completion.frames, [Int((animator.duration * 60).rounded(.up))])
    }
}

extension UIViewPropertyAnimator {
    /// Configures the animator inline.
    fileprivate func run(_ body: (UIViewPropertyAnimator) -> Void) { body(self) }
}
