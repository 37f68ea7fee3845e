// The rules a trace must keep beyond its shape: times that never go backwards, a finger's phases in a possible
// order (UIKit never moves a finger that is not down, nor begins one twice), each finger once per event, and every
// finger lifted by the end. Each broken rule is reported at the value that breaks it.
import Foundation
import PassageUI
import XCTest

final class TouchTraceRuleErrorTests: XCTestCase {
    /// A time before the previous event's is refused; an equal time is allowed.
    func testTimestampsGoingBackwards() {
        let text = traceDocument([
            eventJSON(0, touchJSON(0, "began")),
            eventJSON(0.5, touchJSON(0, "moved")),
            eventJSON(0.5, touchJSON(0, "moved")),
            eventJSON(0.25, touchJSON(0, "ended")),
        ])
        assertParseError(
            text, line: 8, column: 15, field: "events[3].time",
            message: "expected a time not before the previous event's 0.5, found 0.25")
    }

    /// Times are seconds from the start of the replay, so never negative.
    func testNegativeTime() {
        assertParseError(
            traceDocument([eventJSON(-0.1, touchJSON(0, "began"))]), line: 5, column: 15, field: "events[0].time",
            message: "expected a non-negative time in seconds, found -0.1")
    }

    /// Moving, holding still, lifting or cancelling a finger that never came down is refused at the phase.
    func testPhaseForAFingerThatNeverBegan() {
        let cases = [
            ("moved", "moved"), ("stationary", "was stationary"), ("ended", "ended"), ("cancelled", "was cancelled"),
        ]
        for (phase, verb) in cases {
            let text = traceDocument([
                eventJSON(0, touchJSON(0, "began")), eventJSON(0.1, touchJSON(0, "moved"), touchJSON(2, phase)),
            ])
            assertParseError(
                text, line: 6, field: "events[1].touches[1].phase", message: "finger 2 \(verb) but never began")
        }
    }

    /// A finger that has lifted cannot move again until it begins again.
    func testPhaseForAFingerThatAlreadyLifted() {
        let text = traceDocument([
            eventJSON(0, touchJSON(0, "began")), eventJSON(0.1, touchJSON(0, "cancelled")),
            eventJSON(0.2, touchJSON(0, "moved")),
        ])
        assertParseError(
            text, line: 7, column: 57, field: "events[2].touches[0].phase",
            message: "finger 0 moved but is no longer down: it already ended or was cancelled")
    }

    /// A finger that is down cannot begin again.
    func testBeganWhileAlreadyDown() {
        let text = traceDocument([eventJSON(0, touchJSON(0, "began")), eventJSON(0.1, touchJSON(0, "began"))])
        assertParseError(
            text, line: 6, field: "events[1].touches[0].phase", message: "finger 0 began while already down")
    }

    /// One event lists each finger at most once; the second mention is reported at its finger id.
    func testSameFingerTwiceInOneEvent() {
        let text = traceDocument([eventJSON(0, touchJSON(3, "began"), touchJSON(3, "moved"))])
        assertParseError(
            text, line: 5, column: 102, field: "events[0].touches[1].finger",
            message: "finger 3 appears more than once in this event")
    }

    /// An event is a change, so it lists at least one touch.
    func testEventWithoutTouches() {
        let text = traceDocument([eventJSON(0, touchJSON(0, "began")), "{ \"time\": 0.1, \"touches\": [] }"])
        assertParseError(
            text, line: 6, column: 31, field: "events[1].touches",
            message: "expected at least one touch, found an empty array")
    }

    /// A finger still down at the end is named, at its last touch, with the phases that would lift it.
    func testFingerStillDownAtTheEnd() {
        let text = traceDocument([
            eventJSON(0, touchJSON(0, "began"), touchJSON(1, "began"), touchJSON(2, "began")),
            eventJSON(0.1, touchJSON(2, "moved"), touchJSON(1, "moved")),
            eventJSON(0.2, touchJSON(0, "ended")),
        ])
        assertParseError(
            text, line: 6, column: 90, field: "events[1].touches[1]",
            message: "finger 1 is still down at the end of the trace: it needs an ended or cancelled phase")
    }

    /// Equal times, stationary touches, cancellation and a finger reused after lifting are all valid.
    func testValidSequencesParse() throws {
        let text = traceDocument([
            eventJSON(0, touchJSON(0, "began", 1, 2)),
            eventJSON(0, touchJSON(1, "began", 3, 4)),
            eventJSON(0.1, touchJSON(0, "stationary", 1, 2), touchJSON(1, "moved", 5, 6)),
            eventJSON(0.2, touchJSON(0, "cancelled", 1, 2), touchJSON(1, "ended", 5, 6)),
            eventJSON(0.3, touchJSON(1, "began", 7, 8)),
            eventJSON(0.3, touchJSON(1, "ended", 7, 8)),
        ])
        let trace = try TouchTrace(json: Data(text.utf8))
        XCTAssertEqual(trace.events.count, 6)
        XCTAssertEqual(
            trace.events[2].touches,
            [
                TouchTrace.Touch(finger: 0, phase: .stationary, location: CGPoint(x: 1, y: 2)),
                TouchTrace.Touch(finger: 1, phase: .moved, location: CGPoint(x: 5, y: 6)),
            ])
        XCTAssertEqual(trace.duration, 0.3)
    }
}
