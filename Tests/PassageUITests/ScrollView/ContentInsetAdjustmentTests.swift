// The adjusted content inset (iOS 11 and later): the safe area's edges selected by contentInsetAdjustmentBehavior
// add to contentInset, and content resting at its top moves with the inset, so a scroll view under a navigation
// bar opens at −(bar's bottom). UIKit's documentation of UIScrollView.ContentInsetAdjustmentBehavior is the
// source; the reading of "content view" and "scrollable axis" is Passage's (UIScrollView+ContentInsetAdjustment).
import Foundation
import PassageUI
import XCTest

@MainActor
final class ContentInsetAdjustmentTests: XCTestCase {
    private final class InsetLog: UIScrollViewDelegate {
        var changes: [UIEdgeInsets] = []
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            changes.append(scrollView.adjustedContentInset)
        }
    }

    /// A collection view filling a controller in a navigation controller on the iPhone 15 Pro (bar bottom 97⅔,
    /// home indicator 34): `.automatic` adds both vertical edges even to content shorter than the view, the
    /// content opens at −97⅔, and the delegate hears the change once.
    func testAutomaticAdjustsVerticallyUnderANavigationBar() async {
        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let loop = FrameLoop()
        loop.makeCurrent()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let log = InsetLog()
        let scrollView = UIScrollView(frame: controller.view.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 100)
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        scrollView.delegate = log
        controller.view.addSubview(scrollView)
        loop.step()
        let barBottom: CGFloat = 53 + 2.0 / 3 + 44
        XCTAssertEqual(scrollView.adjustedContentInset.top, barBottom + 5, accuracy: 1e-9)
        XCTAssertEqual(scrollView.adjustedContentInset.bottom, 34 + 5, accuracy: 1e-9)
        XCTAssertEqual(scrollView.adjustedContentInset.left, 0)
        XCTAssertEqual(scrollView.contentOffset.y, -(barBottom + 5), accuracy: 1e-9, "the content opens below the bar")
        XCTAssertEqual(log.changes.count, 1, "once, when the view entered the bar's safe area")
        withExtendedLifetime(window) {}
    }

    /// `.never` keeps contentInset; `.always` adds every edge; `.scrollableAxes` adds the vertical edges only once
    /// the content is taller than the view. The window's safe area on the iPhone 15 Pro is 59 at the top, 34 at
    /// the bottom.
    func testBehaviorsSelectTheEdges() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scrollView.contentSize = CGSize(width: 393, height: 400)
        window.addSubview(scrollView)
        loop.step()
        scrollView.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        scrollView.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 60, left: 2, bottom: 37, right: 4))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        XCTAssertEqual(
            scrollView.adjustedContentInset, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
            "400 pt of content fit the 852-pt view")
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 60, left: 2, bottom: 37, right: 4))
        scrollView.alwaysBounceHorizontal = true
        XCTAssertEqual(scrollView.adjustedContentInset.left, 2, "the device has no side insets in portrait")
        withExtendedLifetime(window) {}
    }

    /// Content resting at its top follows the inset; content scrolled away stays where it is; every change of
    /// the adjusted inset reaches `adjustedContentInsetDidChange()` and the delegate.
    func testOnlyContentAtItsTopMovesWithTheInset() async {
        final class Recording: UIScrollView {
            var calls = 0
            override func adjustedContentInsetDidChange() { calls += 1 }
        }
        let loop = FrameLoop()
        loop.makeCurrent()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let scrollView = Recording(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        window.addSubview(scrollView)
        loop.step()
        XCTAssertEqual(scrollView.contentOffset.y, -59)
        scrollView.contentInset.top = 20
        XCTAssertEqual(scrollView.contentOffset.y, -79, "at its top, the content moves with the inset")
        scrollView.contentOffset.y = 500
        scrollView.contentInset.top = 0
        XCTAssertEqual(scrollView.contentOffset.y, 500, "scrolled away, it stays")
        XCTAssertEqual(scrollView.calls, 3)
        scrollView.contentInset.top = 0
        XCTAssertEqual(scrollView.calls, 3, "no change, no call")
        withExtendedLifetime(window) {}
    }
}
