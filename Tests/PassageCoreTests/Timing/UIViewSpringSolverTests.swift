// uiViewSpring: UIKit's Newton solve of (duration, ζ, v) → (k, c), checked against independent solutions.
import XCTest
@testable import PassageCore

final class UIViewSpringSolverTests: XCTestCase {
    /// The envelope equation (full bound (1 + |B|)·e^(−ζω0T)), written out independently of the implementation.
    private func envelopeMinusEpsilon(_ omega: Double, duration: Double, zeta: Double, v: Double) -> Double {
        if zeta < 1 {
            return (1 + abs((zeta * omega - v) / (omega * (1 - zeta * zeta).squareRoot()))) * exp(-zeta * omega * duration) - 0.001
        }
        return abs((omega - v) * duration + 1) * exp(-omega * duration) - 0.001
    }

    /// Independent root: scan ω upward from 5/T in steps of 0.1% until the sign changes, then bisect.
    private func bisectedOmega(duration: Double, zeta: Double, v: Double) -> Double {
        let f = { (omega: Double) in self.envelopeMinusEpsilon(omega, duration: duration, zeta: zeta, v: v) }
        var low = 5 / duration
        let startSign = f(low) > 0
        var high = low
        repeat { low = high; high *= 1.001 } while (f(high) > 0) == startSign && high < 1e6
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if (f(mid) > 0) == startSign { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// Reference: k = ω0², c = 2ζ√k, ω0 from the ε = 0.001 envelope at T; agreement within 1e-6 relative
    /// for (0.5, 0.5, 0), (1.0, 0.7, 0), (0.35, 1.0, 0), (1.0, 0.3, 2.0).
    func testStiffnessAndDampingMatchIndependentBisection() {
        for (duration, zeta, v) in [(0.5, 0.5, 0.0), (1.0, 0.7, 0.0), (0.35, 1.0, 0.0), (1.0, 0.3, 2.0)] {
            let spring = DampedHarmonicSpring.uiViewSpring(duration: duration, dampingRatio: zeta, initialVelocity: v)
            let omega = bisectedOmega(duration: duration, zeta: zeta, v: v)
            let label = "(\(duration), \(zeta), \(v))"
            XCTAssertEqual(spring.mass, 1, label)
            XCTAssertEqual(spring.stiffness, omega * omega, accuracy: 1e-6 * omega * omega, label)
            XCTAssertEqual(spring.damping, 2 * zeta * omega, accuracy: 1e-6 * 2 * zeta * omega, label)
        }
    }

    /// With v = 0 and ζ < 1 the envelope equation has the closed form ω0 = ln((1 + ζ/√(1−ζ²))/ε) / (ζT).
    func testZeroVelocityMatchesClosedForm() {
        for (duration, zeta) in [(0.5, 0.5), (1.0, 0.7), (2.0, 0.2)] {
            let omega = log((1 + zeta / (1 - zeta * zeta).squareRoot()) / 0.001) / (zeta * duration)
            let spring = DampedHarmonicSpring.uiViewSpring(duration: duration, dampingRatio: zeta, initialVelocity: 0)
            XCTAssertEqual(spring.undampedAngularFrequency, omega, accuracy: 1e-9 * omega)
        }
    }

    /// Progress at t = duration is within 0.1% of the target for (0.5, 0.5, 0), (1.0, 0.7, 0), (0.35, 1.0, 0)
    /// and (1.0, 0.3, 2.0) (the check; the envelope bounds the displacement by ε).
    func testProgressAtDurationIsWithinATenthOfAPercent() {
        for (duration, zeta, v) in [(0.5, 0.5, 0.0), (1.0, 0.7, 0.0), (0.35, 1.0, 0.0), (1.0, 0.3, 2.0)] {
            let spring = DampedHarmonicSpring.uiViewSpring(duration: duration, dampingRatio: zeta, initialVelocity: v)
            let progress = spring.progress(at: duration, initialVelocity: v)
            XCTAssertEqual(progress, 1, accuracy: 0.001 + 1e-12, "(\(duration), \(zeta), \(v))")
        }
    }

    /// Clamping: ζ > 1 acts as 1 (never over-damped); ζ ≤ 0 or NaN → 0.01; duration to [0.01, 10], NaN → 0.01.
    func testInputsAreClamped() {
        let critical = DampedHarmonicSpring.uiViewSpring(duration: 0.5, dampingRatio: 3, initialVelocity: 0)
        XCTAssertEqual(critical, DampedHarmonicSpring.uiViewSpring(duration: 0.5, dampingRatio: 1, initialVelocity: 0))
        XCTAssertEqual(critical.dampingRatio, 1, accuracy: 1e-12)
        let negative = DampedHarmonicSpring.uiViewSpring(duration: 0.5, dampingRatio: -1, initialVelocity: 0)
        XCTAssertEqual(negative, DampedHarmonicSpring.uiViewSpring(duration: 0.5, dampingRatio: .nan, initialVelocity: 0))
        XCTAssertEqual(negative.dampingRatio, 0.01, accuracy: 1e-12)
        XCTAssertEqual(DampedHarmonicSpring.uiViewSpring(duration: 100, dampingRatio: 0.5, initialVelocity: 0),
                       DampedHarmonicSpring.uiViewSpring(duration: 10, dampingRatio: 0.5, initialVelocity: 0))
        XCTAssertEqual(DampedHarmonicSpring.uiViewSpring(duration: .nan, dampingRatio: 0.5, initialVelocity: 0),
                       DampedHarmonicSpring.uiViewSpring(duration: 0.01, dampingRatio: 0.5, initialVelocity: 0))
        XCTAssertEqual(DampedHarmonicSpring.uiViewSpring(duration: 0.5, dampingRatio: 0.5, initialVelocity: .nan),
                       DampedHarmonicSpring.uiViewSpring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0))
    }
}
