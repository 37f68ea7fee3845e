// Building traces from traces: moving one in time and playing two at once. Both keep a valid input valid:
// shifting keeps the order of events, and merging gives the second trace's fingers ids of their own and pairs
// same-time events in order, so no event lists a finger twice and each finger's own sequence is unchanged.
import Foundation

extension TouchTrace {
    /// The trace with every event `offset` seconds later (earlier when negative).
    ///
    /// A negative offset larger than the first event's time gives negative times, which the parser rejects.
    ///
    /// - Parameter offset: Seconds added to every event's time.
    public func shifted(by offset: TimeInterval) -> TouchTrace {
        TouchTrace(events: events.map { Event(time: $0.time + offset, touches: $0.touches) })
    }

    /// The events of this trace and `other` together, in time order, as if both were performed at once.
    ///
    /// Finger ids of `other` that this trace also uses are renumbered, smallest first, to the smallest ids that
    /// neither trace uses, so two generated gestures (both on finger 0) combine into one two-finger trace.
    /// Events at exactly the same time are combined into one event: the n-th event at a time in this trace with the
    /// n-th event at that time in `other`, this trace's touches first; surplus events at that time stay separate.
    ///
    /// - Parameter other: The trace to play alongside this one.
    public func merged(with other: TouchTrace) -> TouchTrace {
        let second = other.renumberingFingers(avoiding: fingerIDs)
        let first = events
        var merged: [Event] = []
        merged.reserveCapacity(first.count + second.events.count)
        var i = 0
        var j = 0
        while i < first.count, j < second.events.count {
            if first[i].time < second.events[j].time {
                merged.append(first[i])
                i += 1
            } else if second.events[j].time < first[i].time {
                merged.append(second.events[j])
                j += 1
            } else {
                let time = first[i].time
                repeat {
                    merged.append(Event(time: time, touches: first[i].touches + second.events[j].touches))
                    i += 1
                    j += 1
                } while i < first.count && j < second.events.count
                    && first[i].time == time && second.events[j].time == time
            }
        }
        merged.append(contentsOf: first[i...])
        merged.append(contentsOf: second.events[j...])
        return TouchTrace(events: merged)
    }

    /// Every finger id the trace uses.
    private var fingerIDs: Set<Int> {
        Set(events.lazy.flatMap { $0.touches.lazy.map(\.finger) })
    }

    /// The trace with each finger id that is in `taken` replaced by the smallest id in neither `taken` nor this
    /// trace (nor given to an earlier finger), handing ids out in increasing order of the fingers replaced.
    private func renumberingFingers(avoiding taken: Set<Int>) -> TouchTrace {
        let own = fingerIDs
        var used = taken.union(own)
        var replacement: [Int: Int] = [:]
        var candidate = 0
        for finger in own.sorted() where taken.contains(finger) {
            while used.contains(candidate) { candidate += 1 }
            replacement[finger] = candidate
            used.insert(candidate)
        }
        guard !replacement.isEmpty else { return self }
        return TouchTrace(
            events: events.map { event in
                Event(
                    time: event.time,
                    touches: event.touches.map { touch in
                        Touch(
                            finger: replacement[touch.finger] ?? touch.finger, phase: touch.phase,
                            location: touch.location)
                    })
            })
    }
}
