// Perspective: a container's sublayerTransform with m34 = −1/500, a panel hanging from its top edge
// rotated 45° about x (seed 004's pose), and one rotated about y.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class PerspectiveGoldenTests: XCTestCase {
    /// The hanging panel and a y-rotated card, in perspective.
    func testPanelsRotatedInPerspective() async throws {
        let root = Golden.makeRoot()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let panel = Golden.solid(CGRect(x: 20, y: 10, width: 120, height: 60), Golden.blue)
        panel.anchorPoint = CGPoint(x: 0.5, y: 0)
        panel.position = CGPoint(x: 80, y: 10)
        panel.transform = CATransform3DMakeRotation(.pi / 4, 1, 0, 0)
        let card = Golden.solid(CGRect(x: 30, y: 90, width: 100, height: 60), Golden.red)
        card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        root.addSublayer(panel)
        root.addSublayer(card)
        try Golden.assertMatches(root, named: "perspective")
    }
}
