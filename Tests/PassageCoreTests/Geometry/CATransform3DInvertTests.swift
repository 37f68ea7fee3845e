// Inversion of CATransform3D, including perspective matrices and singular input.
import Foundation
import PassageCore
import XCTest

final class CATransform3DInvertTests: XCTestCase {
    func testInverseOfPerspectiveRotationComposesToIdentity() {
        var t = CATransform3DMakeRotation(0.8, 1, 2, 0.5)
        t = CATransform3DTranslate(t, 10, -20, 5)
        t = CATransform3DScale(t, 2, 0.5, 3)
        t.m34 = -1.0 / 500
        assertEqual(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, accuracy: 1e-12)
        assertEqual(CATransform3DConcat(CATransform3DInvert(t), t), CATransform3DIdentity, accuracy: 1e-12)
    }

    func testInverseOfTranslationNegatesIt() {
        XCTAssertEqual(
            CATransform3DInvert(CATransform3DMakeTranslation(1, -2, 4)), CATransform3DMakeTranslation(-1, 2, -4))
    }

    func testSingularMatrixIsReturnedUnchanged() {
        let flat = CATransform3DMakeScale(1, 1, 0)
        XCTAssertEqual(CATransform3DInvert(flat), flat)
        XCTAssertEqual(CATransform3DInvert(CATransform3D()), CATransform3D())
    }
}
