// The arithmetic additive and cumulative animations use, on raw components (CGRect's minX and width
// normalise negative sizes, which an additive offset routinely has).
import XCTest

@testable import PassageCore

final class AnimationValueArithmeticTests: XCTestCase {
    /// An additive bounds animation from (old − new) to zero halfway: a 60→160 wide view is 110 wide at origin 0.
    func testAdditiveRectOffsetWithNegativeWidthKeepsItsSign() {
        let old = AnimationValue.rect(CGRect(x: 0, y: 0, width: 60, height: 50))
        let new = AnimationValue.rect(CGRect(x: 0, y: 0, width: 160, height: 50))
        let offset = old.subtracting(new)!
        guard case .rect(let raw) = offset else { return XCTFail("expected a rect offset") }
        XCTAssertEqual(raw.size.width, -100)
        let halfway = offset.interpolated(to: offset.zero, fraction: 0.5).added(to: new)
        guard case .rect(let shown) = halfway else { return XCTFail("expected a rect") }
        XCTAssertEqual(shown.origin.x, 0)
        XCTAssertEqual(shown.size.width, 110)
        XCTAssertEqual(shown.size.height, 50)
    }

    /// Scaling a rect offset scales every raw component, signs included.
    func testScaledRectKeepsNegativeComponents() {
        guard case .rect(let scaled) = AnimationValue.rect(CGRect(x: -4, y: 2, width: -10, height: 6)).scaled(by: 0.5)
        else {
            return XCTFail("expected a rect")
        }
        XCTAssertEqual(scaled.origin.x, -2)
        XCTAssertEqual(scaled.origin.y, 1)
        XCTAssertEqual(scaled.size.width, -5)
        XCTAssertEqual(scaled.size.height, 3)
    }
}
