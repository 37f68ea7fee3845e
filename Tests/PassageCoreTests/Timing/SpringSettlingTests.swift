// settlingDuration: CA's under-damped formula and Passage's envelope rule for the other regimes.
import XCTest

@testable import PassageCore

final class SpringSettlingTests: XCTestCase {
    /// Apple's CASpringAnimation example: k 100, m 1, c 5 settles in ≈ 2.85 s (Passage: 2.854975 ± 1e-3).
    func testUnderDampedMatchesCoreAnimationExample() {
        let duration = DampedHarmonicSpring(mass: 1, stiffness: 100, damping: 5).settlingDuration(initialVelocity: 0)
        XCTAssertEqual(duration, 2.854975, accuracy: 1e-3)
        XCTAssertEqual(duration, 2.855, accuracy: 0.01)
    }

    /// Under-damped: t = −ln(ε / (|(ζω0 − v)/ωd| + 1)) / (ζω0), computed by hand for k 200, m 2, c 6, v 1.5.
    func testUnderDampedFollowsFormulaWithVelocity() {
        let spring = DampedHarmonicSpring(mass: 2, stiffness: 200, damping: 6)
        let (omega0, zeta) = (10.0, 6.0 / (2 * 20.0))
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let expected = -log(0.001 / (abs((zeta * omega0 - 1.5) / omegaD) + 1)) / (zeta * omega0)
        XCTAssertEqual(spring.settlingDuration(initialVelocity: 1.5), expected, accuracy: 1e-12)
    }

    /// An undamped spring (c = 0) never settles.
    func testUndampedNeverSettles() {
        XCTAssertEqual(
            DampedHarmonicSpring(mass: 1, stiffness: 100, damping: 0).settlingDuration(initialVelocity: 0), .infinity)
    }

    /// Critical (unverified in CA; Passage's rule): (1 + |ω0 − v|t)e^(−ω0t) = ε at the result (to 1e-9),
    /// and the true displacement stays within ε afterwards.
    func testCriticallyDampedEnvelopeReachesEpsilon() {
        let spring = DampedHarmonicSpring(mass: 1, stiffness: 100, damping: 20)
        for v in [0.0, 4.0, 40.0, -10.0] {
            let t = spring.settlingDuration(initialVelocity: v)
            XCTAssertEqual((1 + abs(10 - v) * t) * exp(-10 * t), 0.001, accuracy: 1e-9, "v = \(v)")
            assertStaysSettled(spring, v: v, after: t)
        }
        // v = 0: (1 + 10t)e^(−10t) = 0.001 ⇔ t ≈ 0.923341 s.
        XCTAssertEqual(spring.settlingDuration(initialVelocity: 0), 0.923341, accuracy: 1e-6)
    }

    /// Over-damped (unverified in CA; Passage's rule): |A|e^(r−t) + |B|e^(r+t) = ε at the result; the
    /// system spring (m 3, k 1000, c 500) from rest settles in ≈ 3.418 s.
    func testOverDampedEnvelopeReachesEpsilon() {
        let spring = DampedHarmonicSpring.systemSpring
        let (rMinus, rPlus) = spring.overDampedRoots
        for v in [0.0, 3.0, -3.0] {
            let t = spring.settlingDuration(initialVelocity: v)
            let b = (rMinus + v) / (rMinus - rPlus)
            XCTAssertEqual(abs(1 - b) * exp(rMinus * t) + abs(b) * exp(rPlus * t), 0.001, accuracy: 1e-9, "v = \(v)")
            assertStaysSettled(spring, v: v, after: t)
        }
        XCTAssertEqual(spring.settlingDuration(initialVelocity: 0), 3.418, accuracy: 1e-3)
    }

    private func assertStaysSettled(
        _ spring: DampedHarmonicSpring, v: Double, after t: Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        for i in 0...200 {
            let time = t + Double(i) * 0.01
            XCTAssertLessThanOrEqual(
                abs(spring.displacement(at: time, initialDisplacement: 1, initialVelocity: -v)), 0.001 + 1e-12,
                file: file, line: line)
        }
    }
}
