// RGBA arithmetic: straight-alpha interpolation, additive operators and drawing-time clamping.
import Foundation
import PassageCore
import XCTest

final class RGBATests: XCTestCase {
    private let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
    private let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    func testInterpolationIsOnStraightComponents() {
        let mid = red.interpolated(to: clear, fraction: 0.5)
        // Straight blending darkens the colour channels too (premultiplied would keep red = 1).
        XCTAssertEqual(mid, RGBA(red: 0.5, green: 0, blue: 0, alpha: 0.5))
    }

    func testOvershootIsNotClampedUntilDrawing() {
        let from = RGBA(red: 0.2, green: 0.5, blue: 1, alpha: 0.5)
        let to = RGBA(red: 1, green: 0.5, blue: 0.2, alpha: 1)
        let overshoot = from.interpolated(to: to, fraction: 1.25)
        XCTAssertEqual(overshoot.red, 1.2, accuracy: 1e-15)
        XCTAssertEqual(overshoot.blue, 0, accuracy: 1e-15)
        XCTAssertEqual(overshoot.alpha, 1.125, accuracy: 1e-15)
        let drawn = overshoot.clamped
        XCTAssertEqual(drawn.red, 1)
        XCTAssertEqual(drawn.alpha, 1)
        XCTAssertEqual(
            RGBA(red: -0.5, green: .nan, blue: 0.3, alpha: 2).clamped, RGBA(red: 0, green: 0, blue: 0.3, alpha: 1))
    }

    func testAdditiveOperators() {
        let a = RGBA(red: 0.5, green: 0.25, blue: 0, alpha: 1)
        let b = RGBA(red: 0.25, green: 0.25, blue: 0.5, alpha: 0.5)
        XCTAssertEqual(a + b, RGBA(red: 0.75, green: 0.5, blue: 0.5, alpha: 1.5))
        XCTAssertEqual(a - b, RGBA(red: 0.25, green: 0, blue: -0.5, alpha: 0.5))
        XCTAssertEqual(a * 2, RGBA(red: 1, green: 0.5, blue: 0, alpha: 2))
        XCTAssertEqual(2 * a, a * 2)
    }
}
