// Runs the Swift 5 dynamics pattern: the presentation completes when the animator pauses, with the view at rest
// on the boundary, and the animator is gone afterwards.
import Passage
import XCTest

@MainActor
final class DynamicsPatternTests: XCTestCase {
    func testDropPresentationCompletesWhenTheAnimatorPauses() async {
        let (loop, window, root) = showing(CGRect(x: 0, y: 0, width: 400, height: 800)) { UIViewController() }
        let delegate = DynamicsDropDelegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        var completed = false
        root.present(presented, animated: true) { completed = true }
        XCTAssertTrue(loop.runUntilIdle(timeout: 10))
        XCTAssertTrue(completed)
        XCTAssertEqual(delegate.animator.pauses, 1)
        XCTAssertNil(delegate.animator.animator)
        XCTAssertEqual(presented.view.frame.maxY, 800, accuracy: 2)
        withExtendedLifetime(window) {}
    }
}
