// Construction and composition conventions of CATransform3D (Core Animation's row-vector layout).
import Foundation
import PassageCore
import XCTest

final class CATransform3DTests: XCTestCase {
    func testDefaultInitIsAllZeros() {
        XCTAssertEqual(entries(CATransform3D()), Array(repeating: 0, count: 16))
        XCTAssertFalse(CATransform3DIsIdentity(CATransform3D()))
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
    }

    func testTranslationLivesInFourthRow() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        XCTAssertEqual([t.m41, t.m42, t.m43, t.m44], [1, 2, 3, 1])
        let projected = t.projectPoint(CGPoint(x: 10, y: 20), z: 30)
        XCTAssertEqual(projected.point, CGPoint(x: 11, y: 22))
        XCTAssertEqual(projected.z, 33)
        XCTAssertEqual(projected.w, 1)
    }

    func testRotationAboutZMatchesAffineRotation() {
        for angle in stride(from: -3.0, through: 3.0, by: 0.37) {
            let expected = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))
            assertEqual(CATransform3DMakeRotation(angle, 0, 0, 1), expected, accuracy: 1e-12)
        }
    }

    func testRotationAxisIsNormalised() {
        assertEqual(CATransform3DMakeRotation(0.7, 0, 0, 5), CATransform3DMakeRotation(0.7, 0, 0, 1), accuracy: 1e-15)
    }

    func testRotationAboutZeroAxisIsIdentity() {
        XCTAssertEqual(CATransform3DMakeRotation(1, 0, 0, 0), CATransform3DIdentity)
    }

    func testRotationAboutXTurnsYTowardsZ() {
        let p = CATransform3DMakeRotation(.pi / 2, 1, 0, 0).projectPoint(CGPoint(x: 0, y: 1))
        assertEqual(p.point, .zero, accuracy: 1e-15)
        XCTAssertEqual(p.z, 1, accuracy: 1e-15)
    }

    func testConcatAppliesFirstArgumentFirst() {
        let scale = CATransform3DMakeScale(2, 2, 2)
        let move = CATransform3DMakeTranslation(10, 0, 0)
        XCTAssertEqual(CATransform3DConcat(scale, move).projectPoint(CGPoint(x: 1, y: 0)).point, CGPoint(x: 12, y: 0))
        XCTAssertEqual(CATransform3DConcat(move, scale).projectPoint(CGPoint(x: 1, y: 0)).point, CGPoint(x: 22, y: 0))
    }

    func testTranslateScaleRotatePrependTheirOperation() {
        let base = CATransform3DMakeScale(2, 3, 4)
        XCTAssertEqual(
            CATransform3DTranslate(base, 1, 1, 1), CATransform3DConcat(CATransform3DMakeTranslation(1, 1, 1), base))
        XCTAssertEqual(CATransform3DScale(base, 5, 6, 7), CATransform3DConcat(CATransform3DMakeScale(5, 6, 7), base))
        XCTAssertEqual(
            CATransform3DRotate(base, 0.3, 1, 2, 3),
            CATransform3DConcat(CATransform3DMakeRotation(0.3, 1, 2, 3), base))
        // Translate-then-scale: (0,0) moves to (1,1) and is then scaled to (2,3).
        XCTAssertEqual(CATransform3DTranslate(base, 1, 1, 0).projectPoint(.zero).point, CGPoint(x: 2, y: 3))
    }

    func testAffineRoundTripAndIsAffine() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        XCTAssertTrue(CATransform3DIsAffine(t))
        XCTAssertEqual(CATransform3DGetAffineTransform(t), affine)
        var perspective = t
        perspective.m34 = -1.0 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 1, 0, 0)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    }

    func testEqualToTransformComparesEveryEntry() {
        var t = CATransform3DIdentity
        XCTAssertTrue(CATransform3DEqualToTransform(t, CATransform3DIdentity))
        t.m43 = 1e-300
        XCTAssertFalse(CATransform3DEqualToTransform(t, CATransform3DIdentity))
    }
}
