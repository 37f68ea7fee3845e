import PassageCore
import PassageUI
import XCTest

/// UIKit's classes are NSObjects, so iOS code compares them with `==` and keeps them in sets; equality is identity.
@MainActor
final class ObjectIdentityTests: XCTestCase {
    func testViewsControllersAndLayersCompareByIdentity() async {
        let view = UIView()
        let other = UIView()
        let controller = UIViewController()
        XCTAssertTrue(view == view)
        XCTAssertFalse(view == other)
        XCTAssertTrue(controller.view.layer == controller.view.layer)
        XCTAssertFalse(view.layer == other.layer)
        // A view and a controller are both responders, as on iOS, so comparing them compiles and is false.
        XCTAssertFalse(view == controller)
        XCTAssertEqual(Set([view, other, view]).count, 2)
    }

    func testGestureRecognizerComparesAsInDelegateCallbacks() async {
        let pan = UIPanGestureRecognizer()
        let edge = UIScreenEdgePanGestureRecognizer()
        let seen: UIGestureRecognizer = pan
        XCTAssertTrue(seen == pan)
        XCTAssertFalse(seen == edge)
        XCTAssertEqual([UIGestureRecognizer](arrayLiteral: pan, edge).firstIndex(of: edge), 1)
    }
}
