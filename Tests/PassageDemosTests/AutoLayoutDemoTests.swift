// The Auto Layout demos (issue 18 item 6): a custom presentation whose card and chrome are placed by anchors
// and whose height animates by a constraint constant, and a pushed UIStackView list whose row collapses
// alongside the push and expands in a block animation.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos
@testable import PassageRender

@MainActor
final class AutoLayoutDemoTests: XCTestCase {
    /// The compact card: the container's width, 300 high, bottom on the container's bottom (375 × 667).
    private let compact = CGRect(x: 0, y: 367, width: 375, height: 300)
    /// The tall card: 540 high.
    private let tall = CGRect(x: 0, y: 127, width: 375, height: 540)

    /// The card slides up by its bottom constant (0.5 s ease-in-out): below the container on the first frame,
    /// halfway (y 517) at 0.25 s with the dimming at alpha 0.5, in place at the end; the dimming view is pinned
    /// to the container's edges and the chrome sits where its anchors put it (grabber centred 6 pt down, close
    /// button 16 pt in from the top right, title from 20 pt to 8 pt before the button).
    func testAutoLayoutCardPresentationFirstMiddleAndLastFrame() async {
        let stage = DemoStage()
        let scene = AutoLayoutCardScene(in: stage.window)
        stage.advance(to: AutoLayoutCardScene.presentTime)
        guard let card = scene.card, let container = card.view.superview,
            let controller = card.presentationController as? CardPresentationController,
            let dimming = controller.dimmingView
        else { return XCTFail("the card is not being presented") }
        XCTAssertTrue(identical(stage.window.subviews, [scene.presenter.view, container]))
        XCTAssertTrue(identical(container.subviews, [dimming, card.view]))
        XCTAssertFalse(card.view.translatesAutoresizingMaskIntoConstraints)
        assertRect(card.view.shownFrame, compact.offsetBy(dx: 0, dy: 300))
        assertRect(dimming.shownFrame, stage.window.bounds)
        XCTAssertEqual(dimming.shownAlpha, 0, accuracy: 1e-6)

        stage.advance(to: AutoLayoutCardScene.presentTime + CardSlideAnimator.duration / 2)
        assertRect(card.view.shownFrame, compact.offsetBy(dx: 0, dy: 150), accuracy: 1e-4)
        XCTAssertEqual(dimming.shownAlpha, 0.5, accuracy: 1e-4)

        stage.advance(to: AutoLayoutCardScene.presentTime + CardSlideAnimator.duration)
        XCTAssertEqual(scene.log.entries.last, "presentCompletion")
        assertRect(card.view.shownFrame, compact)
        assertRect(controller.frameOfPresentedViewInContainerView, compact)
        XCTAssertEqual(dimming.shownAlpha, 1)
        assertRect(card.grabber.shownFrame, CGRect(x: 169.5, y: 6, width: 36, height: 5))
        assertRect(card.closeButton.shownFrame, CGRect(x: 329, y: 16, width: 30, height: 30))
        assertRect(card.titleLabel.shownFrame, CGRect(x: 20, y: 16, width: 301, height: 30))
        XCTAssertEqual(controller.bottomConstraint?.constant, 0)
    }

    /// The detent change: the height constant goes 300 → 540 inside `UIView.animate { container.layoutIfNeeded() }`
    /// (0.4 s ease-in-out): 420 high (y 247) halfway, 540 at the end with the chrome still at the card's top and
    /// the close button still 16 pt in from the right; then back to 300 the same way.
    func testAutoLayoutCardHeightAnimatesByItsConstant() async {
        let stage = DemoStage()
        let scene = AutoLayoutCardScene(in: stage.window)
        stage.advance(to: AutoLayoutCardScene.growTime)
        guard let card = scene.card, let controller = card.presentationController as? CardPresentationController else {
            return XCTFail("the card is not presented")
        }
        XCTAssertEqual(controller.heightConstraint?.constant, 540, "the model takes the new constant at once")
        assertRect(card.view.frame, tall, "the model frame is the new layout")
        assertRect(card.view.shownFrame, compact, "the first frame still shows the old height")
        stage.advance(to: AutoLayoutCardScene.growTime + CardPresentationController.detentDuration / 2)
        assertRect(card.view.shownFrame, CGRect(x: 0, y: 247, width: 375, height: 420), accuracy: 1e-4)
        stage.advance(to: AutoLayoutCardScene.growTime + CardPresentationController.detentDuration)
        assertRect(card.view.shownFrame, tall)
        assertRect(card.closeButton.shownFrame, CGRect(x: 329, y: 16, width: 30, height: 30))
        XCTAssertEqual(scene.log.entries.last, "grown")

        stage.advance(to: AutoLayoutCardScene.shrinkTime + CardPresentationController.detentDuration / 2)
        assertRect(card.view.shownFrame, CGRect(x: 0, y: 247, width: 375, height: 420), accuracy: 1e-4)
        stage.advance(to: AutoLayoutCardScene.shrinkTime + CardPresentationController.detentDuration)
        assertRect(card.view.shownFrame, compact)
        XCTAssertEqual(scene.log.entries.last, "shrunk")
    }

