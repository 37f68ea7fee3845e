// Shadows: the layer's rounded shape blurred by shadowRadius, offset, tinted; and an explicit shadowPath.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class ShadowGoldenTests: XCTestCase {
    /// A rounded card with a soft black shadow (opacity 0.5, radius 8, offset (4, 6)) and a small square
    /// whose shadowPath is a circle.
    func testSoftShadowAndShadowPath() async throws {
        let root = Golden.makeRoot()
        let card = Golden.solid(CGRect(x: 20, y: 20, width: 90, height: 70), Golden.blue)
        card.cornerRadius = 12
        card.shadowOpacity = 0.5
        card.shadowRadius = 8
        card.shadowOffset = CGSize(width: 4, height: 6)
        let dot = Golden.solid(CGRect(x: 100, y: 100, width: 40, height: 40), Golden.green)
        dot.shadowOpacity = 0.8
        dot.shadowRadius = 3
        dot.shadowOffset = .zero
        dot.shadowPath = CGPath(ellipseIn: CGRect(x: -8, y: -8, width: 56, height: 56), transform: nil)
        root.addSublayer(card)
        root.addSublayer(dot)
        try Golden.assertMatches(root, named: "shadows")
    }
}
