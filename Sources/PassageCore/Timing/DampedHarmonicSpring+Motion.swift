// One motion of a damped spring: the closed form for a given start, with every constant that does not
// depend on time (ω0, ζ, the regime, ωd, the coefficients) derived once. Animations build one when they
// are added and sample it every frame; `DampedHarmonicSpring`'s own functions sample a fresh one, so both
// give the same numbers bit for bit.
import Foundation

/// The motion of a `DampedHarmonicSpring` from initial displacement x0 and velocity v0: x(t) and x'(t).
package struct SpringMotion: Sendable, Equatable {
    private enum Form: Sendable, Equatable {
        /// x = e^(−decay·t)·(x0·cos ωd t + b·sin ωd t).
        case underDamped(decay: Double, omegaD: Double, b: Double)
        /// x = (x0 + slope·t)·e^(−ω0·t).
        case criticallyDamped(omega0: Double, slope: Double)
        /// x = a·e^(r− t) + b·e^(r+ t).
        case overDamped(rMinus: Double, rPlus: Double, a: Double, b: Double)
    }

    private let form: Form
    private let x0: Double
    private let v0: Double

    /// The motion of `spring` released at displacement `x0` (from the target) with velocity `v0` (units of
    /// x per second).
    package init(_ spring: DampedHarmonicSpring, initialDisplacement x0: Double, initialVelocity v0: Double) {
        self.x0 = x0
        self.v0 = v0
        let omega0 = spring.undampedAngularFrequency
        let zeta = spring.dampingRatio
        switch spring.regime {
        case .underDamped:
            let decay = zeta * omega0
            let omegaD = spring.dampedAngularFrequency
            form = .underDamped(decay: decay, omegaD: omegaD, b: (decay * x0 + v0) / omegaD)
        case .criticallyDamped:
            form = .criticallyDamped(omega0: omega0, slope: v0 + omega0 * x0)
        case .overDamped:
            let (rMinus, rPlus) = spring.overDampedRoots
            let b = (rMinus * x0 - v0) / (rMinus - rPlus)
            form = .overDamped(rMinus: rMinus, rPlus: rPlus, a: x0 - b, b: b)
        }
    }

    /// Displacement from the target and velocity at time `t` seconds after release.
    @inline(__always)
    package func state(at t: Double) -> (position: Double, velocity: Double) {
        switch form {
        case .underDamped(let decay, let omegaD, let b):
            let envelope = exp(-decay * t)
            let (sine, cosine) = SineCosine.of(omegaD * t)
            let position = envelope * (x0 * cosine + b * sine)
            let velocity = envelope * (v0 * cosine - (decay * b + x0 * omegaD) * sine)
            return (position, velocity)
        case .criticallyDamped(let omega0, let slope):
            let envelope = exp(-omega0 * t)
            return ((x0 + slope * t) * envelope, (v0 - omega0 * slope * t) * envelope)
        case .overDamped(let rMinus, let rPlus, let a, let b):
            let (eMinus, ePlus) = (exp(rMinus * t), exp(rPlus * t))
            return (a * eMinus + b * ePlus, a * rMinus * eMinus + b * rPlus * ePlus)
        }
    }

    /// The progress 0 → 1 of a unit move (x0 = 1) at time `t`: 1 − x(t).
    @inline(__always)
    package func progress(at t: Double) -> Double {
        1 - state(at: t).position
    }
}
