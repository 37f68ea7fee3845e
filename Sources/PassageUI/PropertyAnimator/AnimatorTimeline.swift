// The progress of a property animator over time, as pure math. The animator's fraction F (0…1) is its
// position in time; values follow curve(F) while it runs on its own curve, F itself while scrubbed
// linearly, and a fresh segment (from the value on screen to the target, on new timing) after
// `continueAnimation`, a resume from a linear scrub, or a reversal mid-segment. Values stay continuous
// through every change of motion.
import Foundation
import PassageCore

/// A timing curve as a function of a fraction 0…1 of its duration.
struct AnimatorCurve {
    private enum Shape {
        case bezier(UnitBezier)
        case spring(DampedHarmonicSpring, velocity: Double, duration: Double)
    }

    private let shape: Shape
    /// How long the curve runs, in seconds (a spring's settling time when it ignores the animator's duration).
    let duration: Double

    /// The curve `provider` describes for an animator of `duration` seconds (nil: ease in, ease out).
    @MainActor
    init(_ provider: UITimingCurveProvider?, duration: Double) {
        if let spring = provider?.springTimingParameters {
            let velocity = Double(spring.initialVelocity.dx)
            let model = spring.spring(forDuration: duration)
            let length = spring.fitsAnimatorDuration ? duration : model.settlingDuration(initialVelocity: velocity)
            shape = .spring(model, velocity: velocity, duration: length)
            self.duration = length
        } else {
            let cubic = provider?.cubicTimingParameters ?? UICubicTimingParameters(animationCurve: .easeInOut)
            shape = .bezier(cubic.bezier)
            self.duration = duration
        }
    }

    /// Progress along the values at fraction `x` of the curve's duration; springs may overshoot.
    func progress(_ x: Double) -> Double {
        if x >= 1 { return 1 }
        switch shape {
        case .bezier(let bezier): return bezier.solve(x)
        case .spring(let spring, let velocity, let duration):
            return spring.progress(at: x * duration, initialVelocity: velocity)
        }
    }
}

/// Where the animator is in time and how it moves.
struct AnimatorTimeline {
    enum Motion {
        /// Standing at `fraction` with values at `value` (on the curve, or linear after scrubbing).
        case still(fraction: Double, value: Double)
        /// Moving on the animator's own curve: F = fraction + direction × (t − since) / duration, value = curve(F).
        case running(fraction: Double, since: Double, direction: Double)
        /// Moving from (fraction `from`, value `fromValue`) to (`to`, `to`) on `curve` over `length` seconds.
        case segment(from: Double, fromValue: Double, to: Double, since: Double, length: Double, curve: AnimatorCurve)
    }

    let curve: AnimatorCurve
    var motion: Motion = .still(fraction: 0, value: 0)

    var duration: Double { curve.duration }

    /// The animator's fraction (its position in time) at `t`.
    func fraction(at t: Double) -> Double {
        switch motion {
        case .still(let fraction, _):
            return fraction
        case .running(let fraction, let since, let direction):
            let elapsed = max(0, t - since)
            return min(max(fraction + direction * elapsed / max(duration, 1e-9), 0), 1)
        case .segment(let from, _, let to, let since, let length, _):
            return from + (to - from) * unit(t, since, length)
        }
    }

    /// Progress along the values at `t` (0 = start values, 1 = end values; springs may overshoot).
    func value(at t: Double) -> Double {
        switch motion {
        case .still(_, let value):
            return value
        case .running:
            return curve.progress(fraction(at: t))
        case .segment(_, let fromValue, let to, let since, let length, let segmentCurve):
            return fromValue + (to - fromValue) * segmentCurve.progress(unit(t, since, length))
        }
    }

    /// Progress of animations that start at `delayFactor` of the animator: they begin when the animator's
    /// progress reaches d and cover the rest of it, (p − d) / (1 − d) clamped to 0…1.
    func value(at t: Double, delayFactor d: Double) -> Double {
        let p = value(at: t)
        guard d > 0 else { return p }
        guard d < 1 else { return p >= 1 ? 1 : 0 }
        return min(max((p - d) / (1 - d), 0), 1)
    }

    /// When the motion reaches its target, or nil while standing still.
    var endTime: Double? {
        switch motion {
        case .still: return nil
        case .running(let fraction, let since, let direction):
            return since + (direction > 0 ? 1 - fraction : fraction) * duration
        case .segment(_, _, _, let since, let length, _):
            return since + length
        }
    }

    /// The fraction the motion is heading to (1 forward, 0 reversed), or nil while standing still.
    var target: Double? {
        switch motion {
        case .still: nil
        case .running(_, _, let direction): direction > 0 ? 1 : 0
        case .segment(_, _, let to, _, _, _): to
        }
    }

    private func unit(_ t: Double, _ since: Double, _ length: Double) -> Double {
        length > 0 ? min(max((t - since) / length, 0), 1) : 1
    }
}
