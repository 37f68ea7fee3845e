// One page's live scene: its playing (LivePlayback), its clock (run by real time at a chosen speed, or paused and
// stepped), and what goes to the page: frames, status and errors. Frames are flow-controlled: the page says when
// it has drawn one ("drawn"), and while `maximumFramesInFlight` are not yet drawn, new frames are run but not
// drawn nor sent (counted as skipped). A slow page therefore sees a lower frame rate, and the server never holds more
// than a few frames for it. Bad messages get an error reply; too many of them, or one too large, close the
// connection.
import FlyingFox
import Foundation
import Passage
import PassageRender
import PassageScenes

/// A scene played live for one page.
@MainActor
final class LiveSession {
    /// The most frames sent and not yet drawn by the page.
    static let maximumFramesInFlight = 2
    /// Bad messages tolerated before the connection is closed.
    static let maximumBadMessages = 20
    /// Frames between two updates of the page's timeline while playing.
    static let timelineInterval = 6

    /// The session's id, used to download its recorded trace.
    let id: String
    /// The scene played.
    let scene: Scene
    /// The device it is played on.
    let device: DeviceProfile
    private(set) var playback: LivePlayback
    /// The animations, events and values of the playing, kept across seeks.
    private(set) var timeline = LiveTimeline()
    /// Whether the clock is stopped.
    private(set) var isPaused = false
    /// Whether a seek is replaying the input (the clock waits for it).
    private(set) var isSeeking = false
    /// The clock's rate relative to real time.
    private(set) var speed: Double = 1
    /// Frames run but not sent because the page had not drawn the ones before.
    private(set) var framesSkipped = 0
    /// Frames sent and not yet drawn by the page.
    private(set) var framesInFlight = 0
    /// Frames the page said it drew.
    private(set) var framesDrawn = 0
    private var badMessages = 0
    /// The page's numbers of the inputs received since the last frame sent (see `ClientMessage.touches`).
    private var inputsNotYetShown: [Int] = []
    private var lastSent: Pixmap?
    private var lastFrameInstant = ContinuousClock.now
    /// When the clock's next frame is due (nil until the clock runs), and whether touches ran it early.
    private var nextFrameDue: ContinuousClock.Instant?
    private var ranNextFrameEarly = false
    private let send: (WSMessage) -> Void

    /// Starts `scene` on `device`; `send` takes every message for the page. The first frame is run and sent at
    /// once, after a "start" message describing the scene.
    init(id: String, scene: Scene, device: DeviceProfile, send: @escaping (WSMessage) -> Void) {
        self.id = id
        self.scene = scene
        self.device = device
        self.send = send
        playback = LivePlayback(scene, device: device, timeline: timeline)
        sendJSON([
            "type": "start", "session": id, "scene": scene.name, "summary": scene.summary,
            "interactive": scene.isInteractive, "device": device.name, "scale": Double(device.scale),
            "width": Int((device.size.width * device.scale).rounded()),
            "height": Int((device.size.height * device.scale).rounded()),
            "pointWidth": Double(device.size.width), "pointHeight": Double(device.size.height),
            "framesPerSecond": LivePlayback.framesPerSecond,
        ])
        tick()
    }

    /// Seconds of real time between frames at the current speed.
    var tickInterval: TimeInterval { LivePlayback.frameDuration / speed }

    /// Runs the next frame and sends it when the page has drawn enough of the earlier ones (or always, when
    /// `always`: a frame the page asked for); returns the frame, or nil when it was skipped. A skipped frame is
    /// stepped but not drawn: the next frame sent is compared with the last one sent, not with it.
    @discardableResult
    func tick(always: Bool = false) -> Pixmap? {
        lastFrameInstant = .now
        var sent: Pixmap?
        if always || framesInFlight < Self.maximumFramesInFlight {
            let frame = playback.nextFrame()
            if !inputsNotYetShown.isEmpty {
                // The inputs received since the last frame sent were delivered in this frame's input phase or
                // before it: this is the first frame the page is sent that shows them.
                sendJSON(["type": "shown", "inputs": inputsNotYetShown, "frame": playback.run.framesRun])
                inputsNotYetShown = []
            }
            let message = FrameMessage(frame: frame, number: playback.run.framesRun, previous: lastSent)
            send(.data(Data(message.bytes)))
            lastSent = frame
            framesInFlight += 1
            sent = frame
        } else {
            playback.skipFrame()
            framesSkipped += 1
        }
        if playback.run.framesRun % 30 == 0 { sendStatus() }
        if playback.run.framesRun % Self.timelineInterval == 0 { sendTimeline() }
        return sent
    }

