// How the reader words what it found, for the "found …" half of error messages: a character as itself, a
// control character or invalid byte by its code, a value by its kind and, for scalars, its text (cut to 40
// characters so a hostile input cannot make a message huge).
import Foundation

extension TraceJSONReader {
    /// The character at the reader's position as a message would name it: `'x'`, `a line break`,
    /// `the control character U+0001`, `'é' (U+00E9)`, `the byte 0xFF (invalid UTF-8)` or `the end of the input`.
    func describeCurrent() -> String {
        guard let byte = current else { return "the end of the input" }
        switch byte {
        case 0x0A:
            return "a line break"
        case 0x20..<0x7F:
            return "'\(Character(Unicode.Scalar(byte)))'"
        case ..<0x80:
            return "the control character U+\(Self.hex(byte, width: 4))"
        default:
            guard let length = try? validUTF8Length() else {
                return "the byte 0x\(Self.hex(byte)) (invalid UTF-8)"
            }
            let text = String(decoding: bytes[position.offset..<position.offset + length], as: UTF8.self)
            let code = text.unicodeScalars.first.map { Self.hex($0.value, width: 4) } ?? ""
            return "'\(text)' (U+\(code))"
        }
    }

    /// The value of `kind` at the reader's position as a message would name it: `an object`, `an array`,
    /// `the string "abc"`, a number or literal as written. Reads past a scalar; use only just before throwing.
    mutating func describeValue(of kind: TraceJSONKind) -> String {
        switch kind {
        case .object:
            return "an object"
        case .array:
            return "an array"
        case .string:
            guard let text = try? readString() else { return "a string" }
            return "the string \(Self.quoted(text))"
        case .number:
            guard let literal = try? readNumber() else { return "a number" }
            return Self.abbreviated(literal)
        case .boolean, .null:
            return (try? readLiteral()) ?? "a literal"
        }
    }

    /// `text` cut to its first 40 characters and an ellipsis when longer.
    static func abbreviated(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
