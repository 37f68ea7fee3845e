// card-expand, the showcase: a tap on a card pushes its detail page out of the card's frame, and a swipe from the
// left edge drives the pop through the demo's own interaction controller (not a percent-driven one), the page
// following the finger, then springing into its card on release, or back to full screen when let go early.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class CardExpandDemoTests: XCTestCase {
    /// The tap pushes the first card's page; while the finger swipes, the pop is interactive and the page's
    /// scale, sideways shift and the dimming over the list follow the finger's progress exactly, with the card
    /// hidden; the release closes the page into the card: the stack is the list alone, the page released, the
    /// card shown, the dimming gone.
    func testTapOpensAndSwipeClosesIntoTheCard() async throws {
        let stage = DemoStage()
        let scene = CardExpandScene(in: stage.window)
        let trace = CardExpandScene.trace(screen: stage.window.bounds.size)
        let player = TouchTracePlayer(trace: trace)
        stage.advance(to: CardExpandScene.tapTime + 0.1)
        weak let detail = scene.detail
        XCTAssertNotNil(detail, "the tap opened a page")
        XCTAssertEqual(scene.navigation.transitionCoordinator?.isInteractive, false)
        let card = try XCTUnwrap(scene.list.cards.first)
        XCTAssertTrue(scene.list.selectedCard === card)
        stage.advance(to: CardExpandScene.swipeTime - 0.1)
        XCTAssertTrue(identical(scene.navigation.viewControllers, [scene.list, try XCTUnwrap(detail)]))
        assertRect(try XCTUnwrap(detail).view.shownFrame, stage.window.bounds, "the page fills the screen")
        XCTAssertNil(scene.navigation.transitionCoordinator)

        stage.advance(to: CardExpandScene.swipeTime + 0.3)
        XCTAssertEqual(scene.navigation.transitionCoordinator?.isInteractive, true)
        let width = stage.window.bounds.width
        let finger = trace.events.last { $0.time <= stage.now + 1e-9 }!.touches[0].location.x
        let start = trace.events.first { $0.time >= CardExpandScene.swipeTime }!.touches[0].location.x
        let progress = (finger - start) / width
        XCTAssertEqual(scene.interaction.progress, progress, accuracy: 1e-9)
        let scale = 1 - (1 - CardCloseInteraction.smallestScale) * progress
        let shown = try XCTUnwrap(detail).view.shownTransform
        XCTAssertEqual(shown.m11, scale, accuracy: 1e-9)
        XCTAssertEqual(shown.m41, (finger - start) * CardCloseInteraction.sidewaysFollow, accuracy: 1e-9)
        let dimming = try XCTUnwrap(scene.interaction.dimmingView)
        XCTAssertTrue(dimming.superview === scene.list.view.superview, "the dimming is over the list")
        XCTAssertEqual(dimming.alpha, CardExpandAnimator.dimmingAlpha * (1 - progress), accuracy: 1e-6)
        XCTAssertTrue(card.isHidden, "the card's place is empty while the page is held")

        stage.advance(to: CardExpandScene.duration)
        XCTAssertTrue(player.isFinished)
        XCTAssertTrue(identical(scene.navigation.viewControllers, [scene.list]))
        XCTAssertNil(scene.detail, "the page is released")
        XCTAssertNil(scene.navigation.transitionCoordinator)
        XCTAssertFalse(card.isHidden)
        XCTAssertNil(dimming.superview, "the dimming view is removed")
        XCTAssertNil(scene.interaction.dimmingView)
        XCTAssertFalse(scene.interaction.isDriving)
    }

    /// Let go early and moving back left, the swipe cancels: the page springs back to full screen with no
    /// transform or rounding, the list leaves the hierarchy undimmed, the stack keeps the page, and a second swipe
    /// can close it.
    func testSwipeLetGoEarlyCancelsAndTheNextOneCloses() async throws {
        let stage = DemoStage()
        let scene = CardExpandScene(in: stage.window)
        let screen = stage.window.bounds.size
        let tap = TouchTrace.tap(at: CGPoint(x: screen.width / 2, y: 240), time: CardExpandScene.tapTime)
        let early = TouchTrace.edgeSwipe(
            edge: .left, in: screen, at: 300, toFraction: 0.2, releaseVelocity: -200,
            startTime: CardExpandScene.swipeTime, duration: 0.3)
        let again = TouchTrace.edgeSwipe(
            edge: .left, in: screen, at: 300, toFraction: 0.5, releaseVelocity: 500, startTime: 3.5, duration: 0.4)
        _ = TouchTracePlayer(trace: TouchTrace(events: tap.events + early.events + again.events))
        stage.advance(to: 3.4)
        weak let detail = scene.detail
        let page = try XCTUnwrap(detail).view!
        XCTAssertTrue(identical(scene.navigation.viewControllers, [scene.list, try XCTUnwrap(detail)]))
        XCTAssertNil(scene.navigation.transitionCoordinator)
        XCTAssertEqual(page.transform, .identity)
        XCTAssertEqual(page.layer.cornerRadius, 0)
        assertRect(page.shownFrame, stage.window.bounds)
        XCTAssertNil(scene.list.view.superview, "the list left the hierarchy")
        XCTAssertNil(scene.interaction.dimmingView)
        XCTAssertFalse(scene.list.cards[0].isHidden)
        stage.advance(to: 5)
        XCTAssertTrue(identical(scene.navigation.viewControllers, [scene.list]))
        XCTAssertNil(scene.detail)
    }
}
