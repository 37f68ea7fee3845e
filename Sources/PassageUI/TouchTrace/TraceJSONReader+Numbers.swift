// JSON numbers and the literals true, false and null. Numbers must follow JSON's grammar exactly
// (-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?) and are returned as their literal text, so the caller
// chooses the conversion (exact integer or nearest double) and can quote the number as written.
import Foundation

extension TraceJSONReader {
    /// Reads the number at the reader's position and returns its literal text.
    mutating func readNumber() throws(TouchTraceError) -> String {
        let start = position
        if current == UInt8(ascii: "-") { advance() }
        switch current {
        case UInt8(ascii: "0"):
            advance()
            if let byte = current, Self.isDigit(byte) {
                throw error("bad number: expected no digits after a leading 0, found \(describeCurrent())", at: start)
            }
        case let byte? where Self.isDigit(byte):
            skipDigits()
        default:
            throw error("bad number: expected a digit after '-', found \(describeCurrent())", at: start)
        }
        if current == UInt8(ascii: ".") {
            advance()
            try expectDigits(after: "the decimal point", numberStart: start)
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            try expectDigits(after: "the exponent's 'e'", numberStart: start)
        }
        return String(decoding: bytes[start.offset..<position.offset], as: UTF8.self)
    }

    /// Reads one or more digits, or reports the number starting at `numberStart` as bad.
    private mutating func expectDigits(after what: String, numberStart: TraceJSONPosition) throws(TouchTraceError) {
        guard let byte = current, Self.isDigit(byte) else {
            throw error("bad number: expected a digit after \(what), found \(describeCurrent())", at: numberStart)
        }
        skipDigits()
    }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { advance() }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Reads `true`, `false` or `null` at the reader's position and returns it.
    mutating func readLiteral() throws(TouchTraceError) -> String {
        let start = position
        let literal =
            switch current {
            case UInt8(ascii: "t"): "true"
            case UInt8(ascii: "f"): "false"
            default: "null"
            }
        for expected in literal.utf8 {
            guard current == expected else {
                throw error("expected the literal \(literal), found \(describeCurrent())", at: start)
            }
            advance()
        }
        return literal
    }
}
