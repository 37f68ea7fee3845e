// Applying affine transforms to points, sizes and rects.
import Foundation
import PassageCore
import XCTest

final class CGAffineTransformApplyingTests: XCTestCase {
    func testSizeIgnoresTranslation() {
        let t = CGAffineTransform(translationX: 50, y: 60).scaledBy(x: 2, y: -1)
        XCTAssertEqual(CGSize(width: 10, height: 20).applying(t), CGSize(width: 20, height: -20))
    }

    func testRectBecomesBoundingBoxOfRotatedCorners() {
        let rect = CGRect(x: 0, y: 0, width: 2, height: 1)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let h = 1 / 2.0.squareRoot()
        // Corners: (0,0), (√2, √2), (−h, h), (√2−h, √2+h).
        assertEqual(rotated, CGRect(x: -h, y: 0, width: 2 * h + h, height: 3 * h), accuracy: 1e-14)
    }

    func testRectUnderNegativeScaleIsStandardized() {
        let r = CGRect(x: 10, y: 20, width: 30, height: 40).applying(CGAffineTransform(scaleX: -1, y: -2))
        XCTAssertEqual(r, CGRect(x: -40, y: -120, width: 30, height: 80))
    }

    func testNullRectStaysNull() {
        XCTAssertTrue(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }
}
