// The server on loopback, driven by a raw client: the page and its paths (traversal refused, plain or encoded),
// the scene list, a live scene's frames and its trace download, unknown scenes, garbage and oversized
// messages, other origins, the limit on scenes playing at once, and a closed tab freeing its scene.
import Foundation
import Passage
import XCTest

@testable import PassageServe

final class LiveServerTests: XCTestCase {
    private var server: LiveServer!
    private var serving: Task<Void, Error>!
    private var port: UInt16 = 0

    override func setUp() async throws {
        let server = try await MainActor.run {
            try LiveServer(scenes: TestScenes.all, port: 0, maximumLiveScenes: 2)
        }
        self.server = server
        serving = Task { try await server.run() }
        try await server.waitUntilListening()
        let listening = await server.port
        port = try XCTUnwrap(listening)
    }

    override func tearDown() async throws {
        await server.stop()
        serving.cancel()
        server = nil
    }

    private func client() throws -> LoopbackClient {
        try LoopbackClient(port: port)
    }

    /// Waits (up to 10 s) until the server plays `count` scenes; returns the count seen last.
    private func liveScenes(becoming count: Int) async throws -> Int {
        for _ in 0..<200 {
            if await server.liveSceneCount == count { return count }
            try await Task.sleep(for: .milliseconds(50))
        }
        return await server.liveSceneCount
    }

