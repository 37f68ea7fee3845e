// Runs the recognizer subclass patterns: each initializer reaches UIKit's designated `init(target:action:)`.
import UIKit
import XCTest

@MainActor
final class RecognizerSubclassPatternTests: XCTestCase {
    /// A subclass's own initializer and an override of `init(target:action:)` both make a working recognizer:
    /// the direction is kept, the one-finger limit (default `Int.max`) is 1 through the override and through the
    /// inherited `init()`, and the first attaches to a view, possible.
    func testSubclassesMadeTheIOSWayInitialise() async {
        let directional = DirectionalTransitionPan(fromTop: true)
        XCTAssertTrue(directional.fromTop)
        XCTAssertEqual(directional.maximumNumberOfTouches, Int.max)
        XCTAssertEqual(OneFingerPan(target: nil, action: nil).maximumNumberOfTouches, 1)
        XCTAssertEqual(OneFingerPan().maximumNumberOfTouches, 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addGestureRecognizer(directional)
        XCTAssertTrue(directional.view === view)
        XCTAssertEqual(directional.state, .possible)
    }
}
