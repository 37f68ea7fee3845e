// projectPoint / unprojectPoint: homogeneous projection through perspective transforms.
import Foundation
import PassageCore
import XCTest

final class CATransform3DProjectionTests: XCTestCase {
    private func perspectiveRotation() -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        return CATransform3DRotate(perspective, .pi / 5, 0, 1, 0)
    }

    func testPerspectiveDividesByW() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        let projected = t.projectPoint(CGPoint(x: 100, y: 50), z: 250)
        // w = 1 − 250/500 = 0.5, so x and y double.
        XCTAssertEqual(projected.w, 0.5, accuracy: 1e-15)
        assertEqual(projected.point, CGPoint(x: 200, y: 100), accuracy: 1e-12)
        XCTAssertEqual(projected.z, 500, accuracy: 1e-12)
    }

    func testPointBehindEyeReportsNonPositiveW() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        XCTAssertLessThanOrEqual(t.projectPoint(.zero, z: 600).w, 0)
    }

    func testUnprojectInvertsProjectionOnPlane() throws {
        let t = perspectiveRotation()
        let source = CGPoint(x: 37, y: -12)
        let projected = t.projectPoint(source).point
        let back = try XCTUnwrap(t.unprojectPoint(projected))
        assertEqual(back, source, accuracy: 1e-9)
    }

    func testUnprojectOfEdgeOnPlaneIsNil() {
        let edgeOn = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        XCTAssertNil(edgeOn.unprojectPoint(CGPoint(x: 0, y: 5)))
    }

    func testUnprojectRejectsSolutionsBehindEye() throws {
        var t = CATransform3DIdentity
        t.m14 = -1.0 / 100
        // Plane point x = 200 gives w = −1 and projects to (−200, …); reject it.
        XCTAssertNil(t.unprojectPoint(CGPoint(x: -200, y: 0)))
        assertEqual(try XCTUnwrap(t.unprojectPoint(CGPoint(x: 100, y: 0))), CGPoint(x: 50, y: 0), accuracy: 1e-12)
    }
}
