// Borders: drawn inside the bounds, following the rounded corners, above the sublayers.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class BorderGoldenTests: XCTestCase {
    /// A 6-point red border on a rounded green square whose blue sublayer runs under the border.
    func testRoundedBorderDrawsOverSublayers() async throws {
        let root = Golden.makeRoot()
        let box = Golden.solid(CGRect(x: 20, y: 20, width: 120, height: 120), Golden.green)
        box.cornerRadius = 20
        box.borderWidth = 6
        box.borderColor = Golden.red
        box.addSublayer(Golden.solid(CGRect(x: -10, y: 50, width: 140, height: 20), Golden.blue))
        root.addSublayer(box)
        try Golden.assertMatches(root, named: "borders")
    }
}
