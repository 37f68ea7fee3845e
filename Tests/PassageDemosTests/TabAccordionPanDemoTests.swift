// The tab-accordion-pan demo: touch traces played into a tab bar controller whose pan interactor drives the
// accordion switch. The tests play each trace from the demo's start, as SceneRecorder does, and check the
// switch's progress against the pan's translation, the finish and cancel decisions at release, and what is
// left afterwards.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos
@testable import PassageRender

@MainActor
final class TabAccordionPanDemoTests: XCTestCase {
    private let width: CGFloat = 375
    private let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// A scene playing one of its traces, and what the pan reported each time its actions ran (after the
    /// interactor's own action).
    @MainActor
    private final class Run {
        let stage = DemoStage()
        let scene: TabAccordionPanScene
        let player: TouchTracePlayer
        private(set) var reports:
            [(state: UIGestureRecognizer.State, translation: CGFloat, velocity: CGFloat, percent: CGFloat)] = []

        init(_ gesture: TabAccordionPanScene.Gesture) {
            scene = TabAccordionPanScene(in: stage.window)
            player = TouchTracePlayer(trace: TabAccordionPanScene.trace(gesture, for: stage.window.bounds.size))
            let interactor = scene.interactor
            scene.interactor.pan.addHandler { [weak self, weak interactor] recognizer in
                guard let self, let interactor, let pan = recognizer as? UIPanGestureRecognizer, let view = pan.view
                else { return }
                reports.append(
                    (pan.state, pan.translation(in: view).x, pan.velocity(in: view).x, interactor.percentComplete))
            }
        }

        /// Plays the trace to the end, with the scene's log cleared just before the pan begins.
        func playLoggingFromThePan() {
            stage.advance(to: TabAccordionPanScene.panTime - 0.1)
            scene.log.clear()
            stage.advance(to: TabAccordionPanScene.duration)
        }

        /// The last report in `state`.
        func last(_ state: UIGestureRecognizer.State) -> (translation: CGFloat, velocity: CGFloat, percent: CGFloat)? {
            reports.last { $0.state == state }.map { ($0.translation, $0.velocity, $0.percent) }
        }
    }

    /// The width of a view squeezed `percent` of the way (linear: 1 → 0.01 for the old tab, 0.01 → 1 for the new).
    private func width(squeezing percent: CGFloat) -> CGFloat {
        width * (1 - (1 - AccordionAnimator.squeezed) * percent)
    }
    private func width(expanding percent: CGFloat) -> CGFloat {
        width * (AccordionAnimator.squeezed + (1 - AccordionAnimator.squeezed) * percent)
    }

    /// The pan begins 15 points left of where the finger came down (the 10-point threshold, crossed on the second
    /// 7.5-point move) and selects tab Two; at 0.65 s the finger is 112.5 points along, so the switch stands at
    /// 112.5 / 375 = 0.3: tab One keeps its left edge at 263.6 points wide and tab Two fills the rest from the right.
    func testSwitchFollowsTheFinger() async {
        let run = Run(.dragLeft)
        let scene = run.scene
        let (one, two) = (scene.screens[0], scene.screens[1])
        run.stage.advance(to: TabAccordionPanScene.panTime + 2.0 / 60)
        XCTAssertEqual(run.reports.map(\.state), [.began])
        XCTAssertEqual(run.last(.began)?.translation ?? 0, -15, accuracy: 1e-9)
        XCTAssertTrue(scene.interactor.isInteractive)
        XCTAssertEqual(scene.interactor.direction, -1)
        XCTAssertEqual(scene.tabs.transitionCoordinator?.isInteractive, true)
        XCTAssertEqual(scene.tabs.tabBar.selectedItemIndex, 1, "the bar shows the new tab while switching")

        run.stage.advance(to: 0.65)
        guard let view = scene.tabs.view else { return XCTFail("no view") }
        let translation = scene.interactor.pan.translation(in: view).x
        XCTAssertEqual(translation, -112.5, accuracy: 1e-9)
        XCTAssertEqual(scene.interactor.percentComplete, abs(translation) / width, accuracy: 0.01)
        XCTAssertEqual(scene.interactor.percentComplete, 0.3, accuracy: 1e-9)
        assertRect(one.view.shownFrame, CGRect(x: 0, y: 0, width: width(squeezing: 0.3), height: 667), accuracy: 1e-3)
        XCTAssertEqual(one.view.shownFrame.width, 263.625, accuracy: 1e-3)
        let expanded = width(expanding: 0.3)
        assertRect(two.view.shownFrame, CGRect(x: width - expanded, y: 0, width: expanded, height: 667), accuracy: 1e-3)
    }

