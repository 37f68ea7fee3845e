// CAMediaTiming's local-time rules as a pure function of the parent time.
// Invariants: no clock is read; every input (including NaN and infinities) yields a defined phase.
import Foundation

/// The `CAMediaTiming` properties of an animation and the rules that turn a parent time into a phase.
/// Plain data (`_isPOD`, checked by a test), so compiled animations hold it inline and copy it freely.
///
/// - Local time = (parentTime − beginTime) × speed + timeOffset; speed 0 freezes it at timeOffset.
///   A NaN local time counts as before the start.
/// - duration ≤ 0 (or NaN) means instantaneous: the active duration is 0 and the animation is over as
///   soon as local time reaches 0. (Core Animation's 0.25 s default for animations is the engine's job.)
/// - Active duration = repeatDuration if > 0, else duration × max(repeatCount, 1) (× 2 with
///   autoreverses, since repeatCount counts forward-and-back cycles), infinite for repeatCount ∞.
///   repeatCount in (0, 1) therefore plays one whole pass.
/// - Within the active period, passes of length `duration` repeat; with autoreverses every odd pass
///   plays backwards. A fractional repeat ends mid-pass at that fraction.
/// - Before: filled with fraction 0 for backwards/both. After: filled with the final fraction (1 after a
///   forward pass, 0 after a reversed one, the partial fraction for fractional repeats) for
///   forwards/both. Unknown fill modes behave like removed.
package struct MediaTimingParameters: Sendable, Equatable {
    /// Start of the animation in the parent's time, seconds; default 0.
    package var beginTime: CFTimeInterval
    /// Length of one simple pass, seconds; ≤ 0 means instantaneous; default 0.
    package var duration: CFTimeInterval
    /// Rate of local time relative to parent time; negative plays backwards, 0 freezes; default 1.
    package var speed: Float
    /// Offset added to local time, seconds; default 0.
    package var timeOffset: CFTimeInterval
    /// Number of passes (cycles with autoreverses), may be fractional or `.infinity`; 0 means 1; default 0.
    package var repeatCount: Float
    /// Total active time in seconds when > 0, overriding repeatCount; default 0.
    package var repeatDuration: CFTimeInterval
    /// Whether each forward pass is followed by a backward one; default false.
    package var autoreverses: Bool
    /// What shows outside the active period; default `.removed`. Stored resolved, as the two flags below, so
    /// the parameters are plain data and evaluating a phase never compares fill-mode strings; an unknown
    /// mode reads back as `.removed`, which is how it behaves.
    package var fillMode: CAMediaTimingFillMode {
        get {
            switch (fillsBackwards, fillsForwards) {
            case (true, true): .both
            case (true, false): .backwards
            case (false, true): .forwards
            case (false, false): .removed
            }
        }
        set {
            fillsBackwards = newValue == .backwards || newValue == .both
            fillsForwards = newValue == .forwards || newValue == .both
        }
    }
    /// Whether the start shows before the active period (`fillMode` backwards or both).
    package private(set) var fillsBackwards = false
    /// Whether the end shows after the active period (`fillMode` forwards or both).
    package private(set) var fillsForwards = false

    /// Creates timing parameters; defaults are Core Animation's.
    package init(
        beginTime: CFTimeInterval = 0, duration: CFTimeInterval = 0, speed: Float = 1, timeOffset: CFTimeInterval = 0,
        repeatCount: Float = 0, repeatDuration: CFTimeInterval = 0, autoreverses: Bool = false,
        fillMode: CAMediaTimingFillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// Whether `duration` describes an instantaneous animation (≤ 0 or NaN).
    @inline(__always)
    private var isInstantaneous: Bool { !(duration > 0) }

    /// Length of the active period in local seconds (0 when instantaneous, `.infinity` when endless).
    @inline(__always)
    package var activeDuration: CFTimeInterval {
        if isInstantaneous { return 0 }
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount == .infinity { return .infinity }
        let cycles = repeatCount > 1 ? Double(repeatCount) : 1
        return duration * cycles * (autoreverses ? 2 : 1)
    }

    /// Local time at parent time `t`: (t − beginTime) × speed + timeOffset; exactly timeOffset at speed 0.
    @inline(__always)
    package func localTime(atParentTime t: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? timeOffset : (t - beginTime) * Double(speed) + timeOffset
    }

    /// A layer's local time at parent time `t` with these parameters (see `CALayer.localTime(fromParentTime:)`):
    /// the unfolded local time, folded into one pass when the layer has a finite duration and shows a pass.
    @inline(__always)
    package func layerLocalTime(fromParentTime t: CFTimeInterval) -> CFTimeInterval {
        let unfolded = (t - beginTime) * Double(speed) + timeOffset
        guard duration > 0, duration.isFinite, let fraction = phase(atParentTime: t).fraction else { return unfolded }
        return fraction * duration
    }

    /// The parent time at which the active period ends for good, in seconds: beginTime + (active −
    /// timeOffset)/speed for speed > 0; with speed < 0 local time runs backwards, so it ends when local
    /// time reaches 0, at beginTime − timeOffset/speed. `.infinity` for speed 0 or an endless animation
    /// played forwards; NaN inputs give NaN.
    package func endTime() -> CFTimeInterval {
        let rate = Double(speed)
        if rate == 0 { return .infinity }
        if rate > 0 {
            let active = activeDuration
            return active.isInfinite ? .infinity : beginTime + (active - timeOffset) / rate
        }
        return beginTime - timeOffset / rate
    }

    /// The phase and simple-time fraction at parent time `t` (seconds); see the type's rules.
    /// Hot path: no string compares (fill mode is resolved) and no libm call besides one floor.
    @inline(__always)
    package func phase(atParentTime t: CFTimeInterval) -> MediaTimingPhase {
        let local = localTime(atParentTime: t)
        if !(local >= 0) { return .before(fraction: fillsBackwards ? 0 : nil) }  // negative or NaN
        if local >= activeDuration { return .after(fraction: fillsForwards ? finalFraction : nil) }
        let passes = local / duration
        let pass = Self.wholePart(passes)
        return .active(fraction: fold(passes - pass, pass: pass))
    }

    /// The fraction shown once the active period is over.
    private var finalFraction: Double {
        if isInstantaneous { return autoreverses ? 0 : 1 }
        let passes = activeDuration / duration
        let whole = passes.rounded(.down)
        let remainder = passes - whole
        // Rounding (e.g. 0.3 / 0.1) must not turn a completed pass into a fresh one at fraction ≈ 0.
        if remainder > 1e-9 { return fold(remainder, pass: whole) }
        return fold(1, pass: max(whole - 1, 0))
    }

    /// A pass-local fraction u on pass number `pass`, reversed on odd passes when autoreversing.
    @inline(__always)
    private func fold(_ u: Double, pass: Double) -> Double {
        let reversed = autoreverses && Self.isOdd(pass)
        return reversed ? 1 - u : u
    }

    /// `x.rounded(.down)`, bit for bit: for 0 < x < 2^62 by a truncating conversion, one instruction where
    /// `floor` is a library call on baseline x86-64; other values (zeros, negative, large, ∞, NaN) by `rounded`.
    @inline(__always)
    static func wholePart(_ x: Double) -> Double {
        x > 0 && x < 0x1p62 ? Double(Int64(x)) : x.rounded(.down)
    }

    /// `pass.truncatingRemainder(dividingBy: 2) == 1` without calling fmod: for pass ≥ 0 both
    /// pass · 0.5 and pass − 2·⌊pass/2⌋ are exact, so this is the same remainder; negative passes, ∞ and
    /// NaN give false, as fmod's −1, NaN and NaN do.
    @inline(__always)
    static func isOdd(_ pass: Double) -> Bool {
        pass >= 0 && pass - 2 * wholePart(pass * 0.5) == 1
    }
}
