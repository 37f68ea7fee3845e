// CASpringAnimation through the engine: settling duration, settling and overshoot of a spring on position.x.
// Reference: x(t) = 1 − e^(−ζω0 t)[cos ωd t + (ζω0/ωd) sin ωd t] for a unit move from rest.
import XCTest

@testable import PassageCore

@MainActor
final class SpringAnimationTests: XCTestCase {
    /// A spring of position.x from 0 to 100 with Apple's example parameters (k 100, m 1, c 5).
    private func exampleSpring(duration: CFTimeInterval? = nil) -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.stiffness = 100
        spring.mass = 1
        spring.damping = 5
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = duration ?? spring.settlingDuration
        return spring
    }

    /// The closed form for k 100, m 1, c 5: ω0 = 10, ζ = 0.25, ωd = 10·√(1 − 1/16).
    private func reference(_ t: Double) -> Double {
        let zw = 2.5
        let wd = 10 * (1 - 0.0625).squareRoot()
        return 100 * (1 - exp(-zw * t) * (cos(wd * t) + zw / wd * sin(wd * t)))
    }

    /// Apple's example k 100, m 1, c 5 settles in ≈ 2.855 s: −ln(0.001 / (|ζω0/ωd| + 1)) / ζω0 = 2.85497.
    func testSettlingDurationOfApplesExample() async {
        _ = makeLoop()
        XCTAssertEqual(exampleSpring().settlingDuration, 2.855, accuracy: 0.01)
        XCTAssertEqual(exampleSpring().settlingDuration, 2.854974609888761, accuracy: 1e-6)
    }

    /// The presented value follows the spring's closed form frame by frame (the timing function is ignored).
    func testSpringFollowsTheClosedForm() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let spring = exampleSpring()
        spring.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(spring, forKey: "spring")
        for frame in [6, 12, 19, 20, 30, 60, 120] {
            loop.advance(frames: frame - loop.frameCount)
            XCTAssertEqual(Double(presentedX(layer)), reference(Double(frame) / 60), accuracy: 1e-6, "frame \(frame)")
        }
        XCTAssertEqual(reference(1), 108.47759622643672, accuracy: 1e-9, "the reference itself, by hand at t = 1")
    }

    /// An under-damped spring overshoots: 0 → 100 peaks at ≈ 144.43 at t = π/ωd ≈ 0.3245 s (sampled:
    /// 144.2977 on frame 19).
    func testUnderDampedSpringOvershoots() async {
        let loop = makeLoop()
        let layer = makeLayer()
        layer.add(exampleSpring(), forKey: "spring")
        var peak = -CGFloat.infinity
        for _ in 0..<60 {
            loop.step()
            peak = max(peak, presentedX(layer))
        }
        XCTAssertEqual(Double(peak), 144.29770246326166, accuracy: 1e-6)
        XCTAssertGreaterThan(peak, 100)
    }

    /// By settlingDuration the spring is within 0.1% of its travel (0.1 pt of 100) of the target, and stays there.
    func testSpringSettlesWithinATenthOfAPercentBySettlingDuration() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let settling = exampleSpring().settlingDuration
        let spring = exampleSpring(duration: 5)
        spring.fillMode = .forwards
        spring.isRemovedOnCompletion = false
        layer.add(spring, forKey: "spring")
        var checked = 0
        while loop.clock.currentTime < 5 {
            loop.step()
            if loop.clock.currentTime >= settling {
                XCTAssertEqual(Double(presentedX(layer)), 100, accuracy: 0.1, "t = \(loop.clock.currentTime)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 300 - 171)
        XCTAssertEqual(Double(presentedX(layer)), 100, accuracy: 0.1, "filled end value")
    }

    /// With duration = settlingDuration the spring ends (and is removed) on frame ⌈2.855 × 60⌉ = 172,
    /// having shown a value within 0.1 of the target on the frame before.
    func testSpringWithSettlingDurationEndsOnTime() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let log = AnimationLog("spring", loop: loop)
        let spring = exampleSpring()
        spring.delegate = log
        layer.add(spring, forKey: "spring")
        loop.advance(frames: 171)
        XCTAssertEqual(Double(presentedX(layer)), 100, accuracy: 0.1)
        XCTAssertEqual(log.entries, ["start spring@1"])
        loop.step()
        XCTAssertEqual(log.entries, ["start spring@1", "stop spring true@172"])
        XCTAssertEqual(presentedX(layer), 0, "removed: the model shows")
    }

    /// initialVelocity is in whole distances per second toward the target: with velocity 10 the spring
    /// moves faster at first than from rest (closed form with v0: x'(0) = 10 · 100 pt/s).
    func testInitialVelocityPushesTowardTheTarget() async {
        let loop = makeLoop()
        let layer = makeLayer()
        let spring = exampleSpring()
        spring.initialVelocity = 10
        layer.add(spring, forKey: "spring")
        loop.step()
        // Displacement from target d(t) = e^(−ζω0 t)[x0 cos ωd t + ((ζω0 x0 + v0)/ωd) sin ωd t] with x0 = −1
        // (start a whole distance short) and v0 = 10 toward the target.
        let zw = 2.5
        let wd = 10 * (1 - 0.0625).squareRoot()
        let t = 1.0 / 60
        let d = exp(-zw * t) * (-cos(wd * t) + ((zw * -1 + 10) / wd) * sin(wd * t))
        XCTAssertEqual(Double(presentedX(layer)), 100 * (1 + d), accuracy: 1e-6)
        XCTAssertGreaterThan(Double(presentedX(layer)), reference(t) + 10)
    }
}
