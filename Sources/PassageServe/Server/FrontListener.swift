// The listener in front of the HTTP server. FlyingFox accepts every connection it is offered and reads a whole
// request head or WebSocket frame before its handlers can look at its size, so the server's own HTTP server
// listens only on a Unix socket in a folder of its own (mode 0700), and this listener takes the public address:
// it accepts at most `maximumConnections` at once (one more is answered 503 with the reason, and closed), and
// relays each connection's bytes both ways, passing the client's through `ClientStreamCheck`. A request head or
// a WebSocket message over its limit is never read into memory: before the first request's response the client
// is answered 431 or 413; on a WebSocket, the server is sent a close frame with code 1009 in the page's stead, so
// the page's scene ends and the page gets that close, with the reason, from the server.
import FlyingFox
import FlyingSocks
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Accepts the pages' connections, at most a given number at once, and relays them to the HTTP server with
/// their sizes checked.
final class FrontListener: Sendable {
    /// The most connections relayed at once by default: 8 tabs' WebSockets with the HTTP connections a browser
    /// opens beside them (up to 6 per host).
    static let defaultMaximumConnections = 64
    /// Bytes of a refused connection's request read (and dropped) before it is closed, so the refusal is not
    /// lost to a reset; and the seconds allowed for that.
    static let refusalDrainBytes = 64 * 1024
    static let refusalDrainSeconds = 1.0

    let maximumConnections: Int
    private let socket: Socket
    private let backend: sockaddr_un
    private let pool: any AsyncSocketPool
    private let gate: ConnectionGate

