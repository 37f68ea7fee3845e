// A damped harmonic oscillator m·x'' + c·x' + k·x = 0 and its closed-form motion.
// Invariants: mass and stiffness are finite and in [minimumParameter, maximumParameter]; damping is
// finite and in [0, maximumParameter]. x is the displacement from the target, so x → 0 settles.
import Foundation

/// A damped spring (mass m, stiffness k, damping c) with closed-form displacement and velocity, as
/// behind `CASpringAnimation` and UIKit's spring animations. Time in seconds.
///
/// Parameter sanitisation (documented choice): mass and stiffness are clamped to [1e-6, 1e12] (NaN →
/// 1e-6); damping is clamped to [0, 1e12] (NaN → 0, i.e. undamped).
package struct DampedHarmonicSpring: Sendable, Equatable {
    /// Mass m, in [1e-6, 1e12]; CASpringAnimation's default is 1.
    package let mass: Double
    /// Stiffness k (spring constant), in [1e-6, 1e12]; CASpringAnimation's default is 100.
    package let stiffness: Double
    /// Damping coefficient c, in [0, 1e12]; CASpringAnimation's default is 10.
    package let damping: Double

    /// Smallest mass or stiffness kept; smaller, zero, negative and NaN values become this.
    package static let minimumParameter = 1e-6
    /// Largest mass, stiffness or damping kept.
    package static let maximumParameter = 1e12
    /// |ζ − 1| below this counts as critically damped.
    package static let criticalBand = 1e-9

    /// Creates a spring; see the type's sanitisation rules. Defaults are CASpringAnimation's.
    package init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10) {
        func clamp(_ value: Double, lowest: Double) -> Double {
            value.isNaN ? lowest : min(max(value, lowest), Self.maximumParameter)
        }
        self.mass = clamp(mass, lowest: Self.minimumParameter)
        self.stiffness = clamp(stiffness, lowest: Self.minimumParameter)
        self.damping = clamp(damping, lowest: 0)
    }

    /// Damping ratio ζ = c / (2√(km)): < 1 under-damped (oscillates), 1 critical, > 1 over-damped.
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Undamped angular frequency ω0 = √(k/m), in radians per second.
    package var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }

    /// Damped angular frequency ωd = ω0√(1−ζ²) in radians per second; 0 when ζ ≥ 1.
    package var dampedAngularFrequency: Double {
        let zeta = dampingRatio
        return zeta < 1 ? undampedAngularFrequency * (1 - zeta * zeta).squareRoot() : 0
    }

    /// Which closed form applies.
    package enum Regime: Sendable, Equatable {
        /// ζ < 1 − 1e-9: oscillates with decaying amplitude.
        case underDamped
        /// |ζ − 1| < 1e-9: fastest approach without oscillation.
        case criticallyDamped
        /// ζ > 1 + 1e-9: slow approach without oscillation.
        case overDamped
    }

    /// The damping regime (critical within ±1e-9 of ζ = 1).
    package var regime: Regime {
        let zeta = dampingRatio
        if abs(zeta - 1) < Self.criticalBand { return .criticallyDamped }
        return zeta < 1 ? .underDamped : .overDamped
    }

    /// Displacement from the target at time `t` (seconds) for an initial displacement `x0` and initial
    /// velocity `v0` (units of x per second, positive = increasing x).
    package func displacement(at t: Double, initialDisplacement x0: Double, initialVelocity v0: Double) -> Double {
        state(at: t, x0: x0, v0: v0).position
    }

    /// Velocity (units of x per second) at time `t` for an initial displacement `x0` and velocity `v0`.
    package func velocity(at t: Double, initialDisplacement x0: Double, initialVelocity v0: Double) -> Double {
        state(at: t, x0: x0, v0: v0).velocity
    }

    /// Progress 0 → 1 of a unit move at time `t`: 1 − displacement(t, x0 = 1, v0 = −v), where `v` is the
    /// initial velocity toward the target in whole distances per second (CASpringAnimation's
    /// `initialVelocity`, UIKit's `initialSpringVelocity`).
    package func progress(at t: Double, initialVelocity v: Double) -> Double {
        1 - displacement(at: t, initialDisplacement: 1, initialVelocity: -v)
    }

    /// The over-damped exponents r± = −ζω0 ± ω0√(ζ²−1) (both negative); r+ is computed as ω0²/r− to
    /// avoid cancellation when ζ is large.
    package var overDampedRoots: (minus: Double, plus: Double) {
        let omega0 = undampedAngularFrequency
        let zeta = dampingRatio
        let rMinus = -omega0 * (zeta + (zeta * zeta - 1).squareRoot())
        return (rMinus, omega0 * omega0 / rMinus)
    }

    /// Position and velocity from the closed forms for the current regime (see `SpringMotion`).
    private func state(at t: Double, x0: Double, v0: Double) -> (position: Double, velocity: Double) {
        SpringMotion(self, initialDisplacement: x0, initialVelocity: v0).state(at: t)
    }
}
