// Loading a trace from its JSON text (docs/touch-trace-format.md). The document is read in two passes: the first
// checks the syntax of the whole text, the format name and the version, and notes where "events" starts; only
// then are unknown keys and the events reported, so a newer version's document is refused for its version rather
// than for the keys it added. Errors come in document order within each pass; the first one found is thrown.
import Foundation

extension TouchTrace {
    /// The value of the `format` key that every trace document declares.
    static let formatName = "passage-touch-trace"
    /// The versions this library reads.
    static let supportedVersions = [currentVersion]

    /// Parses a touch trace from JSON text in the format of `docs/touch-trace-format.md`.
    ///
    /// The text must be valid UTF-8 JSON, declare `"format": "passage-touch-trace"` and a supported version, and
    /// describe a valid trace (see ``TouchTrace``). Unknown keys are rejected so typos are caught.
    ///
    /// - Parameter data: The JSON text.
    /// - Throws: ``TouchTraceError`` naming the line, column and field of the first problem found.
    public init(json data: Data) throws(TouchTraceError) {
        var reader = TraceJSONReader(data)
        let (kind, start) = try reader.peekValue()
        guard kind == .object else {
            let found = reader.describeValue(of: kind)
            throw reader.error(
                "expected an object with \"format\", \"version\" and \"events\", found \(found)", at: start)
        }
        var sawFormat = false
        var sawVersion = false
        var eventsStart: TraceJSONPosition?
        var unknownKey: TouchTraceError?
        try reader.readObject { reader, key, keyPosition throws(TouchTraceError) in
            switch key {
            case "format":
                let (name, position) = try reader.readString(expected: "the string \"\(Self.formatName)\"")
                guard name == Self.formatName else {
                    throw reader.error(
                        "expected \"\(Self.formatName)\", found \(TraceJSONReader.quoted(name))", at: position)
                }
                sawFormat = true
            case "version":
                let (version, position) = try reader.readInteger(expected: "an integer version")
                guard Self.supportedVersions.contains(version) else {
                    let supported = Self.supportedVersions.map(String.init).joined(separator: ", ")
                    throw reader.error("unsupported version \(version); supported versions: \(supported)", at: position)
                }
                sawVersion = true
            case "events":
                eventsStart = try reader.peekValue().position
                try reader.skipValue()
            default:
                unknownKey =
                    unknownKey
                    ?? reader.error(
                        "unknown key \(TraceJSONReader.quoted(key)); a trace has only \"format\", \"version\" and \"events\"",
                        at: keyPosition)
                try reader.skipValue()
            }
        }
        try reader.expectEnd()
        func missing(_ key: String) -> TouchTraceError {
            TouchTraceError(
                line: start.line, column: start.column, field: key, message: "missing required key \"\(key)\"")
        }
        guard sawFormat else { throw missing("format") }
        guard sawVersion else { throw missing("version") }
        if let unknownKey { throw unknownKey }
        guard let eventsStart else { throw missing("events") }
        reader.position = eventsStart
        reader.path = [.key("events")]
        var decoder = TraceEventDecoder()
        self.init(events: try decoder.decodeEvents(&reader))
    }

    /// Reads and parses the touch trace in the file at `url`.
    ///
    /// - Parameter url: The file's location.
    /// - Throws: ``TouchTraceError``: for a file that cannot be read, one with line and column 0 whose message
    ///   names the path; otherwise as ``init(json:)``.
    public init(contentsOf url: URL) throws(TouchTraceError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw TouchTraceError(
                line: 0, column: 0, field: "", message: "could not read \(url.path): \(error.localizedDescription)")
        }
        try self.init(json: data)
    }
}