    /// Listens on `address` (binding now, so a port in use fails here), to relay connections to the server
    /// listening on `backend`.
    init(address: some SocketAddress, backend: sockaddr_un, maximumConnections: Int) throws {
        self.maximumConnections = maximumConnections
        self.backend = backend
        pool = SocketPool.make()
        gate = ConnectionGate(limit: maximumConnections)
        socket = try Socket(domain: Int32(type(of: address).family))
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address)
            try socket.listen()
        } catch {
            try? socket.close()
            throw error
        }
    }

    /// The port listened on.
    var port: UInt16? {
        switch try? socket.sockname() {
        case .ip4(_, let port), .ip6(_, let port): port
        default: nil
        }
    }

    /// Connections being relayed now.
    var openConnections: Int {
        get async { await gate.open }
    }

    /// Accepts and relays connections until the task is cancelled or `stop()` is called.
    func run() async throws {
        try await pool.prepare()
        let listening = try AsyncSocket(socket: socket, pool: pool)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.pool.run() }
            group.addTask {
                await withDiscardingTaskGroup { connections in
                    while !Task.isCancelled {
                        let client: AsyncSocket
                        do {
                            client = try await listening.accept()
                        } catch {
                            // Out of file descriptors, say: wait a little rather than spin or stop serving.
                            try? await Task.sleep(for: .milliseconds(50))
                            continue
                        }
                        if await self.gate.enter() {
                            connections.addTask {
                                await self.relay(client)
                                await self.gate.leave()
                            }
                        } else if await self.gate.enterRefusal() {
                            connections.addTask {
                                await self.refuse(client, status: "503 Service Unavailable", because: self.busy)
                                await self.gate.leaveRefusal()
                            }
                        } else {
                            Self.shutDown(client)
                            try? client.close()
                        }
                    }
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Stops accepting (connections being relayed end with the server's).
    func stop() {
        Self.shutDown(socket)
    }

    private var busy: String {
        "the server has \(maximumConnections) connections open, its limit; close a tab and reload"
    }

    /// Relays `client` to the HTTP server until either side closes or the client's stream is refused, then
    /// closes the connection gracefully (the client reads what was sent before it is closed).
    private func relay(_ client: AsyncSocket) async {
        guard let server = try? await AsyncSocket.connected(to: backend, pool: pool) else {
            await refuse(client, status: "502 Bad Gateway", because: "the server is not listening")
            return
        }
        // Every wait ends through the sockets (a shutdown wakes it), never by cancelling it: a cancelled wait is
        // resumed later by the pool, by when its descriptor may belong to the next connection.
        let refused = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                // The server's bytes, as they come: what it sends is bounded by the sessions' flow control.
                while let bytes = await self.readAvailable(server) {
                    guard (try? await client.write(Data(bytes))) != nil else { break }
                }
                return false
            }
            group.addTask { await self.forward(client, to: server) }
            let refused = await group.next() == true
            let deadline = Task {
                // Cancelled once the connection is done: its descriptors may then be another connection's.
                guard (try? await Task.sleep(for: .seconds(refused ? 2 : 1))) != nil else { return }
                Self.shutDown(server)
                Self.shutDown(client)
            }
            if refused {
                // A message refused: the server was sent a close in the page's stead; its answer is relayed to
                // the page before the connection closes (or after 2 s, whichever comes first).
                _ = await group.next()
            }
            Self.shutDown(server)
            shutdown(client.socket.file.rawValue, Int32(SHUT_WR))
            // The client reads what was sent, then closes its side (or the deadline closes it).
            await group.waitForAll()
            deadline.cancel()
            return refused
        }
        if refused { await drain(client) }
        try? client.close()
        try? server.close()
    }

    /// Passes the client's bytes to the server through the check until either side closes or the check refuses
    /// them; answers a refusal. Returns true when a WebSocket message was refused (the server was sent a close).
    private func forward(_ client: AsyncSocket, to server: AsyncSocket) async -> Bool {
        var check = ClientStreamCheck()
        var passedAny = false
        while let bytes = await readAvailable(client) {
            let (pass, refusal) = check.check(bytes)
            if !pass.isEmpty {
                guard (try? await server.write(Data(pass))) != nil else { return false }
                passedAny = true
            }
            guard let refusal else { continue }
            switch refusal {
            case .headTooLarge where !passedAny:
                await answer(client, status: "431 Request Header Fields Too Large", because: refusal.description)
            case .requestBody where !passedAny:
                await answer(client, status: "413 Content Too Large", because: refusal.description)
            case .messageTooLarge, .controlFrameTooLarge:
                // The server answers a close with the same close, which reaches the page.
                try? await server.write(Data(Self.closeFrame(code: 1009, reason: refusal.description)))
                return true
            default:
                break
            }
            return false
        }
        return false
    }

    /// Answers `client` with `status` and `reason` as plain text, and closes it once it has read it.
    private func refuse(_ client: AsyncSocket, status: String, because reason: String) async {
        await answer(client, status: status, because: reason)
        shutdown(client.socket.file.rawValue, Int32(SHUT_WR))
        await drain(client)
        try? client.close()
    }

    /// Sends `client` a response with `status` and `reason` as plain text, closing the connection.
    private func answer(_ client: AsyncSocket, status: String, because reason: String) async {
        let body = reason + "\n"
        let response =
            "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Connection: close\r\nCache-Control: no-store\r\n\r\n" + body
        _ = try? await client.write(Data(response.utf8))
    }

    /// Reads and drops what the client still sends, a bounded amount for a bounded time, so closing the
    /// connection does not reset it before the client read the answer.
    private func drain(_ client: AsyncSocket) async {
        let socket = client.socket
        let reading = Task {
            var dropped = 0
            while dropped < Self.refusalDrainBytes, let bytes = await self.readAvailable(client) {
                dropped += bytes.count
            }
        }
        let deadline = Task {
            guard (try? await Task.sleep(for: .seconds(Self.refusalDrainSeconds))) != nil else { return }
            shutdown(socket.file.rawValue, Int32(SHUT_RD))
        }
        await reading.value
        deadline.cancel()
    }

    /// What `socket` has to read (at most 64 KB), once it has something; nil once it is closed or the task is
    /// cancelled. The pool wakes a wait with an error when the peer has closed, though data it sent before may
    /// still be there to read: the socket is read once more then, and only a read says it is closed.
    private func readAvailable(_ socket: AsyncSocket) async -> [UInt8]? {
        var woken = false
        while !Task.isCancelled {
            do {
                return try socket.socket.read(atMost: 65536)
            } catch SocketError.blocked {
                guard !woken else { return nil }
                do {
                    try await pool.suspendSocket(socket.socket, untilReadyFor: .read)
                } catch is CancellationError {
                    return nil
                } catch {
                    woken = true
                }
            } catch {
                return nil
            }
        }
        return nil
    }

    /// Ends both directions of `socket`, waking whatever waits on it (closing it would leave a waiter asleep).
    private static func shutDown(_ socket: AsyncSocket) {
        shutDown(socket.socket)
    }

    private static func shutDown(_ socket: Socket) {
        shutdown(socket.file.rawValue, Int32(SHUT_RDWR))
    }

    /// A masked WebSocket close frame with `code` and `reason` (cut to fit a control frame), as a client sends.
    static func closeFrame(code: UInt16, reason: String) -> [UInt8] {
        let payload = [UInt8(code >> 8), UInt8(code & 0xFF)] + Array(reason.utf8.prefix(123))
        let mask: [UInt8] = [0x50, 0x61, 0x73, 0x73]
        return [0x88, 0x80 | UInt8(payload.count)] + mask + payload.enumerated().map { $1 ^ mask[$0 % 4] }
    }
}

/// Counts the connections relayed and refused at once.
private actor ConnectionGate {
    let limit: Int
    private(set) var open = 0
    private var refusing = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes a place for a connection, if one is free.
    func enter() -> Bool {
        guard open < limit else { return false }
        open += 1
        return true
    }

    func leave() {
        open -= 1
    }

    /// Takes a place for a connection being refused (as many as relayed): past that, they are closed unanswered.
    func enterRefusal() -> Bool {
        guard refusing < limit else { return false }
        refusing += 1
        return true
    }

    func leaveRefusal() {
        refusing -= 1
    }
}
