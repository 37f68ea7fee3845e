// The inspector's data without a browser: the animation rows and markers a run records, the sampled values, and
// seeking, which replays the recorded input on a fresh run and must show the frames the page was shown, bit for bit.
import FlyingFox
import Foundation
import Passage
import PassageDemos
import PassageRender
import XCTest

@testable import PassageScenes
@testable import PassageServe

@MainActor
final class LiveTimelineTests: XCTestCase {
    let device = DeviceProfile.iPhoneSE.scaled(to: 1)

    /// fade-in's `UIView.animate(withDuration: 0.4)` of alpha: one basic opacity row with UIKit's ease-in-ease-out
    /// curve, additive, running from frame 1 until 0.4 s (frame 25), with its start and stop as markers; the watched card's
    /// alpha sampled from 0 to 1; no transition, so no percent complete.
    func testARunRecordsItsAnimationRowsMarkersAndValues() async {
        let timeline = LiveTimeline()
        let playback = LivePlayback(TestScenes.fadeIn, device: device, timeline: timeline)
        for _ in 0..<40 { playback.skipFrame() }
        XCTAssertEqual(timeline.recordedFrames, 40)
        XCTAssertEqual(timeline.animations.count, 1)
        let row = timeline.animations[0]
        XCTAssertEqual(row.layer, "UIView")
        XCTAssertEqual(row.keyPath, "opacity")
        XCTAssertEqual(row.kind, "basic")
        XCTAssertEqual(row.duration, 0.4, accuracy: 1e-12)
        XCTAssertEqual(row.delay, 0, accuracy: 1e-12)
        XCTAssertEqual(row.curve ?? [], [0.42, 0, 0.58, 1].map { Double(Float($0)) })
        XCTAssertNil(row.spring)
        XCTAssertTrue(row.isAdditive, "a UIView animation runs additively from the old value's offset to zero")
        XCTAssertEqual(row.added, 1)
        XCTAssertEqual(row.started, 2, "animationDidStart comes with the first step")
        XCTAssertEqual(row.stopped, 25, "0.4 s is frame 25")
        XCTAssertEqual(row.finished, true)
        XCTAssertEqual(
            timeline.markers.map { "\($0.frame) \($0.kind) \($0.label)" },
            ["2 animationStart UIView opacity started", "25 animationStop UIView opacity finished"])
        XCTAssertEqual(
            timeline.seriesNames, ["percent"] + ["x", "y", "alpha", "scale", "rotation"].map { "card.\($0)" })
        let alpha = timeline.series[3]
        XCTAssertEqual(alpha.count, 40)
        XCTAssertEqual(alpha.first ?? nil, 0)
        XCTAssertEqual(alpha.last ?? nil, 1)
        XCTAssertTrue(timeline.series[0].allSatisfy { $0 == nil }, "no transition runs")
    }

    /// swipe-pop's push, played without touches: the transition and appearance events at their frames, in
    /// UIKit's order, and the percent complete rising from 0 to 1 while the push runs.
    func testATransitionGivesItsEventsAndPercentComplete() async {
        let timeline = LiveTimeline()
        let playback = LivePlayback(DemoCatalog.swipePop(), device: device, timeline: timeline)
        for _ in 0..<60 { playback.skipFrame() }
        let labels = timeline.markers.filter { !$0.kind.hasPrefix("animation") }.map(\.label)
        let push = Array(labels.drop { !$0.hasPrefix("transition ") })
        XCTAssertEqual(
            push,
            [
                "transition A → B", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "animateTransition (duration 0.35 s)", "completeTransition(true)", "A.viewDidDisappear(true)",
                "B.viewDidAppear(true)", "coordinator completion (cancelled: false)",
                "coordinator completion (cancelled: false)",
            ])
        let began = timeline.markers.first { $0.kind == "transition" }!.frame
        let completed = timeline.markers.first { $0.kind == "completeTransition" }!.frame
        XCTAssertEqual(began, 13, "pushed 0.2 s in")
        XCTAssertEqual(completed - began, 21, "0.35 s later")
        let percent = timeline.series[0]
        XCTAssertNil(percent[began - 2])
        let during = percent[(began - 1)..<(completed - 1)].compactMap { $0 }
        XCTAssertEqual(during.count, completed - began)
        XCTAssertEqual(during, during.sorted(), "the percent complete never goes back")
        XCTAssertGreaterThan(during.last!, 0.9)
        XCTAssertFalse(timeline.animations.isEmpty)
    }

