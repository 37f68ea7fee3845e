// A card library's pattern: a card is placed by constraints (centred, 87 % of the width), then another view is
// given the card's laid-out frame (autoresizing constraints) and tied to the card by a constraint. The frame
// was snapped to 1/65536 pt, so the two differ by a few millionths of a point: UIKit reports no conflict, and
// neither does Passage (it reported one on every layout). A real conflict is still reported.
import Foundation
import XCTest

@testable import PassageUI

@MainActor
final class SnappedFrameConflictTests: XCTestCase {
    private func layOut(offset: CGFloat) -> (LayoutEngine?, UIView, UIView) {
        let (loop, window) = makeLayoutWindow(width: 393, height: 852)
        window.makeKeyAndVisible()
        let card = constrainedView(in: window)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            card.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.8732394366197183),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 54),
            card.heightAnchor.constraint(equalToConstant: 300),
        ])
        loop.advance(frames: 1)
        let follower = UIView(frame: card.frame)
        window.addSubview(follower)
        follower.leftAnchor.constraint(equalTo: card.leftAnchor, constant: offset).isActive = true
        loop.advance(frames: 2)
        withExtendedLifetime(window) {}
        return (LayoutEngine.existing, card, follower)
    }

    /// The card's exact left edge is 24.908450704… pt; the snapped frame's 24.908447265625: no report.
    func testAFrameCopiedFromASolvedFrameDoesNotConflict() async {
        let (engine, card, follower) = layOut(offset: 0)
        XCTAssertEqual(card.frame.minX, 24.908447265625)
        XCTAssertEqual(follower.frame.minX, card.frame.minX, accuracy: 1e-4)
        XCTAssertEqual(engine?.unsatisfiableReports, [])
    }

    /// Tied one point off, the same views conflict, and UIKit's report is logged once.
    func testAOnePointDisagreementIsStillReported() async {
        let (engine, _, _) = layOut(offset: 1)
        XCTAssertEqual(engine?.unsatisfiableReports.count, 1)
    }

    /// DeckTransition's dismissal: a view tied to a card by its four edges starts translating its frame (the
    /// card's) and both get the same scale; Auto Layout ignores transforms (it pins and places centre and
    /// bounds), so the pins agree with the edges and nothing is reported. (Passage pinned the transformed
    /// bounding box and reported 52 conflicts over four frames.)
    func testTransformedViewsArePinnedByTheirUntransformedFrames() async {
        let (loop, window) = makeLayoutWindow(width: 393, height: 852)
        window.makeKeyAndVisible()
        let card = constrainedView(in: window)
        let rounded = constrainedView(in: window)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            card.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.8732394366197183),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 54),
            card.heightAnchor.constraint(equalToConstant: 744),
            rounded.topAnchor.constraint(equalTo: card.topAnchor),
            rounded.leftAnchor.constraint(equalTo: card.leftAnchor),
            rounded.rightAnchor.constraint(equalTo: card.rightAnchor),
            rounded.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        loop.advance(frames: 1)
        let initial = card.frame
        for view in [rounded, card] {
            view.translatesAutoresizingMaskIntoConstraints = true
            view.frame = initial
            view.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            loop.advance(frames: 2)
        }
        XCTAssertEqual(LayoutEngine.existing?.unsatisfiableReports, [])
        XCTAssertEqual(rounded.center, card.center)
        XCTAssertEqual(rounded.bounds.size, initial.size)
        XCTAssertFalse(window.layer.needsLayout(), "the transformed views do not ask for layout again")
        withExtendedLifetime(window) {}
    }
}
