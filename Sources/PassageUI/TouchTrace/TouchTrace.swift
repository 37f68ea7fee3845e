// A recorded or generated sequence of touch events, as plain values that can be stored, compared and replayed.
// Invariants of a valid trace (the parser enforces them; generators produce them): times are finite, non-negative
// and never decrease; every event lists at least one touch and each finger at most once; a finger begins before
// it moves, is stationary, ends or is cancelled, never begins while down, and is not down when the trace ends.
import Foundation

/// A sequence of touch events over time: what the fingers did, when and where, in window points.
///
/// One ``Event`` is one `UIEvent`: the fingers that changed at that instant. A finger that is down but not
/// listed in an event is stationary. The JSON form is described in `docs/touch-trace-format.md`.
public struct TouchTrace: Equatable, Sendable {
    /// The newest JSON format version this library reads and writes.
    public static let currentVersion = 1

    /// The events, in time order (equal times allowed, never decreasing).
    public var events: [Event]

    /// A trace of `events`, which should be in time order.
    ///
    /// - Parameter events: The events; defaults to none.
    public init(events: [Event] = []) {
        self.events = events
    }

    /// One instant of input: the fingers whose state changed at that time.
    public struct Event: Equatable, Sendable {
        /// Seconds from the start of the replay; finite and non-negative.
        public var time: TimeInterval
        /// The fingers that changed, each at most once.
        public var touches: [Touch]

        /// An event at `time` seconds from the start of the replay, changing `touches`.
        ///
        /// - Parameters:
        ///   - time: Seconds from the start of the replay.
        ///   - touches: The fingers that changed, each at most once.
        public init(time: TimeInterval, touches: [Touch]) {
            self.time = time
            self.touches = touches
        }
    }

    /// One finger's state in an event.
    public struct Touch: Equatable, Sendable {
        /// Identifies the finger across events; a non-negative integer, reusable after the finger lifts.
        public var finger: Int
        /// What the finger did: `.began`, `.moved`, `.stationary`, `.ended` or `.cancelled` (never a region phase).
        public var phase: UITouch.Phase
        /// Where the finger is, in window points.
        public var location: CGPoint

        /// Finger `finger` in `phase` at `location`.
        ///
        /// - Parameters:
        ///   - finger: A non-negative finger id.
        ///   - phase: What the finger did in this event.
        ///   - location: Where the finger is, in window points.
        public init(finger: Int, phase: UITouch.Phase, location: CGPoint) {
            self.finger = finger
            self.phase = phase
            self.location = location
        }
    }

    /// The time of the last event in seconds, or 0 for an empty trace.
    public var duration: TimeInterval {
        events.last?.time ?? 0
    }
}

extension TouchTrace {
    /// The phases a trace may contain, by their JSON names.
    static let phasesByName: [String: UITouch.Phase] = [
        "began": .began, "moved": .moved, "stationary": .stationary, "ended": .ended, "cancelled": .cancelled,
    ]

    /// The JSON name of `phase`: UIKit's case name.
    static func name(of phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .regionEntered: "regionEntered"
        case .regionMoved: "regionMoved"
        case .regionExited: "regionExited"
        }
    }
}