    /// Let go 60% of the width along at 450 points per second (under the 500 that would finish on speed): past
    /// half, the switch finishes; tab Two is selected and alone in the transition view with no transform, tab One
    /// is out of the hierarchy with its transform reset, and didSelect comes when the pan's tap selects the tab,
    /// while the switch has just begun (UIKit sends it on the tap, not after the transition).
    func testPanPastHalfSelectsTheNextTab() async {
        let run = Run(.dragLeft)
        let scene = run.scene
        let (one, two) = (scene.screens[0], scene.screens[1])
        run.playLoggingFromThePan()
        guard let release = run.last(.ended) else { return XCTFail("the pan did not end") }
        XCTAssertEqual(release.translation, -225, accuracy: 1e-9)
        XCTAssertEqual(release.velocity, -450, accuracy: 1e-6)
        XCTAssertEqual(release.percent, 0.6, accuracy: 1e-9)
        assertTabSwitchSettled(scene.tabs, on: 1, showing: two.view, removing: one.view, bounds: bounds)
        XCTAssertNil(scene.tabs.transitionCoordinator)
        XCTAssertFalse(scene.interactor.isInteractive)
        XCTAssertEqual(
            scene.log.entries,
            [
                "pan.began(1)", "One.willDisappear", "Two.willAppear", "didSelect(Two)", "pan.finish",
                "completeTransition", "One.didDisappear", "Two.didAppear", "animationEnded(true)",
            ])
    }

    /// Let go 30% along at 187.5 points per second: the switch is cancelled and runs back; tab One stays
    /// selected, alone in the transition view, full width and untransformed; tab Two is out of the hierarchy
    /// with its transform reset; the callbacks follow UIKit's cancel path. The selection came from the tab bar's
    /// tap path, so didSelect(Two) was reported when the switch began, before it was cancelled.
    func testShortPanCancelsTheSwitch() async {
        let run = Run(.shortDragLeft)
        let scene = run.scene
        let (one, two) = (scene.screens[0], scene.screens[1])
        run.playLoggingFromThePan()
        guard let release = run.last(.ended) else { return XCTFail("the pan did not end") }
        XCTAssertEqual(release.translation, -112.5, accuracy: 1e-9)
        XCTAssertEqual(release.velocity, -187.5, accuracy: 1e-6)
        XCTAssertEqual(release.percent, 0.3, accuracy: 1e-9)
        assertTabSwitchSettled(scene.tabs, on: 0, showing: one.view, removing: two.view, bounds: bounds)
        XCTAssertNil(scene.tabs.transitionCoordinator)
        XCTAssertEqual(
            scene.log.entries,
            [
                "pan.began(1)", "One.willDisappear", "Two.willAppear", "didSelect(Two)", "pan.cancel",
                "completeTransition", "Two.willDisappear", "Two.didDisappear", "One.willAppear",
                "One.didAppear", "animationEnded(false)",
            ])
    }