    func testThePageAndTheSceneListAreServed() async throws {
        let port = port
        let (page, script, list) = try await LoopbackClient.offPool {
            let client = try LoopbackClient(port: port)
            return (try client.get("/"), try client.get("/app.js"), try client.get("/scenes.json"))
        }
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.body.contains("<canvas id=\"screen\""))
        XCTAssertTrue(page.head.lowercased().contains("content-type: text/html"))
        XCTAssertEqual(script.status, 200)
        XCTAssertTrue(script.head.lowercased().contains("content-type: text/javascript"))
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(list.body.utf8)) as? [String: Any])
        let scenes = try XCTUnwrap(json["scenes"] as? [[String: Any]])
        XCTAssertEqual(scenes.map { $0["name"] as? String }, ["drag-square", "fade-in"])
        XCTAssertEqual(scenes.map { $0["interactive"] as? Bool }, [true, false])
    }

    /// Paths out of the page's folder are refused, written plainly, percent-encoded, or with backslashes; a
    /// doubly encoded one is only a name that does not exist; nothing but the page's files is ever served.
    func testPathsOutsideThePageAreRefused() async throws {
        let cases: [(String, Int)] = [
            ("/../Package.swift", 400),
            ("/%2e%2e/%2e%2e/etc/passwd", 400),
            ("/%2E%2E%2FPackage.swift", 400),
            ("/..%5c..%5cetc%5cpasswd", 400),
            ("/./index.html", 400),
            ("/.hidden", 400),
            ("/%00index.html", 400),
            ("/%zz", 400),
            ("/%252e%252e/etc/passwd", 404),
            ("/etc/passwd", 404),
            ("/missing.js", 404),
            ("/Page/index.html", 404),
        ]
        let port = port
        for (path, status) in cases {
            let response = try await LoopbackClient.offPool { try LoopbackClient(port: port).get(path) }
            XCTAssertEqual(response.status, status, path)
            XCTAssertFalse(response.body.contains("root:"), path)
            XCTAssertFalse(response.body.contains("PackageDescription"), path)
        }
    }

    func testAnUnknownSceneGetsAnErrorNamingTheScenesAndACloseCode() async throws {
        let port = port
        let (head, messages) = try await LoopbackClient.offPool {
            let client = try LoopbackClient(port: port)
            let head = try client.upgrade("/live?scene=nope")
            return (head, try client.readMessages { $0.isClose })
        }
        XCTAssertTrue(head.hasPrefix("HTTP/1.1 101"), head)
        let error = try XCTUnwrap(messages.first.flatMap(LoopbackClient.json))
        XCTAssertEqual(error["type"] as? String, "error")
        XCTAssertEqual(error["message"] as? String, #"no scene named "nope"; expected one of drag-square, fade-in"#)
        XCTAssertEqual(messages.last?.closeCode, 1008)
    }

    func testAPageOfAnotherOriginIsRefused() async throws {
        let port = port
        let head = try await LoopbackClient.offPool {
            try LoopbackClient(port: port).upgrade("/live?scene=fade-in", origin: "http://evil.example")
        }
        XCTAssertTrue(head.hasPrefix("HTTP/1.1 403"), head)
        let count = await server.liveSceneCount
        XCTAssertEqual(count, 0)
    }

    /// A live scene: a start message, then frames with the changed rectangle; touches played by the client come
    /// back as a downloadable trace; garbage gets errors while the scene plays on.
    func testALiveSceneSendsFramesAndItsTouchesDownloadAsATrace() async throws {
        let port = port
        let result = try await LoopbackClient.offPool {
            () -> (LoopbackClient.Message, [LoopbackClient.Message], String, LoopbackClient.Response)
            in
            let client = try LoopbackClient(port: port)
            _ = try client.upgrade("/live?scene=drag-square&scale=1")
            let startMessage = try client.readMessage()
            let start = try XCTUnwrap(LoopbackClient.json(startMessage))
            let first = try client.readMessage()
            try client.sendText(#"{"type":"drawn"}"#)
            try client.sendText("garbage")
            try client.sendFrame(opcode: 2, payload: [1, 2, 3])
            try client.sendText(#"{"type":"touches","touches":[{"finger":0,"phase":"began","x":100,"y":150}]}"#)
            try client.sendText(#"{"type":"touches","touches":[{"finger":0,"phase":"moved","x":150,"y":190}]}"#)
            var messages = [first]
            // Keep drawing frames until two errors and a few more frames have arrived.
            while messages.filter(\.isBinary).count < 6
                || messages.compactMap(\.text).filter({ $0.contains("error") }).count < 2
            {
                let message = try client.readMessage()
                if message.isBinary { try client.sendText(#"{"type":"drawn"}"#) }
                messages.append(message)
            }
            let session = try XCTUnwrap(start["session"] as? String)
            let trace = try LoopbackClient(port: port).get("/trace?session=\(session)")
            let recording = try LoopbackClient(port: port).get("/recording?session=\(session)&format=gif")
            return (startMessage, messages, trace.body, recording)
        }
        let (startMessage, messages, traceJSON, recording) = result
        XCTAssertEqual(recording.status, 200)
        XCTAssertTrue(recording.head.contains("Content-Type: image/gif"), recording.head)
        XCTAssertTrue(recording.head.contains(#"filename="drag-square.gif""#), recording.head)
        let start = try XCTUnwrap(LoopbackClient.json(startMessage))
        XCTAssertEqual(start["type"] as? String, "start")
        XCTAssertEqual(start["width"] as? Int, 375)
        XCTAssertEqual(start["height"] as? Int, 667)
        let first = try XCTUnwrap(FrameMessage.header(of: messages[0].payload))
        XCTAssertEqual(first.frame, 1)
        XCTAssertEqual(first.rect, FrameMessage.PixelRect(x: 0, y: 0, width: 375, height: 667))
        var picture = PagePicture(width: 375, height: 667)
        XCTAssertNoThrow(
            try picture.apply(Array(messages[0].payload)), "operations covering the frame follow the header")
        let errors = messages.compactMap(LoopbackClient.json).filter { $0["type"] as? String == "error" }
        XCTAssertEqual(
            errors.compactMap { $0["message"] as? String },
            [
                #"expected a JSON object with a "type", found "garbage""#,
                "binary message of 3 bytes; expected JSON text",
            ])
        let frameNumbers = messages.filter(\.isBinary).compactMap { FrameMessage.header(of: $0.payload)?.frame }
        XCTAssertEqual(frameNumbers, frameNumbers.sorted())
        let trace = try TouchTrace(json: Data(traceJSON.utf8))
        XCTAssertEqual(trace.events.map { $0.touches.map(\.phase) }, [[.began], [.moved], [.cancelled]])
        XCTAssertEqual(trace.events[1].touches[0].location, CGPoint(x: 150, y: 190))
    }

    /// A download names the format it wants and a session that plays.
    func testARecordingOfNoSessionOrAnUnknownFormatIsRefused() async throws {
        let port = port
        let (unknown, badFormat) = try await LoopbackClient.offPool {
            (
                try LoopbackClient(port: port).get("/recording?session=x&format=apng"),
                try LoopbackClient(port: port).get("/recording?session=x&format=webp")
            )
        }
        XCTAssertEqual(unknown.status, 404)
        XCTAssertEqual(unknown.body, "no live scene with session id \"x\"\n")
        XCTAssertEqual(badFormat.status, 400)
        XCTAssertEqual(badFormat.body, "format \"webp\": expected apng, gif or mp4\n")
    }

    /// The scene list's pictures: a PNG of the frame halfway through the scene at the gallery's size, made once
    /// and kept; an unknown scene is named with the scenes there are.
    func testEachSceneHasAStillForTheListMadeOnceAndKept() async throws {
        let port = port
        let (first, second, unknown) = try await LoopbackClient.offPool {
            (
                try LoopbackClient(port: port).get("/still?scene=fade-in"),
                try LoopbackClient(port: port).get("/still?scene=fade-in"),
                try LoopbackClient(port: port).get("/still?scene=nope")
            )
        }
        XCTAssertEqual(first.status, 200)
        XCTAssertTrue(first.head.contains("Content-Type: image/png"), first.head)
        let picture = await SceneStills.picture(of: TestScenes.fadeIn)
        XCTAssertEqual(Array(first.bodyBytes), picture.pngData(compressionLevel: 6))
        XCTAssertEqual([picture.width, picture.height], [188, 334], "the gallery's size")
        // Halfway through fade-in (0.25 s of 0.5): the card (40, 200 to 240, 320 in points; 20, 100 to 120, 160 in the still) is part way
        // from clear to opaque red over white: full red, green and blue part way down.
        let card = (120 * picture.width + 60) * 4
        XCTAssertGreaterThan(picture.pixels[card], 240, "red")
        XCTAssertTrue((30...225).contains(Int(picture.pixels[card + 1])), "half faded: \(picture.pixels[card + 1])")
        XCTAssertEqual(second.bodyBytes, first.bodyBytes)
        XCTAssertEqual(unknown.status, 404)
        XCTAssertEqual(unknown.body, "no scene named \"nope\"; expected one of drag-square, fade-in\n")
    }

    func testATraceOfNoSessionIsNotFound() async throws {
        let port = port
        let response = try await LoopbackClient.offPool { try LoopbackClient(port: port).get("/trace?session=x") }
        XCTAssertEqual(response.status, 404)
        XCTAssertEqual(response.body, "no live scene with session id \"x\"\n")
    }

    /// A message over the limit is refused by its frame's header, before its payload is read: the page gets
    /// close 1009 with the reason, its scene ends, and the server answers the next page.
    func testAMessageTooLargeClosesTheConnectionWithCode1009BeforeItIsRead() async throws {
        let port = port
        let (large, announced, continued) = try await LoopbackClient.offPool {
            let large = try LoopbackClient(port: port)
            _ = try large.upgrade("/live?scene=fade-in&scale=1")
            try large.sendFrame(opcode: 1, payload: [UInt8](repeating: 32, count: ClientMessage.maximumBytes + 1))
            // A header announcing a terabyte, followed by a few bytes: the server never waits for the rest.
            let announced = try LoopbackClient(port: port)
            _ = try announced.upgrade("/live?scene=fade-in&scale=1")
            try announced.write([0x81, 0xFF, 0, 0, 1, 0, 0, 0, 0, 0, 1, 2, 3, 4, 65, 66, 67])
            // Two continuation frames of 10 KB each: the message grows past the limit.
            let continued = try LoopbackClient(port: port)
            _ = try continued.upgrade("/live?scene=fade-in&scale=1")
            try continued.sendFrame(opcode: 1, payload: [UInt8](repeating: 32, count: 10_240), fin: false)
            try continued.sendFrame(opcode: 0, payload: [UInt8](repeating: 32, count: 10_240), fin: false)
            return (
                try large.readMessages { $0.isClose }.last, try announced.readMessages { $0.isClose }.last,
                try continued.readMessages { $0.isClose }.last
            )
        }
        let limit = ClientMessage.maximumBytes
        XCTAssertEqual(large?.closeCode, 1009)
        XCTAssertEqual(large?.closeReason, "message of \(limit + 1) bytes; at most \(limit) are read")
        XCTAssertEqual(announced?.closeCode, 1009)
        XCTAssertEqual(announced?.closeReason, "message of 1099511627776 bytes; at most \(limit) are read")
        XCTAssertEqual(continued?.closeCode, 1009)
        XCTAssertEqual(continued?.closeReason, "message of 20480 bytes; at most \(limit) are read")
        let count = try await liveScenes(becoming: 0)
        XCTAssertEqual(count, 0)
        let next = try await LoopbackClient.offPool {
            let client = try LoopbackClient(port: port)
            _ = try client.upgrade("/live?scene=fade-in&scale=1")
            return try client.readMessage()
        }
        XCTAssertEqual(LoopbackClient.json(next)?["type"] as? String, "start")
    }

    /// A request head over 16 KB and a request with a body are answered with the reason before the server
    /// reads them.
    func testARequestHeadTooLargeOrWithABodyIsRefused() async throws {
        let port = port
        let (head, body, page) = try await LoopbackClient.offPool {
            (
                try LoopbackClient(port: port).get("/", headers: ["X-Padding": String(repeating: "a", count: 20_000)]),
                try LoopbackClient(port: port).get("/", headers: ["Content-Length": "5"]),
                try LoopbackClient(port: port).get("/")
            )
        }
        XCTAssertEqual(head.status, 431)
        XCTAssertTrue(head.body.hasPrefix("request head of more than "), head.body)
        XCTAssertTrue(head.body.hasSuffix("bytes; at most 16384 are read\n"), head.body)
        XCTAssertEqual(body.status, 413)
        XCTAssertEqual(body.body, "request with a body; only GET and HEAD without a body are served\n")
        XCTAssertEqual(page.status, 200)
    }

    /// With the limit (2) playing, a third page is told so and closed; when a tab closes, its scene is freed
    /// and a new page can play.
    func testTooManyPagesAreToldToCloseOneAndAClosedTabFreesItsScene() async throws {
        let port = port
        let first = try client()
        let second = try client()
        try await LoopbackClient.offPool {
            for client in [first, second] {
                _ = try client.upgrade("/live?scene=fade-in&scale=1")
                _ = try client.readMessage()
            }
        }
        var count = try await liveScenes(becoming: 2)
        XCTAssertEqual(count, 2)
        let refused = try await LoopbackClient.offPool {
            let third = try LoopbackClient(port: port)
            _ = try third.upgrade("/live?scene=fade-in&scale=1")
            return try third.readMessages { $0.isClose }
        }
        XCTAssertEqual(
            refused.first.flatMap(LoopbackClient.json)?["message"] as? String,
            "2 live scenes are playing, the server's limit; close a tab and reload")
        XCTAssertEqual(refused.last?.closeCode, 1013)

        first.shutDown()
        count = try await liveScenes(becoming: 1)
        XCTAssertEqual(count, 1, "the closed tab's scene is freed")
        let fourth = try await LoopbackClient.offPool {
            let fourth = try LoopbackClient(port: port)
            _ = try fourth.upgrade("/live?scene=fade-in&scale=1")
            return try fourth.readMessage()
        }
        XCTAssertEqual(LoopbackClient.json(fourth)?["type"] as? String, "start")
        second.shutDown()
    }
}

/// The limit on connections open at once, on a server of its own with a limit of 3.
final class LiveServerConnectionLimitTests: XCTestCase {
    func testConnectionsPastTheLimitAreRefusedAndTheNextOneIsServedOnceOneCloses() async throws {
        let server = try await MainActor.run {
            try LiveServer(scenes: TestScenes.all, port: 0, maximumConnections: 3)
        }
        let serving = Task { try await server.run() }
        try await server.waitUntilListening()
        let listening = await server.port
        let port = try XCTUnwrap(listening)
        // Three idle connections (a client that connects and sends nothing) hold the three places.
        let held = try (0..<3).map { _ in try LoopbackClient(port: port) }
        var open = 0
        for _ in 0..<200 {
            open = await server.openConnections
            if open == 3 { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        XCTAssertEqual(open, 3)
        let refused = try await LoopbackClient.offPool { try LoopbackClient(port: port).get("/scenes.json") }
        XCTAssertEqual(refused.status, 503)
        XCTAssertEqual(
            refused.body, "the server has 3 connections open, its limit; close a tab and reload\n")
        held[0].shutDown()
        var served = refused
        for _ in 0..<100 where served.status != 200 {
            try await Task.sleep(for: .milliseconds(50))
            served = try await LoopbackClient.offPool { try LoopbackClient(port: port).get("/scenes.json") }
        }
        XCTAssertEqual(served.status, 200, "a place is freed when a connection closes")
        XCTAssertTrue(served.body.contains("fade-in"))
        for client in held { client.shutDown() }
        await server.stop()
        serving.cancel()
    }
}

extension LiveServerTests {
    /// On loopback, a request naming another host (DNS rebinding) is refused.
    func testARequestNamingAnotherHostIsRefusedOnLoopback() async throws {
        let port = port
        let (other, local) = try await LoopbackClient.offPool {
            (
                try LoopbackClient(port: port).get("/", host: "evil.example:\(port)"),
                try LoopbackClient(port: port).get("/", host: "localhost:\(port)")
            )
        }
        XCTAssertEqual(other.status, 403)
        XCTAssertEqual(other.body, "this server answers only to localhost and 127.0.0.1\n")
        XCTAssertEqual(local.status, 200)
        XCTAssertEqual(LiveRouter.hostName("[::1]:8080"), "[::1]")
        XCTAssertEqual(LiveRouter.hostName("LocalHost"), "localhost")
    }
}
