// JSON syntax errors in a trace document: each is reported at the line and column where the offending character
// or value starts, in the field being read, with what was expected and what was found.
import Foundation
import PassageUI
import XCTest

final class TouchTraceSyntaxErrorTests: XCTestCase {
    /// A character that cannot start a value is named, at its own position, inside the member being read.
    func testUnexpectedCharacterIsReportedWhereItIs() {
        assertParseError(
            "{\"format\": @}", line: 1, column: 12, field: "format", message: "expected a JSON value, found '@'")
    }

    /// Empty input and input that stops inside an object both report the end of the input.
    func testUnexpectedEndOfInput() {
        assertParseError("", line: 1, column: 1, field: "", message: "found the end of the input")
        assertParseError(
            "{\n  \"format\": \"passage-touch-trace\",", line: 2, column: 35, field: "",
            message: "expected a quoted key, found the end of the input")
    }

    /// An unterminated string is reported where it starts, whether the input or the line ends first.
    func testUnterminatedStringIsReportedAtItsOpeningQuote() {
        assertParseError("{\"format\": \"passage", line: 1, column: 12, field: "format", message: "unterminated string")
        assertParseError(
            "{\"format\": \"passage\n-touch-trace\"}", line: 1, column: 12, field: "format",
            message: "unterminated string")
    }

    /// Only JSON's escapes are accepted, and \u surrogates must come in pairs.
    func testBadEscapes() {
        assertParseError("{\"form\\qat\": 1}", line: 1, column: 7, field: "", message: "bad escape")
        assertParseError(
            "{\"\\uD800x\": 1}", line: 1, column: 3, field: "", message: "high surrogate without a low surrogate")
        assertParseError("{\"\\uDC00\": 1}", line: 1, column: 3, field: "", message: "low surrogate")
        assertParseError("{\"\\u12G4\": 1}", line: 1, column: 3, field: "", message: "four hex digits")
    }

    /// Numbers follow JSON's grammar: a digit after '-', no leading zeros, digits after '.' and in the exponent.
    func testBadNumbers() {
        let cases = [
            ("-x", "after '-'"), ("01", "leading 0"), ("1.", "decimal point"), ("1e+", "exponent"),
            ("+1", "JSON value"),
        ]
        for (number, phrase) in cases {
            assertParseError("{\"version\": \(number)}", line: 1, column: 13, field: "version", message: phrase)
        }
    }

    /// NaN and Infinity are not JSON; the message says so.
    func testNaNAndInfinityLiteralsAreSyntaxErrors() {
        let line = "{ \"time\": 0.0, \"touches\": [ { \"finger\": 0, \"phase\": \"began\", \"x\": NaN, \"y\": 1 } ] }"
        assertParseError(
            traceDocument([line]), line: 5, column: 71, field: "events[0].touches[0].x",
            message: "NaN and Infinity are not JSON")
        assertParseError("{\"version\": -Infinity}", line: 1, column: 13, field: "version", message: "bad number")
    }

    /// Anything but whitespace after the top-level value is rejected.
    func testTrailingGarbage() {
        let text = String(decoding: TouchTrace.tap(at: CGPoint(x: 1, y: 2)).jsonData(), as: UTF8.self) + "x"
        assertParseError(
            text, line: 9, column: 1, field: "", message: "end of the input after the top-level value, found 'x'")
        assertParseError("{} {}", line: 1, column: 4, field: "", message: "end of the input after the top-level value")
    }

    /// Bytes that are not valid UTF-8 are rejected inside strings and out, with the byte named.
    func testInvalidUTF8() {
        func bytes(_ prefix: String, _ raw: [UInt8], _ suffix: String) -> Data {
            Data(prefix.utf8) + Data(raw) + Data(suffix.utf8)
        }
        let cases: [(Data, Int)] = [
            (bytes("{\"format\": \"a", [0xFF], "b\"}"), 14),
            (bytes("{\"format\": \"a", [0xC0, 0xAF], "\"}"), 14),
            (bytes("{\"format\": \"a", [0xED, 0xA0, 0x80], "\"}"), 14),
            (bytes("{\"format\": \"a", [0xE2, 0x82], "\"}"), 14),
            (bytes("{\"format\": ", [0xFF], ""), 12),
        ]
        for (data, column) in cases {
            XCTAssertThrowsError(try TouchTrace(json: data)) { error in
                let error = error as? TouchTraceError
                XCTAssertEqual(error?.line, 1)
                XCTAssertEqual(error?.column, column)
                XCTAssertEqual(error?.field, "format")
                XCTAssertTrue(error?.message.contains("invalid UTF-8") ?? false, "\(String(describing: error))")
            }
        }
    }

    /// Columns count Unicode scalars, not bytes, and a leading byte order mark is skipped.
    func testColumnsCountCharactersAndAByteOrderMarkIsSkipped() {
        assertParseError("{\"é\": @}", line: 1, column: 7, field: "[\"é\"]", message: "found '@'")
        guard let error = parseError("\u{FEFF}[") else { return }
        XCTAssertEqual(error.column, 1, "the array starts the document")
        XCTAssertEqual(error.message, "expected an object with \"format\", \"version\" and \"events\", found an array")
    }

    /// Raw control characters in strings must be escaped.
    func testRawControlCharacterInAString() {
        assertParseError(
            "{\"format\": \"a\tb\"}", line: 1, column: 14, field: "format", message: "control character U+0009")
    }

    /// Structural mistakes: trailing commas, a missing colon, a missing comma, duplicate keys, bad literals.
    func testStructuralMistakes() {
        assertParseError(
            traceDocument([eventJSON(0, touchJSON(0, "began")), ""]), line: 7, column: 3, field: "events[1]",
            message: "expected a JSON value, found ']'")
        assertParseError("{\"format\" \"x\"}", line: 1, column: 11, field: "", message: "expected ':' after the key")
        assertParseError(
            "{\"a\": \"x\" \"b\": 1}", line: 1, column: 11, field: "",
            message: "expected ',' or '}' after an object member, found '\"'")
        assertParseError("{\"a\": 1, \"a\": 2}", line: 1, column: 10, field: "", message: "duplicate key \"a\"")
        assertParseError("{\"a\": nul}", line: 1, column: 7, field: "a", message: "expected the literal null")
        assertParseError("{\"a\": 1,}", line: 1, column: 9, field: "", message: "expected a quoted key, found '}'")
    }

    /// Nesting deeper than 64 levels (the top object counts as one) is refused at once, however deep the input goes.
    func testDeepNestingIsRefusedWithoutExhaustingTheStack() {
        guard let error = parseError("{\"x\": " + String(repeating: "[", count: 200_000)) else { return }
        XCTAssertEqual(error.line, 1)
        XCTAssertEqual(error.column, 70, "the top object and 63 arrays are accepted")
        XCTAssertTrue(error.message.contains("at most 64 levels"), error.description)
        assertParseError(
            "{\"events\": " + String(repeating: "[", count: 100), line: 1, column: 75,
            field: "events" + String(repeating: "[0]", count: 63), message: "at most 64 levels")
    }
}
