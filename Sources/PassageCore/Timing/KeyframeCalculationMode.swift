// How a keyframe animation computes values between its keyframes (CAKeyframeAnimation.calculationMode).

/// Interpolation between keyframe values, mirroring `CAAnimationCalculationMode`.
package enum KeyframeCalculationMode: Sendable, Equatable {
    /// Straight-line interpolation between neighbouring values at the key times (CA's default).
    case linear
    /// No interpolation: each value holds until the next key time.
    case discrete
    /// Linear interpolation at constant speed: key times follow the segment lengths, `keyTimes` and
    /// timing functions are ignored.
    case paced
    /// Kochanek–Bartels cubic through the values (Catmull-Rom when tension, continuity and bias are 0).
    case cubic
    /// Cubic interpolation with key times from the segment lengths (see `KeyframeTiming`).
    case cubicPaced
}
