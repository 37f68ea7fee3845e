// The page's messages: what is accepted, and the error that names the field of what is not.
import Passage
import XCTest

@testable import PassageServe

final class ClientMessageTests: XCTestCase {
    func testATouchesMessageGivesItsFingersInPoints() throws {
        let message = try ClientMessage(
            text: #"{"type":"touches","touches":[{"finger":1,"phase":"began","x":12.5,"y":300}]}"#)
        XCTAssertEqual(
            message, .touches([TouchTrace.Touch(finger: 1, phase: .began, location: CGPoint(x: 12.5, y: 300))]))
    }

    func testControlMessagesParse() throws {
        XCTAssertEqual(try ClientMessage(text: #"{"type":"drawn"}"#), .frameDrawn)
        XCTAssertEqual(try ClientMessage(text: #"{"type":"pause"}"#), .pause)
        XCTAssertEqual(try ClientMessage(text: #"{"type":"step"}"#), .step)
        XCTAssertEqual(try ClientMessage(text: #"{"type":"speed","rate":0.25}"#), .speed(0.25))
        XCTAssertEqual(try ClientMessage(text: #"{"type":"seek","frame":12}"#), .seek(12))
        XCTAssertEqual(try ClientMessage(text: #"{"type":"layers"}"#), .layers)
    }

    /// Garbage of every kind is refused with a message naming what was expected, never accepted or trapped.
    func testGarbageIsRefusedWithAMessageNamingTheField() {
        let cases: [(String, String)] = [
            ("", "expected a JSON object"),
            ("not json", "expected a JSON object"),
            ("[1,2]", "expected a JSON object"),
            (#"{"kind":"touches"}"#, "type: missing"),
            (#"{"type":"fly"}"#, "unknown type \"fly\""),
            (#"{"type":"touches"}"#, "touches: expected an array of 1 to 10"),
            (#"{"type":"touches","touches":[]}"#, "touches: expected an array of 1 to 10"),
            (
                #"{"type":"touches","id":1.5,"touches":[{"finger":1,"phase":"began","x":0,"y":0}]}"#,
                "touches: expected \"id\" an integer 0…2147483647, found 1.5"
            ),
            (#"{"type":"touches","touches":[{"finger":1.5,"phase":"began","x":0,"y":0}]}"#, "touches[0].finger"),
            (#"{"type":"touches","touches":[{"finger":true,"phase":"began","x":0,"y":0}]}"#, "touches[0].finger"),
            (
                #"{"type":"touches","touches":[{"finger":99,"phase":"began","x":0,"y":0}]}"#,
                "expected an integer 0…31, found 99.0"
            ),
            (#"{"type":"touches","touches":[{"finger":0,"phase":"hover","x":0,"y":0}]}"#, "touches[0].phase"),
            (#"{"type":"touches","touches":[{"finger":0,"phase":"began","x":1e300,"y":0}]}"#, "within ±100000"),
            (#"{"type":"touches","touches":[{"finger":0,"phase":"began","y":0}]}"#, "touches[0].x: missing"),
            (
                #"{"type":"touches","touches":[{"finger":0,"phase":"began","x":0,"y":0},{"finger":0,"phase":"moved","x":1,"y":0}]}"#,
                "finger 0 is listed twice"
            ),
            (#"{"type":"speed","rate":3}"#, "speed: expected \"rate\" one of 1.0, 0.5, 0.25, 0.1"),
            (#"{"type":"seek"}"#, "seek: expected \"frame\" an integer 1…36000"),
            (#"{"type":"seek","frame":0}"#, "seek: expected \"frame\" an integer 1…36000"),
            (#"{"type":"seek","frame":2.5}"#, "seek: expected \"frame\" an integer 1…36000"),
            (#"{"type":"seek","frame":1e9}"#, "seek: expected \"frame\" an integer 1…36000"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try ClientMessage(text: text), text) { error in
                let description = (error as? ClientMessageError)?.description ?? "\(error)"
                XCTAssertTrue(description.contains(expected), "\(text): \(description)")
            }
        }
    }

    func testAMessageLargerThanTheLimitIsRefusedBeforeParsing() {
        let text = #"{"type":"pause","pad":""# + String(repeating: "x", count: ClientMessage.maximumBytes) + #""}"#
        XCTAssertThrowsError(try ClientMessage(text: text)) { error in
            XCTAssertTrue("\(error)".contains("at most \(ClientMessage.maximumBytes) are read"), "\(error)")
        }
    }
}
