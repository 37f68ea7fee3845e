// The UIKit Dynamics demos: the physics presentation completes in dynamicAnimatorDidPause with the sheet in
// place, its dismissal completes once the sheet has fallen off and releases it; the thrown sheet finishes the
// interactive dismissal, the slow one snaps back and cancels it; the behaviour panels run and let go.
import Foundation
import PassageCore
import PassageDynamics
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class DynamicsDemoTests: XCTestCase {
    /// The sheet's frame: 300 × 400 centred in the 375 × 667 container.
    private let sheet = CGRect(x: 37.5, y: 133.5, width: 300, height: 400)

    func testDynamicsDemosAreRegistered() async {
        for name in [
            "physics-drop", "physics-throw", "physics-throw-cancel", "springy-collection", "dynamics-behaviors",
        ] {
            XCTAssertNotNil(DemoCatalog.named(name), name)
        }
        XCTAssertEqual(DemoCatalog.named("physics-throw")?.isInteractive, true)
    }

    /// The sheet falls from above the screen, bounces on the floor boundary (rising again after the first
    /// contact) and the transition completes on the frame the animator pauses, with the sheet exactly in place.
    func testPhysicsPresentationCompletesWhenTheAnimatorPauses() async {
        let stage = DemoStage()
        let scene = PhysicsDropScene(in: stage.window)
        stage.advance(to: PhysicsDropScene.presentTime + 1.0 / 60)
        guard let sheetView = scene.presented?.view else { return XCTFail("not presented") }
        XCTAssertLessThan(sheetView.frame.maxY, 10, "starts above the screen")
        var lowest = -CGFloat.infinity
        var roseAfterContact = false
        while !scene.log.entries.contains("presentCompletion") {
            XCTAssertLessThan(stage.now, PhysicsDropScene.dismissTime, "completes before the dismissal")
            if stage.now > PhysicsDropScene.dismissTime { return }
            stage.step()
            if sheetView.frame.maxY < lowest - 1 { roseAfterContact = true }
            lowest = max(lowest, sheetView.frame.maxY)
            XCTAssertLessThanOrEqual(sheetView.frame.maxY, sheet.maxY + 1, "never through the floor")
        }
        XCTAssertTrue(roseAfterContact, "the sheet bounces")
        XCTAssertEqual(sheetView.frame, sheet)
        XCTAssertEqual(sheetView.transform, .identity)
        XCTAssertEqual(
            Array(scene.log.entries.suffix(5)),
            [
                "dynamicAnimatorDidPause", "completeTransition", "Physics.didAppear", "animationEnded(true)",
                "presentCompletion",
            ])
        XCTAssertTrue(scene.presenter.presentedViewController === scene.presented)
    }

    /// The dismissal: the sheet falls off the bottom edge, the transition completes, and the sheet, its
    /// container and the animator are released, leaving the presenter alone in the window.
    func testPhysicsDismissalCompletesOffScreenAndReleasesEverything() async {
        let stage = DemoStage()
        let scene = PhysicsDropScene(in: stage.window)
        weak var container: UIView?
        weak let sheetView: UIView?
        stage.advance(to: PhysicsDropScene.dismissTime + 2.0 / 60)
        do {
            sheetView = scene.presented?.view
            container = sheetView?.superview
            XCTAssertNotNil(container)
        }
        stage.advance(to: PhysicsDropScene.duration)
        XCTAssertTrue(scene.log.entries.contains("dismissCompletion"))
        XCTAssertTrue(identical(stage.window.subviews, [scene.presenter.view]))
        XCTAssertNil(scene.presented, "the dismissed controller is released")
        XCTAssertNil(sheetView, "the sheet is released")
        XCTAssertNil(container, "the container is released")
        XCTAssertTrue(stage.loop.runUntilIdle(timeout: 1), "nothing keeps running")
    }

    /// Thrown at (900, 1600) points/s the sheet leaves at the pan's velocity, and the interactive dismissal
    /// finishes once it is off screen; the controller is released.
    func testThrownSheetFinishesTheDismissal() async {
        let stage = DemoStage()
        let scene = PhysicsThrowScene(in: stage.window)
        let player = TouchTracePlayer(trace: PhysicsThrowScene.trace(for: stage.window.bounds.size, throwing: true))
        weak let sheetView = scene.presented?.view
        var previous = CGPoint.zero
        var speed: CGFloat = 0
        while !scene.log.entries.contains("completeTransition(true)") && stage.now < 2 {
            stage.step()
            guard let center = sheetView?.center else { break }
            if scene.log.entries.contains("throw") {
                if previous != .zero { speed = hypot(center.x - previous.x, center.y - previous.y) * 60 }
                previous = center
            }
        }
        XCTAssertEqual(speed, hypot(900, 1600), accuracy: 0.05 * hypot(900, 1600), "leaves at the pan's speed")
        stage.advance(to: PhysicsThrowScene.duration)
        // Removing every behaviour in the completing step pauses the animator on that step (as in UIKit).
        XCTAssertEqual(
            scene.log.entries.filter { !$0.contains(".") },
            [
                "grab", "throw", "completeTransition(true)", "animationEnded(true)", "dismissCompletion",
                "dynamicAnimatorDidPause",
            ])
        XCTAssertNil(scene.presented, "the thrown controller is released")
        XCTAssertNil(sheetView)
        XCTAssertTrue(identical(stage.window.subviews, [scene.presenter.view]))
        _ = player
    }

    /// Let go slowly, the sheet snaps back to its place and the dismissal is cancelled when the animator pauses.
    func testSlowReleaseSnapsBackAndCancels() async {
        let stage = DemoStage()
        let scene = PhysicsThrowScene(in: stage.window)
        let player = TouchTracePlayer(trace: PhysicsThrowScene.trace(for: stage.window.bounds.size, throwing: false))
        stage.advance(to: PhysicsThrowScene.duration)
        XCTAssertEqual(
            scene.log.entries.filter { !$0.contains(".") },
            [
                "grab", "snapBack", "dynamicAnimatorDidPause", "completeTransition(false)", "animationEnded(false)",
                "dismissCompletion",
            ])
        guard let sheetView = scene.presented?.view else { return XCTFail("the sheet is gone") }
        XCTAssertTrue(scene.presenter.presentedViewController === scene.presented)
        assertRect(sheetView.frame, sheet, accuracy: 0.01)
        XCTAssertEqual(sheetView.transform, .identity)
        XCTAssertTrue(stage.loop.runUntilIdle(timeout: 1), "nothing keeps running")
        _ = player
    }

    /// The behaviour panels move, and the scene with its animators is released when the demo ends.
    func testBehaviorPanelsRunAndAreReleasedAtTheEnd() async {
        let stage = DemoStage()
        weak var scene: DynamicsBehaviorsScene?
        weak var firstAnimator: UIDynamicAnimator?
        var watched: WatchedViews = []
        do {
            let made = DynamicsBehaviorsScene(in: stage.window)
            scene = made
            firstAnimator = made.animators.first
            watched = made.watched
            XCTAssertEqual(made.animators.count, 6)
        }
        let start = watched.map(\.view.center)
        stage.advance(to: 0.8)
        let moved = zip(start, watched).filter { $0.0 != $0.1.view.center }.map(\.1.label)
        XCTAssertEqual(
            Set(moved), Set(watched.map(\.label)).subtracting(["hub"]), "everything but the anchored hub moves")
        stage.advance(to: DynamicsBehaviorsScene.duration + 2.0 / 60)
        XCTAssertNil(scene)
        XCTAssertNil(firstAnimator)
    }

    /// The springy list: while the finger scrolls, rows far from it lag (the gaps stretch beyond the layout's
    /// 8 points), and once the animator pauses every row is back at its flow-layout place.
    func testSpringyRowsLagBehindTheScrollAndSettleInPlace() async {
        let stage = DemoStage()
        guard let demo = DemoCatalog.named("springy-collection") else { return XCTFail("not registered") }
        _ = demo.start(stage.window)
        let player = TouchTracePlayer(trace: demo.trace(for: stage.window.bounds.size)!)
        guard let controller = stage.window.rootViewController as? SpringyListController,
            let layout = controller.collectionView.collectionViewLayout as? SpringyFlowLayout
        else { return XCTFail("no list") }
        func center(_ item: Int) -> CGPoint? {
            layout.dynamicAnimator.layoutAttributesForCell(at: IndexPath(item: item, section: 0))?.center
        }
        var widestGap: CGFloat = 0
        while stage.now < 1.5 {
            stage.step()
            for item in 0..<(SpringyListController.itemCount - 1) {
                guard let upper = center(item), let lower = center(item + 1) else { continue }
                widestGap = max(widestGap, lower.y - upper.y - 44)
            }
        }
        XCTAssertGreaterThan(widestGap, 12, "rows lag behind the scroll")
        stage.advance(to: demo.duration(playing: player.trace))
        XCTAssertTrue(stage.loop.runUntilIdle(timeout: 10))
        XCTAssertFalse(layout.dynamicAnimator.isRunning)
        let top = 10 + UIScreen.main.device.safeAreaInsets.top
        for item in 0..<SpringyListController.itemCount {
            XCTAssertEqual(center(item)?.y ?? 0, top + 22 + CGFloat(item) * 52, accuracy: 1, "row \(item)")
            XCTAssertEqual(center(item)?.x ?? 0, 187.5, accuracy: 0.5, "row \(item)")
        }
    }
}
