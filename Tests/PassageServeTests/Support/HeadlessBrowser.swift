// Debian's chromium, headless, driven through the DevTools protocol over the test's own WebSocket client (no
// selenium or driver needed): it opens a page, evaluates JavaScript in it, sends real mouse input (which the page
// receives as pointer events) and takes screenshots. Every call runs off the concurrency pool, as
// LoopbackClient's do, and gives up after the client's timeout.
import Foundation
import XCTest

/// A headless chromium with one page open.
final class HeadlessBrowser: @unchecked Sendable {
    private let process: Process
    private let client: LoopbackClient
    private let profile: URL
    private var nextID = 1

    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The browser's path, or a skip saying why there is none (scripts/install-browser.sh's reason).
    static func executable() throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("scripts/install-browser.sh").path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, !out.isEmpty else {
            throw XCTSkip("browser test skipped: \(err.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Starts the browser on `url` in a `width` × `height` window and connects to its page.
    init(url: String, width: Int = 1400, height: Int = 1200) throws {
        let executable = try Self.executable()
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("passage-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--remote-debugging-port=0",
            "--hide-scrollbars", "--window-size=\(width),\(height)", "--user-data-dir=" + profile.path, url,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The browser writes the port it chose to DevToolsActivePort in its profile.
        let portFile = profile.appendingPathComponent("DevToolsActivePort")
        var port: UInt16?
        for _ in 0..<300 where port == nil {
            if let text = try? String(contentsOf: portFile, encoding: .utf8),
                let line = text.split(separator: "\n").first, let value = UInt16(line)
            {
                port = value
            } else {
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        guard let port else {
            process.terminate()
            throw LoopbackClient.Failure(description: "chromium did not open its DevTools port within 30 s")
        }
        var target: String?
        for _ in 0..<100 where target == nil {
            let list = try LoopbackClient(port: port).get("/json/list")
            let pages = (try? JSONSerialization.jsonObject(with: Data(list.body.utf8))) as? [[String: Any]] ?? []
            target = pages.first { $0["type"] as? String == "page" }?["webSocketDebuggerUrl"] as? String
            if target == nil { Thread.sleep(forTimeInterval: 0.1) }
        }
        guard let target, let path = URL(string: target)?.path else {
            process.terminate()
            throw LoopbackClient.Failure(description: "chromium lists no page to drive")
        }
        client = try LoopbackClient(port: port, timeout: 60)
        let head = try client.upgrade(path)
        guard head.hasPrefix("HTTP/1.1 101") else {
            process.terminate()
            throw LoopbackClient.Failure(description: "DevTools refused the connection: \(head)")
        }
    }

    /// Ends the browser and removes its profile.
    func close() {
        client.shutDown()
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a DevTools command and returns its result, skipping the events that arrive meanwhile.
    @discardableResult
    func command(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        let data = try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": parameters])
        try client.sendText(String(decoding: data, as: UTF8.self))
        while true {
            let message = try client.readMessage()
            guard let reply = LoopbackClient.json(message), reply["id"] as? Int == id else { continue }
            if let error = reply["error"] as? [String: Any] {
                throw LoopbackClient.Failure(description: "\(method): \(error["message"] ?? error)")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// The value of the JavaScript `expression` (awaited when it is a promise), as JSON gives it.
    func evaluate(_ expression: String) throws -> Any? {
        let result = try command(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw LoopbackClient.Failure(description: "JavaScript failed: \(exception)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` every 100 ms until it is true (an exception counts as false: the page may still be
    /// loading); false after `timeout` seconds.
    func waitFor(_ expression: String, timeout: TimeInterval = 30) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if (try? evaluate(expression)) as? Bool == true { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    /// A mouse event at (`x`, `y`) in the page's CSS pixels: `mousePressed`, `mouseMoved` or `mouseReleased`
    /// with the left button.
    func mouse(_ type: String, x: Double, y: Double) throws {
        try command(
            "Input.dispatchMouseEvent",
            [
                "type": type, "x": x, "y": y, "button": "left", "buttons": type == "mouseReleased" ? 0 : 1,
                "clickCount": 1,
            ])
    }

    /// A click at the centre of the element `selector` matches (the last one when `last`); false when none does.
    func click(_ selector: String, last: Bool = false) throws -> Bool {
        let escaped = selector.replacingOccurrences(of: "'", with: "\\'")
        guard
            let box = try evaluate(
                "(() => { const all = document.querySelectorAll('\(escaped)'); const e = all[\(last ? "all.length - 1" : "0")]; if (!e) return null; const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()"
            ) as? [Double]
        else { return false }
        try mouse("mousePressed", x: box[0], y: box[1])
        try mouse("mouseReleased", x: box[0], y: box[1])
        return true
    }

    /// The page as a PNG.
    func screenshot() throws -> Data {
        let result = try command("Page.captureScreenshot", ["format": "png"])
        guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw LoopbackClient.Failure(description: "no screenshot data")
        }
        return data
    }
}
