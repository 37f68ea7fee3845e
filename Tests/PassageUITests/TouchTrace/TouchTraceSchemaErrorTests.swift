// Well-formed JSON that is not a trace document: wrong types, missing or unknown keys, the wrong format name or
// version, non-finite numbers, bad finger ids and unknown phases, each reported at the offending value.
import Foundation
import PassageUI
import XCTest

final class TouchTraceSchemaErrorTests: XCTestCase {
    private let began = eventJSON(0, touchJSON(0, "began"))
    private let ended = eventJSON(1, touchJSON(0, "ended"))

    /// The document must be an object.
    func testTopLevelMustBeAnObject() {
        assertParseError(
            "  [1, 2]", line: 1, column: 3, field: "",
            message: "expected an object with \"format\", \"version\" and \"events\", found an array")
        assertParseError("\"trace\"", line: 1, column: 1, field: "", message: "found the string \"trace\"")
    }

    /// A missing top-level key is reported at the document's opening brace, with the key as the field.
    func testMissingTopLevelKeys() {
        assertParseError(
            "{ \"version\": 1, \"events\": [] }", line: 1, column: 1, field: "format",
            message: "missing required key \"format\"")
        assertParseError(
            "{ \"format\": \"passage-touch-trace\", \"events\": [] }", line: 1, column: 1, field: "version",
            message: "missing required key \"version\"")
        assertParseError(
            "{ \"format\": \"passage-touch-trace\", \"version\": 1 }", line: 1, column: 1, field: "events",
            message: "missing required key \"events\"")
    }

    /// A missing key in an event or touch is reported at that object's opening brace.
    func testMissingEventAndTouchKeys() {
        assertParseError(
            traceDocument(["{ \"touches\": [ \(touchJSON(0, "began")) ] }"]), line: 5, column: 5,
            field: "events[0].time", message: "missing required key \"time\"")
        assertParseError(
            traceDocument(["{ \"time\": 0 }"]), line: 5, column: 5, field: "events[0].touches",
            message: "missing required key \"touches\"")
        let touchKeys = ["\"finger\": 0", "\"phase\": \"began\"", "\"x\": 1", "\"y\": 2"]
        for (index, key) in ["finger", "phase", "x", "y"].enumerated() {
            var kept = touchKeys
            kept.remove(at: index)
            let event = "{ \"time\": 0, \"touches\": [ { \(kept.joined(separator: ", ")) } ] }"
            assertParseError(
                traceDocument([event]), line: 5, column: 31, field: "events[0].touches[0].\(key)",
                message: "missing required key \"\(key)\"")
        }
    }

    /// Only "passage-touch-trace" is accepted as the format.
    func testWrongFormatName() {
        let text = traceDocument([began, ended]).replacingOccurrences(
            of: "passage-touch-trace", with: "passage-touch-trail")
        assertParseError(
            text, line: 2, column: 13, field: "format",
            message: "expected \"passage-touch-trace\", found \"passage-touch-trail\"")
    }

    /// An unknown version names the versions that are supported; the version must be an integer.
    func testUnsupportedOrMalformedVersion() {
        let document = traceDocument([began, ended])
        assertParseError(
            document.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2"), line: 3, column: 14,
            field: "version", message: "unsupported version 2; supported versions: 1")
        assertParseError(
            document.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 1.0"), line: 3, column: 14,
            field: "version", message: "expected an integer version, found 1.0")
        assertParseError(
            document.replacingOccurrences(of: "\"version\": 1", with: "\"version\": \"1\""), line: 3, column: 14,
            field: "version", message: "expected an integer version, found the string \"1\"")
    }

    /// Unknown keys are named, so typos are caught, at every level.
    func testUnknownKeysAreNamed() {
        let document = traceDocument([began, ended])
        assertParseError(
            document.replacingOccurrences(of: "\"events\"", with: "\"evnets\""), line: 4, column: 3,
            field: "evnets", message: "unknown key \"evnets\"")
        assertParseError(
            traceDocument([eventJSON(0, touchJSON(0, "began")).replacingOccurrences(of: "\"time\"", with: "\"tim\"")]),
            line: 5, column: 7, field: "events[0].tim", message: "unknown key \"tim\"; an event has only")
        assertParseError(
            traceDocument([began, ended.replacingOccurrences(of: "\"y\"", with: "\"z\"")]),
            line: 6, column: 77, field: "events[1].touches[0].z", message: "unknown key \"z\"; a touch has only")
    }

