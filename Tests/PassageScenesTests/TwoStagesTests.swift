// Two demos on two stages in one process, their frames interleaved: each gives the same frames, presented
// values and events as it gives alone, because everything a frame needs comes from the stage it runs on.
import Passage
import PassageDemos
import PassageRender
import PassageScenes
import XCTest

@MainActor
final class TwoStagesTests: XCTestCase {
    private let small = DeviceProfile(name: "small", size: CGSize(width: 375, height: 667), scale: 1)
    private let tall = DeviceProfile(name: "tall", size: CGSize(width: 430, height: 932), scale: 1)
    private let framesPerSecond = 10

    /// What one run showed: its drawn frames (A) or its presented values (B), and its events.
    private struct Record: Equatable {
        var frames: [[UInt8]] = []
        var rows: [String] = []
        var events: [String] = []
    }

    /// An interactive pop drawn on one device and a sheet presentation measured on another, interleaved frame by
    /// frame, record exactly what each records alone.
    func testInterleavedStagesRecordWhatEachRecordsAlone() async throws {
        let swipe = try XCTUnwrap(DemoCatalog.named("swipe-pop"))
        let sheet = try XCTUnwrap(DemoCatalog.named("sheet-detents"))
        let swipeFrames = SceneRecorder.frameCount(swipe, framesPerSecond: framesPerSecond, device: small)
        let sheetFrames = SceneRecorder.frameCount(sheet, framesPerSecond: framesPerSecond, device: tall)

        var swipeAlone = Record()
        var sheetAlone = Record()
        let swipeRun = makeRun(swipe, on: small, draws: true, into: { swipeAlone.events.append($0) })
        for _ in 0..<swipeFrames { swipeAlone.frames.append(try XCTUnwrap(swipeRun.nextFrame()).pixels) }
        let sheetRun = makeRun(sheet, on: tall, draws: false, into: { sheetAlone.events.append($0) })
        for _ in 0..<sheetFrames { sheetAlone.rows.append(step(sheetRun)) }

        var swipeShared = Record()
        var sheetShared = Record()
        let swipeTwin = makeRun(swipe, on: small, draws: true, into: { swipeShared.events.append($0) })
        let sheetTwin = makeRun(sheet, on: tall, draws: false, into: { sheetShared.events.append($0) })
        for frame in 0..<max(swipeFrames, sheetFrames) {
            if frame < sheetFrames { sheetShared.rows.append(step(sheetTwin)) }
            if frame < swipeFrames { swipeShared.frames.append(try XCTUnwrap(swipeTwin.nextFrame()).pixels) }
        }

        XCTAssertEqual(swipeShared.frames.count, swipeFrames)
        XCTAssertGreaterThanOrEqual(Set(swipeAlone.frames).count, 10, "the pop shows at least 10 different frames")
        XCTAssertTrue(swipeShared.frames == swipeAlone.frames, "the drawn frames of the pop")
        XCTAssertEqual(swipeShared.events, swipeAlone.events)
        XCTAssertTrue(
            swipeAlone.events.contains { $0.hasPrefix("finishInteractiveTransition") }, "\(swipeAlone.events)")
        XCTAssertEqual(sheetShared.rows, sheetAlone.rows)
        XCTAssertEqual(sheetShared.events, sheetAlone.events)
        XCTAssertTrue(sheetAlone.events.contains { $0.hasPrefix("transition") }, "\(sheetAlone.events)")
        XCTAssertEqual(swipeTwin.loop.perform { UIScreen.main.bounds.size }, small.size)
        XCTAssertEqual(sheetTwin.loop.perform { UIScreen.main.bounds.size }, tall.size)
    }

    private func makeRun(_ demo: Scene, on device: DeviceProfile, draws: Bool, into events: @escaping (String) -> Void)
        -> SceneRun
    {
        SceneRun(demo, device: device, loopRate: framesPerSecond, draws: draws, events: { events($0.description) })
    }

    /// Runs the next frame of `run` and returns its presented values, read on its own stage.
    private func step(_ run: SceneRun) -> String {
        run.nextFrame()
        return run.loop.perform {
            SceneTable.row(frame: run.framesRun, time: CACurrentMediaTime(), run.watched.map(\.view))
        }
    }
}
