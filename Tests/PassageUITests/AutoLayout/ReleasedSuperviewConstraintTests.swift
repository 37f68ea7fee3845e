// SPStorkController's snapshot refresh, as a pattern (see the test's comment).
import Foundation
import XCTest

@testable import PassageUI

/// SPStorkController's snapshot refresh, as a pattern: a snapshot tied to a card's edges holds a shade view tied to
/// its own edges; a new snapshot replaces it (the old one removed and released), and the shade moves into the new
/// one and is tied to its edges. The released snapshot takes its constraints with it, as in UIKit, where a released
/// view's subviews are removed from it: nothing is reported (Passage kept the shade tied to the released snapshot,
/// pinned at the origin as a root, and reported a conflict with the card 54 pt down).
@MainActor
final class ReleasedSuperviewConstraintTests: XCTestCase {
    private func tie(_ view: UIView, to superview: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: superview.topAnchor),
            view.leftAnchor.constraint(equalTo: superview.leftAnchor),
            view.rightAnchor.constraint(equalTo: superview.rightAnchor),
            view.bottomAnchor.constraint(equalTo: superview.bottomAnchor),
        ])
    }

    func testASubviewMovedOutOfAReleasedSuperviewLeavesItsConstraintsBehind() async {
        let (loop, window) = makeLayoutWindow(width: 393, height: 852)
        window.makeKeyAndVisible()
        let card = UIView(frame: CGRect(x: 20, y: 54, width: 353, height: 760))
        window.addSubview(card)
        let shade = UIView()
        weak var released: UIView?
        do {
            let snapshot = UIView()
            card.addSubview(snapshot)
            tie(snapshot, to: card)
            snapshot.addSubview(shade)
            tie(shade, to: snapshot)
            loop.advance(frames: 1)
            XCTAssertEqual(shade.convert(shade.bounds, to: window), card.frame)
            snapshot.removeFromSuperview()
            released = snapshot
        }
        XCTAssertNil(released, "the old snapshot is released")
        let replacement = UIView()
        card.addSubview(replacement)
        tie(replacement, to: card)
        shade.removeFromSuperview()
        replacement.addSubview(shade)
        tie(shade, to: replacement)
        loop.advance(frames: 1)
        XCTAssertEqual(LayoutEngine.existing?.unsatisfiableReports, [])
        XCTAssertEqual(shade.convert(shade.bounds, to: window), card.frame)
        withExtendedLifetime(window) {}
    }
}
