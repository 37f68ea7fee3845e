// The zoom demos and the matched-card demo, played with their own traces: what the provider was asked and when,
// the appearance callbacks of each path (finished, cancelled, interrupted), and what is left at the end.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class ZoomDemoTests: XCTestCase {
    private let size = CGSize(width: 375, height: 667)

    /// Runs `style`'s scene with its trace to `duration`.
    private func run(_ style: ZoomDemoScene.Style, trace: TouchTrace, duration: TimeInterval) -> ZoomDemoScene {
        let stage = DemoStage()
        let scene = ZoomDemoScene(in: stage.window, style: style)
        let player = TouchTracePlayer(trace: trace)
        stage.advance(to: duration)
        XCTAssertTrue(player.isFinished)
        return scene
    }

    /// zoom-push: the provider is asked for item 4 on the push and, after the detail paged, for item 5 when the
    /// swipe down begins; the swipe pops the detail and every cell shows again.
    func testZoomPushPagesAndSwipesBackIntoTheNewCell() async {
        let scene = run(
            .push, trace: ZoomDemoScene.swipeDown(on: size, at: ZoomDemoScene.pushSwipeTime, finishing: true),
            duration: ZoomDemoScene.pushDuration)
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("zoom source") }, ["zoom source 4", "zoom source 5"])
        XCTAssertEqual(scene.navigation.viewControllers.count, 1)
        XCTAssertEqual(scene.log.entries.last, "grid.didAppear")
        XCTAssertFalse(scene.grid.collectionView.visibleCells.contains { $0.contentView.isHidden })
    }

    /// zoom-present: the short swipe is cancelled (the detail disappears and appears again), then the dismissal
    /// zooms out.
    func testZoomPresentCancelsThenDismisses() async {
        let scene = run(
            .present, trace: ZoomDemoScene.swipeDown(on: size, at: ZoomDemoScene.presentSwipeTime, finishing: false),
            duration: ZoomDemoScene.presentDuration)
        let detail = scene.log.entries.filter { $0.hasPrefix("detail.") }
        XCTAssertEqual(
            detail,
            [
                "detail.willAppear", "detail.didAppear", "detail.willDisappear", "detail.willAppear",
                "detail.didAppear", "detail.willDisappear", "detail.didDisappear",
            ])
        XCTAssertNil(scene.navigation.presentedViewController)
    }

    /// zoom-bar-button: the composer grows out of the toolbar's compose button (asked once on the present), the
    /// swipe down asks again and dismisses it into the button, which shows again at the end.
    func testZoomBarButtonPresentsFromTheToolbarAndSwipesBack() async throws {
        let stage = DemoStage()
        let scene = ZoomBarButtonScene(in: stage.window)
        let player = TouchTracePlayer(
            trace: ZoomDemoScene.swipeDown(on: size, at: ZoomBarButtonScene.swipeTime, finishing: true))
        stage.advance(to: ZoomBarButtonScene.openTime + 0.05)
        let button = try XCTUnwrap(scene.navigation.toolbar.itemViews.last)
        XCTAssertTrue(button.isHidden, "the toolbar button is hidden while the screen grows out of it")
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("zoom source") }.count, 1)
        stage.advance(to: ZoomBarButtonScene.duration)
        XCTAssertTrue(player.isFinished)
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("zoom source") }.count, 2, "asked again on the swipe")
        XCTAssertNil(scene.navigation.presentedViewController)
        XCTAssertFalse(button.isHidden)
        XCTAssertTrue(button.window != nil)
    }

    /// zoom-interrupt: the finger completes the push at once and the pop starts in the same turn; the release
    /// pops it.
    func testZoomInterruptCompletesThePushAndPops() async {
        let scene = run(
            .interrupt, trace: ZoomDemoScene.interruptTrace(on: size), duration: ZoomDemoScene.interruptDuration)
        let entries = scene.log.entries.filter { $0.hasPrefix("detail.") }
        XCTAssertEqual(
            entries, ["detail.willAppear", "detail.didAppear", "detail.willDisappear", "detail.didDisappear"])
        XCTAssertEqual(scene.navigation.viewControllers.count, 1)
    }

    /// matched-card: half way through the push the photo's copy is between the card's photo and the detail's, the
    /// originals hidden; afterwards the detail shows, and after the pop every card and photo shows again.
    func testMatchedCardFliesTaggedViews() async throws {
        let stage = DemoStage()
        let scene = MatchedCardScene(in: stage.window)
        let card = scene.list.cards[MatchedCardScene.place]
        stage.advance(to: MatchedCardScene.pushTime)
        let start = card.picture.convert(card.picture.bounds, to: stage.window)
        XCTAssertGreaterThan(start.minY, 300, "the second card's photo, laid out")
        stage.advance(to: MatchedCardScene.pushTime + MatchedViewsAnimator.duration / 2)
        let detail = try XCTUnwrap(scene.detail)
        let photo = try XCTUnwrap(detail.view.viewWithTag(MatchTag.photo(MatchedCardScene.place)))
        let end = photo.convert(photo.bounds, to: stage.window)
        XCTAssertTrue(card.picture.isHidden)
        XCTAssertTrue(photo.isHidden)
        let container = try XCTUnwrap(detail.view.superview)
        let copies = container.subviews.filter { $0 !== detail.view && $0 !== scene.list.view }
        XCTAssertEqual(copies.count, 4, "two copies per matched pair")
        let flying = (copies[3].layer.presentation() ?? copies[3].layer).frame
        XCTAssertGreaterThan(flying.width, start.width)
        XCTAssertLessThanOrEqual(flying.width, end.width + 5)
        XCTAssertLessThan(flying.minY, start.minY)
        stage.advance(to: MatchedCardScene.duration)
        XCTAssertFalse(card.picture.isHidden)
        XCTAssertFalse(card.isHidden)
        XCTAssertEqual(scene.list.navigationController?.viewControllers.count, 1)
    }
}
