// Deterministic two-finger gestures: a pinch and a rotation. The two fingers stay symmetric about a fixed center,
// begin together in one event, move together in every later event and lift together in one event at the time and
// place of the last move, following the conventions of TouchTrace+Generators.
import Foundation

extension TouchTrace {
    /// Two fingers that spread apart or close together about `center`, as in a pinch to zoom.
    ///
    /// The fingers sit on the line through `center` at `angle`, `baseSpan × scale` apart, the scale going linearly
    /// in time from `fromScale` to `toScale`. The first finger is on the side opposite `angle`'s direction.
    ///
    /// - Parameters:
    ///   - center: The midpoint between the fingers, in window points.
    ///   - fromScale: The scale when the fingers come down.
    ///   - toScale: The scale when they lift.
    ///   - baseSpan: The distance between the fingers at scale 1, in points; defaults to 200.
    ///   - angle: The direction from the first finger to the second, in radians from the x axis; defaults to 0.
    ///   - startTime: When the fingers come down, in seconds; defaults to 0.
    ///   - duration: Seconds from coming down to the last move; more than 0.
    ///   - sampleInterval: The largest time between moves in seconds; defaults to 1/60.
    ///   - fingers: The two finger ids, which must differ; defaults to (0, 1).
    public static func pinch(
        center: CGPoint, fromScale: CGFloat, toScale: CGFloat, baseSpan: CGFloat = 200, angle: CGFloat = 0,
        startTime: TimeInterval = 0, duration: TimeInterval, sampleInterval: TimeInterval = 1.0 / 60,
        fingers: (Int, Int) = (0, 1)
    ) -> TouchTrace {
        symmetricTwoFingerGesture(
            center: center, startTime: startTime, duration: duration, sampleInterval: sampleInterval, fingers: fingers
        ) { progress in
            let halfSpan = baseSpan * (fromScale * (1 - progress) + toScale * progress) / 2
            return CGVector(dx: halfSpan * cos(angle), dy: halfSpan * sin(angle))
        }
    }

    /// Two fingers a fixed distance apart that turn about `center`, as in a rotation gesture.
    ///
    /// The direction from the first finger to the second goes linearly in time from `fromAngle` to `toAngle`
    /// (radians from the x axis; positive turns from +x toward +y, clockwise on screen).
    ///
    /// - Parameters:
    ///   - center: The midpoint between the fingers, in window points.
    ///   - fromAngle: The direction when the fingers come down, in radians.
    ///   - toAngle: The direction when they lift, in radians.
    ///   - span: The distance between the fingers, in points; defaults to 200.
    ///   - startTime: When the fingers come down, in seconds; defaults to 0.
    ///   - duration: Seconds from coming down to the last move; more than 0.
    ///   - sampleInterval: The largest time between moves in seconds; defaults to 1/60.
    ///   - fingers: The two finger ids, which must differ; defaults to (0, 1).
    public static func rotation(
        center: CGPoint, fromAngle: CGFloat, toAngle: CGFloat, span: CGFloat = 200,
        startTime: TimeInterval = 0, duration: TimeInterval, sampleInterval: TimeInterval = 1.0 / 60,
        fingers: (Int, Int) = (0, 1)
    ) -> TouchTrace {
        symmetricTwoFingerGesture(
            center: center, startTime: startTime, duration: duration, sampleInterval: sampleInterval, fingers: fingers
        ) { progress in
            let angle = fromAngle * (1 - progress) + toAngle * progress
            return CGVector(dx: span / 2 * cos(angle), dy: span / 2 * sin(angle))
        }
    }

    /// Two fingers at `center ∓ halfOffset(progress)`, progress going from 0 when they come down to exactly 1 at
    /// the last move.
    private static func symmetricTwoFingerGesture(
        center: CGPoint, startTime: TimeInterval, duration: TimeInterval, sampleInterval: TimeInterval,
        fingers: (Int, Int), halfOffset: (CGFloat) -> CGVector
    ) -> TouchTrace {
        precondition(fingers.0 != fingers.1, "a two-finger gesture needs two different finger ids")
        let times = sampleTimes(from: startTime, duration: duration, interval: sampleInterval, minimumSteps: 1)
        let steps = times.count - 1
        func touches(_ phase: UITouch.Phase, at step: Int) -> [Touch] {
            let offset = halfOffset(CGFloat(step) / CGFloat(steps))
            return [
                Touch(
                    finger: fingers.0, phase: phase, location: CGPoint(x: center.x - offset.dx, y: center.y - offset.dy)
                ),
                Touch(
                    finger: fingers.1, phase: phase, location: CGPoint(x: center.x + offset.dx, y: center.y + offset.dy)
                ),
            ]
        }
        var events = [Event(time: startTime, touches: touches(.began, at: 0))]
        for step in 1...steps {
            events.append(Event(time: times[step], touches: touches(.moved, at: step)))
        }
        events.append(Event(time: times[steps], touches: touches(.ended, at: steps)))
        return TouchTrace(events: events)
    }
}
