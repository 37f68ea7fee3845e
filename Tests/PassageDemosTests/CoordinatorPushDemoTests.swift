// The coordinator-push demo (session 218's "fun with transition coordinators"): after pushViewController, the
// navigation controller's coordinator runs an animation alongside the built-in push and a completion after it.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class CoordinatorPushDemoTests: XCTestCase {
    /// The badge fades and shrinks alongside the built-in push (0.35 s, ease-in-out): alpha 1 and scale 1 on the
    /// first frame, 0.5 and 0.75 halfway (0.175 s, on the frame grid at 40 fps), 0 and 0.5 at the end; the
    /// message view slides in from the right meanwhile.
    func testCoordinatorPushAnimatesTheBadgeAlongside() async {
        let stage = DemoStage(framesPerSecond: 40)
        let scene = CoordinatorPushScene(in: stage.window)
        let duration = UINavigationController.builtInTransitionDuration
        stage.advance(to: CoordinatorPushScene.pushTime)
        XCTAssertNotNil(scene.navigation.transitionCoordinator)
        XCTAssertEqual(scene.badge.shownAlpha, 1, accuracy: 1e-6)
        XCTAssertEqual(scene.badge.shownTransform.m11, 1, accuracy: 1e-6)
        guard let message = scene.pushed?.view, let container = message.superview else { return XCTFail("not pushed") }
        XCTAssertTrue(container === scene.rootScreen.view.superview)
        XCTAssertEqual(message.shownTransform.m41, 375, accuracy: 1e-6, "the built-in push starts off the right edge")

        stage.advance(to: CoordinatorPushScene.pushTime + duration / 2)
        XCTAssertEqual(scene.badge.shownAlpha, 0.5, accuracy: 1e-4)
        XCTAssertEqual(scene.badge.shownTransform.m11, 0.75, accuracy: 1e-4)
        XCTAssertEqual(message.shownTransform.m41, 187.5, accuracy: 1e-3)
        XCTAssertEqual(scene.status.text, "Inbox: 3 new", "the completion has not run yet")

        stage.advance(to: CoordinatorPushScene.pushTime + duration)
        XCTAssertEqual(scene.badge.shownAlpha, 0, accuracy: 1e-6)
        XCTAssertEqual(scene.badge.shownTransform.m11, CoordinatorPushScene.hiddenBadgeScale, accuracy: 1e-6)
        XCTAssertEqual(scene.status.text, "Read: Message", "the coordinator's completion ran on the last frame")
        XCTAssertNil(scene.navigation.transitionCoordinator)
        XCTAssertTrue(identical(container.subviews, [message]))
        XCTAssertTrue(scene.badge.superview === scene.navigation.view, "the badge stays outside the transition view")
    }

    /// The coordinator's completion runs after the transition ends: after the did-appear callbacks and the
    /// delegate's didShow, not cancelled; the pop's completion likewise.
    func testCoordinatorPushCompletionOrder() async {
        let stage = DemoStage(framesPerSecond: 40)
        let scene = CoordinatorPushScene(in: stage.window)
        scene.log.clear()
        stage.advance(to: CoordinatorPushScene.duration)
        XCTAssertEqual(
            scene.log.entries,
            [
                "Inbox.willDisappear", "Message.willAppear", "coordinator", "Inbox.didDisappear", "Message.didAppear",
                "didShow(Message)", "pushCompletion(cancelled: false)",
                "Message.willDisappear", "Inbox.willAppear", "Message.didDisappear",
                "Inbox.didAppear", "didShow(Inbox)", "popCompletion(cancelled: false)",
            ])
    }

    /// The pop brings the badge back alongside (halfway: alpha 0.5) and its completion updates the badge;
    /// afterwards the transition view holds the inbox alone and the message controller is released.
    func testCoordinatorPopRestoresTheBadgeAndReleasesTheMessage() async {
        let stage = DemoStage(framesPerSecond: 40)
        let scene = CoordinatorPushScene(in: stage.window)
        let duration = UINavigationController.builtInTransitionDuration
        stage.advance(to: CoordinatorPushScene.popTime + duration / 2)
        XCTAssertEqual(scene.badge.shownAlpha, 0.5, accuracy: 1e-4)
        stage.advance(to: CoordinatorPushScene.duration)
        XCTAssertEqual(scene.badge.shownAlpha, 1)
        XCTAssertEqual(scene.badge.transform, .identity)
        XCTAssertEqual(scene.badge.text, "2")
        XCTAssertEqual(scene.status.text, "Inbox: 2 new")
        XCTAssertNil(scene.pushed, "the popped controller is released")
        XCTAssertTrue(identical(scene.navigation.viewControllers, [scene.rootScreen]))
        XCTAssertTrue(identical(scene.rootScreen.view.superview?.subviews ?? [], [scene.rootScreen.view]))
        XCTAssertEqual(scene.rootScreen.view.transform, .identity)
    }
}
