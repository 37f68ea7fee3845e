// The live page's server: HTTP for the page's files, the scene list and recorded traces, and a WebSocket per
// open page that plays its scene (LiveSocket). It listens on loopback unless told otherwise. Routes:
//   GET /, /index.html, /app.js, /style.css   the page (PageFiles)
//   GET /scenes.json                           the scenes and devices
//   GET /still?scene=NAME                      the scene's picture in the list (SceneStills)
//   GET /trace?session=ID                      the touches a page has played, as a touch trace
//   GET /recording?session=ID&format=F         what a page has played, rendered again as APNG, GIF or MP4
//   GET /live?scene=NAME&device=NAME&scale=N   the WebSocket playing a scene
// A WebSocket upgrade from a page of another origin is refused, so a web site open in the same browser cannot
// drive or watch the scenes; on loopback, a request naming a host other than localhost or the loopback address
// is refused too, so a site whose name is made to point at 127.0.0.1 (DNS rebinding) is not same-origin either.
// The HTTP server listens on a Unix socket of its own; the address asked for is the `FrontListener`'s, which
// bounds the connections open and the size of what a client sends before the HTTP server reads it.
import FlyingFox
import FlyingSocks
import Foundation
import Passage
import PassageRender
import PassageScenes

/// A server playing scenes live in a browser (a Passage addition).
///
/// ```swift
/// let server = try LiveServer(scenes: myScenes, port: 8080)
/// try await server.run()
/// ```
@MainActor
public final class LiveServer {
    /// The host listened on by default: loopback only.
    nonisolated public static let defaultHost = "127.0.0.1"
    /// The port listened on by default.
    nonisolated public static let defaultPort: UInt16 = 8080
    /// The most scenes played at once by default, one per open page.
    nonisolated public static let defaultMaximumLiveScenes = 8

    /// The most connections open at once by default (see `FrontListener`).
    nonisolated public static let defaultMaximumConnections = FrontListener.defaultMaximumConnections

    private let http: HTTPServer
    private let front: FrontListener
    /// The private folder of the HTTP server's Unix socket, removed when the server stops.
    private let socketFolder: URL
    private let sessions: LiveSessions
    /// The host the server listens on.
    public let host: String

