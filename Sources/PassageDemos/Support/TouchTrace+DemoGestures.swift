// Gestures the interactive demos need beyond the library's generators: a pinch that changes direction without
// lifting (in, then back out), and any gesture whose fingers are cancelled instead of lifting (the system took
// the touches away, as an incoming call does). Both keep a generated trace valid: every finger begins once,
// moves, and ends or is cancelled once, at its last move's time and place.
import Passage

extension TouchTrace {
    /// Two fingers pinching about `center` through each scale of `scales` in turn without lifting: one
    /// `TouchTrace.pinch` leg per pair of neighbouring scales, joined where one leg's last move is the next one's
    /// start, the fingers lifting at the end of the last leg.
    ///
    /// - Parameters:
    ///   - center: The midpoint between the fingers, in window points.
    ///   - scales: The scales the fingers pass through, at least two; the first is where they come down.
    ///   - legDurations: Seconds each leg takes, one per pair of neighbouring scales, each more than 0.
    ///   - baseSpan: The distance between the fingers at scale 1, in points.
    ///   - angle: The direction from the first finger to the second, in radians from the x axis.
    ///   - startTime: When the fingers come down, in seconds.
    static func pinch(
        center: CGPoint, through scales: [CGFloat], legDurations: [TimeInterval], baseSpan: CGFloat,
        angle: CGFloat, startTime: TimeInterval
    ) -> TouchTrace {
        precondition(
            scales.count >= 2 && legDurations.count == scales.count - 1, "a pinch path needs one duration per leg")
        var events: [Event] = []
        var legStart = startTime
        for (index, duration) in legDurations.enumerated() {
            let leg = TouchTrace.pinch(
                center: center, fromScale: scales[index], toScale: scales[index + 1], baseSpan: baseSpan,
                angle: angle, startTime: legStart, duration: duration)
            let isFirst = index == 0
            let isLast = index == legDurations.count - 1
            // A leg's first event puts the fingers down and its last lifts them: only the path's ends keep those.
            events += leg.events.dropFirst(isFirst ? 0 : 1).dropLast(isLast ? 0 : 1)
            legStart += duration
        }
        return TouchTrace(events: events)
    }

    /// The trace with every lifting finger cancelled instead (phase `.cancelled` for `.ended`, same time and place).
    func cancellingInsteadOfLifting() -> TouchTrace {
        TouchTrace(
            events: events.map { event in
                Event(
                    time: event.time,
                    touches: event.touches.map { touch in
                        Touch(
                            finger: touch.finger, phase: touch.phase == .ended ? .cancelled : touch.phase,
                            location: touch.location)
                    })
            })
    }
}
