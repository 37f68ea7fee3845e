// What a layer runs each frame for one attached animation: the compiled form of a CAAnimation, with key
// paths resolved, values typed and timing fixed, so evaluation does no lookups, casts or allocation.
import Foundation

/// Applies one animation's value at a time to a layer's values.
@MainActor
package protocol AnimationEvaluator: AnyObject {
    /// The animation's timing in its parent's time (the layer's local time, or the enclosing group's).
    var timing: MediaTimingParameters { get }
    /// Whether it reads or writes the layer's object values (`LayerValues.objects`), which the caller
    /// then materialises before applying it.
    var touchesObjects: Bool { get }
    /// Writes the animation's value at parent time `t` into `props`; does nothing outside its (filled) active time.
    func apply(atParentTime t: CFTimeInterval, to props: inout LayerValues)
    /// The animation compiled for a presentation tree's replay, its large parts appended to `pools`; nil
    /// (the default) when it has no compiled form and the tree calls `apply` every frame.
    func compiled(into pools: inout CompiledAnimationPools) -> CompiledAnimation?
}

extension AnimationEvaluator {
    package func compiled(into pools: inout CompiledAnimationPools) -> CompiledAnimation? { nil }

    /// The fraction of one pass to show at parent time `t`, or nil when the animation shows nothing.
    @inline(__always)
    package func visibleFraction(at t: CFTimeInterval) -> Double? {
        switch timing.phase(atParentTime: t) {
        case .active(let fraction): fraction
        case .before(let fraction), .after(let fraction): fraction
        }
    }

    /// Which pass (0, 1, …) is playing at parent time `t`, for cumulative animations.
    package func iteration(at t: CFTimeInterval) -> Double {
        guard timing.duration > 0 else { return 0 }
        let local = timing.localTime(atParentTime: t)
        let pass = timing.autoreverses ? timing.duration * 2 : timing.duration
        let count = timing.repeatDuration > 0 ? timing.repeatDuration / pass : Double(max(timing.repeatCount, 1))
        return min(max(0, (local / pass).rounded(.down)), max(0, count.rounded(.up) - 1))
    }
}

/// How an animation's time fraction becomes progress along its values.
package enum ProgressCurve {
    case linear
    /// A timing function's curve, held inline (no object to reach on every frame).
    case bezier(UnitBezier)
    /// A spring: progress is the spring's unit-move solution at fraction × duration seconds.
    case spring(SpringMotion, duration: Double)

    /// The spring curve of `spring` starting with `initialVelocity` (whole distances per second toward the
    /// target), stretched over `duration` seconds; its constants are derived here, once.
    package static func spring(_ spring: DampedHarmonicSpring, initialVelocity: Double, duration: Double)
        -> ProgressCurve
    {
        .spring(SpringMotion(spring, initialDisplacement: 1, initialVelocity: -initialVelocity), duration: duration)
    }

    @inline(__always)
    package func progress(_ fraction: Double) -> Double {
        switch self {
        case .linear: fraction
        case .bezier(let curve): curve.solve(fraction)
        case .spring(let motion, let duration): motion.progress(at: fraction * duration)
        }
    }
}

/// One end of a basic animation: a fixed value, or the layer's underlying value (live, as Core Animation
/// does when fromValue or toValue is nil), or the underlying value plus an offset (byValue).
package enum AnimationEndpoint {
    case value(AnimationValue)
    case underlying
    case underlyingPlus(AnimationValue)

    @inline(__always)
    func resolve(_ underlying: @autoclosure () -> AnimationValue) -> AnimationValue {
        switch self {
        case .value(let value): value
        case .underlying: underlying()
        case .underlyingPlus(let offset): offset.added(to: underlying())
        }
    }
}

/// Evaluates a basic or spring animation of one property.
package final class PropertyEvaluator: AnimationEvaluator {
    package let timing: MediaTimingParameters
    let property: AnimatableProperty
    let from: AnimationEndpoint
    let to: AnimationEndpoint
    let curve: ProgressCurve
    let isAdditive: Bool
    let isCumulative: Bool
    package var touchesObjects: Bool { property.touchesObjects }
    /// When both ends are fixed values: the value at a progress, compiled once with the ends typed (fixed
    /// transforms decomposed, their rotation arc set up) and held inline. Nil when an end is live
    /// (underlying), the values are discrete, or cumulative repeats need the general path.
    let fixedBlend: FixedBlend?
    /// The plain field to store a fixed blend into directly: the property's, when the write is absolute.
    let directField: PlainField?

    init(
        timing: MediaTimingParameters, property: AnimatableProperty, from: AnimationEndpoint, to: AnimationEndpoint,
        curve: ProgressCurve, isAdditive: Bool, isCumulative: Bool
    ) {
        self.timing = timing
        self.property = property
        self.from = from
        self.to = to
        self.curve = curve
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        fixedBlend = FixedBlend(from: from, to: to, isCumulative: isCumulative)
        directField = isAdditive ? nil : property.plainField
    }

    package func apply(atParentTime t: CFTimeInterval, to props: inout LayerValues) {
        guard let fraction = visibleFraction(at: t) else { return }
        let progress = curve.progress(fraction)
        if let fixedBlend {
            if let directField, fixedBlend.store(at: progress, into: directField, of: &props) { return }
            return property.apply(fixedBlend.value(at: progress), to: &props, additive: isAdditive)
        }
        let start = from.resolve(property.read(props))
        let end = to.resolve(property.read(props))
        var value = start.interpolated(to: end, fraction: progress)
        if isCumulative, let step = end.subtracting(start) {
            value = step.scaled(by: iteration(at: t)).added(to: value)
        }
        property.apply(value, to: &props, additive: isAdditive)
    }
}
