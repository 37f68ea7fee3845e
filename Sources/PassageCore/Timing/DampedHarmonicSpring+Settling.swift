// When a unit spring move has settled: the time after which |displacement| stays within 0.001.
// Invariants: results are ≥ 0 and finite except for an undamped spring (ζ = 0), which never settles.
import Foundation

extension DampedHarmonicSpring {
    /// The displacement, as a fraction of the move, that counts as settled (ε = 0.001).
    package static let settlingThreshold = 0.001

    /// Seconds until a unit move (x0 = 1, initial velocity `v` toward the target in whole distances per
    /// second) stays within ε = 0.001 of the target, as `CASpringAnimation.settlingDuration`.
    ///
    /// - Under-damped: Core Animation's formula t = −ln(ε / (|(ζω0 − v)/ωd| + 1)) / (ζω0), the time at
    ///   which the envelope e^(−ζω0 t)(1 + |(ζω0 − v)/ωd|) reaches ε (k 100, m 1, c 5 → ≈ 2.855 s).
    ///   An undamped spring (ζ = 0) returns `.infinity`.
    /// - Critically and over-damped (Core Animation's formula is unverified; this is Passage's choice):
    ///   the smallest t after which the same kind of envelope stays ≤ ε — (1 + |ω0 − v|·t)·e^(−ω0 t)
    ///   when critical, |A|e^(r− t) + |B|e^(r+ t) when over-damped — found by bisection on its
    ///   logarithm to 1e-12 relative. The envelope bounds |displacement|, so the true motion has settled
    ///   by then; both envelopes start at ≥ 1 and are decreasing past their single maximum.
    /// NaN `v` is treated as 0.
    package func settlingDuration(initialVelocity v: Double) -> Double {
        let velocity = v.isNaN ? 0 : v
        let epsilon = Self.settlingThreshold
        let omega0 = undampedAngularFrequency
        let zeta = dampingRatio
        switch regime {
        case .underDamped:
            let decay = zeta * omega0
            guard decay > 0 else { return .infinity }
            let amplitude = abs((decay - velocity) / dampedAngularFrequency) + 1
            return max(0, -log(epsilon / amplitude) / decay)
        case .criticallyDamped:
            let slope = abs(omega0 - velocity)
            // log envelope: ln(1 + slope·t) − ω0·t, which peaks at t = 1/ω0 − 1/slope when slope > ω0.
            let peak = slope > omega0 ? 1 / omega0 - 1 / slope : 0
            return Self.lastCrossing(from: peak, scale: 1 / omega0) { t in
                log1p(slope * t) - omega0 * t - log(epsilon)
            }
        case .overDamped:
            let (rMinus, rPlus) = overDampedRoots
            let b = (rMinus + velocity) / (rMinus - rPlus)
            let a = 1 - b
            // Both exponentials decay, so the envelope is decreasing from |A| + |B| ≥ 1.
            return Self.lastCrossing(from: 0, scale: -1 / rPlus) { t in
                log(abs(a) * exp((rMinus - rPlus) * t) + abs(b)) + rPlus * t - log(epsilon)
            }
        }
    }

    /// The root of `f`, positive at `start` and decreasing from there to −∞: a bracket grows from
    /// `start` in steps of `scale` (doubling) and is bisected to 1e-12 relative width.
    private static func lastCrossing(from start: Double, scale: Double, _ f: (Double) -> Double) -> Double {
        var low = start
        var step = max(scale, 1e-9)
        var high = start + step
        while f(high) > 0 && high.isFinite {
            low = high
            step *= 2
            high = start + step
        }
        while high - low > 1e-12 * high {
            let mid = 0.5 * (low + high)
            if f(mid) > 0 { low = mid } else { high = mid }
        }
        return 0.5 * (low + high)
    }
}
