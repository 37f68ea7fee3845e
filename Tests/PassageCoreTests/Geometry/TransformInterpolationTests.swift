// Interpolating CATransform3D through decomposition: perspective kept, rotations on the short arc.
import Foundation
import PassageCore
import XCTest

final class TransformInterpolationTests: XCTestCase {
    private let degree = CGFloat.pi / 180

    private func perspective() -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        return t
    }

    func testPerspectiveIsKeptAtMidpointOfRotateX() throws {
        let from = perspective()
        let to = CATransform3DRotate(perspective(), 45 * degree, 1, 0, 0)
        let mid = from.interpolated(to: to, fraction: 0.5)
        // Exactly a 22.5° rotation seen through the same m34 = −1/500 perspective.
        assertEqual(mid, CATransform3DRotate(perspective(), 22.5 * degree, 1, 0, 0), accuracy: 1e-12)
        // Removing the rotation leaves m34 = −1/500 untouched.
        let unrotated = CATransform3DConcat(CATransform3DMakeRotation(-22.5 * degree, 1, 0, 0), mid)
        XCTAssertEqual(unrotated.m34, -1.0 / 500, accuracy: 1e-15)
        let parts = try XCTUnwrap(DecomposedTransform3D(mid))
        XCTAssertEqual(parts.perspective.z, -1.0 / 500, accuracy: 1e-15)
        // Element-wise blending would have shrunk the perspective instead.
        XCTAssertNotEqual(mid.m34, (from.m34 + to.m34) / 2, accuracy: 1e-6)
    }

    func testRotationFromZeroTo170DegreesGoesTheShortWay() {
        let to = CATransform3DMakeRotation(170 * degree, 0, 0, 1)
        let quarter = CATransform3DIdentity.interpolated(to: to, fraction: 0.25)
        assertEqual(quarter, CATransform3DMakeRotation(42.5 * degree, 0, 0, 1), accuracy: 1e-12)
    }

    func testRotationFromZeroTo190DegreesTakesTheShorter170DegreeArc() {
        let to = CATransform3DMakeRotation(190 * degree, 0, 0, 1)
        let half = CATransform3DIdentity.interpolated(to: to, fraction: 0.5)
        assertEqual(half, CATransform3DMakeRotation(-85 * degree, 0, 0, 1), accuracy: 1e-12)
    }

    func testInterpolatingEqualTransformsReturnsTheSameTransform() {
        var t = CATransform3DRotate(perspective(), 0.4, 1, 1, 0)
        t = CATransform3DTranslate(t, 3, 4, 5)
        XCTAssertEqual(t.interpolated(to: t, fraction: 0.37), t)
        let parts = DecomposedTransform3D(t)!
        let blended = DecomposedTransform3D.interpolate(parts, parts, fraction: 0.37).recomposed()
        assertEqual(blended, t, accuracy: 1e-12)
    }

    func testNearlyEqualRotationsInterpolateStably() {
        let a = CATransform3DMakeRotation(1.0, 0, 1, 0)
        let b = CATransform3DMakeRotation(1.0 + 1e-10, 0, 1, 0)
        let mid = a.interpolated(to: b, fraction: 0.5)
        XCTAssertFalse(entries(mid).contains { !$0.isFinite })
        assertEqual(mid, CATransform3DMakeRotation(1.0 + 5e-11, 0, 1, 0), accuracy: 1e-12)
    }

    func testTranslationAndScaleInterpolateLinearlyAndExtrapolate() {
        let from = CATransform3DMakeTranslation(0, 0, 0)
        let to = CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), CATransform3DMakeTranslation(100, 0, 0))
        let overshoot = from.interpolated(to: to, fraction: 1.1)
        let expected = CATransform3DConcat(CATransform3DMakeScale(3.2, 3.2, 1), CATransform3DMakeTranslation(110, 0, 0))
        assertEqual(overshoot, expected, accuracy: 1e-12)
    }

    func testSingularEndpointFallsBackToElementwiseBlend() {
        let from = CATransform3DIdentity
        let to = CATransform3DMakeScale(0, 2, 1)
        let mid = from.interpolated(to: to, fraction: 0.25)
        assertEqual(mid, CATransform3DMakeScale(0.75, 1.25, 1), accuracy: 1e-15)
    }

    func testWeightedSumAlignsQuaternionSigns() throws {
        let a = try XCTUnwrap(DecomposedTransform3D(CATransform3DMakeRotation(0.2, 0, 0, 1)))
        var b = try XCTUnwrap(DecomposedTransform3D(CATransform3DMakeRotation(0.4, 0, 0, 1)))
        b.rotation = DecomposedTransform3D.Vector4(
            x: -b.rotation.x, y: -b.rotation.y, z: -b.rotation.z, w: -b.rotation.w)
        let sum = DecomposedTransform3D.weightedSum([(a, 0.5), (b, 0.5)])
        // Same rotation axis, so the normalised sum is exactly the 0.3 rad rotation.
        assertEqual(sum.recomposed(), CATransform3DMakeRotation(0.3, 0, 0, 1), accuracy: 1e-12)
        XCTAssertEqual(sum.scale.x, 1, accuracy: 1e-15)
    }
}
