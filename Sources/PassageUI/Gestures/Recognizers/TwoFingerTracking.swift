// The shared bookkeeping of the two-finger recognizers (pinch and rotation): the first two touches are the
// pair, later ones are ignored; the gesture begins when the measured value (span or angle) has changed by a
// threshold, changes with every move, and ends when a finger of the pair lifts. The measured value's velocity
// comes from VelocityEstimator.
import Foundation

/// What a two-finger recognizer measures from its pair of touches.
@MainActor
struct TwoFingerTracking {
    private(set) var estimator = VelocityEstimator()
    private(set) var latestTime: TimeInterval = 0

    /// The pair's two locations in window coordinates, or nil without two touches.
    static func pair(of recognizer: UIGestureRecognizer) -> (CGPoint, CGPoint)? {
        guard recognizer.trackedTouches.count >= 2 else { return nil }
        return (recognizer.trackedTouches[0].windowLocation, recognizer.trackedTouches[1].windowLocation)
    }

    /// Ignores touches beyond the first two.
    static func limitToPair(_ recognizer: UIGestureRecognizer, _ event: UIEvent) {
        for touch in recognizer.trackedTouches.dropFirst(2) { recognizer.ignore(touch, for: event) }
    }

    mutating func start(value: Double, at time: TimeInterval) {
        latestTime = time
        estimator.reset(to: SIMD2(value, 0), at: time)
    }

    mutating func sample(value: Double, at time: TimeInterval) {
        latestTime = time
        estimator.add(SIMD2(value, 0), at: time)
    }

    mutating func note(time: TimeInterval) { latestTime = time }

    /// The measured value's rate of change per second.
    var velocity: Double { estimator.velocity(at: latestTime).x }

    /// The state after a move: begin once the value moved `threshold` from its start, then change.
    static func stateAfterMove(_ state: UIGestureRecognizer.State, change: Double, threshold: Double)
        -> UIGestureRecognizer.State?
    {
        switch state {
        case .possible: abs(change) >= threshold ? .began : nil
        case .began, .changed: .changed
        default: nil
        }
    }

    /// The state after touches of the pair lifted: a gesture in progress ends, an undecided one fails.
    static func stateAfterLift(_ state: UIGestureRecognizer.State) -> UIGestureRecognizer.State? {
        switch state {
        case .began, .changed: .ended
        case .possible: .failed
        default: nil
        }
    }
}
