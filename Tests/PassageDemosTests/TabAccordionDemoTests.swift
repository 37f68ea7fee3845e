// The tab-accordion demo: interactive tab switches (a UIPercentDrivenInteractiveTransition updated every frame)
// that squeeze the old tab toward one edge and expand the new one from the other; one finished, one cancelled.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos

@MainActor
final class TabAccordionDemoTests: XCTestCase {
    private let width: CGFloat = 375
    private let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// The width of a view squeezed `percent` of the way (linear: 1 → 0.01 for the old tab, 0.01 → 1 for the new).
    private func width(squeezing percent: CGFloat) -> CGFloat {
        width * (1 - (1 - AccordionAnimator.squeezed) * percent)
    }
    private func width(expanding percent: CGFloat) -> CGFloat {
        width * (AccordionAnimator.squeezed + (1 - AccordionAnimator.squeezed) * percent)
    }

    /// The first switch follows the swipe: at 0% tab Two is a 3.75-point sliver at the right edge; at 25%, 37.5% and
    /// 50% tab One keeps its left edge at the width it has left and tab Two fills the rest from the right edge.
    func testAccordionFollowsTheSwipe() async {
        let stage = DemoStage()
        let scene = TabAccordionScene(in: stage.window)
        let (one, two) = (scene.screens[0], scene.screens[1])
        let swipe = TabAccordionScene.firstSwipe
        stage.advance(to: swipe.begin)
        guard let container = two.view.superview else { return XCTFail("the switch did not start") }
        XCTAssertTrue(identical(container.subviews, [one.view, two.view]))
        XCTAssertEqual(scene.tabs.tabBar.selectedItemIndex, 1, "the bar shows the new tab while switching")
        assertRect(one.view.shownFrame, bounds)
        assertRect(
            two.view.shownFrame, CGRect(x: width - width(expanding: 0), y: 0, width: width(expanding: 0), height: 667))
        for percent in [CGFloat(0.25), 0.375, 0.5] {
            stage.advance(
                to: swipe.begin + (swipe.end - swipe.begin) * Double(percent / TabAccordionScene.firstPercent))
            if percent < TabAccordionScene.firstPercent {
                XCTAssertEqual(scene.delegate.interaction?.percentComplete ?? -1, percent, accuracy: 1e-6)
            } else {
                XCTAssertNil(scene.delegate.interaction, "let go on this frame; the run-out starts from here")
            }
            assertRect(
                one.view.shownFrame, CGRect(x: 0, y: 0, width: width(squeezing: percent), height: 667), accuracy: 1e-3,
                "tab One at \(percent)")
            let expanded = width(expanding: percent)
            assertRect(
                two.view.shownFrame, CGRect(x: width - expanded, y: 0, width: expanded, height: 667), accuracy: 1e-3,
                "tab Two at \(percent)")
            XCTAssertEqual(one.view.shownAlpha, 1)
            XCTAssertEqual(two.view.shownAlpha, 1)
        }
    }

    /// Let go at 50%, the switch finishes: tab Two alone fills the transition view with no transform, tab One's
    /// transform is reset and its view removed, and the callbacks come in order.
    func testAccordionFinishSelectsTheNewTab() async {
        let stage = DemoStage()
        let scene = TabAccordionScene(in: stage.window)
        let (one, two) = (scene.screens[0], scene.screens[1])
        scene.log.clear()
        stage.advance(to: TabAccordionScene.secondSwipe.begin - 0.1)
        XCTAssertEqual(scene.tabs.selectedIndex, 1)
        XCTAssertTrue(identical(two.view.superview?.subviews ?? [], [two.view]))
        XCTAssertNil(one.view.superview)
        XCTAssertEqual(one.view.transform, .identity)
        XCTAssertEqual(two.view.transform, .identity)
        assertRect(two.view.shownFrame, bounds)
        XCTAssertEqual(
            scene.log.entries,
            [
                "One.willDisappear", "Two.willAppear", "completeTransition", "One.didDisappear",
                "Two.didAppear", "animationEnded(true)",
            ])
    }

    /// Let go at 30%, the switch back to tab One is cancelled: it runs back, tab Two stays selected and fills the
    /// transition view untransformed, tab One is out of the hierarchy with its transform reset, and the cancel
    /// callbacks come in UIKit's order.
    func testAccordionCancelKeepsTheOldTab() async {
        let stage = DemoStage()
        let scene = TabAccordionScene(in: stage.window)
        let (one, two) = (scene.screens[0], scene.screens[1])
        let swipe = TabAccordionScene.secondSwipe
        stage.advance(to: swipe.end)
        XCTAssertEqual(
            two.view.shownFrame.minX, width - width(squeezing: 0.3), accuracy: 1e-3, "tab Two keeps its right edge")
        XCTAssertEqual(one.view.shownFrame.width, width(expanding: 0.3), accuracy: 1e-3)
        scene.log.clear()
        stage.advance(to: TabAccordionScene.duration)
        assertTabSwitchSettled(scene.tabs, on: 1, showing: two.view, removing: one.view, bounds: bounds)
        XCTAssertEqual(
            scene.log.entries,
            [
                "completeTransition", "One.willDisappear", "One.didDisappear", "Two.willAppear",
                "Two.didAppear", "animationEnded(false)",
            ])
    }
}
