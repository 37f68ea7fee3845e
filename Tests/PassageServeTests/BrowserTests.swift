// The live page in a real browser: Debian's chromium, headless, installed by scripts/install-browser.sh. It opens
// the page on a scene (`?scene=`), which connects, draws the frames and acknowledges them; the test reads the
// page's DOM afterwards and the server's side of the session. Without a browser the test is skipped with the
// script's reason.
import Foundation
import XCTest

@testable import PassageServe

final class BrowserTests: XCTestCase {
    /// The repository's root, from this file's place in it.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `executable arguments…`; returns its status, stdout and stderr.
    private static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// The browser's path, or a skip saying why there is none.
    private static func browser() throws -> String {
        let script = root.appendingPathComponent("scripts/install-browser.sh").path
        let (status, out, err) = try run("/bin/bash", [script])
        guard status == 0, !out.isEmpty else {
            throw XCTSkip("browser test skipped: \(err.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The page opened on a scene plays it: the browser decodes and draws the frames and says so, frame after
    /// frame, for as long as it is open.
    func testThePagePlaysASceneInChromium() async throws {
        let browser = try Self.browser()
        let server = try await MainActor.run { try LiveServer(scenes: TestScenes.all, port: 0) }
        let serving = Task { try await server.run() }
        defer { serving.cancel() }
        try await server.waitUntilListening()
        let listening = await server.port
        let port = try XCTUnwrap(listening)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--remote-debugging-port=0",
            "--user-data-dir="
                + FileManager.default.temporaryDirectory.appendingPathComponent(
                    "passage-browser-\(port)"
                ).path,
            "http://127.0.0.1:\(port)/?scene=fade-in&scale=1",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var drawn = 0
        var playing = 0
        for _ in 0..<600 where drawn < 30 {
            try await Task.sleep(for: .milliseconds(100))
            drawn = await server.framesDrawnByPages
            playing = max(playing, await server.liveSceneCount)
        }
        XCTAssertEqual(playing, 1, "the page opened one live scene")
        XCTAssertGreaterThanOrEqual(drawn, 30, "frames the browser drew and acknowledged")
        await server.stop()
    }
}
