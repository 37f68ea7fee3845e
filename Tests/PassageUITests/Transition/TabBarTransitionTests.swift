// UITabBarController: switching is instant without an animator (appearance callbacks, not animated) and a
// ControllerTransition with one; a tap asks shouldSelect and reports didSelect; interactive switches cancel back.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
private final class TabDelegate: UITabBarControllerDelegate {
    var allow = true
    var selected: [String] = []
    var animator: UIViewControllerAnimatedTransitioning?
    var interactor: UIViewControllerInteractiveTransitioning?
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    { allow }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController.title ?? "")
    }
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { interactor }
}

@MainActor
final class TabBarTransitionTests: XCTestCase {
    private var keep: [AnyObject] = []

    private func makeTabs(_ log: CallbackLog) -> (FrameLoop, UITabBarController, [LoggingViewController], TabDelegate) {
        let tabs = ["A", "B", "C"].map { LoggingViewController($0, log: log) }
        let controller = UITabBarController()
        controller.viewControllers = tabs
        let delegate = TabDelegate()
        controller.delegate = delegate
        let (loop, window) = makeWindow(root: controller)
        keep += [window, delegate]
        log.entries.removeAll()
        return (loop, controller, tabs, delegate)
    }

    /// Without an animator, selecting a tab swaps the views at once with non-animated appearance callbacks.
    func testSwitchingIsInstantWithoutAnimator() async {
        let log = CallbackLog()
        let (_, controller, tabs, _) = makeTabs(log)
        XCTAssertTrue(tabs[0].view.superview != nil)
        controller.selectedIndex = 2
        XCTAssertEqual(log.entries, ["A.willDisappear", "C.willAppear", "A.didDisappear", "C.didAppear"])
        XCTAssertNil(tabs[0].view.superview)
        XCTAssertEqual(tabs[2].view.superview?.subviews.count, 1)
        XCTAssertTrue(controller.selectedViewController === tabs[2])
        XCTAssertEqual(controller.tabBar.selectedItemIndex, 2)
        XCTAssertEqual(tabs[2].coordinatorInWillAppear, false)
    }

    /// A tap asks the delegate: refused, nothing changes; allowed, the tab switches and didSelect is called.
    func testTapAsksAndTellsTheDelegate() async {
        let log = CallbackLog()
        let (_, controller, _, delegate) = makeTabs(log)
        delegate.allow = false
        controller.tabBar.simulateTap(onItemAt: 1)
        XCTAssertEqual(controller.selectedIndex, 0)
        XCTAssertEqual(delegate.selected, [])
        delegate.allow = true
        controller.tabBar.simulateTap(onItemAt: 1)
        XCTAssertEqual(controller.selectedIndex, 1)
        XCTAssertEqual(delegate.selected, ["B"])
    }

    /// UIKit sends didSelect when the tap selects the tab, not when the switch's transition ends: with a 0.5 s
    /// animator, didSelect comes right after the appearing tab's willAppear, before any did-appear callback.
    func testDidSelectIsSentWhenTheTapSelects() async {
        let log = CallbackLog()
        let (loop, controller, _, delegate) = makeTabs(log)
        delegate.animator = LinearSlideAnimator(duration: 0.5, log: log)
        controller.tabBar.simulateTap(onItemAt: 2)
        XCTAssertEqual(delegate.selected, ["C"])
        XCTAssertNotNil(controller.transitionCoordinator, "the switch is still running")
        XCTAssertEqual(log.entries, ["A.willDisappear", "C.willAppear"])
        loop.runUntilIdle()
        XCTAssertEqual(delegate.selected, ["C"], "sent once")
        XCTAssertEqual(log.entries(of: "C."), ["C.willAppear", "C.didAppear"])
    }

    /// A finger lifting over the second item of the bar selects it, through the delegate as a tap does; a
    /// finger that comes down on the bar and lifts outside it selects nothing.
    func testTouchOnTheBarSelectsTheItemUnderIt() async {
        let log = CallbackLog()
        let (_, controller, _, delegate) = makeTabs(log)
        let bar = controller.tabBar
        let item = bar.convert(CGPoint(x: bar.bounds.width * 0.5, y: 20), to: nil)
        UIApplication.shared.sendTouchInput([TouchTrace.Touch(finger: 0, phase: .began, location: item)], timestamp: 0)
        UIApplication.shared.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .ended, location: CGPoint(x: item.x, y: 10))], timestamp: 0.1)
        XCTAssertEqual(controller.selectedIndex, 0, "lifted above the bar")
        UIApplication.shared.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .began, location: item)], timestamp: 0.5)
        UIApplication.shared.sendTouchInput(
            [TouchTrace.Touch(finger: 0, phase: .ended, location: item)], timestamp: 0.6)
        XCTAssertEqual(controller.selectedIndex, 1)
        XCTAssertEqual(delegate.selected, ["B"])
    }

    /// With an animator the switch animates over its duration with a coordinator; a percent-driven switch
    /// cancelled at 50% returns to the first tab with UIKit's cancel-path callbacks.
    func testAnimatedAndCancelledInteractiveSwitch() async {
        let log = CallbackLog()
        let (loop, controller, tabs, delegate) = makeTabs(log)
        delegate.animator = LinearSlideAnimator(duration: 0.5)
        controller.selectedIndex = 1
        XCTAssertEqual(tabs[1].coordinatorInWillAppear, true)
        loop.advance(frames: 15)
        XCTAssertEqual(tabs[1].view.presentedTranslationX, 200, accuracy: 1e-6)
        loop.runUntilIdle()
        XCTAssertEqual(log.entries, ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        log.entries.removeAll()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interaction
        controller.selectedIndex = 2
        interaction.update(0.5)
        loop.advance(frames: 1)
        XCTAssertEqual(tabs[2].view.presentedTranslationX, 200, accuracy: 1e-6)
        interaction.cancel()
        loop.runUntilIdle()
        XCTAssertEqual(controller.selectedIndex, 1)
        XCTAssertEqual(controller.tabBar.selectedItemIndex, 1)
        XCTAssertNil(tabs[2].view.superview)
        XCTAssertEqual(tabs[1].view.superview?.subviews.count, 1)
        XCTAssertEqual(
            log.entries,
            ["B.willDisappear", "C.willAppear", "C.willDisappear", "C.didDisappear", "B.willAppear", "B.didAppear"])
    }
}
