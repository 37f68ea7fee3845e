// One playing of a scene: its `SceneRun` (a frame loop and stage of its own), the touches the page sent that are
// waiting for their frame, and the recording of the touches delivered. A touch gets a time of its own inside the
// frame interval it arrived in, and is delivered in that frame's input phase through the stage's application,
// exactly as `TouchTracePlayer` delivers a trace: so the recording, played by `passage render --trace`, gives
// the same frames bit for bit. The fingers down are tracked here, and a touch that would make the recording an
// invalid trace (a finger that moves before it began, or begins twice) is refused before it is delivered.
// A playing can also replay recorded input (a seek): those inputs are delivered at their own times, and the
// first new touch drops the ones not yet due, cancelling the fingers they left down.
import Passage
import PassageRender
import PassageScenes

/// A scene being played live, frame by frame, with its touches recorded.
@MainActor
final class LivePlayback {
    /// Frames per second of the run's frame loop: the page's frame rate at speed 1.
    static let framesPerSecond = 60
    /// The most touch events waiting for their frame.
    static let maximumPendingEvents = 64
    /// The most touch events one playing records; after that, touches are refused until a restart.
    static let maximumRecordedEvents = 100_000
    /// The background frames are drawn on: `passage render`'s default, so its frames match.
    static let background = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// The scene's run.
    let run: SceneRun
    /// The animations, events and values of the run.
    let timeline: LiveTimeline
    private let recorder: TouchTraceRecorder
    private let application: UIApplication
    private var pending: [TouchTrace.Event] = []
    /// Recorded inputs replayed by a seek and not yet due; dropped at the first new touch.
    private var replaying: [TouchTrace.Event] = []
    private var latestTime: TimeInterval = 0
    private var fingersDown: [Int: CGPoint] = [:]

    /// Starts `scene` on `device` as `passage render` does (white background, status bar shown), playing no
    /// trace of its own: the touches come from `send(_:arrivedAfter:)`, after those of `replay` (recorded
    /// inputs, delivered at their times). The run's events and animations go to `timeline`.
    init(_ scene: Scene, device: DeviceProfile, timeline: LiveTimeline, replay: [TouchTrace.Event] = []) {
        self.timeline = timeline
        timeline.beginRun()
        run = SceneRun(
            scene, device: device, loopRate: Self.framesPerSecond, trace: TouchTrace(), background: Self.background,
            events: { [timeline] event in timeline.record(event) })
        (recorder, application) = run.loop.perform { (TouchTraceRecorder(), UIApplication.shared) }
        replaying = replay
        _ = run.loop.addInputSource { [weak self] loop in self?.deliverDue(at: loop.clock.currentTime) }
    }

    /// Seconds of one frame.
    static var frameDuration: TimeInterval { 1 / TimeInterval(framesPerSecond) }

    /// The run's time in the trace's terms: seconds since it started.
    var time: TimeInterval { run.loop.clock.currentTime - recorder.startTime }

    /// Runs the next frame, records it in the timeline and returns it.
    func nextFrame() -> Pixmap {
        let frame = run.nextFrame()!
        timeline.recordFrame(run.framesRun, of: run)
        return frame
    }

    /// Runs the next frame without drawing it, and records it in the timeline.
    func skipFrame() {
        run.skipFrame()
        timeline.recordFrame(run.framesRun, of: run)
    }

    /// Whether touches from the page wait for the next frame.
    var hasPendingInput: Bool { !pending.isEmpty }

    /// Every input known: those delivered, those waiting, and those a seek replays later.
    var input: [TouchTrace.Event] { recorder.trace.events + pending + replaying }

    /// Queues `touches` for the next frame, timed `fraction` (0…1) of the way through the interval between the
    /// last frame run and the next. Touches the recording could not replay (a finger that moves, lifts or is
    /// stationary without being down, or begins while down) are left out; returns why, or nil when all are
    /// queued. Throws when too many are waiting or the recording is full.
    @discardableResult
    func send(_ touches: [TouchTrace.Touch], arrivedAfter fraction: Double) throws(ClientMessageError) -> String? {
        guard pending.count < Self.maximumPendingEvents else {
            throw ClientMessageError("touches: \(pending.count) inputs are already waiting for the next frame")
        }
        guard recordedEvents < Self.maximumRecordedEvents else {
            throw ClientMessageError(
                "touches: the recording holds \(Self.maximumRecordedEvents) inputs, its limit; restart to play on")
        }
        if !replaying.isEmpty { dropReplay() }
        var accepted: [TouchTrace.Touch] = []
        var refused: [String] = []
        for touch in touches {
            let isDown = fingersDown[touch.finger] != nil
            if touch.phase == .began, isDown {
                refused.append("finger \(touch.finger) began while down")
            } else if touch.phase != .began, !isDown {
                refused.append("finger \(touch.finger) \(touch.phase) without having begun")
            } else {
                accepted.append(touch)
                if touch.phase == .ended || touch.phase == .cancelled {
                    fingersDown[touch.finger] = nil
                } else {
                    fingersDown[touch.finger] = touch.location
                }
            }
        }
        if !accepted.isEmpty {
            let inputTime = Self.inputTime(frameTime: time, fraction: fraction, notBefore: latestTime)
            latestTime = inputTime
            pending.append(TouchTrace.Event(time: inputTime, touches: accepted))
        }
        return refused.isEmpty ? nil : "touches: " + refused.joined(separator: ", ") + "; ignored"
    }