    /// A seek shows the frame the page was shown at that number, bit for bit, and playing on from it replays the
    /// recorded touches that came after; the timeline is kept, not recorded twice. A new touch after a seek cuts
    /// the recording there: the timeline forgets the later frames.
    func testSeekingReplaysTheRecordedInputToTheSameFrames() async throws {
        let session = LiveSession(id: "seek", scene: TestScenes.dragSquare, device: device) { _ in }
        var played: [Pixmap] = []
        var path: [(UITouch.Phase, CGFloat)] = [(.began, 100)]
        for step in 1...8 { path.append((.moved, 100 + CGFloat(step) * 12)) }
        path.append((.ended, 196))
        for (phase, x) in path {
            await session.handle(.touches([TouchTrace.Touch(finger: 0, phase: phase, location: CGPoint(x: x, y: 150))]))
            played.append(try XCTUnwrap(session.tick()))
            await session.handle(.frameDrawn)
        }
        for _ in 0..<30 {
            played.append(try XCTUnwrap(session.tick()))
            await session.handle(.frameDrawn)
        }
        // Frame 1 was drawn at the start; played[i] is frame i + 2.
        let rows = session.timeline.animations
        let markers = session.timeline.markers
        XCTAssertEqual(rows.map(\.kind), ["spring"], "the release's spring")
        XCTAssertEqual(session.timeline.recordedFrames, 41)

        let shown = await session.seek(to: 6)
        XCTAssertTrue(session.isPaused)
        XCTAssertEqual(session.playback.run.framesRun, 6)
        XCTAssertEqual(shown, played[4], "frame 6, as the page was shown it")
        for index in 5..<20 {
            XCTAssertEqual(session.tick(always: true), played[index], "frame \(index + 2), played on after the seek")
        }
        XCTAssertEqual(session.timeline.animations, rows, "the replay records nothing twice")
        XCTAssertEqual(session.timeline.markers, markers)

        _ = await session.seek(to: 4)
        await session.handle(.touches([TouchTrace.Touch(finger: 0, phase: .began, location: CGPoint(x: 60, y: 60))]))
        XCTAssertEqual(session.timeline.recordedFrames, 4, "new input cuts the timeline after the frame shown")
        XCTAssertTrue(session.timeline.animations.isEmpty, "the spring came after the cut")
        var trace = try TouchTrace(json: session.traceJSON)
        XCTAssertEqual(
            trace.events.map { $0.touches.map(\.phase) }, [[.began], [.moved], [.moved], [.cancelled]],
            "replayed up to the cut, the finger left down cancelled, the new touch not yet delivered")
        session.tick(always: true)
        trace = try TouchTrace(json: session.traceJSON)
        XCTAssertEqual(
            trace.events.map { $0.touches.map(\.phase) },
            [[.began], [.moved], [.moved], [.cancelled], [.began], [.cancelled]])
        let began = trace.events[4]
        XCTAssertEqual(began.touches[0].location, CGPoint(x: 60, y: 60))
        XCTAssertTrue(
            began.time > 3.0 / 60 && began.time < 4.0 / 60,
            "the new touch is timed after frame 4, not after the replayed touches it replaced: \(began.time)")
    }

    /// The layer tree at a frame: the window first, fade-in's card at its frame in window points, and its model
    /// opacity (1) beside its presented opacity halfway through the fade.
    func testTheLayerTreeListsEachLayerWithItsFrameAndValues() async throws {
        let timeline = LiveTimeline()
        let playback = LivePlayback(TestScenes.fadeIn, device: device, timeline: timeline)
        for _ in 0..<13 { playback.skipFrame() }
        let message = playback.run.loop.perform { LayerTree.message(for: playback.run, frame: 13) }
        let layers = try XCTUnwrap(message["layers"] as? [[String: Any]])
        XCTAssertEqual(layers.first?["name"] as? String, "UIWindow")
        XCTAssertEqual(layers.first?["depth"] as? Int, 0)
        let card = try XCTUnwrap(layers.first { $0["animations"] as? [String] != [] })
        XCTAssertEqual(card["depth"] as? Int, 1)
        XCTAssertEqual(card["frame"] as? [Double], [40, 200, 200, 120])
        let model = try XCTUnwrap(card["model"] as? [String: Any])
        let presented = try XCTUnwrap(card["presented"] as? [String: Any])
        XCTAssertEqual(model["opacity"] as? Double, 1)
        let opacity = try XCTUnwrap(presented["opacity"] as? Double)
        XCTAssertTrue((0.3...0.7).contains(opacity), "halfway through the fade: \(opacity)")
        XCTAssertEqual(message["truncated"] as? Bool, false)
    }

