// Runs the transition-library pattern: the matched snapshot moves with NSValue-boxed positions and resizes
// through a UIView block whose animations the animator re-keys, all at the half-way point a library would
// show.
import Passage
import XCTest

@MainActor
final class TransitionLibraryPatternTests: XCTestCase {
    /// A 100 × 100 tile at (20, 100) matched to a 400 × 300 header at (0, 0): half way through the linear
    /// 0.4 s transition the snapshot's presented centre is half way ((70, 150) to (200, 150)) and its size
    /// half way (250 × 200); the resize block's animation sits under the library's own key only.
    func testMatchedSnapshotMovesAndResizesHalfWay() async {
        let registry = MatchRegistry()
        let (loop, window, host) = showing(CGRect(x: 0, y: 0, width: 400, height: 800)) { UIViewController() }
        let tile = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        host.view.addSubview(tile)
        registry.tag(tile, "card")
        let detail = UIViewController()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        detail.view.addSubview(header)
        registry.tag(header, "card")
        let delegate = MatchedTransitionDelegate(registry: registry)
        detail.transitioningDelegate = delegate
        detail.modalPresentationStyle = .fullScreen
        loop.runUntilIdle()
        host.present(detail, animated: true)
        loop.advance(seconds: 0.2)
        let animator = delegate.animator
        XCTAssertEqual(animator.snapshots.count, 1)
        let snapshot = animator.snapshots[0]
        XCTAssertEqual(animator.movedKeys, ["match.bounds"])
        XCTAssertEqual(snapshot.layer.animationKeys(), ["match.position", "match.bounds"])
        let presented = snapshot.layer.presentation()!
        XCTAssertEqual(presented.position.x, 135, accuracy: 1e-6)
        XCTAssertEqual(presented.position.y, 150, accuracy: 1e-6)
        XCTAssertEqual(presented.bounds.size.width, 250, accuracy: 1e-6)
        XCTAssertEqual(presented.bounds.size.height, 200, accuracy: 1e-6)
        loop.runUntilIdle()
        XCTAssertTrue(host.presentedViewController === detail)
        XCTAssertNil(snapshot.superview)
        XCTAssertEqual(header.alpha, 1)
        withExtendedLifetime(window) {}
    }
}
