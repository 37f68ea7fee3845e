// The spring's closed forms against a numerical integration of m·x'' + c·x' + k·x = 0.
import XCTest

@testable import PassageCore

final class SpringClosedFormTests: XCTestCase {
    /// Integrates m·x'' + c·x' + k·x = 0 with classical RK4 (step h) and returns (x, v) at each sample time.
    private func integrate(_ spring: DampedHarmonicSpring, x0: Double, v0: Double, times: [Double], h: Double = 1e-4)
        -> [(Double, Double)]
    {
        let (m, c, k) = (spring.mass, spring.damping, spring.stiffness)
        func acceleration(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
        var (x, v, t) = (x0, v0, 0.0)
        var results: [(Double, Double)] = []
        for target in times {
            while t < target - 1e-12 {
                let step = min(h, target - t)
                let (k1x, k1v) = (v, acceleration(x, v))
                let (k2x, k2v) = (v + step / 2 * k1v, acceleration(x + step / 2 * k1x, v + step / 2 * k1v))
                let (k3x, k3v) = (v + step / 2 * k2v, acceleration(x + step / 2 * k2x, v + step / 2 * k2v))
                let (k4x, k4v) = (v + step * k3v, acceleration(x + step * k3x, v + step * k3v))
                x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += step
            }
            results.append((x, v))
        }
        return results
    }

    private func assertMatchesIntegration(
        _ spring: DampedHarmonicSpring, x0: Double, v0: Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        let times = stride(from: 0.05, through: 2.0, by: 0.05).map { $0 }
        let numeric = integrate(spring, x0: x0, v0: v0, times: times)
        for (t, (x, v)) in zip(times, numeric) {
            XCTAssertEqual(
                spring.displacement(at: t, initialDisplacement: x0, initialVelocity: v0), x, accuracy: 1e-8,
                "x at t = \(t)", file: file, line: line)
            XCTAssertEqual(
                spring.velocity(at: t, initialDisplacement: x0, initialVelocity: v0), v,
                accuracy: 1e-6 * max(1, abs(v0)), "v at t = \(t)", file: file, line: line)
        }
    }

    /// Under-damped closed form e^(−ζω0t)[x0 cos ωd t + ((ζω0x0 + v0)/ωd) sin ωd t] (m 1, k 100, c 5, ζ 0.25).
    func testUnderDampedMatchesRK4() {
        let spring = DampedHarmonicSpring(mass: 1, stiffness: 100, damping: 5)
        XCTAssertEqual(spring.regime, .underDamped)
        assertMatchesIntegration(spring, x0: 1, v0: -3)
    }

    /// Critically damped closed form (x0 + (v0 + ω0x0)t)e^(−ω0t) (m 2, k 50, c 20 → ζ = 1 exactly).
    func testCriticallyDampedMatchesRK4() {
        let spring = DampedHarmonicSpring(mass: 2, stiffness: 50, damping: 20)
        XCTAssertEqual(spring.regime, .criticallyDamped)
        assertMatchesIntegration(spring, x0: 1, v0: 4)
    }

    /// Over-damped closed form A e^(r−t) + B e^(r+t) on the system spring (m 3, k 1000, c 500, ζ ≈ 4.56).
    func testOverDampedMatchesRK4() {
        let spring = DampedHarmonicSpring.systemSpring
        XCTAssertEqual(spring.regime, .overDamped)
        assertMatchesIntegration(spring, x0: 1, v0: -2)
    }

    /// ω0 = √(k/m), ζ = c/(2√(km)), ωd = ω0√(1−ζ²): m 1, k 100, c 10 gives 10, 0.5, 8.660254 (to 1e-6).
    func testDerivedQuantitiesFollowDefinitions() {
        let spring = DampedHarmonicSpring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(spring.undampedAngularFrequency, 10, accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.dampedAngularFrequency, 8.660254, accuracy: 1e-6)
        XCTAssertEqual(DampedHarmonicSpring.systemSpring.dampedAngularFrequency, 0)
        XCTAssertEqual(
            DampedHarmonicSpring(), DampedHarmonicSpring(mass: 1, stiffness: 100, damping: 10),
            "CASpringAnimation defaults")
    }

    /// progress = 1 − x(t; x0 = 1, v0 = −v): starts at 0 with slope v (whole distances per second).
    func testProgressIsAUnitMoveWithVelocityTowardTheTarget() {
        let spring = DampedHarmonicSpring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(spring.progress(at: 0, initialVelocity: 3), 0, accuracy: 1e-12)
        let h = 1e-7
        XCTAssertEqual(spring.progress(at: h, initialVelocity: 3) / h, 3, accuracy: 1e-4)
        XCTAssertEqual(spring.progress(at: 10, initialVelocity: 3), 1, accuracy: 1e-9)
    }

    /// Sanitisation: mass and stiffness ≤ 0 or NaN → 1e-6; damping < 0 or NaN → 0; results stay finite.
    func testDegenerateParametersAreClampedAndStayFinite() {
        let spring = DampedHarmonicSpring(mass: 0, stiffness: -5, damping: .nan)
        XCTAssertEqual(spring.mass, 1e-6)
        XCTAssertEqual(spring.stiffness, 1e-6)
        XCTAssertEqual(spring.damping, 0)
        XCTAssertTrue(spring.displacement(at: 1, initialDisplacement: 1, initialVelocity: 0).isFinite)
        let huge = DampedHarmonicSpring(mass: .infinity, stiffness: .infinity, damping: -.infinity)
        XCTAssertEqual(huge.mass, 1e12)
        XCTAssertEqual(huge.damping, 0)
        XCTAssertTrue(huge.progress(at: 0.5, initialVelocity: 0).isFinite)
    }
}