    /// Diagnostics keep coming as markers once the frame loop's own list (its last 1,000) is full: one raised
    /// per frame for 1,200 frames gives 1,200 markers, the last at its frame; more raised in one frame than the
    /// loop keeps are counted in a marker of their own.
    func testDiagnosticsKeepComingPastTheFrameLoopsLimit() async {
        let timeline = LiveTimeline()
        let playback = LivePlayback(TestScenes.fadeIn, device: device, timeline: timeline)
        let code = Diagnostic.Code(rawValue: "live-timeline-test")
        let frames = FrameLoop.diagnosticsLimit + 200
        for number in 1...frames {
            playback.run.loop.diagnose(code, .info, "raised before frame \(number)")
            playback.skipFrame()
        }
        var diagnostics = timeline.markers.filter { $0.kind == "diagnostic" }
        XCTAssertEqual(diagnostics.count, frames)
        XCTAssertEqual(diagnostics.last?.label, "[live-timeline-test] raised before frame \(frames)")
        // Each is shown at the frame on screen when it was raised: the one before the frame it came before.
        XCTAssertEqual(diagnostics.map(\.frame), [1] + Array(1..<frames))

        for number in 1...(FrameLoop.diagnosticsLimit + 5) {
            playback.run.loop.diagnose(code, .info, "burst \(number)")
        }
        playback.skipFrame()
        diagnostics = timeline.markers.filter {
            $0.kind == "diagnostic" && ($0.label.contains("burst") || $0.label.contains("dropped"))
        }
        XCTAssertEqual(diagnostics.count, FrameLoop.diagnosticsLimit + 1)
        XCTAssertEqual(diagnostics.first?.label, "5 diagnostics dropped: the frame loop keeps its last 1000")
        XCTAssertEqual(Set(diagnostics.map(\.frame)), [frames], "raised while frame \(frames) was on screen")
        guard diagnostics.count > 1 else { return }
        XCTAssertEqual(diagnostics[1].label, "[live-timeline-test] burst 6")
        XCTAssertEqual(diagnostics.last?.label, "[live-timeline-test] burst \(FrameLoop.diagnosticsLimit + 5)")
    }

    /// At its limit of markers, the timeline counts those left out, per frame, and tells the page; cutting the
    /// timeline forgets the count of the frames cut.
    func testMarkersPastTheLimitAreCountedAndShown() async throws {
        let timeline = LiveTimeline(maximumEntries: 10)
        let playback = LivePlayback(TestScenes.fadeIn, device: device, timeline: timeline)
        for number in 1...12 {
            playback.run.loop.diagnose(Diagnostic.Code(rawValue: "live-timeline-test"), .info, "\(number)")
        }
        for _ in 0..<30 { playback.skipFrame() }
        XCTAssertEqual(timeline.markers.count, 10)
        XCTAssertEqual(timeline.markers.last?.label, "[live-timeline-test] 10")
        XCTAssertEqual(timeline.markersLeftOut, 4, "two diagnostics, the opacity's start and its stop")
        XCTAssertEqual(timeline.animations.count, 1, "the rows have a limit of their own")
        let delta = try XCTUnwrap(timeline.delta())
        XCTAssertEqual(delta["markersLeftOut"] as? Int, 4)
        XCTAssertEqual(delta["animationsLeftOut"] as? Int, 0)
        XCTAssertEqual(delta["maximumEntries"] as? Int, 10)
        XCTAssertEqual(delta["maximumFrames"] as? Int, LiveTimeline.maximumFrames)
        timeline.truncate(after: 1)
        XCTAssertEqual(timeline.markersLeftOut, 2, "the cut forgets the start and stop of frames 2 and 25")
    }
}
