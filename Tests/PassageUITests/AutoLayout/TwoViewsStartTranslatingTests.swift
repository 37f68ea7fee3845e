// DeckTransition's dismissal, as a pattern: a card placed by constraints (centred, a fraction of the container's
// width, an aspect ratio, below the top) and a view tied to the card's four edges. When the dismissal begins the
// edge view starts translating its frame and takes the whole container, then the card's own constraints go and it
// does the same; both then scale back to identity while frames run. Each step alone contradicts the other view's
// pins, the end state does not: UIKit updates autoresizing constraints when its engine is next used and reports
// nothing, and neither does Passage now (it reported 254 conflicts over one dismissal). A real conflict in the end
// state is still reported.
import Foundation
import XCTest

@testable import PassageUI

@MainActor
final class TwoViewsStartTranslatingTests: XCTestCase {
    private let full = CGRect(x: 0, y: 0, width: 393, height: 852)

    /// Lays out the card and the edge view, then runs the dismissal's steps with the card's frame `cardFrame`
    /// (the library gives both views the full frame) and animates both transforms back to identity.
    private func dismiss(cardFrame: CGRect) -> (engine: LayoutEngine?, card: UIView, edges: UIView) {
        let (loop, window) = makeLayoutWindow(width: 393, height: 852)
        window.makeKeyAndVisible()
        let container = UIView(frame: full)
        window.addSubview(container)
        let card = constrainedView(in: container)
        let edges = constrainedView(in: container)
        let cardConstraints = [
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 54),
            card.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.8732394366197183),
            card.widthAnchor.constraint(equalTo: card.heightAnchor, multiplier: 393.0 / 852.0),
        ]
        NSLayoutConstraint.activate(
            cardConstraints + [
                card.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                edges.topAnchor.constraint(equalTo: card.topAnchor),
                edges.leftAnchor.constraint(equalTo: card.leftAnchor),
                edges.rightAnchor.constraint(equalTo: card.rightAnchor),
                edges.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            ])
        loop.advance(frames: 2)
        let scale = CGAffineTransform(scaleX: 0.87, y: 0.87)
        edges.translatesAutoresizingMaskIntoConstraints = true
        edges.frame = full
        edges.transform = scale
        NSLayoutConstraint.deactivate(cardConstraints)
        card.translatesAutoresizingMaskIntoConstraints = true
        card.frame = cardFrame
        card.transform = scale
        UIView.animate(withDuration: 0.3) {
            card.transform = .identity
            edges.transform = .identity
        }
        loop.advance(seconds: 0.5)
        withExtendedLifetime(window) {}
        return (LayoutEngine.existing, card, edges)
    }

    func testBothViewsTakingTheSameFrameReportNothing() async {
        let (engine, card, edges) = dismiss(cardFrame: full)
        XCTAssertEqual(engine?.unsatisfiableReports, [])
        XCTAssertEqual(card.frame, full)
        XCTAssertEqual(edges.frame, full)
    }

    /// The card given a frame 20 pt lower than the edge view's: its pins and the edge view's cannot both hold.
    func testFramesThatContradictTheEdgesAreStillReported() async {
        let (engine, _, _) = dismiss(cardFrame: full.offsetBy(dx: 0, dy: 20))
        XCTAssertEqual(engine?.unsatisfiableReports.count, 1)
    }
}
