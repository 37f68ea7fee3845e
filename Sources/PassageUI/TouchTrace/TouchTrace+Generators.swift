// Deterministic one-finger gestures: a tap and a drag. Conventions shared by every moving gesture (drag, edge
// swipe, pinch, rotation): it begins with one event at its start time, moves at evenly spaced times no more than
// the sample interval apart with the last move exactly at the end time, and lifts in one event at that same end
// time and at the last move's location.
// The lifting event adds neither movement nor elapsed time, so a velocity estimator that skips samples without
// elapsed time (as it must, to avoid dividing by zero) sees the release velocity of the last two moves.
import Foundation

extension TouchTrace {
    /// A finger that comes down at `point` and lifts there without moving.
    ///
    /// - Parameters:
    ///   - point: Where the finger touches, in window points.
    ///   - time: When it comes down, in seconds from the start of the replay; defaults to 0.
    ///   - holdDuration: How long it stays down, in seconds (0 or more); defaults to 0.05.
    ///   - finger: The finger id; defaults to 0.
    public static func tap(
        at point: CGPoint, time: TimeInterval = 0, holdDuration: TimeInterval = 0.05, finger: Int = 0
    ) -> TouchTrace {
        precondition(holdDuration >= 0, "a tap's holdDuration must not be negative")
        return TouchTrace(events: [
            Event(time: time, touches: [Touch(finger: finger, phase: .began, location: point)]),
            Event(time: time + holdDuration, touches: [Touch(finger: finger, phase: .ended, location: point)]),
        ])
    }

    /// A finger that comes down at `start`, moves to `end` and lifts there.
    ///
    /// Without a release velocity the finger moves at constant speed, so its release velocity is
    /// `(end − start) / duration`. With one, the last `min(duration / 2, 0.05)` seconds (stretched to include the
    /// last two moves when `sampleInterval` is coarser) move at exactly that velocity and end at `end`, and the
    /// time before moves at constant speed from `start` to where that tail begins, `end − velocity × tail`.
    ///
    /// Events: began at `startTime` at `start`; moved at evenly spaced times no more than `sampleInterval` apart,
    /// at least two of them, the last exactly at `startTime + duration` at `end`; ended at that same time and place.
    ///
    /// - Parameters:
    ///   - start: Where the finger comes down, in window points.
    ///   - end: Where it lifts, in window points.
    ///   - startTime: When it comes down, in seconds; defaults to 0.
    ///   - duration: Seconds from coming down to the last move; more than 0.
    ///   - releaseVelocity: The velocity of the last moves in points per second, or nil for constant speed.
    ///   - sampleInterval: The largest time between moves in seconds, more than 0; defaults to 1/60.
    ///   - finger: The finger id; defaults to 0.
    public static func drag(
        from start: CGPoint, to end: CGPoint, startTime: TimeInterval = 0, duration: TimeInterval,
        releaseVelocity: CGVector? = nil, sampleInterval: TimeInterval = 1.0 / 60, finger: Int = 0
    ) -> TouchTrace {
        let times = sampleTimes(from: startTime, duration: duration, interval: sampleInterval, minimumSteps: 2)
        let steps = times.count - 1
        let endTime = times[steps]
        var location: (Int) -> CGPoint = { step in interpolate(start, end, CGFloat(step) / CGFloat(steps)) }
        if let velocity = releaseVelocity {
            let tailStart = min(endTime - min(duration / 2, 0.05), times[steps - 1])
            let tailEntry = CGPoint(
                x: end.x - velocity.dx * (endTime - tailStart), y: end.y - velocity.dy * (endTime - tailStart))
            location = { step in
                let time = times[step]
                guard time < tailStart else {
                    return CGPoint(x: end.x - velocity.dx * (endTime - time), y: end.y - velocity.dy * (endTime - time))
                }
                return interpolate(start, tailEntry, (time - startTime) / (tailStart - startTime))
            }
        }
        var events = [Event(time: startTime, touches: [Touch(finger: finger, phase: .began, location: start)])]
        for step in 1...steps {
            events.append(
                Event(time: times[step], touches: [Touch(finger: finger, phase: .moved, location: location(step))]))
        }
        events.append(Event(time: endTime, touches: [Touch(finger: finger, phase: .ended, location: end)]))
        return TouchTrace(events: events)
    }

    /// `steps + 1` evenly spaced times from `start` to exactly `start + duration`, with
    /// `steps = max(minimumSteps, ⌈duration / interval⌉)`.
    static func sampleTimes(
        from start: TimeInterval, duration: TimeInterval, interval: TimeInterval, minimumSteps: Int
    ) -> [TimeInterval] {
        precondition(duration > 0 && duration.isFinite, "a gesture's duration must be positive and finite")
        precondition(interval > 0, "a gesture's sampleInterval must be positive")
        let exactSteps = (duration / interval * (1 - 1e-12)).rounded(.up)
        precondition(
            exactSteps <= 1_000_000, "a gesture may have at most 1,000,000 samples; use a larger sampleInterval")
        let steps = max(minimumSteps, Int(exactSteps))
        return (0...steps).map { step in
            step == steps ? start + duration : start + duration * Double(step) / Double(steps)
        }
    }

    /// The point `fraction` of the way from `a` to `b`; exactly `a` at 0 and exactly `b` at 1.
    private static func interpolate(_ a: CGPoint, _ b: CGPoint, _ fraction: CGFloat) -> CGPoint {
        CGPoint(x: a.x * (1 - fraction) + b.x * fraction, y: a.y * (1 - fraction) + b.y * fraction)
    }
}
