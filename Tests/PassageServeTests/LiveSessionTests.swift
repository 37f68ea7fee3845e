// A live session without the network: touches timed inside the frame they arrive in, the recording replayed by
// `passage render --trace`'s code giving the same frames bit for bit, refused touches keeping the trace valid,
// flow control, pause and step.
import FlyingFox
import Foundation
import Passage
import PassageRender
import XCTest

@testable import PassageScenes
@testable import PassageServe

/// A sink keeping every frame, as `passage render` would write them.
private final class CollectingSink: FrameSink {
    let width: Int
    let height: Int
    let framesPerSecond = 60
    var frames: [Pixmap] = []

    init(device: DeviceProfile) {
        width = Int(device.size.width * device.scale)
        height = Int(device.size.height * device.scale)
    }

    func write(_ frame: Pixmap) throws { frames.append(frame) }
    func finish() throws {}
    func cancel() {}
}

@MainActor
final class LiveSessionTests: XCTestCase {
    /// Frames are drawn at 1× in these tests to keep them quick in debug builds.
    let device = DeviceProfile.iPhoneSE.scaled(to: 1)

    /// An input lands strictly after the frame it arrived after, before the next, and never before the last.
    func testAnInputIsTimedInsideTheFrameIntervalItArrivedIn() async {
        let frame = 1.0 / 60
        XCTAssertEqual(
            LivePlayback.inputTime(frameTime: 1, fraction: 0.5, notBefore: 0), 1 + 0.5 * frame, accuracy: 1e-12)
        XCTAssertEqual(
            LivePlayback.inputTime(frameTime: 1, fraction: 0, notBefore: 0), 1 + 0.001 * frame, accuracy: 1e-12)
        XCTAssertEqual(
            LivePlayback.inputTime(frameTime: 1, fraction: 7, notBefore: 0), 1 + 0.999 * frame, accuracy: 1e-12)
        XCTAssertEqual(
            LivePlayback.inputTime(frameTime: 1, fraction: .nan, notBefore: 0), 1 + 0.999 * frame, accuracy: 1e-12)
        XCTAssertEqual(LivePlayback.inputTime(frameTime: 1, fraction: 0.1, notBefore: 1.01), 1.01)
    }

    /// What the page played, rendered from its recording as `passage render --trace` does, gives every frame the
    /// page was sent, bit for bit; and the messages sent rebuild each of those frames exactly on the page's picture.
    func testTheRecordedTouchesRenderTheSameFramesBitForBit() async throws {
        var messages: [WSMessage] = []
        let session = LiveSession(id: "bits", scene: TestScenes.dragSquare, device: device) { messages.append($0) }
        var played: [Pixmap] = []
        // Frame 1 was run by the session's start; its number is checked against the replay below.
        var path: [(UITouch.Phase, CGFloat, CGFloat)] = [(.began, 100, 150)]
        for step in 1...12 {
            path.append((.moved, 100 + CGFloat(step) * 9, 150 + CGFloat(step) * 14))
        }
        path.append((.ended, 208, 318))
        for (index, (phase, x, y)) in path.enumerated() {
            // Several inputs in some frames, none in others, at the fractions real arrival gives.
            await session.handle(.touches([TouchTrace.Touch(finger: 0, phase: phase, location: CGPoint(x: x, y: y))]))
            if index % 3 != 1 {
                played.append(try XCTUnwrap(session.tick()))
                await session.handle(.frameDrawn)
            }
        }
        for _ in 0..<30 {
            played.append(try XCTUnwrap(session.tick()))
            await session.handle(.frameDrawn)
        }
        let trace = try TouchTrace(json: session.traceJSON)
        XCTAssertEqual(trace.events.count, path.count)
        XCTAssertEqual(trace.events.map(\.touches.first!.phase), path.map(\.0))

        let sink = CollectingSink(device: device)
        try SceneRecorder.record(
            TestScenes.dragSquare, device: device, framesPerSecond: 60, to: sink, trace: trace)
        XCTAssertGreaterThanOrEqual(sink.frames.count, played.count + 1)
        var differing: [Int] = []
        for (index, frame) in played.enumerated() where sink.frames[index + 1] != frame {
            differing.append(index + 2)
        }
        XCTAssertEqual(differing, [], "frames that differ from the render of the recorded trace")
        // What the page was sent rebuilds those frames exactly on its picture, message after message.
        var picture = PagePicture(width: sink.width, height: sink.height)
        var rebuilt: [UInt32] = []
        for case .data(let data) in messages {
            let number = try picture.apply([UInt8](data))
            rebuilt.append(number)
            XCTAssertEqual(picture, PagePicture(sink.frames[Int(number) - 1]), "the page's picture at frame \(number)")
        }
        XCTAssertEqual(rebuilt, Array(1...UInt32(played.count + 1)), "every frame was sent, in order")
        // The square moved and sprang back: the frames are not all the same picture.
        XCTAssertGreaterThan(Set(played.map(\.pixels.hashValue)).count, 10)
    }

