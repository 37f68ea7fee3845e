// A split view controller on an iPhone (compact width) collapses: the secondary controller is pushed onto the
// primary navigation controller unless the delegate takes it; on an iPad the columns stand side by side.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class SplitViewControllerTests: XCTestCase {
    private final class KeepsPrimary: UISplitViewControllerDelegate {
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool { true }
    }

    /// iPhone: collapsed, the primary navigation controller shows with the secondary pushed on it; both
    /// children find the split view controller.
    func testAClassicSplitCollapsesOnAnIPhone() async {
        let list = UIViewController()
        let detail = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: list), detail]
        let (loop, window) = makeWindow(root: split)
        loop.advance(frames: 2)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(list.navigationController?.viewControllers, [list, detail])
        XCTAssertTrue(detail.splitViewController === split)
        XCTAssertTrue(list.splitViewController === split)
        XCTAssertTrue(detail.view.window === window)
    }

    /// A delegate that returns true keeps the primary alone when collapsing.
    func testADelegateThatTakesTheSecondaryKeepsThePrimaryAlone() async {
        let list = UIViewController()
        let split = UISplitViewController()
        let delegate = KeepsPrimary()
        split.delegate = delegate
        split.viewControllers = [UINavigationController(rootViewController: list), UIViewController()]
        let (loop, _) = makeWindow(root: split)
        loop.advance(frames: 2)
        XCTAssertEqual(list.navigationController?.viewControllers, [list])
    }

    /// Column style on an iPad: each column is wrapped in a navigation controller; the primary column is 320 pt
    /// at the leading edge and the secondary fills the rest; hiding the primary gives the secondary everything.
    func testAColumnSplitOnAnIPadTilesItsColumns() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        UIScreen(device: .iPad).makeMain()
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController()
        let content = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
        XCTAssertTrue(split.viewController(for: .primary) === sidebar)
        XCTAssertTrue(split.viewControllers[0] is UINavigationController)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = split
        window.makeKeyAndVisible()
        loop.advance(frames: 2)
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        let width = window.bounds.width
        XCTAssertEqual(
            split.viewControllers[0].view.frame, CGRect(x: 0, y: 0, width: 320, height: window.bounds.height))
        XCTAssertEqual(
            split.viewControllers[1].view.frame, CGRect(x: 320, y: 0, width: width - 320, height: window.bounds.height))
        split.hide(.primary)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(split.viewControllers[1].view.frame.width, width)
        XCTAssertEqual(split.viewControllers[0].view.frame.maxX, 0)
    }
}
