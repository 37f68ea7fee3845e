// The timing model shared by layers and animations: each object maps its parent's time to its own local
// time as (t − beginTime) × speed + timeOffset, then repeats, reverses and fills within its duration.
import Foundation

/// Core Animation's hierarchical timing properties, adopted by CALayer and CAAnimation.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time. An animation added with 0 starts at the current time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one pass, in seconds. For animations, 0 means the transaction's duration (0.25 s).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's; 0 pauses, negative runs backwards. Default 1.
    var speed: Float { get set }
    /// Added to local time after scaling, in seconds: how a paused layer is scrubbed. Default 0.
    var timeOffset: CFTimeInterval { get set }
    /// How many passes to play; fractional values end mid-pass, `.infinity` repeats forever. Default 0 (one pass).
    var repeatCount: Float { get set }
    /// How long to repeat for, in seconds; overrides `repeatCount` when positive. Default 0.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each pass plays forward then backward. Default false.
    var autoreverses: Bool { get set }
    /// What the object shows outside its active time. Default `.removed`.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAMediaTiming {
    /// The timing parameters as the pure timing math takes them, with a resolved duration.
    package func timingParameters(duration resolvedDuration: CFTimeInterval) -> MediaTimingParameters {
        MediaTimingParameters(
            beginTime: beginTime, duration: resolvedDuration, speed: speed,
            timeOffset: timeOffset, repeatCount: repeatCount, repeatDuration: repeatDuration,
            autoreverses: autoreverses, fillMode: fillMode)
    }
}

extension CALayer: CAMediaTiming {
    /// The layer's local time for a parent time `t`: (t − beginTime) × speed + timeOffset.
    ///
    /// A layer with a duration (> 0) also repeats, autoreverses and fills like an animation: its local time
    /// is folded into one pass (fraction × duration), so its sublayers and animations loop or reverse with
    /// it. Outside its active time with no fill, the unfolded time is used (Passage's choice; Core
    /// Animation leaves it undocumented).
    @inline(__always)
    package func localTime(fromParentTime t: CFTimeInterval) -> CFTimeInterval {
        mediaTiming.layerLocalTime(fromParentTime: t)
    }

    /// The layer's local time at media time `t`, through every ancestor's timing.
    package func localTime(fromMediaTime t: CFTimeInterval) -> CFTimeInterval {
        localTime(fromParentTime: storedSuperlayer?.localTime(fromMediaTime: t) ?? t)
    }

    /// Whether this layer or an ancestor has speed 0, so its local time stands still.
    package var isTimeFrozen: Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current.speed == 0 { return true }
            layer = current.storedSuperlayer
        }
        return false
    }

    private func mediaTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
        return storedSuperlayer?.mediaTime(fromLocalTime: parentTime) ?? parentTime
    }

    /// Converts `t` from `l`'s local time (nil: media time) to this layer's local time. Through a paused
    /// layer (speed 0) the conversion is not invertible; its begin time is used.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromMediaTime: l?.mediaTime(fromLocalTime: t) ?? t)
    }

    /// Converts `t` from this layer's local time to `l`'s (nil: media time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocalTime: t)
        return l?.localTime(fromMediaTime: media) ?? media
    }
}