    /// A newer document is refused for its version, not for keys that version added, wherever they appear.
    func testUnsupportedVersionIsReportedBeforeUnknownKeys() {
        let text = "{ \"pressure\": true, \"format\": \"passage-touch-trace\", \"version\": 2, \"events\": [] }"
        assertParseError(text, line: 1, column: 65, field: "version", message: "unsupported version 2")
    }

    /// Values of the wrong type say what was expected and what was found.
    func testWrongTypes() {
        let cases: [(String, String, String)] = [
            ("{ \"time\": \"0.5\", \"touches\": [] }", "events[0].time", "expected a number, found the string \"0.5\""),
            ("{ \"time\": 0, \"touches\": {} }", "events[0].touches", "expected an array of touches, found an object"),
            ("[0]", "events[0]", "expected an event object with \"time\" and \"touches\", found an array"),
            (
                "{ \"time\": 0, \"touches\": [ 7 ] }", "events[0].touches[0]",
                "expected a touch object with \"finger\", \"phase\", \"x\" and \"y\", found 7"
            ),
            (
                "{ \"time\": 0, \"touches\": [ { \"x\": null } ] }", "events[0].touches[0].x",
                "expected a number, found null"
            ),
            (
                "{ \"time\": 0, \"touches\": [ { \"phase\": 1 } ] }", "events[0].touches[0].phase",
                "expected a phase name, found 1"
            ),
            (
                "{ \"time\": 0, \"touches\": [ { \"finger\": \"0\" } ] }", "events[0].touches[0].finger",
                "expected a non-negative integer finger id, found the string \"0\""
            ),
        ]
        for (event, field, message) in cases {
            assertParseError(traceDocument([event]), line: 5, field: field, message: message)
        }
        assertParseError(
            "{ \"format\": \"passage-touch-trace\", \"version\": 1, \"events\": {} }", line: 1, column: 60,
            field: "events", message: "expected an array of events, found an object")
    }

    /// A number too large for a double (1e999) is not finite and is rejected, in coordinates and times alike.
    func testOverflowingNumbersAreNotFinite() {
        let touch = "{ \"finger\": 0, \"phase\": \"began\", \"x\": 1e999, \"y\": 0 }"
        guard let error = parseError(traceDocument(["{ \"time\": 0.0, \"touches\": [ \(touch) ] }"])) else { return }
        XCTAssertEqual(
            error.description, "line 5, column 71, events[0].touches[0].x: expected a finite number, found 1e999")
        assertParseError(
            traceDocument(["{ \"time\": -1e999, \"touches\": [] }"]), line: 5, column: 15, field: "events[0].time",
            message: "expected a finite number, found -1e999")
    }

    /// Finger ids are non-negative integers written without fraction or exponent; huge ones are refused, not trapped on.
    func testFingerIDsMustBeNonNegativeIntegers() {
        for finger in ["-1", "1.5", "2.0", "1e30", "99999999999999999999"] {
            let event =
                "{ \"time\": 0, \"touches\": [ { \"finger\": \(finger), \"phase\": \"began\", \"x\": 0, \"y\": 0 } ] }"
            assertParseError(
                traceDocument([event]), line: 5, column: 43, field: "events[0].touches[0].finger",
                message: "expected a non-negative integer finger id, found \(finger)")
        }
    }

    /// Only began, moved, stationary, ended and cancelled are phases of a trace; region phases and other spellings are not.
    func testUnknownPhaseNames() {
        for phase in ["regionEntered", "Began", "lifted"] {
            assertParseError(
                traceDocument([eventJSON(0, touchJSON(0, phase))]), line: 5, column: 57,
                field: "events[0].touches[0].phase",
                message:
                    "expected one of \"began\", \"moved\", \"stationary\", \"ended\", \"cancelled\", found \"\(phase)\""
            )
        }
    }
}
