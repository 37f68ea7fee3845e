// JSON strings, read strictly: valid UTF-8 only, no raw control characters, only JSON's escapes, and \u
// surrogates in pairs. An unterminated string is reported where it starts; other problems where they are.
import Foundation

extension TraceJSONReader {
    /// Reads the string at the reader's position (which must be at its opening quote).
    mutating func readString() throws(TouchTraceError) -> String {
        let start = position
        advance()
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else {
                throw error("unterminated string: expected '\"' before the end of the input", at: start)
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &utf8)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw error("unterminated string: expected '\"' before the end of the line", at: start)
            case ..<0x20:
                throw error(
                    "expected an escape such as \\t in a string, found the control character \(describeCurrent())",
                    at: position)
            case ..<0x80:
                utf8.append(byte)
                advance()
            default:
                let length = try validUTF8Length()
                for _ in 0..<length {
                    utf8.append(bytes[position.offset])
                    advance()
                }
            }
        }
    }

    /// The length of the valid UTF-8 sequence of 2 to 4 bytes at the reader's position (RFC 3629: no overlong
    /// forms, no surrogates, nothing above U+10FFFF).
    func validUTF8Length() throws(TouchTraceError) -> Int {
        let offset = position.offset
        let lead = bytes[offset]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            second = 0xA0...0xBF
        case 0xED:
            length = 3
            second = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0:
            length = 4
            second = 0x90...0xBF
        case 0xF4:
            length = 4
            second = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: throw error("invalid UTF-8: unexpected byte 0x\(Self.hex(lead))", at: position)
        }
        for index in 1..<length {
            let valid = index == 1 ? second : 0x80...0xBF
            guard offset + index < bytes.count, valid.contains(bytes[offset + index]) else {
                throw error(
                    "invalid UTF-8: bad or incomplete sequence starting with byte 0x\(Self.hex(lead))", at: position)
            }
        }
        return length
    }

    /// The single-letter escapes and the bytes they stand for: \" \\ \/ \b \f \n \r \t.
    private static let simpleEscapes: [UInt8: UInt8] = [
        0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09,
    ]

    /// Reads the escape at the reader's position (at its backslash) and appends the character's UTF-8.
    private mutating func readEscape(into utf8: inout [UInt8]) throws(TouchTraceError) {
        let start = position
        advance()
        guard let letter = current else {
            throw error("unterminated string: expected an escape after '\\', found the end of the input", at: start)
        }
        if let byte = Self.simpleEscapes[letter] {
            utf8.append(byte)
            return advance()
        }
        guard letter == UInt8(ascii: "u") else {
            throw error(
                "bad escape: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u, found \(describeCurrent())",
                at: start)
        }
        advance()
        var code = try readHexQuad(escapeStart: start)
        if (0xDC00...0xDFFF).contains(code) {
            throw error(
                "bad escape: \\u\(Self.hex(code, width: 4)) is a low surrogate without a high surrogate before it",
                at: start)
        }
        if (0xD800...0xDBFF).contains(code) {
            guard current == UInt8(ascii: "\\"), position.offset + 1 < bytes.count,
                bytes[position.offset + 1] == UInt8(ascii: "u")
            else {
                throw error(
                    "bad escape: \\u\(Self.hex(code, width: 4)) is a high surrogate without a low surrogate after it",
                    at: start)
            }
            let lowStart = position
            advance()
            advance()
            let low = try readHexQuad(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(
                    "bad escape: \\u\(Self.hex(code, width: 4)) is a high surrogate without a low surrogate after it",
                    at: start)
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else {
            throw error("bad escape: \\u\(Self.hex(code, width: 4)) is not a Unicode scalar", at: start)
        }
        UTF8.encode(scalar) { utf8.append($0) }
    }

    /// Reads the four hex digits of a `\u` escape.
    private mutating func readHexQuad(escapeStart: TraceJSONPosition) throws(TouchTraceError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw error(
                    "bad escape: expected four hex digits after \\u, found \(describeCurrent())", at: escapeStart)
            }
            code = code << 4 | digit
            advance()
        }
        return code
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `value` in upper-case hex, padded with zeros to at least `width` digits.
    static func hex<Value: BinaryInteger>(_ value: Value, width: Int = 2) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