    /// A server for `scenes` on `host` (an IPv4 or IPv6 address) and `port` (0: any free port), playing at
    /// most `maximumLiveScenes` at once and holding at most `maximumConnections` connections open. It binds the
    /// address at once.
    ///
    /// - Throws: `LiveServerError` when `host` is not an IP address; the socket's error when the address cannot
    ///   be listened on (a port in use, say).
    public init(
        scenes: [Scene], host: String = LiveServer.defaultHost, port: UInt16 = LiveServer.defaultPort,
        maximumLiveScenes: Int = LiveServer.defaultMaximumLiveScenes,
        maximumConnections: Int = LiveServer.defaultMaximumConnections
    ) throws {
        self.host = host
        let sessions = LiveSessions(limit: max(1, maximumLiveScenes))
        self.sessions = sessions
        let address: any SocketAddress
        if host.contains(":") {
            guard let ip6 = try? sockaddr_in6.inet6(ip6: host, port: port) else {
                throw LiveServerError("--host \(host): expected an IPv4 or IPv6 address such as 127.0.0.1 or ::1")
            }
            address = ip6
        } else {
            guard let ip4 = try? sockaddr_in.inet(ip4: host, port: port) else {
                throw LiveServerError("--host \(host): expected an IPv4 or IPv6 address such as 127.0.0.1 or ::1")
            }
            address = ip4
        }
        socketFolder = FileManager.default.temporaryDirectory.appendingPathComponent("passage-serve-\(UUID())")
        try FileManager.default.createDirectory(
            at: socketFolder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let backend = sockaddr_un.unix(path: socketFolder.appendingPathComponent("http.sock").path)
        do {
            front = try FrontListener(
                address: address, backend: backend, maximumConnections: max(1, maximumConnections))
        } catch {
            try? FileManager.default.removeItem(at: socketFolder)
            throw error
        }
        let isLoopback = host == "127.0.0.1" || host == "::1"
        let router = LiveRouter(
            page: .bundled(), sceneList: Self.sceneList(scenes), scenes: scenes, sessions: sessions,
            stills: SceneStills(scenes: scenes), allowedHosts: isLoopback ? ["127.0.0.1", "localhost", "[::1]"] : nil)
        http = HTTPServer(
            config: HTTPServer.Configuration(address: backend, timeout: 15, logger: DisabledLogger.disabled),
            handler: router)
    }

    /// Listens and serves until `stop()` is called or the task is cancelled.
    ///
    /// - Throws: the socket's error when the server's own socket cannot be listened on.
    public func run() async throws {
        let http = http
        let front = front
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await http.run() }
            group.addTask {
                try await http.waitUntilListening(timeout: 10)
                try await front.run()
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Waits until the server listens and answers (at most `timeout` seconds).
    public func waitUntilListening(timeout: TimeInterval = 10) async throws {
        try await http.waitUntilListening(timeout: timeout)
    }

    /// The port listened on.
    public var port: UInt16? {
        get async { front.port }
    }

    /// The page's address, once listening.
    public var url: String? {
        get async {
            guard let port = await port else { return nil }
            let shown = host == "0.0.0.0" ? "127.0.0.1" : host == "::" ? "::1" : host
            return "http://" + (shown.contains(":") ? "[\(shown)]" : shown) + ":\(port)/"
        }
    }

    /// Scenes playing now, one per open page.
    public var liveSceneCount: Int { sessions.count }

    /// Connections open now, pages and downloads.
    public var openConnections: Int {
        get async { await front.openConnections }
    }

    /// Frames the pages playing now said they drew.
    var framesDrawnByPages: Int { sessions.framesDrawn }

    /// Stops listening, closes the connections (waiting at most `timeout` seconds for them), and ends every scene.
    public func stop(timeout: TimeInterval = 1) async {
        front.stop()
        await http.stop(timeout: timeout)
        try? FileManager.default.removeItem(at: socketFolder)
    }

    /// The scenes and devices as JSON, for the page's list.
    static func sceneList(_ scenes: [Scene]) -> Data {
        let list: [String: Any] = [
            "scenes": scenes.map {
                [
                    "name": $0.name, "summary": $0.summary, "interactive": $0.isInteractive,
                    "duration": $0.duration,
                ] as [String: Any]
            },
            "devices": DeviceProfile.all.map {
                [
                    "name": $0.name, "width": Double($0.size.width), "height": Double($0.size.height),
                    "scale": Double($0.scale),
                ] as [String: Any]
            },
        ]
        return (try? JSONSerialization.data(withJSONObject: list, options: [.sortedKeys])) ?? Data()
    }
}

/// A server that could not be set up, with what was expected.
public struct LiveServerError: Error, CustomStringConvertible {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Sends each request to the page, the scene list, a trace or a live scene.
struct LiveRouter: HTTPHandler {
    let page: PageFiles
    let sceneList: Data
    let scenes: [Scene]
    let sessions: LiveSessions
    let stills: SceneStills
    /// The host names (without port) requests may name in their Host header; nil: any.
    let allowedHosts: Set<String>?

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let path = request.target.path(percentEncoded: true)
        guard request.method == .GET || request.method == .HEAD else {
            return Self.text(.methodNotAllowed, "only GET is served, not \(request.method.rawValue)")
        }
        if let allowedHosts, !allowedHosts.contains(Self.hostName(request.headers[.host] ?? "")) {
            return Self.text(.forbidden, "this server answers only to localhost and 127.0.0.1")
        }
        switch path {
        case "/scenes.json":
            return HTTPResponse(statusCode: .ok, headers: Self.headers("application/json"), body: sceneList)
        case "/still":
            let name = request.query.first { $0.name == "scene" }?.value ?? ""
            switch await stills.still(named: name) {
            case .success(let png):
                return HTTPResponse(statusCode: .ok, headers: Self.headers("image/png"), body: png)
            case .failure(let error):
                return Self.text(.notFound, error.description)
            }
        case "/trace":
            let id = request.query.first { $0.name == "session" }?.value ?? ""
            guard let (scene, json) = await sessions.trace(of: id) else {
                return Self.text(.notFound, "no live scene with session id \(ClientMessage.excerpt(id))")
            }
            var headers = Self.headers("application/json")
            headers[.contentDisposition] = "attachment; filename=\"\(scene).trace.json\""
            return HTTPResponse(statusCode: .ok, headers: headers, body: json)
        case "/recording":
            let id = request.query.first { $0.name == "session" }?.value ?? ""
            let name = request.query.first { $0.name == "format" }?.value ?? ""
            guard let format = ExportFormat(rawValue: name), [.apng, .gif, .mp4].contains(format) else {
                return Self.text(.badRequest, "format \(ClientMessage.excerpt(name)): expected apng, gif or mp4")
            }
            let made: (scene: String, data: Data)?
            do {
                made = try await sessions.download(of: id, format: format)
            } catch is LiveDownloadBusy {
                return Self.text(.serviceUnavailable, "another download is being made; try again when it is done")
            } catch {
                return Self.text(.internalServerError, "the \(name) could not be made: \(error)")
            }
            guard let made else {
                return Self.text(.notFound, "no live scene with session id \(ClientMessage.excerpt(id))")
            }
            var headers = Self.headers(format == .mp4 ? "video/mp4" : format == .gif ? "image/gif" : "image/apng")
            headers[.contentDisposition] = "attachment; filename=\"\(made.scene).\(name)\""
            return HTTPResponse(statusCode: .ok, headers: headers, body: made.data)
        case "/live":
            if let origin = request.headers[HTTPHeader("Origin")], let host = request.headers[.host],
                origin != "http://\(host)"
            {
                return Self.text(.forbidden, "a live scene is played only from this server's own page")
            }
            let socket = LiveSocket(request: LiveRequest(query: request.query), scenes: scenes, sessions: sessions)
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: socket))
                .handleRequest(request)
        default:
            switch page.file(at: path) {
            case .success(let file):
                return HTTPResponse(statusCode: .ok, headers: Self.headers(file.contentType), body: file.data)
            case .failure(.badPath(let reason)):
                return Self.text(.badRequest, reason)
            case .failure(.notFound(let reason)):
                return Self.text(.notFound, reason)
            }
        }
    }

    /// The host name of a Host header, without its port: `127.0.0.1`, `localhost`, `[::1]`.
    static func hostName(_ header: String) -> String {
        let lowered = header.lowercased()
        if lowered.hasPrefix("["), let end = lowered.firstIndex(of: "]") { return String(lowered[...end]) }
        return String(lowered.split(separator: ":", maxSplits: 1).first ?? "")
    }

    /// Headers of every response: its type, no caching (the page changes with the package), no sniffing.
    static func headers(_ contentType: String) -> HTTPHeaders {
        [.contentType: contentType, .cacheControl: "no-store", HTTPHeader("X-Content-Type-Options"): "nosniff"]
    }

    /// A plain-text response saying what went wrong.
    static func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: status, headers: headers("text/plain; charset=utf-8"), body: Data((message + "\n").utf8))
    }
}
