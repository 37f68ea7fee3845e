// The pinch-to-pop demos (session 218): touch traces played into a navigation controller whose pinch
// interactor drives the fold pop. The tests play each trace from the demo's start, as SceneRecorder does, and
// check the pop's progress against the pinch's scale, the finish and cancel decisions at release, the
// callbacks in order, and what is left afterwards.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos
@testable import PassageRender

@MainActor
final class FoldPinchDemoTests: XCTestCase {
    private let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// A scene playing one of its traces, and what the pinch reported each time its actions ran (after the
    /// interactor's own action).
    @MainActor
    private final class Run {
        let stage = DemoStage()
        let scene: FoldPinchPopScene
        let player: TouchTracePlayer
        private(set) var reports:
            [(state: UIGestureRecognizer.State, scale: CGFloat, velocity: CGFloat, percent: CGFloat)] = []

        init(_ gesture: FoldPinchPopScene.Gesture) {
            scene = FoldPinchPopScene(in: stage.window)
            player = TouchTracePlayer(trace: FoldPinchPopScene.trace(gesture, for: stage.window.bounds.size))
            let interactor = scene.interactor
            scene.interactor.pinch.addHandler { [weak self, weak interactor] recognizer in
                guard let self, let interactor, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
                reports.append((pinch.state, pinch.scale, pinch.velocity, interactor.percentComplete))
            }
        }

        /// The last report in `state`.
        func last(_ state: UIGestureRecognizer.State) -> (scale: CGFloat, velocity: CGFloat, percent: CGFloat)? {
            reports.last { $0.state == state }.map { ($0.scale, $0.velocity, $0.percent) }
        }
    }

    /// The rotation about x of a presented transform, in radians (from m22 = cos θ, m23 = sin θ).
    private func angle(_ view: UIView) -> Double {
        atan2(Double(view.shownTransform.m23), Double(view.shownTransform.m22))
    }

    /// The session's percent: the pinch begins on the third move (the span 8.1 points under its 225 points), at
    /// scale 0.9639, and the pop starts there at 0; at 2.05 s the scale is 0.675 and the pop stands at
    /// 1 − 0.675 / 0.9639 = 0.2997 (1 − scale alone would say 0.325): B's halves are folded 0.2997 / 0.5 of the way
    /// to edge-on (0.9415 rad) with their shades at 0.36, and A's wait edge-on.
    func testPopFollowsTheScaleFromWhereThePinchBegan() async {
        let run = Run(.pinchIn)
        let interactor = run.scene.interactor
        run.stage.advance(to: FoldPinchPopScene.pinchTime + 0.05)
        XCTAssertEqual(run.reports.map(\.state), [.began])
        XCTAssertTrue(interactor.isInteractive)
        XCTAssertEqual(interactor.startScale, 1 - 3 * 0.65 / 54, accuracy: 1e-9)
        XCTAssertEqual(interactor.percentComplete, 0)
        XCTAssertEqual(run.scene.navigation.transitionCoordinator?.isInteractive, true)

        run.stage.advance(to: 2.05)
        let scale = interactor.pinch.scale
        XCTAssertEqual(scale, 0.675, accuracy: 1e-9)
        XCTAssertEqual(interactor.percentComplete, 1 - scale / interactor.startScale, accuracy: 0.01)
        XCTAssertEqual(interactor.percentComplete, 0.2997, accuracy: 1e-4)
        guard let b = run.scene.pushed, let foldStage = b.view.superview?.subviews.last else {
            return XCTFail("the pop did not start")
        }
        let halves = foldStage.subviews
        XCTAssertEqual(halves.count, 4, "two halves of B, then two of A")
        let fraction = Double(interactor.percentComplete) / 0.5
        XCTAssertEqual(angle(halves[0]), fraction * .pi / 2, accuracy: 1e-3)
        XCTAssertEqual(angle(halves[0]), 0.9415, accuracy: 1e-3)
        XCTAssertEqual(angle(halves[1]), -fraction * .pi / 2, accuracy: 1e-3)
        XCTAssertEqual(
            halves[0].subviews.last?.shownAlpha ?? -1, CGFloat(fraction) * FoldAnimator.shadeAlpha, accuracy: 1e-3)
        XCTAssertEqual(angle(halves[2]), .pi / 2, accuracy: 1e-6, "A's halves wait edge-on")
    }

