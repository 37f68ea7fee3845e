// The live page in a real browser: Debian's chromium, headless, installed by scripts/install-browser.sh and driven
// through the DevTools protocol (HeadlessBrowser). The page is opened on a scene (`?scene=`); the tests drag with
// real mouse input, read the page's DOM and inspector, click markers, and check the server's side. Without a
// browser they are skipped with the script's reason. With PASSAGE_SAVE_SCREENSHOT=1 in the environment, the
// swipe-pop test saves its screenshot of the page for the README and the Live page article
// (Sources/Passage/Documentation.docc/Resources/serve.png). With PASSAGE_SERVE_PORT=N, the swipe-pop tests play
// on a `passage-serve` already listening on 127.0.0.1:N (a release build, for the screenshot and the round-trip
// figures) instead of a server of their own in the debug test process.
import Foundation
import Passage
import PassageDemos
import PassageScenes
import XCTest

@testable import PassageServe

final class BrowserTests: XCTestCase {
    /// A server for `scenes` on a free port, serving until the test ends.
    private func startServer(_ scenes: [Scene]) async throws -> (LiveServer, UInt16) {
        let server = try await MainActor.run { try LiveServer(scenes: scenes, port: 0) }
        let serving = Task { try await server.run() }
        addTeardownBlock {
            await server.stop()
            serving.cancel()
        }
        try await server.waitUntilListening()
        let port = await server.port
        return (server, try XCTUnwrap(port))
    }

    /// The port of the server a swipe-pop test plays on: `PASSAGE_SERVE_PORT`'s, or a server of its own.
    private func swipePopServerPort() async throws -> UInt16 {
        if let text = ProcessInfo.processInfo.environment["PASSAGE_SERVE_PORT"] {
            return try XCTUnwrap(UInt16(text), "PASSAGE_SERVE_PORT=\(text): expected a port number")
        }
        return try await startServer([DemoCatalog.swipePop()]).1
    }

