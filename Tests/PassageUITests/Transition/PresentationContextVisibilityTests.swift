// A current-context presentation is part of its context's screen: it lives beside the context's view, so it
// goes and comes back with it. Switching away from the tab it was made in takes it off screen (its controller
// disappears, stays presented) and switching back shows it again; a full-screen presentation from an ancestor
// covers it (it disappears) and dismissing that uncovers it. This is how apps keep one modal per tab (each tab's
// navigation controller defining the presentation context).
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class PresentationContextVisibilityTests: XCTestCase {
    /// Tabs A and B, each defining the presentation context, shown in a window and settled.
    private func makeTabs(_ log: CallbackLog) -> (FrameLoop, UIWindow, UITabBarController, [UIViewController]) {
        let tabs = UITabBarController()
        let children = ["A", "B"].map { name in
            let child = LoggingViewController(name, log: log)
            child.definesPresentationContext = true
            return child
        }
        tabs.viewControllers = children
        let (loop, window) = makeWindow(root: tabs)
        loop.runUntilIdle()
        log.entries.removeAll()
        return (loop, window, tabs, children)
    }

    /// `.currentContext` in tab A, then tab B: X leaves the window (disappearing) but stays presented by A; A's
    /// view stays out. Back to A: X is on screen again above the tab's area, A's view still covered.
    func testATabSwitchTakesTheTabsCurrentContextPresentationAlong() async {
        let log = CallbackLog()
        let (loop, window, tabs, children) = makeTabs(log)
        let (a, b) = (children[0], children[1])
        let x = LoggingViewController("X", log: log)
        x.modalPresentationStyle = .currentContext
        a.present(x, animated: false)
        loop.runUntilIdle()
        XCTAssertEqual(log.entries, ["A.willDisappear", "X.willAppear", "A.didDisappear", "X.didAppear"])
        log.entries.removeAll()

        tabs.selectedIndex = 1
        loop.runUntilIdle()
        XCTAssertNil(x.view.window, "X leaves with its tab")
        XCTAssertNil(a.view.window)
        XCTAssertTrue(b.view.window === window)
        XCTAssertTrue(x.presentingViewController === a, "X stays presented")
        XCTAssertEqual(log.entries, ["X.willDisappear", "X.didDisappear", "B.willAppear", "B.didAppear"])
        log.entries.removeAll()

        tabs.selectedIndex = 0
        loop.runUntilIdle()
        XCTAssertTrue(x.view.window === window, "X comes back with its tab")
        XCTAssertNil(a.view.window, "A stays covered")
        XCTAssertNil(b.view.window)
        XCTAssertEqual(x.view.convert(x.view.bounds, to: window), CGRect(x: 0, y: 0, width: 400, height: 800))
        XCTAssertEqual(log.entries, ["B.willDisappear", "B.didDisappear", "X.willAppear", "X.didAppear"])
        log.entries.removeAll()

        x.dismiss(animated: false)
        loop.runUntilIdle()
        XCTAssertTrue(a.view.window === window)
        XCTAssertNil(x.view.window)
        XCTAssertEqual(log.entries, ["X.willDisappear", "A.willAppear", "X.didDisappear", "A.didAppear"])
        withExtendedLifetime(window) {}
    }

    /// Dismissing a presentation of a tab that is not shown sends no appearance callbacks and does not put the
    /// tab's view on screen; the tab then comes back uncovered.
    func testDismissingInATabThatIsNotShown() async {
        let log = CallbackLog()
        let (loop, window, tabs, children) = makeTabs(log)
        let (a, b) = (children[0], children[1])
        let x = LoggingViewController("X", log: log)
        x.modalPresentationStyle = .currentContext
        a.present(x, animated: false)
        tabs.selectedIndex = 1
        loop.runUntilIdle()
        log.entries.removeAll()

        a.dismiss(animated: true)
        loop.runUntilIdle()
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(a.view.window, "A's view stays out while B is shown")
        XCTAssertTrue(b.view.window === window)
        XCTAssertEqual(log.entries, [])

        tabs.selectedIndex = 0
        loop.runUntilIdle()
        XCTAssertTrue(a.view.window === window)
        XCTAssertEqual(log.entries, ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        withExtendedLifetime(window) {}
    }

    /// `.overCurrentContext` in tab A, then a full-screen presentation from the tab bar controller: X disappears
    /// with the tab bar controller (A and X both off screen); dismissing it brings both back.
    func testAFullScreenPresentationFromAnAncestorCoversAnOverCurrentContextPresentation() async {
        let log = CallbackLog()
        let (loop, window, tabs, children) = makeTabs(log)
        let a = children[0]
        let x = LoggingViewController("X", log: log)
        x.modalPresentationStyle = .overCurrentContext
        a.present(x, animated: false)
        loop.runUntilIdle()
        log.entries.removeAll()

        let cover = LoggingViewController("F", log: log)
        cover.modalPresentationStyle = .fullScreen
        tabs.present(cover, animated: false)
        loop.runUntilIdle()
        XCTAssertNil(x.view.window)
        XCTAssertEqual(
            log.entries,
            ["A.willDisappear", "X.willDisappear", "F.willAppear", "A.didDisappear", "X.didDisappear", "F.didAppear"])
        log.entries.removeAll()

        cover.dismiss(animated: false)
        loop.runUntilIdle()
        XCTAssertTrue(x.view.window === window)
        XCTAssertTrue(a.view.window === window)
        XCTAssertEqual(
            log.entries,
            ["F.willDisappear", "A.willAppear", "X.willAppear", "F.didDisappear", "A.didAppear", "X.didAppear"])
        withExtendedLifetime(window) {}
    }

    /// A full-screen presentation asked of a controller presented in a tab's context is presented by the tab bar
    /// controller, the nearest full-screen controller (UIKit walks up to one), and covers the whole window.
    func testAFullScreenPresentationFromAContextPresentationIsPresentedByTheFullScreenAncestor() async {
        let log = CallbackLog()
        let (loop, window, tabs, children) = makeTabs(log)
        let x = LoggingViewController("X", log: log)
        x.modalPresentationStyle = .currentContext
        children[0].present(x, animated: false)
        loop.runUntilIdle()
        log.entries.removeAll()
        let cover = LoggingViewController("F", log: log)
        cover.modalPresentationStyle = .fullScreen
        x.present(cover, animated: false)
        loop.runUntilIdle()
        XCTAssertTrue(cover.presentingViewController === tabs)
        XCTAssertTrue(tabs.presentedViewController === cover)
        XCTAssertNil(tabs.view.window, "the tab bar controller's view leaves")
        XCTAssertEqual(cover.view.convert(cover.view.bounds, to: window), window.bounds)
        XCTAssertEqual(log.entries, ["X.willDisappear", "F.willAppear", "X.didDisappear", "F.didAppear"])
        withExtendedLifetime(window) {}
    }
}
