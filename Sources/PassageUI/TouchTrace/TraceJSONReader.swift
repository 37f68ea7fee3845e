// A small pull reader for JSON text that knows, at every step, its line, column and JSON path, so any problem can
// be reported where it starts. It reads strictly by RFC 8259 (no comments, no trailing commas, no NaN or
// Infinity, valid UTF-8, no duplicate keys) and nests objects and arrays at most `maximumDepth` deep, so its
// recursion, and the stack it uses, is bounded whatever the input. Strings, numbers and literals are read in the
// +Strings and +Numbers extensions; +Descriptions words what was found for messages.
import Foundation

/// A place in the JSON text: a byte offset and the 1-based line and column (in Unicode scalars) it is at.
struct TraceJSONPosition: Equatable {
    var offset = 0
    var line = 1
    var column = 1
}

/// The kind of JSON value that starts at the reader's position.
enum TraceJSONKind {
    case object, array, string, number, boolean, null
}

/// One step of a JSON path: an object member's key or an array element's index.
enum TraceJSONPathComponent {
    case key(String)
    case index(Int)
}

/// Reads JSON values one at a time from UTF-8 bytes, tracking position and path for error messages.
struct TraceJSONReader {
    /// The deepest nesting of objects and arrays accepted.
    static let maximumDepth = 64

    let bytes: [UInt8]
    /// Where the next byte is read.
    var position = TraceJSONPosition()
    /// The path of the value being read, kept up to date by `readObject` and `readArray`.
    var path: [TraceJSONPathComponent] = []
    private var depth = 0

    /// A reader at the start of `data`, past a UTF-8 byte order mark if there is one.
    init(_ data: Data) {
        bytes = Array(data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position.offset = 3
        }
    }

    /// The byte at the reader's position, or nil at the end of the input.
    var current: UInt8? {
        position.offset < bytes.count ? bytes[position.offset] : nil
    }

    /// Moves past the current byte, counting lines and (by their lead bytes) Unicode scalars.
    mutating func advance() {
        let byte = bytes[position.offset]
        position.offset += 1
        if byte == UInt8(ascii: "\n") {
            position.line += 1
            position.column = 1
        } else if byte & 0xC0 != 0x80 {
            position.column += 1
        }
    }

    /// Moves past spaces, tabs, line feeds and carriage returns.
    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            advance()
        }
    }

    /// An error at `position` in the field being read.
    func error(_ message: String, at position: TraceJSONPosition) -> TouchTraceError {
        TouchTraceError(line: position.line, column: position.column, field: fieldPath, message: message)
    }

    /// The current path as text: `events[3].touches[0].x`, with unusual keys quoted (`["a b"]`) and long keys cut.
    var fieldPath: String {
        var text = ""
        for component in path {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where !key.isEmpty && key.utf8.allSatisfy(Self.isPlainKeyByte):
                text += (text.isEmpty ? "" : ".") + Self.abbreviated(key)
            case .key(let key):
                text += "[\(Self.quoted(key))]"
            }
        }
        return text
    }

    private static func isPlainKeyByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F
    }

    /// `text` as a quoted, escaped JSON-like string for messages, cut to 40 characters.
    static func quoted(_ text: String) -> String {
        guard text.count > 40 else { return text.debugDescription }
        return String(String(text.prefix(40)).debugDescription.dropLast()) + "…\""
    }

    /// Skips whitespace and returns the kind of the value that starts there, and where it starts.
    mutating func peekValue() throws(TouchTraceError) -> (kind: TraceJSONKind, position: TraceJSONPosition) {
        skipWhitespace()
        let kind: TraceJSONKind
        switch current ?? 0 {
        case UInt8(ascii: "{"): kind = .object
        case UInt8(ascii: "["): kind = .array
        case UInt8(ascii: "\""): kind = .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): kind = .boolean
        case UInt8(ascii: "n"): kind = .null
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error(
                "expected a JSON value, found \(describeCurrent()) (NaN and Infinity are not JSON)", at: position)
        default:
            throw error("expected a JSON value, found \(describeCurrent())", at: position)
        }
        return (kind, position)
    }

    /// Reads the object at the reader's position, calling `member` with each key and its position; `member` must
    /// read exactly the member's value. Rejects duplicate keys.
    mutating func readObject(
        _ member: (inout TraceJSONReader, String, TraceJSONPosition) throws(TouchTraceError) -> Void
    ) throws(TouchTraceError) {
        try enterContainer()
        skipWhitespace()
        if current == UInt8(ascii: "}") { return exitContainer() }
        var keys: Set<String> = []
        while true {
            skipWhitespace()
            let keyPosition = position
            guard current == UInt8(ascii: "\"") else {
                throw error("expected a quoted key, found \(describeCurrent())", at: position)
            }
            let key = try readString()
            guard keys.insert(key).inserted else {
                throw error("duplicate key \(Self.quoted(key))", at: keyPosition)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw error("expected ':' after the key, found \(describeCurrent())", at: position)
            }
            advance()
            path.append(.key(key))
            try member(&self, key, keyPosition)
            path.removeLast()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "}"): return exitContainer()
            default: throw error("expected ',' or '}' after an object member, found \(describeCurrent())", at: position)
            }
        }
    }

    /// Reads the array at the reader's position, calling `element` with each index; `element` must read exactly
    /// one value.
    mutating func readArray(
        _ element: (inout TraceJSONReader, Int) throws(TouchTraceError) -> Void
    ) throws(TouchTraceError) {
        try enterContainer()
        skipWhitespace()
        if current == UInt8(ascii: "]") { return exitContainer() }
        var index = 0
        while true {
            path.append(.index(index))
            try element(&self, index)
            path.removeLast()
            index += 1
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"): return exitContainer()
            default: throw error("expected ',' or ']' after an array element, found \(describeCurrent())", at: position)
            }
        }
    }

    /// Consumes an opening bracket, refusing to nest deeper than `maximumDepth`.
    private mutating func enterContainer() throws(TouchTraceError) {
        guard depth < Self.maximumDepth else {
            throw error("expected at most \(Self.maximumDepth) levels of nested objects and arrays", at: position)
        }
        depth += 1
        advance()
    }

    /// Consumes a closing bracket.
    private mutating func exitContainer() {
        depth -= 1
        advance()
    }

    /// Reads and discards the value at the reader's position, checking its syntax.
    mutating func skipValue() throws(TouchTraceError) {
        switch try peekValue().kind {
        case .object: try readObject { reader, _, _ throws(TouchTraceError) in try reader.skipValue() }
        case .array: try readArray { reader, _ throws(TouchTraceError) in try reader.skipValue() }
        case .string: _ = try readString()
        case .number: _ = try readNumber()
        case .boolean, .null: _ = try readLiteral()
        }
    }

    /// Checks that only whitespace follows the top-level value.
    mutating func expectEnd() throws(TouchTraceError) {
        skipWhitespace()
        guard current == nil else {
            throw error(
                "expected the end of the input after the top-level value, found \(describeCurrent())", at: position)
        }
    }
}
