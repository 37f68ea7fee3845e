// Snapshots show a view as it looked when taken, frozen, and can themselves be snapshotted.
import XCTest
@testable import PassageCore
@testable import PassageUI

@MainActor
final class SnapshotTests: XCTestCase {
    private func makeCard() -> UIView {
        let card = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 50))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let badge = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 20))
        badge.alpha = 0.5
        card.addSubview(badge)
        return card
    }

    private func frozenRoot(of snapshot: UIView) -> CALayer {
        snapshot.layer.sublayers![0]
    }

    /// A snapshot has the view's bounds size and shows its layer tree, with the root placed at the origin.
    func testSnapshotHasTheViewsSizeAndContent() async {
        FrameLoop().makeCurrent()
        let card = makeCard()
        let snapshot = card.snapshotView(afterScreenUpdates: false)!
        XCTAssertEqual(snapshot.bounds.size, CGSize(width: 100, height: 50))
        let root = frozenRoot(of: snapshot)
        XCTAssertEqual(root.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(root.backgroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(root.sublayers?.count, 1)
        XCTAssertEqual(root.sublayers![0].frame, CGRect(x: 10, y: 5, width: 20, height: 20))
        XCTAssertEqual(root.sublayers![0].opacity, 0.5)
    }

    /// Changing the original after the snapshot (colour, subview frame, new subviews) leaves the snapshot as it was.
    func testSnapshotDoesNotChangeWhenTheOriginalChanges() async {
        FrameLoop().makeCurrent()
        let card = makeCard()
        let snapshot = card.snapshotView(afterScreenUpdates: true)!
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.subviews[0].frame = CGRect(x: 70, y: 20, width: 5, height: 5)
        card.addSubview(UIView(frame: .zero))
        let root = frozenRoot(of: snapshot)
        XCTAssertEqual(root.backgroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(root.sublayers![0].frame, CGRect(x: 10, y: 5, width: 20, height: 20))
        XCTAssertEqual(root.sublayers?.count, 1)
    }

    /// A snapshot taken mid-animation holds the presented value at that moment, not the model value,
    /// and carries no animation.
    func testSnapshotFreezesThePresentedValuesMidAnimation() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(box)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x = 105 })
        loop.advance(frames: 30)
        let snapshot = container.snapshotView(afterScreenUpdates: false)!
        let frozenBox = frozenRoot(of: snapshot).sublayers![0]
        XCTAssertEqual(frozenBox.position.x, 55, accuracy: 1e-9)
        XCTAssertNil(frozenBox.animationKeys())
        loop.advance(frames: 30)
        XCTAssertEqual(frozenBox.presentation()!.position.x, 55, accuracy: 1e-9)
    }

    /// A snapshot of a snapshot shows the same tree.
    func testSnapshotOfASnapshot() async {
        FrameLoop().makeCurrent()
        let first = makeCard().snapshotView(afterScreenUpdates: false)!
        let second = first.snapshotView(afterScreenUpdates: false)!
        XCTAssertEqual(second.bounds.size, CGSize(width: 100, height: 50))
        let nested = frozenRoot(of: second).sublayers![0]
        XCTAssertEqual(nested.backgroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(nested.sublayers![0].frame, CGRect(x: 10, y: 5, width: 20, height: 20))
    }

    /// A resizable snapshot of a part of the view is that part's size, clips to it, and shifts the content
    /// so the part's origin is at its origin.
    func testResizableSnapshotShowsTheRequestedPart() async {
        FrameLoop().makeCurrent()
        let card = makeCard()
        let part = card.resizableSnapshotView(from: CGRect(x: 5, y: 0, width: 30, height: 30), afterScreenUpdates: false,
                                              withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))!
        XCTAssertEqual(part.bounds.size, CGSize(width: 30, height: 30))
        XCTAssertTrue(part.layer.masksToBounds)
        XCTAssertEqual(frozenRoot(of: part).frame.origin, CGPoint(x: -5, y: 0))
        XCTAssertNil(card.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero))
    }
}
