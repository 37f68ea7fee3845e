// A released scroll view's coasting, as pure math on one axis. UIKit multiplies the velocity by the deceleration
// rate r every millisecond, so after n ms the content has travelled Σ v0/1000 · r^k for k = 1…n,
//     x(n) = D · (1 − r^n), with D = v0 / 1000 · r / (1 − r),
// the projected distance apps use (reference file). Passage evaluates the same closed form at fractional
// milliseconds, so the motion is smooth at any frame rate and rests exactly D from where it started. Its speed
// just after the release is v0 · r · ln(1/r) / (1 − r): 0.999 v0 at .normal, 0.995 v0 at .fast (the
// per-millisecond sum starts one step in).
//
// The same exponential shape carries the content to any other resting point: a target chosen by the delegate in
// scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) replaces D by (target − start), so the motion
// eases out at the rate's pace and ends exactly at that target. Motion is at rest once less than `restDistance`
// remains; the caller then places the content at the target itself.
import Foundation

/// A deceleration on one axis: from `start`, by `distance`, at a per-millisecond rate.
struct ScrollDeceleration: Sendable, Equatable {
    /// The remaining travel below which the motion is at rest, in points (a Passage constant: UIKit's stop
    /// threshold is undocumented).
    static let restDistance: CGFloat = 0.1

    /// Where the motion starts, in points.
    var start: CGFloat
    /// How far it travels in all, in points (signed).
    var distance: CGFloat
    /// The factor the velocity keeps per millisecond, in (0, 1).
    var rate: CGFloat

    /// The distance a release at `velocity` points per second travels at `rate`: v0 / 1000 · r / (1 − r).
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        let r = effectiveRate(rate)
        return velocity / 1000 * r / (1 - r)
    }

    /// The motion of a release at `start` moving at `velocity` points per second.
    init(start: CGFloat, velocity: CGFloat, rate: CGFloat) {
        self.init(start: start, target: start + Self.projectedDistance(velocity: velocity, rate: rate), rate: rate)
    }

    /// The motion from `start` that ends exactly at `target` with the rate's shape.
    init(start: CGFloat, target: CGFloat, rate: CGFloat) {
        self.start = start
        self.distance = target - start
        self.rate = Self.effectiveRate(rate)
    }

    /// Where the motion rests, in points.
    var target: CGFloat { start + distance }

    /// The position `t` seconds after the release, in points.
    func position(at t: TimeInterval) -> CGFloat {
        start + distance * (1 - remainingFraction(at: t))
    }

    /// The velocity `t` seconds after the release, in points per second.
    func velocity(at t: TimeInterval) -> CGFloat {
        -distance * 1000 * log(rate) * remainingFraction(at: t)
    }

    /// Whether less than `restDistance` remains `t` seconds after the release.
    func isAtRest(at t: TimeInterval) -> Bool {
        abs(distance) * remainingFraction(at: t) < Self.restDistance
    }

    /// The time after the release at which the motion reaches `position`, in seconds, or nil if it never does
    /// (it lies behind the start, or at or beyond the target).
    func time(toReach position: CGFloat) -> TimeInterval? {
        guard distance != 0 else { return nil }
        let fraction = (position - start) / distance
        guard fraction >= 0, fraction < 1 else { return nil }
        return Double(log(1 - fraction) / log(rate)) / 1000
    }

    /// The time from the release until the motion is at rest, in seconds.
    var duration: TimeInterval {
        let total = abs(distance)
        guard total >= Self.restDistance else { return 0 }
        return Double(log(Self.restDistance / total) / log(rate)) / 1000
    }

    /// r^(t / 1 ms), the part of the distance still to go.
    private func remainingFraction(at t: TimeInterval) -> CGFloat {
        pow(rate, CGFloat(max(0, t) * 1000))
    }

    /// The rate a motion uses for `rate`: the nearest of [1e-6, 0.999999] (a rate of 0 or 1 and beyond would
    /// never move or never stop), `.normal` for a NaN.
    static func effectiveRate(_ rate: CGFloat) -> CGFloat {
        rate.isNaN ? UIScrollView.DecelerationRate.normal.rawValue : min(max(rate, 1e-6), 0.999_999)
    }
}