    /// Handles one message from the page; returns false when the connection is to be closed.
    func receive(_ message: WSMessage) async -> Bool {
        switch message {
        case .text(let text):
            guard text.utf8.count <= ClientMessage.maximumBytes else {
                return closeForSize(text.utf8.count)
            }
            let parsed: ClientMessage
            do {
                parsed = try ClientMessage(text: text)
            } catch {
                return refuse(error.description)
            }
            await handle(parsed)
            return true
        case .data(let data):
            guard data.count <= ClientMessage.maximumBytes else { return closeForSize(data.count) }
            return refuse("binary message of \(data.count) bytes; expected JSON text")
        case .close:
            return false
        }
    }

    /// Acts on a parsed message.
    func handle(_ message: ClientMessage) async {
        switch message {
        case .touches(let touches, let id):
            let elapsed = ContinuousClock.now - lastFrameInstant
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            do {
                if let note = try playback.send(touches, arrivedAfter: isPaused ? 1 : seconds / tickInterval) {
                    _ = refuse(note)
                }
                if let id, inputsNotYetShown.count < LivePlayback.maximumPendingEvents { inputsNotYetShown.append(id) }
                runNextFrameEarlyIfDue()
            } catch {
                _ = refuse(error.description)
            }
        case .frameDrawn:
            framesInFlight = max(0, framesInFlight - 1)
            framesDrawn += 1
        case .pause:
            isPaused = true
            sendStatus()
        case .play:
            isPaused = false
            sendStatus()
        case .step:
            if isPaused { tick(always: true) }
            sendStatus()
        case .restart:
            playback.end()
            timeline = LiveTimeline()
            playback = LivePlayback(scene, device: device, timeline: timeline)
            lastSent = nil
            framesSkipped = 0
            tick(always: true)
            sendStatus()
        case .seek(let frame):
            await seek(to: frame)
        case .layers:
            sendJSON(playback.run.loop.perform { LayerTree.message(for: playback.run, frame: playback.run.framesRun) })
        case .speed(let rate):
            speed = rate
            sendStatus()
        }
    }

    /// Pauses at frame `target` (kept within the frames recorded or run): a fresh run replays the recorded input
    /// up to it, stepping the frames before it without drawing them, and draws and sends it; returns it. The
    /// replay gives way to the other pages every `seekSliceDuration` of work, so a seek far into a long playing
    /// does not stop their frames; meanwhile this page's clock waits, and a download or trace of it is of the
    /// playing before the seek.
    @discardableResult
    func seek(to target: Int) async -> Pixmap? {
        let frame = min(max(1, target), max(timeline.recordedFrames, playback.run.framesRun))
        let input = playback.input
        playback.end()
        isSeeking = true
        defer { isSeeking = false }
        let replay = LivePlayback(scene, device: device, timeline: timeline, replay: input)
        let clock = ContinuousClock()
        var slice = clock.now
        for _ in 1..<frame {
            replay.skipFrame()
            if clock.now - slice >= Self.seekSliceDuration {
                await Task.yield()
                slice = clock.now
            }
        }
        playback = replay
        isPaused = true
        lastSent = nil
        let shown = tick(always: true)
        sendStatus()
        return shown
    }

    /// The longest a seek steps frames before giving way to the other pages: a quarter of a frame at 60 fps.
    static let seekSliceDuration = Duration.milliseconds(4)