    /// Lifted while still closing (velocity −0.65 / 0.9 = −0.7222 per second) at scale 0.35, percent 0.6369: the pop
    /// finishes with the finish-path callbacks in UIKit's order, A is alone and visible in the transition view,
    /// the popped B is released, and the interactor is no longer vended.
    func testPinchLiftedWhileClosingFinishesThePop() async {
        let run = Run(.pinchIn)
        let scene = run.scene
        let a = scene.rootScreen
        run.stage.advance(to: FoldPinchPopScene.pinchTime - 0.1)
        XCTAssertEqual(
            scene.navigation.viewControllers.count, 2, "the scripted push ended before the fingers come down")
        scene.log.clear()
        run.stage.advance(to: FoldPinchPopScene.duration)
        guard let release = run.last(.ended) else { return XCTFail("the pinch did not end") }
        XCTAssertEqual(release.scale, 0.35, accuracy: 1e-9)
        XCTAssertEqual(release.velocity, -0.65 / 0.9, accuracy: 1e-6)
        XCTAssertEqual(release.percent, 1 - 0.35 / scene.interactor.startScale, accuracy: 1e-6)
        XCTAssertEqual(release.percent, 0.6369, accuracy: 1e-4)
        XCTAssertFalse(scene.interactor.isInteractive)
        XCTAssertNil(scene.pushed, "the popped controller is released")
        XCTAssertTrue(identical(scene.navigation.viewControllers, [a]))
        XCTAssertTrue(identical(a.view.superview?.subviews ?? [], [a.view]), "no stage or snapshot left")
        XCTAssertFalse(a.view.isHidden)
        assertRect(a.view.shownFrame, bounds)
        XCTAssertNil(scene.navigation.transitionCoordinator)
        XCTAssertEqual(scene.interactor.percentComplete, 0, "a reused interactor starts the next pop at 0")
        XCTAssertEqual(
            scene.log.entries,
            [
                "pinch.began", "B.willDisappear", "A.willAppear", "pinch.finish", "completeTransition",
                "B.didDisappear", "A.didAppear", "didShow(A)", "animationEnded(true)",
            ])
    }

    /// Closed to 0.6 (percent 0.3721) and opened to 0.8 before lifting (velocity +0.2 / 0.3 = +0.6667 per second,
    /// percent 0.1628): the pop is cancelled and runs back; B stays on top, alone in the transition view with its
    /// transform and visibility restored; the stage with the snapshots and its perspective are gone, A is out of
    /// the hierarchy with an identity transform; the callbacks follow UIKit's cancel path, with no didShow.
    func testPinchOpenedAgainBeforeLiftingCancelsThePop() async {
        let run = Run(.pinchInThenOut)
        let scene = run.scene
        let a = scene.rootScreen
        run.stage.advance(to: FoldPinchPopScene.pinchTime - 0.1)
        scene.log.clear()
        run.stage.advance(to: 2.2)
        XCTAssertEqual(scene.interactor.pinch.scale, 0.6, accuracy: 1e-9)
        XCTAssertEqual(scene.interactor.percentComplete, 0.3721, accuracy: 1e-4)
        guard let b = scene.pushed, let container = b.view.superview else { return XCTFail("the pop did not start") }
        weak let foldStage = container.subviews.last
        XCTAssertEqual(foldStage?.layer.sublayerTransform.m34 ?? 0, -1.0 / 500, accuracy: 1e-12)
        run.stage.advance(to: FoldPinchPopScene.duration)
        guard let release = run.last(.ended) else { return XCTFail("the pinch did not end") }
        XCTAssertEqual(release.scale, 0.8, accuracy: 1e-9)
        XCTAssertEqual(release.velocity, 0.2 / 0.3, accuracy: 1e-6)
        XCTAssertEqual(release.percent, 0.1628, accuracy: 1e-4)

        XCTAssertTrue(identical(scene.navigation.viewControllers, [a, b]))
        XCTAssertTrue(identical(container.subviews, [b.view]), "no stage or snapshot left")
        XCTAssertNil(foldStage, "the stage and its snapshots are released")
        XCTAssertTrue(CATransform3DIsIdentity(container.layer.sublayerTransform))
        XCTAssertTrue(CATransform3DIsIdentity(b.view.layer.transform))
        XCTAssertTrue(CATransform3DIsIdentity(b.view.shownTransform))
        XCTAssertFalse(b.view.isHidden)
        XCTAssertEqual(b.view.shownAlpha, 1)
        assertRect(b.view.shownFrame, bounds)
        XCTAssertNil(a.view.superview)
        XCTAssertFalse(a.view.isHidden)
        XCTAssertTrue(CATransform3DIsIdentity(a.view.layer.transform))
        XCTAssertNil(scene.navigation.transitionCoordinator)
        XCTAssertEqual(
            scene.log.entries,
            [
                "pinch.began", "B.willDisappear", "A.willAppear", "pinch.cancel", "completeTransition",
                "A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear", "animationEnded(false)",
            ])
    }

