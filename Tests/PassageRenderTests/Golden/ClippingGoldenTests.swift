// Clipping: masksToBounds clips sublayers (and contents) to the rounded bounds, nested clips intersect.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class ClippingGoldenTests: XCTestCase {
    /// A rounded clipping container whose inner clipping square holds a bar reaching past both.
    func testNestedRoundedClips() async throws {
        let root = Golden.makeRoot()
        let outer = Golden.solid(CGRect(x: 20, y: 20, width: 120, height: 120), Golden.green)
        outer.cornerRadius = 40
        outer.masksToBounds = true
        let inner = CALayer()
        inner.frame = CGRect(x: 30, y: -20, width: 80, height: 100)
        inner.masksToBounds = true
        inner.addSublayer(Golden.solid(CGRect(x: -60, y: 40, width: 220, height: 30), Golden.blue))
        outer.addSublayer(inner)
        outer.addSublayer(Golden.solid(CGRect(x: -20, y: 100, width: 200, height: 12), Golden.red))
        root.addSublayer(outer)
        try Golden.assertMatches(root, named: "clipping")
    }
}
