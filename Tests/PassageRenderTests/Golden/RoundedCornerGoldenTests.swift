// Rounded corners: cornerRadius with all corners, and maskedCorners choosing two of them.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class RoundedCornerGoldenTests: XCTestCase {
    /// A 120 × 100 card with radius 24 on every corner beside one rounded only top-left and bottom-right.
    func testCardWithAllCornersAndWithTwoMaskedCorners() async throws {
        let root = Golden.makeRoot()
        let all = Golden.solid(CGRect(x: 10, y: 10, width: 140, height: 64), Golden.blue)
        all.cornerRadius = 24
        let two = Golden.solid(CGRect(x: 10, y: 86, width: 140, height: 64), Golden.red)
        two.cornerRadius = 24
        two.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        root.addSublayer(all)
        root.addSublayer(two)
        try Golden.assertMatches(root, named: "rounded-corners")
    }
}