    /// The page opened on a scene plays it: the browser decodes and draws the frames and says so, frame after
    /// frame, for as long as it is open; the scene list shows each scene's still; and the canvas holds exactly the
    /// frame shown, pixel for pixel.
    func testThePagePlaysASceneInChromium() async throws {
        _ = try HeadlessBrowser.executable()
        let (server, port) = try await startServer(TestScenes.all)
        let browser = try await LoopbackClient.offPool {
            try HeadlessBrowser(url: "http://127.0.0.1:\(port)/?scene=fade-in&scale=1")
        }
        defer { browser.close() }
        var drawn = 0
        var playing = 0
        for _ in 0..<600 where drawn < 30 {
            try await Task.sleep(for: .milliseconds(100))
            drawn = await server.framesDrawnByPages
            playing = max(playing, await server.liveSceneCount)
        }
        XCTAssertEqual(playing, 1, "the page opened one live scene")
        XCTAssertGreaterThanOrEqual(drawn, 30, "frames the browser drew and acknowledged")
        let stillsShown = try await LoopbackClient.offPool {
            try browser.waitFor(
                "(() => { const s = [...document.querySelectorAll('#scenes img.still')]; return s.length === 2 && s.every((i) => i.complete && i.naturalWidth === 188 && i.naturalHeight === 334); })()",
                timeout: 120)
        }
        XCTAssertTrue(stillsShown, "the scene list shows each scene's still, at the gallery's size")

        // The canvas shows exactly the frame the server ran: paused, restarted (frame 1 sent whole) and stepped
        // nine frames (each sent as its changes), mid-fade, the canvas's pixels are those of frame 10 of a fresh
        // run of the scene.
        let canvas = try await LoopbackClient.offPool { () -> String? in
            _ = try browser.evaluate(
                "send({ type: 'pause' }); send({ type: 'restart' }); for (let i = 0; i < 9; i++) send({ type: 'step' }); true"
            )
            guard try browser.waitFor("Inspector.shownFrame === 10 && appliedFrames.length === 0", timeout: 120) else {
                return nil
            }
            return try browser.evaluate(
                """
                (() => { const d = context.getImageData(0, 0, canvas.width, canvas.height).data; let s = '';
                  for (let i = 0; i < d.length; i += 32768) s += String.fromCharCode(...d.subarray(i, i + 32768));
                  return btoa(s); })()
                """) as? String
        }
        let shown = try XCTUnwrap(
            canvas.flatMap { Data(base64Encoded: $0) }, "the page showed frame 10 after the steps")
        let expected = await MainActor.run { () -> PagePicture in
            let playback = LivePlayback(
                TestScenes.fadeIn, device: DeviceProfile.iPhoneSE.scaled(to: 1), timeline: LiveTimeline())
            var frame = playback.nextFrame()
            for _ in 2...10 { frame = playback.nextFrame() }
            defer { playback.end() }
            return PagePicture(frame)
        }
        let picture = PagePicture(width: expected.width, height: expected.height, bytes: [UInt8](shown))
        let differing = zip(picture.pixels, expected.pixels).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 0, "pixels of the canvas that differ from frame 10")
        XCTAssertNotEqual(Set(expected.pixels).count, 1, "frame 10 is not blank")
    }

    /// What the page's inspector holds after a swipe-pop drag, read in the browser.
    private struct Inspected: Decodable {
        struct Marker: Decodable {
            var frame: Int
            var kind: String
            var label: String
        }
        var markers: [Marker]
        var rows: [String]
        var percent: [Double?]
        var percentPathLength: Int
        var shownFrame: Int
        /// The page's round trips, pointer event to the frame showing it drawn, in milliseconds, and in frames:
        /// how many later than the frame shown at the event the one showing it was.
        var roundTrips: [Double]
        var roundTripFrames: [Double]
    }

    private static let inspectedScript = """
        JSON.stringify({ markers: Inspector.timeline.markers,
          rows: [...document.querySelectorAll('#animations .row')].map((row) => row.dataset.keyPath),
          percent: Inspector.timeline.series[Inspector.timeline.seriesNames.indexOf('percent')] || [],
          percentPathLength: (document.querySelector('#chart path[data-series=percent]')?.getAttribute('d') || '').length,
          shownFrame: Inspector.shownFrame, roundTrips, roundTripFrames })
        """

    /// Drags the top screen of swipe-pop with the mouse from 20% of the width to `to` (passing through `via`),
    /// releases it, and waits for the transition to complete; returns what the inspector shows.
    /// `patience` seconds are waited for each stage (a debug build at scale 2 draws a frame every few seconds on a
    /// busy machine).
    private static func dragSwipePop(
        in browser: HeadlessBrowser, via: Double?, to: Double, patience: TimeInterval = 180
    ) throws -> Inspected {
        // The push ends 0.55 s in; frames are drawn after that.
        guard try browser.waitFor("Inspector.shownFrame >= 50", timeout: patience) else {
            throw LoopbackClient.Failure(
                description: "the page did not play swipe-pop to frame 50 within \(patience) s")
        }
        guard
            let box = try browser.evaluate(
                "(() => { const r = document.getElementById('screen').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()"
            ) as? [Double]
        else { throw LoopbackClient.Failure(description: "no canvas") }
        let y = box[1] + box[3] * 0.6
        var xs: [Double] = []
        let stops = [0.2] + (via.map { [$0] } ?? []) + [to]
        for (from, next) in zip(stops, stops.dropFirst()) {
            for step in 1...10 { xs.append(from + (next - from) * Double(step) / 10) }
        }
        // One move per frame drawn, so the drag spans frames however fast the server runs (a debug build
        // draws a few frames a second); the release follows the last move at once, keeping its speed.
        try browser.mouse("mousePressed", x: box[0] + box[2] * 0.2, y: y)
        for (index, x) in xs.enumerated() {
            let frame = try browser.evaluate("Inspector.shownFrame") as? Int ?? 0
            try browser.mouse("mouseMoved", x: box[0] + box[2] * x, y: y)
            if index < xs.count - 1 {
                _ = try browser.waitFor("Inspector.shownFrame > \(frame)", timeout: patience / 6)
            }
        }
        try browser.mouse("mouseReleased", x: box[0] + box[2] * xs.last!, y: y)
        // The interaction ends at the release; the coordinator's completion comes last.
        let completed = """
            (() => { const m = Inspector.timeline.markers; const end = m.findIndex((e) => e.kind === 'interactionEnded');
              return end >= 0 && m.slice(end).some((e) => e.kind === 'coordinator'); })()
            """
        guard try browser.waitFor(completed, timeout: patience)
        else {
            throw LoopbackClient.Failure(
                description: "no coordinator completion marker within \(patience) s of the release")
        }
        guard let json = try browser.evaluate(Self.inspectedScript) as? String else {
            throw LoopbackClient.Failure(description: "the inspector could not be read")
        }
        return try JSONDecoder().decode(Inspected.self, from: Data(json.utf8))
    }

    /// The "done when", in chromium: the top screen of swipe-pop dragged halfway with the mouse and let go
    /// moving right finishes the pop; the inspector shows the animation rows, the percent curve and the appearance
    /// and transition events; a click on the completeTransition marker shows its frame; the layer tree lists the
    /// layers at that frame and a click on one highlights it. The page is saved as a screenshot.
    func testSwipePopDraggedHalfwayAndReleasedFinishesAndTheInspectorShowsIt() async throws {
        _ = try HeadlessBrowser.executable()
        let port = try await swipePopServerPort()
        let save = ProcessInfo.processInfo.environment["PASSAGE_SAVE_SCREENSHOT"] == "1"
        let result = try await LoopbackClient.offPool { () -> (Inspected, Int, String, Int, Bool, Data) in
            let browser = try HeadlessBrowser(
                url: "http://127.0.0.1:\(port)/?scene=swipe-pop&scale=\(save ? 2 : 1)", width: 1400, height: 1300)
            defer { browser.close() }
            let inspected = try Self.dragSwipePop(in: browser, via: nil, to: 0.7, patience: save ? 900 : 180)
            guard let complete = inspected.markers.last(where: { $0.kind == "completeTransition" }) else {
                throw LoopbackClient.Failure(description: "no completeTransition marker")
            }
            guard try browser.click(".marker.completeTransition", last: true),
                try browser.waitFor("Inspector.shownFrame === \(complete.frame)", timeout: save ? 600 : 120)
            else {
                throw LoopbackClient.Failure(
                    description: "a click on the completeTransition marker did not show its frame")
            }
            guard try browser.waitFor("document.querySelectorAll('#layer-tree div').length > 3", timeout: 60),
                try browser.click("#layer-tree div:nth-child(3)")
            else {
                throw LoopbackClient.Failure(description: "no layer tree at the marker's frame")
            }
            let values = try browser.evaluate("document.querySelectorAll('#layer-values tr').length") as? Int ?? 0
            let highlighted =
                try browser.evaluate(
                    "(() => { const o = document.getElementById('overlay'); const d = o.getContext('2d').getImageData(0, 0, o.width, o.height).data; let n = 0; for (let i = 3; i < d.length; i += 4) if (d[i]) n++; return n > 0; })()"
                ) as? Bool ?? false
            let shown = try browser.evaluate("Inspector.shownFrame") as? Int ?? 0
            return (
                inspected, complete.frame,
                try browser.evaluate("document.getElementById('playhead').dataset.frame") as? String ?? "", values,
                highlighted, shown == complete.frame ? try browser.screenshot() : Data()
            )
        }
        let (inspected, completeFrame, playhead, valueRows, highlighted, screenshot) = result
        let labels = inspected.markers.map(\.label)
        XCTAssertTrue(labels.contains { $0.hasPrefix("finishInteractiveTransition at ") }, "\(labels)")
        XCTAssertTrue(labels.contains("completeTransition(true)"), "\(labels)")
        XCTAssertTrue(labels.contains { $0.hasSuffix(".viewWillAppear(true)") }, "\(labels)")
        XCTAssertTrue(labels.contains { $0.hasSuffix(".viewDidAppear(true)") }, "\(labels)")
        let ended = try XCTUnwrap(inspected.markers.first { $0.kind == "interactionEnded" })
        let releasedAt = try XCTUnwrap(Double(ended.label.split(separator: " ").last ?? ""))
        XCTAssertTrue((0.3...0.7).contains(releasedAt), "released about halfway: \(releasedAt)")
        XCTAssertFalse(inspected.rows.isEmpty, "animation rows")
        let percents = inspected.percent.compactMap { $0 }
        XCTAssertGreaterThan(percents.count, 10, "percent complete sampled while the pop ran")
        XCTAssertEqual(percents.max() ?? 0, 1, accuracy: 0.02, "the pop finishes")
        XCTAssertGreaterThan(inspected.percentPathLength, 20, "the percent curve is drawn")
        XCTAssertEqual(playhead, String(completeFrame))
        XCTAssertGreaterThan(valueRows, 4, "the selected layer's model and presented values")
        XCTAssertTrue(highlighted, "the selected layer is highlighted over the canvas")
        XCTAssertFalse(screenshot.isEmpty)
        Self.report(inspected, of: "swipe-pop dragged to finish")
        let file =
            save
            ? HeadlessBrowser.root.appendingPathComponent("Sources/Passage/Documentation.docc/Resources/serve.png")
            : FileManager.default.temporaryDirectory.appendingPathComponent("passage-serve-screenshot.png")
        try screenshot.write(to: file)
    }

    /// Dragged a third of the way, brought back and let go moving left, swipe-pop's pop is cancelled: the
    /// inspector shows the cancel, completeTransition(false), and the percent going back to 0.
    func testSwipePopDraggedBackAndReleasedIsCancelled() async throws {
        _ = try HeadlessBrowser.executable()
        let port = try await swipePopServerPort()
        let inspected = try await LoopbackClient.offPool {
            let browser = try HeadlessBrowser(url: "http://127.0.0.1:\(port)/?scene=swipe-pop&scale=1")
            defer { browser.close() }
            return try Self.dragSwipePop(in: browser, via: 0.55, to: 0.3)
        }
        let labels = inspected.markers.map(\.label)
        XCTAssertTrue(labels.contains { $0.hasPrefix("cancelInteractiveTransition at ") }, "\(labels)")
        XCTAssertTrue(labels.contains("completeTransition(false)"), "\(labels)")
        let percents = inspected.percent.compactMap { $0 }
        XCTAssertGreaterThan(percents.max() ?? 0, 0.1, "the drag moved the pop")
        XCTAssertEqual(percents.last ?? 1, 0, accuracy: 0.05, "the pop went back to where it started")
        Self.report(inspected, of: "swipe-pop dragged back")
    }

    /// Prints the round trips the page measured, pointer event to the frame showing it drawn: the figure, not
    /// a pass or fail (performance is judged in release builds, not by timed assertions). There must be some:
    /// every move of the drag is one.
    private static func report(_ inspected: Inspected, of drag: String) {
        XCTAssertGreaterThan(inspected.roundTrips.count, 5, "the page timed its inputs' round trips")
        XCTAssertEqual(inspected.roundTripFrames.count, inspected.roundTrips.count)
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return .nan }
            return sorted.count % 2 == 1
                ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        print(
            String(
                format: "round trip, %@: %d inputs, median %.1f ms, max %.1f ms; median %.1f frames later, max %.0f",
                drag, inspected.roundTrips.count, median(inspected.roundTrips), inspected.roundTrips.max() ?? .nan,
                median(inspected.roundTripFrames), inspected.roundTripFrames.max() ?? .nan))
    }
}
