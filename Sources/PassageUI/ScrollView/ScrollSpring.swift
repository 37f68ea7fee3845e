// The spring that returns content to a resting point (the edge after an overscroll, a page after a paging
// release), as pure math on one axis: critically damped, mass 1, with the angular frequency ω0 chosen so that
// content released at rest settles (falls to 0.1% of its displacement) in `settleTime`, UIKit's measured
// 0.4–0.6 s. Critically damped: x(t) = (x0 + (v0 + ω0 x0) t) e^(−ω0 t), evaluated by PassageCore's
// `DampedHarmonicSpring`. It is at rest when it is within `restDistance` of its target and slower than
// `restVelocity`; the caller then places the content exactly at the target.
import Foundation
import PassageCore

/// A critically damped spring carrying one axis of the content to `target`.
struct ScrollSpring: Sendable, Equatable {
    /// The time a spring-back released at rest takes to settle, in seconds (a Passage choice in the middle of
    /// the reference's 0.4–0.6 s; UIKit's exact figure is undocumented).
    static let settleTime: TimeInterval = 0.5
    /// What "settled" means for `settleTime`: the fraction of the displacement left.
    static let settleFraction = 0.001
    /// Within this distance of the target (and slower than `restVelocity`) the spring is at rest, in points.
    static let restDistance: CGFloat = 0.1
    /// Below this speed (and within `restDistance`) the spring is at rest, in points per second.
    static let restVelocity: CGFloat = 5

    /// ω0 for `settleTime`: the root of (1 + ω0 T) e^(−ω0 T) = `settleFraction` (Newton's method).
    static let angularFrequency: Double = {
        // Solve (1 + u) e^(−u) = ε for u = ω0 T > 1, then ω0 = u / T.
        var u = 10.0
        for _ in 0..<50 {
            let f = (1 + u) * exp(-u) - settleFraction
            let slope = -u * exp(-u)
            u -= f / slope
        }
        return u / settleTime
    }()

    private static let spring = DampedHarmonicSpring(
        mass: 1, stiffness: angularFrequency * angularFrequency,
        damping: 2 * angularFrequency)

    /// Where the spring rests, in points.
    var target: CGFloat
    /// The displacement from the target at the start, in points.
    var initialDisplacement: CGFloat
    /// The velocity at the start, in points per second.
    var initialVelocity: CGFloat

    /// A spring from `position` moving at `velocity` points per second toward rest at `target`.
    init(from position: CGFloat, velocity: CGFloat, target: CGFloat) {
        self.target = target
        initialDisplacement = position - target
        initialVelocity = velocity.isFinite ? velocity : 0
    }

    /// The position `t` seconds after the start, in points.
    func position(at t: TimeInterval) -> CGFloat {
        target
            + CGFloat(
                Self.spring.displacement(
                    at: max(0, t), initialDisplacement: Double(initialDisplacement),
                    initialVelocity: Double(initialVelocity)))
    }

    /// The velocity `t` seconds after the start, in points per second.
    func velocity(at t: TimeInterval) -> CGFloat {
        CGFloat(
            Self.spring.velocity(
                at: max(0, t), initialDisplacement: Double(initialDisplacement),
                initialVelocity: Double(initialVelocity)))
    }

    /// Whether the spring is at rest `t` seconds after the start.
    func isAtRest(at t: TimeInterval) -> Bool {
        abs(position(at: t) - target) < Self.restDistance && abs(velocity(at: t)) < Self.restVelocity
    }
}