    /// A finger that moves before it began, or begins twice, is left out with a note, so the recording stays a
    /// trace `passage render --trace` accepts; a finger still down is cancelled at the end of the download.
    func testTouchesThatWouldMakeAnInvalidTraceAreLeftOut() async throws {
        var errors: [String] = []
        let session = LiveSession(id: "valid", scene: TestScenes.dragSquare, device: device) { message in
            if case .text(let text) = message, text.contains("\"error\"") { errors.append(text) }
        }
        await session.handle(.touches([TouchTrace.Touch(finger: 3, phase: .moved, location: CGPoint(x: 1, y: 1))]))
        await session.handle(.touches([TouchTrace.Touch(finger: 0, phase: .began, location: CGPoint(x: 100, y: 150))]))
        await session.handle(.touches([TouchTrace.Touch(finger: 0, phase: .began, location: CGPoint(x: 100, y: 150))]))
        session.tick()
        await session.handle(.touches([TouchTrace.Touch(finger: 0, phase: .moved, location: CGPoint(x: 120, y: 170))]))
        session.tick()
        XCTAssertEqual(errors.count, 2)
        XCTAssertTrue(errors[0].contains("finger 3 moved without having begun"), errors[0])
        XCTAssertTrue(errors[1].contains("finger 0 began while down"), errors[1])
        let trace = try TouchTrace(json: session.traceJSON)
        XCTAssertEqual(trace.events.map { $0.touches.map(\.phase) }, [[.began], [.moved], [.cancelled]])
        XCTAssertEqual(trace.events.last?.touches.first?.location, CGPoint(x: 120, y: 170))
    }

    /// A page that does not say it drew its frames gets at most `maximumFramesInFlight` of them; the rest are
    /// run and skipped, and each "drawn" lets one more through.
    func testASlowPageIsSentAtMostTwoUndrawnFrames() async {
        var frames = 0
        let session = LiveSession(id: "slow", scene: TestScenes.fadeIn, device: device) { message in
            if case .data = message { frames += 1 }
        }
        for _ in 0..<20 { session.tick() }
        XCTAssertEqual(frames, LiveSession.maximumFramesInFlight)
        XCTAssertEqual(session.framesSkipped, 21 - LiveSession.maximumFramesInFlight)
        await session.handle(.frameDrawn)
        session.tick()
        session.tick()
        XCTAssertEqual(frames, LiveSession.maximumFramesInFlight + 1)
    }

    /// A touch in the last half of the interval before a frame is due runs that frame at once; a touch before it
    /// has the clock run the frame when that half begins; the frames after keep their schedule. The clock runs at a hundredth
    /// of real time here (a frame every 1.67 s), so the checks have hundreds of milliseconds to spare.
    func testATouchRunsItsFrameUpToHalfAnIntervalEarly() async throws {
        var frames = 0
        let session = LiveSession(id: "early", scene: TestScenes.dragSquare, device: device) { message in
            if case .data = message { frames += 1 }
        }
        await session.handle(.speed(0.01))
        let clock = ContinuousClock()
        let start = clock.now
        let running = Task { @MainActor in await session.runClock() }
        defer { running.cancel() }
        func touch(_ phase: UITouch.Phase, at seconds: Double) async throws {
            try await Task.sleep(until: start + .seconds(seconds), clock: clock)
            await session.handle(
                .touches([TouchTrace.Touch(finger: 0, phase: phase, location: CGPoint(x: 90, y: 140))]))
        }
        // Frame 2 is due at 1.67 s; its early half begins at 0.83 s.
        try await touch(.began, at: 0.2)
        XCTAssertEqual(frames, 1, "a touch before the early half waits")
        try await Task.sleep(until: start + .seconds(1.2), clock: clock)
        XCTAssertEqual(frames, 2, "the clock ran frame 2 when its early half began, the touch waiting")
        await session.handle(.frameDrawn)
        // Frame 3 is due at 3.33 s, on the schedule; its early half begins at 2.5 s, and no touch waits then.
        try await Task.sleep(until: start + .seconds(2.7), clock: clock)
        XCTAssertEqual(frames, 2, "frame 3 keeps its schedule when no touch waits")
        try await touch(.moved, at: 2.9)
        XCTAssertEqual(frames, 3, "a touch in frame 3's early half runs it at once")
        await session.handle(.frameDrawn)
        try await Task.sleep(until: start + .seconds(3.6), clock: clock)
        XCTAssertEqual(frames, 3, "frame 3 is not run again when it is due")
        XCTAssertEqual(session.playback.run.framesRun, 3)
        running.cancel()
        await running.value
        session.end()
    }

