// hidesBottomBarWhenPushed in a navigation controller that is a tab of a tab bar controller, in a window filling
// the iPhone 15 Pro's 393 × 852 screen (tab bar 49 + 34 pt): the tab bar leaves with the outgoing view on the
// push (it rides in that view, which the built-in push moves a third of the width left), the pushed view's safe
// area no longer excludes it; it comes back with the revealed view on a pop, interactive pops included, and a
// cancelled pop leaves it hidden.
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class HidesBottomBarWhenPushedTests: XCTestCase {
    private struct Bench {
        let loop: FrameLoop
        let window: UIWindow
        let tabs: UITabBarController
        let navigation: UINavigationController
        let root: UIViewController
    }

    /// A tab bar controller whose first tab is a navigation controller, in a window filling the main screen.
    private func makeBench() -> Bench {
        let loop = FrameLoop()
        loop.makeCurrent()
        UIScreen(device: .iPhone15Pro).makeMain()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        loop.step()
        return Bench(loop: loop, window: window, tabs: tabs, navigation: navigation, root: root)
    }

    private func pushedController() -> UIViewController {
        let controller = UIViewController()
        controller.hidesBottomBarWhenPushed = true
        return controller
    }

    /// Mid-push the tab bar rides in the outgoing view (moving a third of the width left with it, on the push's
    /// ease-in-out curve); after it the bar is hidden, back in the tab bar controller's view, and the pushed view
    /// reaches the bottom with only the home indicator's 34 pt as its bottom safe-area inset (the root's was 83).
    func testTabBarLeavesWithTheOutgoingViewOnPush() async {
        let bench = makeBench()
        let tabBar = bench.tabs.tabBar
        let barFrame = tabBar.frame
        XCTAssertEqual(barFrame, CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        XCTAssertEqual(bench.root.view.safeAreaInsets.bottom, 83, accuracy: 1e-9)
        let pushed = pushedController()
        bench.navigation.pushViewController(pushed, animated: true)
        XCTAssertTrue(tabBar.superview === bench.root.view, "lent to the outgoing view")
        XCTAssertEqual(tabBar.frame, barFrame, "at its place in the root view, which fills the screen")
        bench.loop.advance(frames: 11)
        let curve = UIView.AnimationCurve.easeInOut.value(at: 11.0 / 21)
        XCTAssertEqual(
            bench.root.view.presentedTranslationX, -393.0 / 3 * curve, accuracy: 1e-3, "the tab bar moves with it")
        XCTAssertFalse(tabBar.isHidden)
        bench.loop.runUntilIdle()
        XCTAssertTrue(tabBar.isHidden)
        XCTAssertTrue(tabBar.superview === bench.tabs.view)
        XCTAssertEqual(tabBar.frame, barFrame)
        XCTAssertEqual(pushed.view.convert(pushed.view.bounds, to: nil).maxY, 852, accuracy: 1e-9)
        XCTAssertEqual(pushed.view.safeAreaInsets.bottom, 34, accuracy: 1e-9)
        withExtendedLifetime(bench.window) {}
    }

    /// On an interactive pop the tab bar rides in the revealed root view (at half the pop it sits where the root
    /// view is, a third of the width left times the remaining half); a cancel leaves it hidden and the pushed
    /// view's safe area alone; a finished pop shows it again with the root's 83 pt inset.
    func testTabBarComesBackWithTheRevealedViewOnInteractivePopAndStaysHiddenOnCancel() async {
        let bench = makeBench()
        let tabBar = bench.tabs.tabBar
        let pushed = pushedController()
        bench.navigation.pushViewController(pushed, animated: false)
        bench.loop.runUntilIdle()
        XCTAssertTrue(tabBar.isHidden)
        XCTAssertEqual(pushed.view.safeAreaInsets.bottom, 34, accuracy: 1e-9, "hidden at once without animation")
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = VendingDelegate()
        delegate.interactor = interaction
        bench.navigation.delegate = delegate
        for finishing in [false, true] {
            bench.navigation.popViewController(animated: true)
            XCTAssertTrue(tabBar.superview === bench.root.view, "lent to the revealed view")
            XCTAssertFalse(tabBar.isHidden)
            interaction.update(0.5)
            bench.loop.advance(frames: 2)
            XCTAssertEqual(bench.root.view.presentedTranslationX, -393.0 / 3 * 0.5, accuracy: 1e-3)
            if finishing { interaction.finish() } else { interaction.cancel() }
            bench.loop.runUntilIdle()
            XCTAssertTrue(tabBar.superview === bench.tabs.view)
            XCTAssertEqual(tabBar.frame, CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
            if finishing {
                XCTAssertFalse(tabBar.isHidden)
                XCTAssertEqual(bench.root.view.safeAreaInsets.bottom, 83, accuracy: 1e-9)
            } else {
                XCTAssertTrue(tabBar.isHidden, "a cancelled pop leaves it hidden")
                XCTAssertEqual(bench.navigation.viewControllers.count, 2)
                XCTAssertEqual(pushed.view.safeAreaInsets.bottom, 34, accuracy: 1e-9)
            }
        }
        withExtendedLifetime((bench.window, delegate)) {}
    }

    /// Pushing a further controller that does not ask for it keeps the bar hidden (some controller above the
    /// root still does); popping back to the root shows it.
    func testBarStaysHiddenWhileAnyPushedControllerAsksForIt() async {
        let bench = makeBench()
        bench.navigation.pushViewController(pushedController(), animated: true)
        bench.loop.runUntilIdle()
        bench.navigation.pushViewController(UIViewController(), animated: true)
        XCTAssertTrue(bench.tabs.tabBar.superview === bench.tabs.view, "no change, not lent")
        bench.loop.runUntilIdle()
        XCTAssertTrue(bench.tabs.tabBar.isHidden)
        bench.navigation.popToRootViewController(animated: true)
        bench.loop.runUntilIdle()
        XCTAssertFalse(bench.tabs.tabBar.isHidden)
        withExtendedLifetime(bench.window) {}
    }
}
