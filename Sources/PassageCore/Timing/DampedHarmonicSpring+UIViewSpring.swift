// UIKit's conversion of (duration, damping ratio, initial velocity) into a spring, as used by
// UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…).
// Invariants: mass 1; 0 < ζ ≤ 1 (never over-damped); the result is deterministic for every input.
import Foundation

extension DampedHarmonicSpring {
    /// Damping ratio used when the requested ratio is ≤ 0 or NaN (documented choice; UIKit's handling is
    /// unverified). Small enough to ring visibly, large enough (> ε) that the envelope equation has a root.
    package static let minimumUIViewDampingRatio = 0.01
    /// Allowed range of the duration, in seconds; NaN is treated as the lower bound.
    package static let uiViewDurationRange = 0.01...10.0
    /// Newton iterations allowed before the solver stops (UIKit runs about 12; Passage iterates until the
    /// step is below 1e-12 relative, which takes fewer than this).
    package static let uiViewNewtonIterationLimit = 64

    /// The spring UIKit animates with for `UIView.animate(withDuration:…usingSpringWithDamping:
    /// initialSpringVelocity:…)`.
    ///
    /// Mass is 1. `dampingRatio` is clamped to (0, 1]: above 1 → 1 (this API is never over-damped),
    /// ≤ 0 or NaN → 0.01. `duration` (seconds) is clamped to [0.01, 10], NaN → 0.01. `initialVelocity`
    /// is in whole distances per second toward the target; non-finite → 0. ω0 is found by Newton's
    /// method from ω0 = 5/duration so that the envelope has decayed to ε = 0.001 at t = duration:
    /// ζ < 1: |(ζω0 − v)/(ω0√(1−ζ²))|·e^(−ζω0·T) = ε; ζ = 1: |(ω0 − v)·T + 1|·e^(−ω0·T) = ε.
    /// Then k = ω0², c = 2ζ√k.
    ///
    /// This is UIKit's form, measured on iOS 14.4 by reading back the `CASpringAnimation` UIKit attaches
    /// (to 1e-4 in ω0 for v ≤ 0; T 1, ζ 0.8, v 0 → ω0 8.99430, k 80.8974). The ζ < 1 bound leaves out the
    /// x0·cos term, so the spring need not be near its target at t = duration (T 1, ζ 0.3, v 2 is 14%
    /// short there); UIKit ends the animation at the duration all the same, and so does Passage. For v > 0
    /// the equation can have several roots (|ζω0 − v| vanishes at ω0 = v/ζ, with roots on either side);
    /// UIKit's iteration was measured to land on different ones erratically, Passage deterministically on
    /// the one Newton's method reaches from 5/T (ω0 6.52006 for T 1, ζ 0.3, v 2, just below v/ζ).
    package static func uiViewSpring(duration: Double, dampingRatio: Double, initialVelocity: Double)
        -> DampedHarmonicSpring
    {
        let range = uiViewDurationRange
        let period = duration.isNaN ? range.lowerBound : min(max(duration, range.lowerBound), range.upperBound)
        let zeta = dampingRatio.isNaN || dampingRatio <= 0 ? minimumUIViewDampingRatio : min(dampingRatio, 1)
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        let omega0 = solveUIViewFrequency(period: period, zeta: zeta, velocity: velocity)
        let stiffness = omega0 * omega0
        return DampedHarmonicSpring(mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot())
    }

    /// The envelope residual g(ω0) = envelope(T) − ε and its derivative dg/dω0.
    package static func uiViewEnvelopeResidual(
        omega0: Double, period: Double, zeta: Double, velocity: Double
    ) -> (value: Double, derivative: Double) {
        let epsilon = settlingThreshold
        let decay = exp(-zeta * omega0 * period)
        if zeta < 1 {
            let s = (1 - zeta * zeta).squareRoot()
            let numerator = zeta * omega0 - velocity
            let sign: Double = numerator < 0 ? -1 : 1
            let coefficient = abs(numerator) / (omega0 * s)
            // d/dω |ζω − v|/(ωs) = sign·v/(ω²s)
            let dCoefficient = sign * velocity / (omega0 * omega0 * s)
            let value = coefficient * decay - epsilon
            return (value, (dCoefficient - coefficient * zeta * period) * decay)
        } else {
            let inner = (omega0 - velocity) * period + 1
            let sign: Double = inner < 0 ? -1 : 1
            let value = abs(inner) * decay - epsilon
            return (value, (sign * period - abs(inner) * period) * decay)
        }
    }

    /// Newton's method on the envelope residual from ω0 = 5/T; steps that would leave ω0 > 0 halve ω0.
    private static func solveUIViewFrequency(period: Double, zeta: Double, velocity: Double) -> Double {
        var omega0 = 5 / period
        for _ in 0..<uiViewNewtonIterationLimit {
            let (value, derivative) = uiViewEnvelopeResidual(
                omega0: omega0, period: period, zeta: zeta, velocity: velocity)
            guard derivative != 0, value.isFinite, derivative.isFinite else { break }
            var next = omega0 - value / derivative
            if !(next > 0) || !next.isFinite { next = omega0 / 2 }
            let converged = abs(next - omega0) <= 1e-12 * omega0
            omega0 = next
            if converged { break }
        }
        return omega0
    }
}
