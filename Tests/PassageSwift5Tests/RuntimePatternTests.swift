// Runs the runtime patterns: associated-object properties keep their values per view and are released with
// the view; a navigation stack is searched by class value and by selector.
import UIKit
import XCTest

@MainActor
final class RuntimePatternTests: XCTestCase {
    /// Each view keeps its own decorations, with the defaults where nothing was set.
    func testDecorationsAreStoredPerView() async {
        let first = UIView()
        let second = UIView()
        first.decorations.identifier = "avatar"
        first.decorations.isDecorated = false
        XCTAssertEqual(first.decorations.identifier, "avatar")
        XCTAssertEqual(first.decorations.isDecorated, false)
        XCTAssertNil(second.decorations.identifier)
        XCTAssertEqual(second.decorations.isDecorated, true)
    }

    /// A value stored on a view is released with the view.
    func testDecorationsAreReleasedWithTheirView() async {
        final class Marker {}
        weak var weakMarker: Marker?
        do {
            let view = UIView()
            let marker = Marker()
            weakMarker = marker
            view.decorations.attach(marker)
            XCTAssertNotNil(weakMarker)
        }
        XCTAssertNil(weakMarker)
    }

    /// The stack is searched by class value and by selector, and the found screen's method is performed.
    func testNavigationStackIsSearchedByClassAndSelector() async {
        FrameLoop().makeCurrent()  // a loop of its own: no transition left queued by another test
        let closable = ClosableScreen()
        let plain = UIViewController()
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: closable)
        navigation.viewControllers = [closable, plain, top]
        XCTAssertTrue(navigation.lastController(ofClass: UIViewController.self) === plain)
        XCTAssertTrue(navigation.lastController(ofClass: ClosableScreen.self) === closable)
        let found = navigation.lastController(respondingTo: Selector("close"))
        XCTAssertTrue(found === closable)
        found?.perform(Selector("close"))
        XCTAssertEqual(closable.closeCount, 1)
        XCTAssertNil(navigation.lastController(respondingTo: "dismissAll"))
    }
}