    /// Touches cancelled by the system mid-pinch (at scale 0.5, percent 0.4783, still closing at −0.8333 per second)
    /// cancel the gesture, and the session's rule cancels the pop whatever the velocity: B stays on top.
    func testCancelledTouchesCancelThePop() async {
        let run = Run(.interrupted)
        let scene = run.scene
        let a = scene.rootScreen
        run.stage.advance(to: FoldPinchPopScene.pinchTime - 0.1)
        scene.log.clear()
        run.stage.advance(to: FoldPinchPopScene.duration)
        XCTAssertNil(run.last(.ended))
        guard let cancel = run.last(.cancelled) else { return XCTFail("the pinch was not cancelled") }
        XCTAssertEqual(cancel.scale, 0.5, accuracy: 1e-9)
        XCTAssertEqual(cancel.velocity, -0.5 / 0.6, accuracy: 1e-6, "still closing")
        XCTAssertEqual(cancel.percent, 0.4783, accuracy: 1e-4)
        guard let b = scene.pushed else { return XCTFail("B was released") }
        XCTAssertTrue(identical(scene.navigation.viewControllers, [a, b]))
        XCTAssertTrue(identical(b.view.superview?.subviews ?? [], [b.view]))
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(
            scene.log.entries,
            [
                "pinch.began", "B.willDisappear", "A.willAppear", "pinch.cancel", "completeTransition",
                "A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear", "animationEnded(false)",
            ])
    }

    /// Both demos are registered with their traces: two fingers down at 1.6 s, up at 2.5 s, so a render runs
    /// 2.5 + 1 s to settle.
    func testDemosAreRegisteredWithTheirTraces() async {
        for name in ["fold-pinch-pop", "fold-pinch-pop-cancel"] {
            guard let demo = DemoCatalog.named(name), let trace = demo.trace(for: bounds.size) else {
                return XCTFail("\(name) has no trace")
            }
            XCTAssertEqual(trace.events.first?.time, FoldPinchPopScene.pinchTime, name)
            XCTAssertEqual(trace.events.first?.touches.count, 2, name)
            XCTAssertEqual(trace.duration, 2.5, accuracy: 1e-9, name)
            XCTAssertEqual(demo.duration(playing: trace), 3.5, accuracy: 1e-9, name)
        }
    }

    /// Rendered at 5 fps and half a pixel per point through SceneRecorder with its built-in trace (many touch events
    /// per frame), fold-pinch-pop shows at 2.2 s B's top half folded 74° away, so the black stage shows at point
    /// (186, 100), and on its last frame A (systemIndigo, 88 86 214, on its left margin). One small render: debug
    /// renders are slow.
    func testRecordedDemoPlaysItsPinch() async throws {
        let device = DeviceProfile(name: "half", size: bounds.size, scale: 0.5)
        let demo = DemoCatalog.foldPinchPop()
        let size = SceneRecorder.frameSize(for: device)
        let sink = try MemorySink(width: size.width, height: size.height, framesPerSecond: 5)
        try SceneRecorder.record(demo, device: device, framesPerSecond: 5, to: sink)
        XCTAssertEqual(sink.frames.count, 19)
        let folding = sink.frames[11].pixel(x: 93, y: 50)
        XCTAssertEqual([folding.r, folding.g, folding.b], [0, 0, 0])
        guard let last = sink.frames.last?.pixel(x: 3, y: 280) else { return XCTFail("no frames") }
        XCTAssertEqual([last.r, last.g, last.b], [88, 86, 214])
    }
}