    /// Pause stops the clock; step runs exactly one frame; restart starts the scene over with an empty recording.
    func testPauseStepAndRestart() async throws {
        let session = LiveSession(id: "clock", scene: TestScenes.dragSquare, device: device) { _ in }
        await session.handle(.pause)
        XCTAssertTrue(session.isPaused)
        let before = session.playback.run.framesRun
        await session.handle(.step)
        await session.handle(.step)
        XCTAssertEqual(session.playback.run.framesRun, before + 2)
        await session.handle(.play)
        await session.handle(.step)
        XCTAssertEqual(session.playback.run.framesRun, before + 2, "step runs a frame only while paused")
        await session.handle(.touches([TouchTrace.Touch(finger: 0, phase: .began, location: CGPoint(x: 100, y: 150))]))
        await session.handle(.restart)
        XCTAssertEqual(session.playback.run.framesRun, 1)
        XCTAssertEqual(try TouchTrace(json: session.traceJSON).events, [])
        await session.handle(.speed(0.25))
        XCTAssertEqual(session.tickInterval, 4.0 / 60, accuracy: 1e-12)
    }

    /// Ending a session frees its scene: the run, its frame loop and its window go with it, even with a finger
    /// down (whose touch holds the window until it is cancelled).
    func testAnEndedSessionFreesItsSceneRun() async {
        for scene in [TestScenes.fadeIn, TestScenes.dragSquare] {
            for touches in [false, true] {
                await assertSessionFreesItsSceneRun(scene, touches: touches)
            }
        }
    }

    private func assertSessionFreesItsSceneRun(_ scene: Scene, touches: Bool) async {
        weak var run: SceneRun?
        weak var window: UIWindow?
        do {
            let session = LiveSession(id: "gone", scene: scene, device: device) { _ in }
            if touches {
                await session.handle(
                    .touches([TouchTrace.Touch(finger: 0, phase: .began, location: CGPoint(x: 100, y: 150))]))
            }
            session.tick()
            run = session.playback.run
            window = session.playback.run.window
            XCTAssertNotNil(run)
            session.end()
        }
        XCTAssertNil(run, "\(scene.name), touches \(touches): the scene's run outlives its session")
        XCTAssertNil(window, "\(scene.name), touches \(touches): the scene's window outlives its session")
    }

    /// The APNG download holds every frame played, at the device's pixel size, rendered again from the recorded
    /// touches.
    func testTheAPNGDownloadHoldsEveryFramePlayed() async throws {
        let session = LiveSession(id: "apng", scene: TestScenes.dragSquare, device: device) { _ in }
        await session.handle(.touches([TouchTrace.Touch(finger: 0, phase: .began, location: CGPoint(x: 100, y: 150))]))
        for _ in 0..<9 {
            session.tick()
            await session.handle(.frameDrawn)
        }
        XCTAssertEqual(session.playback.run.framesRun, 10)
        let apng = [UInt8](try await session.download(.apng))
        XCTAssertEqual(Array(apng[0..<8]), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func bigEndian(_ at: Int) -> Int { apng[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(bigEndian(16), 375, "IHDR width")
        XCTAssertEqual(bigEndian(20), 667, "IHDR height")
        XCTAssertEqual(String(decoding: apng[37..<41], as: UTF8.self), "acTL")
        XCTAssertEqual(bigEndian(41), 10, "one frame per frame played")
    }

    /// A seek far into one page's playing gives way to the other pages: while it replays 1,490 frames, another
    /// page keeps running and sending frames (before, the seek held the main actor until it was done), and the
    /// seek still lands on the frame asked for.
    func testASeekFarDoesNotStopAnotherPagesFrames() async throws {
        let seeking = LiveSession(id: "far", scene: TestScenes.dragSquare, device: device) { _ in }
        for _ in 0..<1_500 { seeking.playback.skipFrame() }
        var otherFrames = 0
        let other = LiveSession(id: "other", scene: TestScenes.fadeIn, device: device) { message in
            if case .data = message { otherFrames += 1 }
        }
        // The other page plays as fast as the main actor lets it, acknowledging its frames as a page does.
        let playing = Task {
            while !Task.isCancelled {
                other.tick()
                await other.handle(.frameDrawn)
                await Task.yield()
            }
        }
        defer { playing.cancel() }
        let ranBefore = other.playback.run.framesRun
        let sentBefore = otherFrames
        let shown = await seeking.seek(to: 1_490)
        let ranDuring = other.playback.run.framesRun - ranBefore
        let sentDuring = otherFrames - sentBefore
        XCTAssertNotNil(shown)
        XCTAssertEqual(seeking.playback.run.framesRun, 1_490)
        XCTAssertTrue(seeking.isPaused)
        XCTAssertGreaterThan(ranDuring, 1, "the other page ran frames during the seek")
        XCTAssertGreaterThan(sentDuring, 1, "and sent them")
    }
}