    /// Runs frames at the current speed until the task is cancelled, not trying to catch up after falling
    /// far behind (the clock is virtual: a late frame shows the same moment, later). A frame may run up to half an
    /// interval before it is due when touches wait for it (`earlyFrameWindow`), so a touch shows sooner; the frames
    /// after it keep their schedule, so the clock keeps real time's pace.
    func runClock() async {
        let clock = ContinuousClock()
        var deadline = clock.now
        while !Task.isCancelled {
            let interval = Duration.seconds(tickInterval)
            deadline += interval
            if deadline < clock.now - interval * 4 { deadline = clock.now }
            nextFrameDue = deadline
            ranNextFrameEarly = false
            try? await Task.sleep(until: deadline - interval * Self.earlyFrameWindow, clock: clock)
            if Task.isCancelled { break }
            if playback.hasPendingInput { runNextFrameEarlyIfDue() }
            try? await Task.sleep(until: deadline, clock: clock)
            if Task.isCancelled { break }
            if !ranNextFrameEarly, !isPaused, !isSeeking { tick() }
        }
        nextFrameDue = nil
    }

    /// The part of a frame interval before a frame is due in which touches run it at once.
    static let earlyFrameWindow = 0.5

    /// Runs the clock's next frame now if it is due within `earlyFrameWindow` of an interval and has not run yet
    /// (touches are waiting for it).
    private func runNextFrameEarlyIfDue() {
        guard let due = nextFrameDue, !ranNextFrameEarly, !isPaused, !isSeeking else { return }
        guard ContinuousClock.now >= due - Duration.seconds(tickInterval) * Self.earlyFrameWindow else { return }
        ranNextFrameEarly = true
        tick()
    }

    /// Ends the scene: fingers still down are cancelled, so its run, stage and window are freed with the session.
    func end() {
        playback.end()
    }

    /// The recorded touches as the JSON trace `passage render --trace` reads.
    var traceJSON: Data { playback.trace.jsonData() }

    /// Sends what the timeline recorded since it last did, if anything.
    private func sendTimeline() {
        if let delta = timeline.delta() { sendJSON(delta) }
    }

    /// Tells the page its clock's state (and the timeline's latest).
    private func sendStatus() {
        sendTimeline()
        sendJSON([
            "type": "status", "frame": playback.run.framesRun, "time": playback.time, "paused": isPaused,
            "speed": speed, "skipped": framesSkipped, "touches": playback.recordedEvents,
        ])
    }

    /// Replies with an error; returns false (close) after too many.
    private func refuse(_ message: String) -> Bool {
        badMessages += 1
        sendJSON(["type": "error", "message": message])
        guard badMessages < Self.maximumBadMessages else {
            send(.close(WSCloseCode(1008, reason: "too many bad messages (\(badMessages))")))
            return false
        }
        return true
    }

    /// Says a message was too large and closes the connection.
    private func closeForSize(_ bytes: Int) -> Bool {
        let message = "message of \(bytes) bytes; at most \(ClientMessage.maximumBytes) are read"
        sendJSON(["type": "error", "message": message])
        send(.close(WSCloseCode(1009, reason: "message too big")))
        return false
    }

    private func sendJSON(_ object: [String: Any]) {
        send(.text(Self.json(object)))
    }

    /// `object` as JSON text with sorted keys.
    static func json(_ object: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

extension LiveSession {
    /// The most frames a download renders: 30 seconds.
    static let maximumDownloadFrames = 1800

    /// What the page played so far (up to `maximumDownloadFrames` frames), rendered again from the recorded
    /// touches on a fresh run, as `passage render --trace` would, and encoded as `format` (APNG, GIF or MP4). It
    /// gives way to the other pages every few frames.
    ///
    /// - Throws: `ExportError` when the frames cannot be encoded (MP4 without ffmpeg, say).
    func download(_ format: ExportFormat) async throws -> Data {
        let trace = playback.trace
        let frames = min(max(1, playback.run.framesRun), Self.maximumDownloadFrames)
        let run = SceneRun(
            scene, device: device, loopRate: LivePlayback.framesPerSecond, trace: trace,
            background: LivePlayback.background)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("passage-serve-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("recording.\(format.rawValue)").path
        let first = run.nextFrame()!
        let sink = try format.makeSink(
            path: path, width: first.width, height: first.height, framesPerSecond: LivePlayback.framesPerSecond,
            threads: 1)
        do {
            try sink.write(first)
            for number in 1..<frames {
                try sink.write(run.nextFrame()!)
                if number % 4 == 0 { await Task.yield() }
            }
            try sink.finish()
        } catch {
            sink.cancel()
            throw error
        }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }
}
