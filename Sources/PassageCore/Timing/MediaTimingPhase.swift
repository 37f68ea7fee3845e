// Where an animation stands at one parent time, and which point of a single pass it shows.

/// An animation's phase at a parent time with the simple-time fraction it shows: the position within
/// one pass in [0, 1] after autoreverse folding, or nil when the animation is not filled in that phase.
package enum MediaTimingPhase: Equatable, Sendable {
    /// Local time is before the start; the fraction is 0 (the start) when filled backwards, else nil.
    case before(fraction: Double?)
    /// Within the active period; the fraction of the current pass (reversed on autoreversed passes).
    case active(fraction: Double)
    /// At or past the end of the active period; the final fraction when filled forwards, else nil.
    case after(fraction: Double?)

    /// The fraction to display, or nil when the animation has no effect now.
    package var fraction: Double? {
        switch self {
        case .before(let fraction), .after(let fraction): return fraction
        case .active(let fraction): return fraction
        }
    }
}
