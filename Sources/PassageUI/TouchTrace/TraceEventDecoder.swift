// Decodes a trace document's "events" array and enforces the rules that span touches and events: times finite,
// non-negative and never decreasing; at least one touch per event and each finger at most once in it; a finger
// begins before anything else happens to it, never begins while down, and is lifted by the end of the trace.
// Touches are checked in document order as they are read, so the first broken rule is the one reported.
import Foundation

/// Reads the events of a trace, tracking which fingers are down.
struct TraceEventDecoder {
    private var events: [TouchTrace.Event] = []
    /// The fingers down after the touches read so far.
    private var down: Set<Int> = []
    /// The fingers that have been down at some point.
    private var seen: Set<Int> = []
    /// Where each finger's latest touch object starts, and its event and touch indices.
    private var latestTouch: [Int: (position: TraceJSONPosition, event: Int, touch: Int)] = [:]

    /// Reads the events array at the reader's position, whose path must be `events`.
    mutating func decodeEvents(_ reader: inout TraceJSONReader) throws(TouchTraceError) -> [TouchTrace.Event] {
        let (kind, start) = try reader.peekValue()
        guard kind == .array else {
            throw reader.error("expected an array of events, found \(reader.describeValue(of: kind))", at: start)
        }
        try reader.readArray { reader, index throws(TouchTraceError) in
            try decodeEvent(&reader, index: index)
        }
        if let finger = down.min(), let latest = latestTouch[finger] {
            throw TouchTraceError(
                line: latest.position.line, column: latest.position.column,
                field: "events[\(latest.event)].touches[\(latest.touch)]",
                message: "finger \(finger) is still down at the end of the trace: it needs an ended or cancelled phase")
        }
        return events
    }

    private mutating func decodeEvent(_ reader: inout TraceJSONReader, index: Int) throws(TouchTraceError) {
        let (kind, start) = try reader.peekValue()
        guard kind == .object else {
            let found = reader.describeValue(of: kind)
            throw reader.error("expected an event object with \"time\" and \"touches\", found \(found)", at: start)
        }
        var time: TimeInterval?
        var touches: [TouchTrace.Touch]?
        try reader.readObject { reader, key, keyPosition throws(TouchTraceError) in
            switch key {
            case "time":
                time = try readTime(&reader)
            case "touches":
                touches = try decodeTouches(&reader, eventIndex: index)
            default:
                throw reader.error(
                    "unknown key \(TraceJSONReader.quoted(key)); an event has only \"time\" and \"touches\"",
                    at: keyPosition)
            }
        }
        guard let time else { throw Self.missing("time", in: reader, at: start) }
        guard let touches else { throw Self.missing("touches", in: reader, at: start) }
        events.append(TouchTrace.Event(time: time, touches: touches))
    }

    private func readTime(_ reader: inout TraceJSONReader) throws(TouchTraceError) -> TimeInterval {
        let (time, position) = try reader.readFiniteNumber()
        guard time >= 0 else {
            throw reader.error("expected a non-negative time in seconds, found \(time)", at: position)
        }
        if let previous = events.last?.time, time < previous {
            throw reader.error(
                "expected a time not before the previous event's \(previous), found \(time)", at: position)
        }
        return time
    }

    private mutating func decodeTouches(
        _ reader: inout TraceJSONReader, eventIndex: Int
    ) throws(TouchTraceError) -> [TouchTrace.Touch] {
        let (kind, start) = try reader.peekValue()
        guard kind == .array else {
            throw reader.error("expected an array of touches, found \(reader.describeValue(of: kind))", at: start)
        }
        var touches: [TouchTrace.Touch] = []
        var fingers: Set<Int> = []
        try reader.readArray { reader, index throws(TouchTraceError) in
            touches.append(try decodeTouch(&reader, at: (eventIndex, index), fingersInEvent: &fingers))
        }
        guard !touches.isEmpty else {
            throw reader.error("expected at least one touch, found an empty array", at: start)
        }
        return touches
    }

