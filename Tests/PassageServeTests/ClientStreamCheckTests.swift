// The front listener's check of a client's bytes: request heads passed on whole, bodies refused, WebSocket
// frames passed on once their header is checked, whatever the chunks the bytes arrive in, and nothing of a frame
// over the limit passed on.
import XCTest

@testable import PassageServe

final class ClientStreamCheckTests: XCTestCase {
    private let upgrade = Array(
        "GET /live?scene=x HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n".utf8)

    /// A masked client frame.
    private func frame(opcode: UInt8, payload: [UInt8], fin: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        if payload.count < 126 {
            bytes.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            bytes += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            bytes.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8((payload.count >> shift) & 0xFF)) }
        }
        return bytes + [1, 2, 3, 4] + payload
    }

    /// Feeds `bytes` in chunks of `size`; returns what was passed on and the refusal.
    private func feed(_ bytes: [UInt8], chunk size: Int, limit: Int = 100) -> ([UInt8], ClientStreamCheck.Refusal?) {
        var check = ClientStreamCheck(maximumMessageBytes: limit)
        var passed: [UInt8] = []
        for start in stride(from: 0, to: bytes.count, by: size) {
            let (pass, refusal) = check.check(bytes[start..<min(start + size, bytes.count)])
            passed += pass
            if let refusal { return (passed, refusal) }
        }
        return (passed, nil)
    }

    func testHeadsAndFramesPassWholeInAnyChunks() {
        let stream =
            upgrade + frame(opcode: 1, payload: Array(repeating: 7, count: 100))
            + frame(opcode: 1, payload: Array(repeating: 8, count: 60), fin: false)
            + frame(opcode: 9, payload: [1, 2]) + frame(opcode: 0, payload: Array(repeating: 9, count: 40))
        for size in [1, 2, 3, 7, 13, 64, 4096] {
            let (passed, refusal) = feed(stream, chunk: size)
            XCTAssertNil(refusal, "chunks of \(size)")
            XCTAssertEqual(passed, stream, "chunks of \(size)")
        }
    }

    func testPlainRequestsStayHTTP() {
        var check = ClientStreamCheck()
        let request = Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8)
        XCTAssertEqual(check.check(request + request).pass, request + request)
        XCTAssertFalse(check.isWebSocket)
    }

    /// A frame over the limit: nothing of it is passed on, only the frames before it; so is a message of
    /// continuation frames growing past the limit, and a control frame over 125 bytes.
    func testFramesOverTheLimitAreRefusedBeforeTheirPayload() {
        let ok = frame(opcode: 1, payload: Array(repeating: 1, count: 10))
        for size in [1, 5, 4096] {
            var (passed, refusal) = feed(
                upgrade + ok + frame(opcode: 2, payload: Array(repeating: 2, count: 101)), chunk: size)
            XCTAssertEqual(refusal, .messageTooLarge(101))
            XCTAssertEqual(passed, upgrade + ok, "chunks of \(size)")
            (passed, refusal) = feed(
                upgrade + frame(opcode: 1, payload: Array(repeating: 1, count: 60), fin: false)
                    + frame(opcode: 0, payload: Array(repeating: 1, count: 41)), chunk: size)
            XCTAssertEqual(refusal, .messageTooLarge(101))
            XCTAssertEqual(passed, upgrade + frame(opcode: 1, payload: Array(repeating: 1, count: 60), fin: false))
            (passed, refusal) = feed(upgrade + frame(opcode: 9, payload: Array(repeating: 1, count: 126)), chunk: size)
            XCTAssertEqual(refusal, .controlFrameTooLarge(126))
            XCTAssertEqual(passed, upgrade)
        }
        // A 64-bit length past Int.max.
        let (passed, refusal) = feed(upgrade + [0x82, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4], chunk: 4096)
        XCTAssertEqual(refusal, .messageTooLarge(Int.max))
        XCTAssertEqual(passed, upgrade)
    }

    func testHeadsOverTheLimitAndBodiesAreRefused() {
        let long = Array("GET / HTTP/1.1\r\nX: \(String(repeating: "a", count: 17_000))\r\n\r\n".utf8)
        XCTAssertEqual(long.count, 17_023)
        var (passed, refusal) = feed(long, chunk: 4096)
        XCTAssertEqual(passed, [])
        XCTAssertEqual(refusal, .headTooLarge(long.count), "the whole head arrived, past the limit")
        // A head still without its blank line at the limit is refused without waiting for the rest.
        (passed, refusal) = feed(Array(long[..<16_400]), chunk: 100)
        XCTAssertEqual(passed, [])
        XCTAssertEqual(refusal, .headTooLarge(16_400))
        var check = ClientStreamCheck()
        XCTAssertEqual(
            check.check(Array("POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc".utf8)).refusal, .requestBody)
        check = ClientStreamCheck()
        XCTAssertEqual(
            check.check(Array("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)).refusal, .requestBody)
        XCTAssertEqual(
            ClientStreamCheck.Refusal.messageTooLarge(20_480).description,
            "message of 20480 bytes; at most 16384 are read")
    }
}
