// The edge-pop demos: UIKit's interactive pop gesture, played from each demo's own trace, pops B with the
// built-in animation and with a custom one the delegate vends without an interaction controller.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class EdgePopDemoTests: XCTestCase {
    /// Both demos: while the finger is down the pop is interactive and follows it (B's presented x equals the
    /// finger's travel for seed 003's animation); after release the pop finishes, B is released and the
    /// callbacks come in UIKit's order.
    func testEdgeSwipePopsWithBuiltInAndCustomAnimations() async {
        for custom in [false, true] {
            let stage = DemoStage()
            let scene = EdgePopScene(in: stage.window, customAnimation: custom)
            let trace = EdgePopScene.trace(screen: stage.window.bounds.size)
            let player = TouchTracePlayer(trace: trace)
            stage.advance(to: 1.2)
            XCTAssertEqual(scene.navigation.transitionCoordinator?.isInteractive, true, "custom: \(custom)")
            if custom, let b = scene.pushed {
                let finger = trace.events.last { $0.time <= stage.now + 1e-9 }!.touches[0].location.x
                let start = trace.events[0].touches[0].location.x
                XCTAssertEqual(b.view.shownTransform.m41, finger - start, accuracy: 1e-3, "the pop follows the finger")
            }
            scene.log.clear()
            stage.advance(to: EdgePopScene.duration)
            XCTAssertTrue(player.isFinished)
            XCTAssertNil(scene.pushed, "B is released (custom: \(custom))")
            XCTAssertTrue(identical(scene.navigation.viewControllers, [scene.rootScreen]))
            XCTAssertNil(scene.navigation.transitionCoordinator)
            let expected =
                custom
                ? [
                    "edge swipe ended", "completeTransition", "B.didDisappear", "A.didAppear", "didShow(A)",
                    "animationEnded(true)",
                ]
                : ["edge swipe ended", "B.didDisappear", "A.didAppear", "didShow(A)"]
            XCTAssertEqual(scene.log.entries, expected, "custom: \(custom)")
        }
    }

    /// Cancelling, with the built-in and the custom animation: an edge swipe to 30% released moving left puts
    /// B back in place (no transform, its shadow gone, clipsToBounds as before), removes A and its dimming view,
    /// keeps the stack, and sends UIKit's cancel-path callbacks (the pop starts in the recognizer's own action,
    /// which runs before the demo's handler that logs the swipe).
    func testEdgeSwipeReleasedMovingLeftCancels() async {
        for custom in [false, true] {
            let stage = DemoStage()
            let scene = EdgePopScene(in: stage.window, customAnimation: custom)
            let a = scene.rootScreen
            let trace = TouchTrace.edgeSwipe(
                edge: .left, in: stage.window.bounds.size, at: 300, toFraction: 0.3,
                releaseVelocity: -300, startTime: EdgePopScene.touchDownTime, duration: 0.4)
            let player = TouchTracePlayer(trace: trace)
            stage.advance(to: EdgePopScene.touchDownTime)
            scene.log.clear()
            let bandAndCard = a.view.subviews.count
            stage.advance(to: EdgePopScene.duration)
            XCTAssertTrue(player.isFinished)
            guard let b = scene.pushed else { return XCTFail("B was released (custom: \(custom))") }
            XCTAssertTrue(identical(scene.navigation.viewControllers, [a, b]))
            XCTAssertTrue(identical(b.view.superview?.subviews ?? [], [b.view]), "only B in the transition view")
            XCTAssertNil(a.view.superview)
            XCTAssertEqual(a.view.transform, .identity)
            XCTAssertEqual(a.view.subviews.count, bandAndCard, "no dimming view left on A")
            XCTAssertEqual(b.view.transform, .identity)
            XCTAssertEqual(b.view.shownTransform.m41, 0)
            XCTAssertEqual((b.view.layer.presentation() ?? b.view.layer).shadowOpacity, 0)
            XCTAssertNil(scene.navigation.transitionCoordinator)
            let expected =
                custom
                ? [
                    "B.willDisappear", "A.willAppear", "edge swipe began", "edge swipe ended", "completeTransition",
                    "A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear", "animationEnded(false)",
                ]
                : [
                    "B.willDisappear", "A.willAppear", "edge swipe began", "edge swipe ended",
                    "A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear",
                ]
            XCTAssertEqual(scene.log.entries, expected, "custom: \(custom)")
        }
    }
}
