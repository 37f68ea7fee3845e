// The edge-pop demos: UIKit's interactive pop gesture, played from each demo's own trace, pops B with the
// built-in animation and with a custom one the delegate vends without an interaction controller.
import Foundation
import PassageCore
@testable import PassageDemos
import PassageUI
import XCTest

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
            let expected = custom
                ? ["edge swipe ended", "completeTransition", "B.didDisappear", "A.didAppear", "didShow(A)", "animationEnded(true)"]
                : ["edge swipe ended", "B.didDisappear", "A.didAppear", "didShow(A)"]
            XCTAssertEqual(scene.log.entries, expected, "custom: \(custom)")
        }
    }
}
