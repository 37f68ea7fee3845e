// The WebSocket of one page: it names a scene and a device when it connects, then plays the scene in a session
// of its own until the page goes away. An unknown scene or device, or a server already playing its limit of
// scenes, gets an error message and a close code saying why.
import FlyingFox
import Foundation
import Passage
import PassageScenes

/// What a page asks for when it connects: `/live?scene=NAME&device=NAME&scale=N`.
struct LiveRequest: Sendable, Equatable {
    var scene: String
    var device: String
    var scale: Int?

    init(query: [HTTPRequest.QueryItem]) {
        func value(_ name: String) -> String? { query.first { $0.name == name }?.value }
        scene = value("scene") ?? ""
        device = value("device") ?? DeviceProfile.iPhoneSE.name
        scale = value("scale").flatMap(Int.init)
    }
}

/// Plays one page's scene over its WebSocket.
struct LiveSocket: WSMessageHandler {
    let request: LiveRequest
    let scenes: [Scene]
    let sessions: LiveSessions

    /// Messages waiting for the connection's writer: frames are limited by flow control and errors by the
    /// bad-message limit, so this bound is never the one that holds memory down.
    static let outputBuffer = 64

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (output, continuation) = AsyncStream.makeStream(
            of: WSMessage.self, bufferingPolicy: .bufferingOldest(Self.outputBuffer))
        Task { @MainActor in
            await play(client: client, output: continuation)
            continuation.finish()
        }
        return output
    }

    /// Opens the session, feeds it the page's messages until the page goes away, then ends it.
    @MainActor
    private func play(client: AsyncStream<WSMessage>, output: AsyncStream<WSMessage>.Continuation) async {
        func fail(_ message: String, code: UInt16) {
            output.yield(.text(LiveSession.json(["type": "error", "message": message])))
            output.yield(.close(WSCloseCode(code, reason: String(message.prefix(100)))))
        }
        guard let scene = scenes.first(where: { $0.name == request.scene }) else {
            fail(
                "no scene named \(ClientMessage.excerpt(request.scene)); expected one of \(scenes.map(\.name).joined(separator: ", "))",
                code: 1008)
            return
        }
        guard let preset = DeviceProfile.named(request.device) else {
            fail(
                "no device named \(ClientMessage.excerpt(request.device)); expected one of \(DeviceProfile.all.map(\.name).joined(separator: ", "))",
                code: 1008)
            return
        }
        if let scale = request.scale, !(1...3).contains(scale) {
            fail("scale \(scale); expected 1, 2 or 3", code: 1008)
            return
        }
        let device = request.scale.map { preset.scaled(to: CGFloat($0)) } ?? preset
        guard let session = sessions.open(scene, device: device, send: { output.yield($0) }) else {
            fail(
                "\(sessions.limit) live scenes are playing, the server's limit; close a tab and reload",
                code: 1013)
            return
        }
        let clock = Task { @MainActor in await session.runClock() }
        for await message in client {
            if !(await session.receive(message)) { break }
        }
        clock.cancel()
        await clock.value
        sessions.close(session.id)
    }
}