    /// The time given to an input that arrived `fraction` of the way from the frame at `frameTime` to the next:
    /// strictly after `frameTime` (so it is not due in a frame already run) and before the next frame's time,
    /// never before `notBefore` (times never decrease).
    static func inputTime(frameTime: TimeInterval, fraction: Double, notBefore: TimeInterval) -> TimeInterval {
        let within = fraction.isFinite ? min(max(fraction, 0.001), 0.999) : 0.999
        return max(frameTime + within * frameDuration, notBefore)
    }

    /// The touches delivered so far as a trace. Fingers still down are cancelled where they are at the run's
    /// current time, so the trace is valid for `passage render --trace`; the live run goes on unchanged.
    var trace: TouchTrace {
        var trace = recorder.trace
        let down = deliveredFingersDown
        if !down.isEmpty {
            trace.events.append(
                TouchTrace.Event(
                    time: max(time, trace.duration),
                    touches: down.keys.sorted().map {
                        TouchTrace.Touch(finger: $0, phase: .cancelled, location: down[$0]!)
                    }))
        }
        return trace
    }

    /// Ends the playing: inputs still waiting are dropped, and fingers still down are cancelled where they are,
    /// as the system cancels the touches of an app that goes away. (A finger's touch holds its window until its
    /// last event, so a run left with a finger down would keep its window alive.)
    func end() {
        pending.removeAll()
        replaying.removeAll()
        let down = deliveredFingersDown
        guard !down.isEmpty else { return }
        let cancels = down.keys.sorted().map { TouchTrace.Touch(finger: $0, phase: .cancelled, location: down[$0]!) }
        run.loop.perform { application.sendTouchInput(cancels, timestamp: CACurrentMediaTime()) }
    }

    /// New input replaces the replayed input not yet due: it is dropped, the timeline forgets the frames after
    /// this one, and fingers it left down are cancelled where they are (so the page's fingers start afresh).
    private func dropReplay() {
        replaying.removeAll()
        timeline.truncate(after: run.framesRun)
        latestTime = max(recorder.trace.events.last?.time ?? 0, pending.last?.time ?? 0)
        var down = deliveredFingersDown
        for event in pending {
            for touch in event.touches {
                down[touch.finger] = touch.phase == .ended || touch.phase == .cancelled ? nil : touch.location
            }
        }
        fingersDown = [:]
        guard !down.isEmpty else { return }
        let inputTime = Self.inputTime(frameTime: time, fraction: 0, notBefore: latestTime)
        latestTime = inputTime
        pending.append(
            TouchTrace.Event(
                time: inputTime,
                touches: down.keys.sorted().map {
                    TouchTrace.Touch(finger: $0, phase: .cancelled, location: down[$0]!)
                }))
    }

    /// The recorded inputs so far.
    var recordedEvents: Int { recorder.trace.events.count }

    /// Where each finger of the delivered touches is down.
    private var deliveredFingersDown: [Int: CGPoint] {
        var down: [Int: CGPoint] = [:]
        for event in recorder.trace.events {
            for touch in event.touches {
                if touch.phase == .ended || touch.phase == .cancelled {
                    down[touch.finger] = nil
                } else {
                    down[touch.finger] = touch.location
                }
            }
        }
        return down
    }

    /// Delivers the queued inputs whose time has come, as `TouchTracePlayer` does.
    private func deliverDue(at now: CFTimeInterval) {
        var replayed = 0
        for event in replaying {
            guard recorder.startTime + event.time <= now + 1e-9 else { break }
            application.sendTouchInput(event.touches, timestamp: recorder.startTime + event.time)
            replayed += 1
        }
        replaying.removeFirst(replayed)
        var delivered = 0
        for event in pending {
            let timestamp = recorder.startTime + event.time
            guard timestamp <= now + 1e-9 else { break }
            application.sendTouchInput(event.touches, timestamp: timestamp)
            delivered += 1
        }
        pending.removeFirst(delivered)
    }
}