    private mutating func decodeTouch(
        _ reader: inout TraceJSONReader, at indices: (event: Int, touch: Int), fingersInEvent: inout Set<Int>
    ) throws(TouchTraceError) -> TouchTrace.Touch {
        let (kind, start) = try reader.peekValue()
        guard kind == .object else {
            let found = reader.describeValue(of: kind)
            throw reader.error(
                "expected a touch object with \"finger\", \"phase\", \"x\" and \"y\", found \(found)", at: start)
        }
        var finger: (value: Int, position: TraceJSONPosition)?
        var phase: (value: UITouch.Phase, position: TraceJSONPosition)?
        var x: Double?
        var y: Double?
        try reader.readObject { reader, key, keyPosition throws(TouchTraceError) in
            switch key {
            case "finger": finger = try reader.readInteger(minimum: 0, expected: "a non-negative integer finger id")
            case "phase": phase = try Self.readPhase(&reader)
            case "x": x = try reader.readFiniteNumber().value
            case "y": y = try reader.readFiniteNumber().value
            default:
                throw reader.error(
                    "unknown key \(TraceJSONReader.quoted(key)); a touch has only \"finger\", \"phase\", \"x\" and \"y\"",
                    at: keyPosition)
            }
        }
        guard let finger else { throw Self.missing("finger", in: reader, at: start) }
        guard let phase else { throw Self.missing("phase", in: reader, at: start) }
        guard let x else { throw Self.missing("x", in: reader, at: start) }
        guard let y else { throw Self.missing("y", in: reader, at: start) }
        guard fingersInEvent.insert(finger.value).inserted else {
            throw Self.error(
                "finger \(finger.value) appears more than once in this event", in: reader, field: "finger",
                at: finger.position)
        }
        if let problem = apply(phase.value, to: finger.value) {
            throw Self.error(problem, in: reader, field: "phase", at: phase.position)
        }
        latestTouch[finger.value] = (start, indices.event, indices.touch)
        return TouchTrace.Touch(finger: finger.value, phase: phase.value, location: CGPoint(x: x, y: y))
    }

    /// Moves `finger` through `phase`, or returns why it cannot.
    private mutating func apply(_ phase: UITouch.Phase, to finger: Int) -> String? {
        if phase == .began {
            guard down.insert(finger).inserted else { return "finger \(finger) began while already down" }
            seen.insert(finger)
            return nil
        }
        let verb =
            switch phase {
            case .moved: "moved"
            case .stationary: "was stationary"
            case .ended: "ended"
            default: "was cancelled"
            }
        guard down.contains(finger) else {
            return seen.contains(finger)
                ? "finger \(finger) \(verb) but is no longer down: it already ended or was cancelled"
                : "finger \(finger) \(verb) but never began"
        }
        if phase == .ended || phase == .cancelled {
            down.remove(finger)
        }
        return nil
    }

    private static func readPhase(
        _ reader: inout TraceJSONReader
    ) throws(TouchTraceError) -> (value: UITouch.Phase, position: TraceJSONPosition) {
        let (name, position) = try reader.readString(expected: "a phase name")
        guard let phase = TouchTrace.phasesByName[name] else {
            throw reader.error(
                "expected one of \"began\", \"moved\", \"stationary\", \"ended\", \"cancelled\", found \(TraceJSONReader.quoted(name))",
                at: position)
        }
        return (phase, position)
    }

    private static func missing(_ key: String, in reader: TraceJSONReader, at position: TraceJSONPosition)
        -> TouchTraceError
    {
        error("missing required key \"\(key)\"", in: reader, field: key, at: position)
    }

    /// An error about `key` of the object the reader has just read.
    private static func error(
        _ message: String, in reader: TraceJSONReader, field key: String, at position: TraceJSONPosition
    ) -> TouchTraceError {
        TouchTraceError(
            line: position.line, column: position.column, field: reader.fieldPath + "." + key, message: message)
    }
}
