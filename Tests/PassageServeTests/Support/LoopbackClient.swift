// A small blocking HTTP and WebSocket client for the server tests, talking raw bytes over loopback so a test can
// send what no browser would (garbage, oversized frames, other origins). Every call runs on a dispatch thread
// of its own, never on the main actor or the concurrency pool that the server needs, and every read gives up
// after `timeout` seconds, so a broken server fails a test instead of hanging it.
import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One TCP connection to the server under test.
final class LoopbackClient: @unchecked Sendable {
    /// Why a client call failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A WebSocket message or control frame as read.
    struct Message {
        var opcode: UInt8
        var payload: [UInt8]

        var text: String? { opcode == 1 ? String(decoding: payload, as: UTF8.self) : nil }
        var isBinary: Bool { opcode == 2 }
        var isClose: Bool { opcode == 8 }
        /// A close frame's status code.
        var closeCode: Int? { isClose && payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil }
        /// A close frame's reason.
        var closeReason: String? {
            isClose && payload.count >= 2 ? String(decoding: payload[2...], as: UTF8.self) : nil
        }
    }

    private let socket: Int32
    private var buffered: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds.
    init(port: UInt16, timeout: Int = 10) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket() failed") }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(socket)
            throw Failure(description: "connect to port \(port) failed")
        }
    }

    deinit { close(socket) }

    /// Runs blocking client work off the concurrency pool.
    static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }

    /// Closes the connection now (a tab closing).
    func shutDown() {
        shutdown(socket, Int32(SHUT_RDWR))
    }

    func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw Failure(description: "send failed") }
            sent += count
        }
    }

    /// Reads exactly `count` bytes.
    func read(_ count: Int) throws -> [UInt8] {
        while buffered.count < count {
            var chunk = [UInt8](repeating: 0, count: 65536)
            let got = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard got > 0 else { throw Failure(description: got == 0 ? "connection closed" : "read timed out") }
            buffered.append(contentsOf: chunk[0..<got])
        }
        let bytes = Array(buffered[0..<count])
        buffered.removeFirst(count)
        return bytes
    }

    /// Reads up to and including the blank line ending HTTP headers.
    func readHead() throws -> String {
        var head: [UInt8] = []
        while !(head.count >= 4 && Array(head.suffix(4)) == [13, 10, 13, 10]) {
            head += try read(1)
        }
        return String(decoding: head, as: UTF8.self)
    }

    /// A response: its status, its head, and its body as bytes and as text.
    struct Response {
        var status: Int
        var head: String
        var bodyBytes: [UInt8]
        var body: String { String(decoding: bodyBytes, as: UTF8.self) }
    }

    /// GET `target` and the response's status and body (Content-Length bodies, as the server sends).
    func get(_ target: String, host: String = "127.0.0.1", headers: [String: String] = [:]) throws -> Response {
        var request = "GET \(target) HTTP/1.1\r\nHost: \(host)\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        try write(Array((request + "\r\n").utf8))
        let head = try readHead()
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        let length =
            head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
        return Response(status: status, head: head, bodyBytes: try read(length))
    }

    /// Opens a WebSocket at `target`; returns the response's status line and headers.
    func upgrade(_ target: String, origin: String? = nil) throws -> String {
        var headers = [
            "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
        ]
        if let origin { headers["Origin"] = origin }
        var request = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        try write(Array((request + "\r\n").utf8))
        return try readHead()
    }

    /// Sends one masked frame with `opcode` and `payload` (the length field as large as it needs to be).
    func sendFrame(opcode: UInt8, payload: [UInt8], fin: Bool = true) throws {
        var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((payload.count >> shift) & 0xFF)) }
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += payload.enumerated().map { $1 ^ mask[$0 % 4] }
        try write(frame)
    }

    func sendText(_ text: String) throws {
        try sendFrame(opcode: 1, payload: Array(text.utf8))
    }

    /// Reads the next message, joining continuation frames; close frames are returned as messages.
    func readMessage() throws -> Message {
        var opcode: UInt8 = 0
        var payload: [UInt8] = []
        while true {
            let head = try read(2)
            let fin = head[0] & 0x80 != 0
            let frameOpcode = head[0] & 0x0F
            var length = Int(head[1] & 0x7F)
            if length == 126 {
                let bytes = try read(2)
                length = Int(bytes[0]) << 8 | Int(bytes[1])
            } else if length == 127 {
                length = try read(8).reduce(0) { $0 << 8 | Int($1) }
            }
            let body = try read(length)
            if frameOpcode != 0 { opcode = frameOpcode }
            payload += body
            if fin { return Message(opcode: opcode, payload: payload) }
        }
    }

    /// Reads messages until one satisfies `stop`; returns all read, that one last.
    func readMessages(until stop: (Message) -> Bool) throws -> [Message] {
        var messages: [Message] = []
        while true {
            let message = try readMessage()
            messages.append(message)
            if stop(message) { return messages }
        }
    }

    /// The JSON object of a text message, or nil.
    static func json(_ message: Message) -> [String: Any]? {
        message.text.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }
}