    /// The dismissal slides the card down by its bottom constant (halfway: y 517, dimming 0.5); afterwards
    /// the window holds only the presenter's view, and the card controller, its presentation controller, the
    /// dimming view and the container are released.
    func testAutoLayoutCardDismissalReleasesEverything() async {
        let stage = DemoStage()
        let scene = AutoLayoutCardScene(in: stage.window)
        weak var container: UIView?
        weak var dimming: UIView?
        weak var controller: UIPresentationController?
        do {
            stage.advance(to: AutoLayoutCardScene.dismissTime + CardSlideAnimator.duration / 2)
            guard let card = scene.card else { return XCTFail("the card is not presented") }
            container = card.view.superview
            controller = card.presentationController
            dimming = (controller as? CardPresentationController)?.dimmingView
            assertRect(card.view.shownFrame, compact.offsetBy(dx: 0, dy: 150), accuracy: 1e-4)
            XCTAssertEqual(dimming?.shownAlpha ?? -1, 0.5, accuracy: 1e-4)
        }
        stage.advance(to: AutoLayoutCardScene.duration)
        XCTAssertEqual(
            scene.log.entries,
            [
                "Photos.willAppear", "Photos.didAppear", "presentCompletion", "grown", "shrunk",
                "dismissCompletion",
            ])
        XCTAssertTrue(identical(stage.window.subviews, [scene.presenter.view]))
        XCTAssertNil(scene.presenter.presentedViewController)
        XCTAssertNil(scene.card, "the dismissed card is released")
        XCTAssertNil(controller, "its presentation controller is released")
        XCTAssertNil(dimming, "the dimming view is released")
        XCTAssertNil(container, "the container is released")
    }

    /// The push (0.35 s, at 40 fps so halfway is on the frame grid): the list is laid out before the push with
    /// four 56-pt rows 8 pt apart, 80 pt below the safe-area guide's top and 16 pt in from its sides; the
    /// Drafts row collapses alongside: halfway it is 28 high and the rows below are 32 pt up, at the end it is
    /// 0 high at y 56 and Archive sits at y 64, as the stack's model says from the start.
    func testAutoLayoutStackRowCollapsesAlongsideThePush() async {
        let stage = DemoStage(framesPerSecond: 40)
        let scene = AutoLayoutStackPushScene(in: stage.window)
        let duration = UINavigationController.builtInTransitionDuration
        stage.advance(to: AutoLayoutStackPushScene.pushTime)
        guard let list = scene.list else { return XCTFail("the list was released") }
        let rows = list.rowViews
        XCTAssertEqual(rows.count, 4)
        XCTAssertTrue(rows[1].isHidden)
        assertRect(list.stack.frame, CGRect(x: 16, y: 80, width: 343, height: 184))
        XCTAssertEqual(rows.map(\.shownFrame.minY), [0, 64, 128, 192])
        XCTAssertEqual(rows.map(\.shownFrame.height), [56, 56, 56, 56])
        XCTAssertEqual(rows.map(\.frame.minY), [0, 56, 64, 128], "the model is collapsed at once")
        XCTAssertEqual(list.view.shownTransform.m41, 375, accuracy: 1e-6, "the push starts off the right edge")

        stage.advance(to: AutoLayoutStackPushScene.pushTime + duration / 2)
        XCTAssertEqual(list.view.shownTransform.m41, 187.5, accuracy: 1e-3)
        XCTAssertEqual(rows[1].shownFrame.minY, 60, accuracy: 1e-4)
        XCTAssertEqual(rows[1].shownFrame.height, 28, accuracy: 1e-4)
        XCTAssertEqual(rows[2].shownFrame.minY, 96, accuracy: 1e-4)
        XCTAssertEqual(rows[3].shownFrame.minY, 160, accuracy: 1e-4)

        stage.advance(to: AutoLayoutStackPushScene.pushTime + duration)
        XCTAssertEqual(rows.map(\.shownFrame.minY), [0, 56, 64, 128])
        XCTAssertEqual(rows.map(\.shownFrame.height), [56, 0, 56, 56])
        XCTAssertTrue(rows.allSatisfy { $0.shownFrame.width == 343 })
        XCTAssertEqual(scene.log.entries.suffix(2), ["Folders.didAppear", "collapsed"])
    }

