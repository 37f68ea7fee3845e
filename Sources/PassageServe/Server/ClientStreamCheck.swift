// What a client sends, checked as it passes through the front listener, before the HTTP server reads it:
// FlyingFox reads a request head or a whole WebSocket frame before its handlers see it, so the sizes are bounded
// here. A request head is held until its blank line (at most `maximumHeadBytes`) and passed on whole; a request
// with a body is refused (the server takes GET and HEAD only). After a WebSocket upgrade request, each frame's
// header is held until it is complete and its length is checked before any of its payload is passed on: a data
// frame that would make its message (continuation frames included) longer than `maximumMessageBytes`, or a
// control frame over 125 bytes, is refused, and nothing of it reaches the server.

/// Checks a client's bytes on their way to the HTTP server.
struct ClientStreamCheck {
    /// Why the client's stream was stopped.
    enum Refusal: Equatable, Sendable {
        /// A request head longer than the limit, with the bytes read of it.
        case headTooLarge(Int)
        /// A request announcing a body (Content-Length or Transfer-Encoding).
        case requestBody
        /// A WebSocket data frame making its message this many bytes long.
        case messageTooLarge(Int)
        /// A WebSocket control frame of this many bytes (at most 125 are allowed).
        case controlFrameTooLarge(Int)

        /// The refusal in words, naming what was expected.
        var description: String {
            switch self {
            case .headTooLarge(let bytes):
                "request head of more than \(bytes) bytes; at most \(ClientStreamCheck.maximumHeadBytes) are read"
            case .requestBody: "request with a body; only GET and HEAD without a body are served"
            case .messageTooLarge(let bytes):
                "message of \(bytes) bytes; at most \(ClientMessage.maximumBytes) are read"
            case .controlFrameTooLarge(let bytes): "control frame of \(bytes) bytes; at most 125 are allowed"
            }
        }
    }

    /// The longest request head passed on.
    static let maximumHeadBytes = 16 * 1024

    private enum State {
        /// Reading a request head: the bytes so far.
        case head([UInt8])
        /// Reading a WebSocket frame's header: the bytes so far.
        case frameHeader([UInt8])
        /// Passing a frame's payload: the bytes still to come.
        case payload(remaining: Int)
        case refused
    }

    private var state = State.head([])
    /// The payload bytes of the WebSocket message in progress (a first frame without FIN and its continuations).
    private var messageBytes = 0
    /// The longest WebSocket message passed on.
    let maximumMessageBytes: Int

    init(maximumMessageBytes: Int = ClientMessage.maximumBytes) {
        self.maximumMessageBytes = maximumMessageBytes
    }

    /// Whether the stream has been refused (nothing more is passed on).
    var isRefused: Bool {
        if case .refused = state { return true }
        return false
    }

    /// Whether the connection has become a WebSocket.
    var isWebSocket: Bool {
        switch state {
        case .frameHeader, .payload: true
        case .head, .refused: false
        }
    }

    /// Takes the next bytes read from the client; returns those that may go on to the server (in order), and the
    /// refusal that stopped the stream, if one did. After a refusal nothing more is passed on.
    mutating func check(_ bytes: some Collection<UInt8>) -> (pass: [UInt8], refusal: Refusal?) {
        var pass: [UInt8] = []
        var rest = ArraySlice(bytes)
        while !rest.isEmpty {
            switch state {
            case .refused:
                return (pass, nil)
            case .head(var head):
                let before = head.count
                head += rest
                guard let end = Self.endOfHead(in: head, searchingFrom: max(0, before - 3)) else {
                    guard head.count <= Self.maximumHeadBytes else { return refuse(.headTooLarge(head.count), pass) }
                    state = .head(head)
                    return (pass, nil)
                }
                guard end <= Self.maximumHeadBytes else { return refuse(.headTooLarge(end), pass) }
                let headBytes = head[..<end]
                let fields = Self.fields(of: headBytes)
                if let length = fields["content-length"], length != "0" { return refuse(.requestBody, pass) }
                if fields["transfer-encoding"] != nil { return refuse(.requestBody, pass) }
                pass += headBytes
                rest = rest.dropFirst(end - before)
                state = fields["upgrade"]?.lowercased() == "websocket" ? .frameHeader([]) : .head([])
            case .frameHeader(var header):
                let needed = Self.frameHeaderLength(header)
                let taken = rest.prefix(needed - header.count)
                header += taken
                rest = rest.dropFirst(taken.count)
                let complete = Self.frameHeaderLength(header)
                guard header.count == complete else {
                    state = .frameHeader(header)
                    continue
                }
                let opcode = header[0] & 0x0F
                let isFinal = header[0] & 0x80 != 0
                let length = Self.payloadLength(header)
                if opcode >= 8 {
                    guard length <= 125 else { return refuse(.controlFrameTooLarge(length), pass) }
                } else {
                    let total = (opcode == 0 ? messageBytes : 0).addingReportingOverflow(length)
                    guard !total.overflow, total.partialValue <= maximumMessageBytes else {
                        return refuse(.messageTooLarge(total.overflow ? Int.max : total.partialValue), pass)
                    }
                    messageBytes = isFinal ? 0 : total.partialValue
                }
                pass += header
                state = length == 0 ? .frameHeader([]) : .payload(remaining: length)
            case .payload(let remaining):
                let taken = rest.prefix(remaining)
                pass += taken
                rest = rest.dropFirst(taken.count)
                state = remaining == taken.count ? .frameHeader([]) : .payload(remaining: remaining - taken.count)
            }
        }
        return (pass, nil)
    }

    private mutating func refuse(_ refusal: Refusal, _ pass: [UInt8]) -> (pass: [UInt8], refusal: Refusal?) {
        state = .refused
        return (pass, refusal)
    }

    /// The index just past the blank line ending a request head, searching from `start`; nil if not there yet.
    private static func endOfHead(in bytes: [UInt8], searchingFrom start: Int) -> Int? {
        var index = start
        while index + 3 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 {
                return index + 4
            }
            index += 1
        }
        return nil
    }

    /// A request head's header fields, names lowercased, values trimmed (the last of a repeated name).
    private static func fields(of head: ArraySlice<UInt8>) -> [String: String] {
        var fields: [String: String] = [:]
        for line in String(decoding: head, as: UTF8.self).split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            fields[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// How long the frame header starting with `header` is: 2 bytes until the second is known, then those plus
    /// the extended length (2 or 8 bytes) and the mask (4 bytes, when the mask bit is set).
    private static func frameHeaderLength(_ header: [UInt8]) -> Int {
        guard header.count >= 2 else { return 2 }
        let length7 = header[1] & 0x7F
        let extended = length7 == 126 ? 2 : length7 == 127 ? 8 : 0
        return 2 + extended + (header[1] & 0x80 != 0 ? 4 : 0)
    }

    /// The payload length a complete frame header announces (lengths past `Int.max` are `Int.max`).
    private static func payloadLength(_ header: [UInt8]) -> Int {
        let length7 = Int(header[1] & 0x7F)
        switch length7 {
        case 126: return Int(header[2]) << 8 | Int(header[3])
        case 127:
            let length = header[2..<10].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            return length > UInt64(Int.max) ? Int.max : Int(length)
        default: return length7
        }
    }
}
