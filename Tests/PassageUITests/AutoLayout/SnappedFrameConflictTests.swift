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
}