    /// The expansion (0.4 s ease-in-out block animation, `isHidden = false`): halfway Drafts is 28 high and the
    /// rows below 32 pt down; at the end the four rows are back at 0, 64, 128 and 192, the stack 248 high.
    func testAutoLayoutStackRowExpandsInABlockAnimation() async {
        let stage = DemoStage()
        let scene = AutoLayoutStackPushScene(in: stage.window)
        stage.advance(to: AutoLayoutStackPushScene.expandTime)
        guard let list = scene.list else { return XCTFail("the list was released") }
        let rows = list.rowViews
        XCTAssertFalse(rows[1].isHidden)
        XCTAssertEqual(rows.map(\.shownFrame.minY), [0, 56, 64, 128])
        stage.advance(to: AutoLayoutStackPushScene.expandTime + StackListController.expandDuration / 2)
        XCTAssertEqual(rows[1].shownFrame.minY, 60, accuracy: 1e-4)
        XCTAssertEqual(rows[1].shownFrame.height, 28, accuracy: 1e-4)
        XCTAssertEqual(rows[2].shownFrame.minY, 96, accuracy: 1e-4)
        XCTAssertEqual(rows[3].shownFrame.minY, 160, accuracy: 1e-4)
        stage.advance(to: AutoLayoutStackPushScene.expandTime + StackListController.expandDuration)
        XCTAssertEqual(rows.map(\.shownFrame.minY), [0, 64, 128, 192])
        XCTAssertEqual(rows.map(\.shownFrame.height), [56, 56, 56, 56])
        assertRect(list.stack.frame, CGRect(x: 16, y: 80, width: 343, height: 248))
        XCTAssertEqual(scene.log.entries.last, "expanded")
    }

    /// After the pop the list controller is released, the navigation stack holds Mail alone, and the
    /// transition view holds Mail's view alone; the appearance callbacks come in UIKit's order.
    func testAutoLayoutStackPopReleasesTheList() async {
        let stage = DemoStage()
        let scene = AutoLayoutStackPushScene(in: stage.window)
        stage.advance(to: AutoLayoutStackPushScene.popTime)
        XCTAssertNotNil(scene.list)
        stage.advance(to: AutoLayoutStackPushScene.duration)
        XCTAssertNil(scene.list, "the popped list is released")
        XCTAssertTrue(identical(scene.navigation.viewControllers, [scene.rootScreen]))
        XCTAssertTrue(identical(scene.rootScreen.view.superview?.subviews ?? [], [scene.rootScreen.view]))
        XCTAssertEqual(
            scene.log.entries,
            [
                "Mail.willAppear", "Mail.didAppear", "Mail.willDisappear", "Folders.willAppear", "Mail.didDisappear",
                "Folders.didAppear", "collapsed", "expanded", "Folders.willDisappear", "Mail.willAppear",
                "Folders.didDisappear", "Mail.didAppear",
            ])
    }

    /// Both demos are in the catalog (what `passage list` prints) under their command-line names.
    func testAutoLayoutDemosAreRegistered() async {
        XCTAssertNotNil(DemoCatalog.named("autolayout-card"))
        XCTAssertNotNil(DemoCatalog.named("autolayout-stack-push"))
    }

    /// Rendered through SceneRecorder (5 fps, half scale): at 1.4 s the tall card is white from y 127 and the
    /// presenter above it is systemTeal (48 176 199, on its left margin) under black at 0.4 (29 106 119).
    func testAutoLayoutCardRendersTheTallDetent() async throws {
        let device = DeviceProfile(name: "half", size: CGSize(width: 375, height: 667), scale: 0.5)
        let demo = DemoCatalog.autoLayoutCard()
        let size = SceneRecorder.frameSize(for: device)
        let sink = try MemorySink(width: size.width, height: size.height, framesPerSecond: 5)
        try SceneRecorder.record(demo, device: device, framesPerSecond: 5, to: sink)
        XCTAssertEqual(sink.frames.count, SceneRecorder.frameCount(demo, framesPerSecond: 5, device: device))
        let frame = sink.frames[7]
        let card = frame.pixel(x: 100, y: 200)
        XCTAssertEqual([card.r, card.g, card.b], [255, 255, 255])
        let dimmed = frame.pixel(x: 5, y: 55)
        XCTAssertEqual(Double(dimmed.r), 28.8, accuracy: 1.5)
        XCTAssertEqual(Double(dimmed.g), 105.6, accuracy: 1.5)
        XCTAssertEqual(Double(dimmed.b), 119.4, accuracy: 1.5)
    }

    /// Rendered through SceneRecorder (5 fps, half scale): at 1 s the third row's band (144…200 pt) shows Archive's
    /// icon in systemPurple (175 82 222) down x 34 pt, Drafts being collapsed; at 1.6 s, expanded, Drafts' icon in
    /// systemOrange.
    func testAutoLayoutStackPushRendersTheCollapsedAndExpandedList() async throws {
        let device = DeviceProfile(name: "half", size: CGSize(width: 375, height: 667), scale: 0.5)
        let demo = DemoCatalog.autoLayoutStackPush()
        let size = SceneRecorder.frameSize(for: device)
        let sink = try MemorySink(width: size.width, height: size.height, framesPerSecond: 5)
        try SceneRecorder.record(demo, device: device, framesPerSecond: 5, to: sink)
        // The band's colours down the icons' column (x 34 pt).
        func band(_ frame: Int) -> [[UInt8]] {
            (72..<100).map { y in
                let p = sink.frames[frame].pixel(x: 17, y: y)
                return [p.r, p.g, p.b]
            }
        }
        XCTAssertTrue(band(5).contains([175, 82, 222]), "Archive's icon")
        XCTAssertFalse(band(5).contains([255, 149, 0]))
        XCTAssertTrue(band(8).contains([255, 149, 0]), "Drafts' icon")
    }
}
