// What moves released content, axis by axis, as values stepped by the frame loop's time:
//   - coasting: a ScrollDeceleration. A natural coast that crosses an edge turns into a spring back to that
//     edge, starting at the edge at the instant of the crossing with the coast's velocity then, so it goes
//     v / (ω0 e) past the edge at most (or, with `bounces` false, stops at the edge); a coast toward a target the delegate chose goes all the way there, then springs back if that
//     target is past an edge;
//   - springing: a ScrollSpring to a resting point (an edge, a page).
// Each motion rests exactly on its target.
import Foundation

/// The motion of one axis of released content.
enum AxisMotion: Sendable, Equatable {
    /// Coasting since `since` (media time); `stopsAtEdges` for a natural coast, false for a chosen target.
    case coasting(ScrollDeceleration, since: TimeInterval, range: ClosedRange<CGFloat>, stopsAtEdges: Bool)
    /// Springing since `since` (media time).
    case springing(ScrollSpring, since: TimeInterval)

    /// The position at `now` and the motion that carries on from there (nil: at rest).
    func advanced(to now: TimeInterval, bounces: Bool) -> (position: CGFloat, next: AxisMotion?) {
        switch self {
        case .coasting(let deceleration, let since, let range, let stopsAtEdges):
            let t = now - since
            let position = deceleration.position(at: t)
            if stopsAtEdges, !range.contains(position) {
                let edge = position < range.lowerBound ? range.lowerBound : range.upperBound
                guard bounces else { return (edge, nil) }
                // The spring starts at the moment the coast crossed the edge, at the edge, at the coast's speed then.
                let crossing = deceleration.time(toReach: edge) ?? t
                let spring = ScrollSpring(from: edge, velocity: deceleration.velocity(at: crossing), target: edge)
                return AxisMotion.springing(spring, since: since + crossing).advanced(to: now, bounces: bounces)
            }
            guard deceleration.isAtRest(at: t) else { return (position, self) }
            let target = deceleration.target
            guard !range.contains(target) else { return (target, nil) }
            let edge = min(max(target, range.lowerBound), range.upperBound)
            guard bounces else { return (edge, nil) }
            return (target, .springing(ScrollSpring(from: target, velocity: 0, target: edge), since: now))
        case .springing(let spring, let since):
            let t = now - since
            if spring.isAtRest(at: t) { return (spring.target, nil) }
            return (spring.position(at: t), self)
        }
    }
}

/// The motion of released content on both axes (nil: that axis rests).
struct ScrollMotion: Sendable, Equatable {
    var x: AxisMotion?
    var y: AxisMotion?

    /// Whether both axes rest.
    var isFinished: Bool { x == nil && y == nil }
}

/// An animation of `setContentOffset(_:animated:)`.
struct ContentOffsetAnimation: Sendable, Equatable {
    var from: CGPoint
    var to: CGPoint
    /// Media time of the start.
    var start: TimeInterval
    /// Seconds.
    var duration: TimeInterval
}