    /// A flick let go only 25% along but leaving at 900 points per second (over the 500 threshold) finishes.
    func testFastFlickFinishesBeforeHalf() async {
        let run = Run(.flickLeft)
        run.stage.advance(to: TabAccordionPanScene.duration)
        guard let release = run.last(.ended) else { return XCTFail("the pan did not end") }
        XCTAssertEqual(release.percent, 0.25, accuracy: 1e-9)
        XCTAssertEqual(release.velocity, -TabAccordionPanScene.flickSpeed, accuracy: 1e-6)
        XCTAssertEqual(run.scene.tabs.selectedIndex, 1)
        XCTAssertTrue(run.scene.log.entries.contains("pan.finish"))
    }

    /// A pan to the right on the first tab has no tab to bring in: the pan is recognized, but no transition starts
    /// and nothing is logged.
    func testPanTowardNoTabDoesNothing() async {
        let run = Run(.dragRight)
        run.stage.advance(to: TabAccordionPanScene.panTime - 0.1)
        run.scene.log.clear()
        run.stage.advance(to: TabAccordionPanScene.panTime + 0.2)
        XCTAssertEqual(run.reports.first?.state, .began)
        XCTAssertNil(run.scene.tabs.transitionCoordinator)
        XCTAssertFalse(run.scene.interactor.isInteractive)
        run.stage.advance(to: TabAccordionPanScene.duration)
        XCTAssertNotNil(run.last(.ended))
        XCTAssertEqual(run.scene.tabs.selectedIndex, 0)
        XCTAssertEqual(run.scene.log.entries, [])
    }

    /// A touch cancelled by the system 40% along (still moving left at 300 points per second) cancels the switch.
    func testCancelledTouchCancelsTheSwitch() async {
        let run = Run(.interrupted)
        run.stage.advance(to: TabAccordionPanScene.duration)
        XCTAssertNil(run.last(.ended))
        guard let cancel = run.last(.cancelled) else { return XCTFail("the pan was not cancelled") }
        XCTAssertEqual(cancel.percent, 0.4, accuracy: 1e-9)
        XCTAssertEqual(cancel.velocity, -300, accuracy: 1e-6)
        XCTAssertEqual(run.scene.tabs.selectedIndex, 0)
        XCTAssertTrue(identical(run.scene.screens[0].view.superview?.subviews ?? [], [run.scene.screens[0].view]))
        XCTAssertTrue(run.scene.log.entries.contains("pan.cancel"))
    }

    /// The demo is registered with its trace: one finger down at 0.4 s, up at 0.9 s.
    func testDemoIsRegisteredWithItsTrace() async {
        guard let demo = DemoCatalog.named("tab-accordion-pan"), let trace = demo.trace(for: bounds.size) else {
            return XCTFail("tab-accordion-pan has no trace")
        }
        XCTAssertEqual(trace.events.first?.time, TabAccordionPanScene.panTime)
        XCTAssertEqual(trace.duration, 0.9, accuracy: 1e-9)
        XCTAssertEqual(demo.duration(playing: trace), 2.0, accuracy: 1e-9)
    }

    /// Rendered at 5 fps and half a pixel per point through SceneRecorder with its built-in trace, the demo shows
    /// tab One (systemRed, 255 59 48) before the pan and tab Two (systemPurple, 175 82 222) on its last frame.
    func testRecordedDemoPlaysItsPan() async throws {
        let device = DeviceProfile(name: "half", size: bounds.size, scale: 0.5)
        let demo = DemoCatalog.tabAccordionPan()
        let size = SceneRecorder.frameSize(for: device)
        let sink = try MemorySink(width: size.width, height: size.height, framesPerSecond: 5)
        try SceneRecorder.record(demo, device: device, framesPerSecond: 5, to: sink)
        XCTAssertEqual(sink.frames.count, 11)
        guard let first = sink.frames.first?.pixel(x: 20, y: 280), let last = sink.frames.last?.pixel(x: 20, y: 280)
        else {
            return XCTFail("no frames")
        }
        XCTAssertEqual([first.r, first.g, first.b], [255, 59, 48])
        XCTAssertEqual([last.r, last.g, last.b], [175, 82, 222])
    }
}
