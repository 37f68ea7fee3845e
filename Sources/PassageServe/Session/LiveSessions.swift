// The live scenes a server is playing, one per open page, by session id: how many may play at once, and where
// a recorded trace is found for download. A page that closes its connection removes its session, and with it
// the scene's run, stage and frames.
import FlyingFox
import Foundation
import Passage
import PassageRender
import PassageScenes

/// The sessions of one server.
@MainActor
final class LiveSessions {
    /// The most scenes played at once.
    let limit: Int
    private var sessions: [String: LiveSession] = [:]

    init(limit: Int) {
        self.limit = limit
    }

    /// How many scenes are playing.
    var count: Int { sessions.count }

    /// Frames the pages playing now said they drew.
    var framesDrawn: Int { sessions.values.reduce(0) { $0 + $1.framesDrawn } }

    /// Starts a session playing `scene` on `device`, or returns nil when `limit` are already playing.
    func open(_ scene: Scene, device: DeviceProfile, send: @escaping (WSMessage) -> Void) -> LiveSession? {
        guard sessions.count < limit else { return nil }
        let session = LiveSession(id: UUID().uuidString, scene: scene, device: device, send: send)
        sessions[session.id] = session
        return session
    }

    /// Ends the session `id`.
    func close(_ id: String) {
        sessions.removeValue(forKey: id)?.end()
    }

    /// Whether a download is being rendered (one at a time: each takes the main actor's time from the pages).
    private(set) var isDownloading = false

    /// What session `id` played, rendered as `format`, with its scene's name; nil when no such session is
    /// playing. Throws `LiveDownloadBusy` while another download is being made.
    func download(of id: String, format: ExportFormat) async throws -> (scene: String, data: Data)? {
        guard let session = sessions[id] else { return nil }
        guard !isDownloading else { throw LiveDownloadBusy() }
        isDownloading = true
        defer { isDownloading = false }
        return (session.scene.name, try await session.download(format))
    }

    /// The recorded trace of session `id` with its scene's name, or nil when no such session is playing.
    func trace(of id: String) -> (scene: String, json: Data)? {
        sessions[id].map { ($0.scene.name, $0.traceJSON) }
    }
}

/// Another download is being rendered.
struct LiveDownloadBusy: Error {}
