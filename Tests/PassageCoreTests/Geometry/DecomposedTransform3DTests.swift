// Decompose → recompose round trips, and the parts the decomposition reports.
import Foundation
import PassageCore
import XCTest

final class DecomposedTransform3DTests: XCTestCase {
    private func perspective(_ d: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / d
        return t
    }

    private func assertRoundTrip(_ t: CATransform3D, file: StaticString = #filePath, line: UInt = #line) {
        guard let decomposed = DecomposedTransform3D(t) else {
            return XCTFail("not decomposable: \(t)", file: file, line: line)
        }
        assertEqual(decomposed.recomposed(), t, accuracy: 1e-9, file: file, line: line)
    }

    func testRoundTripOfTranslateScaleRotate() {
        var t = CATransform3DMakeTranslation(10, -20, 30)
        t = CATransform3DRotate(t, 0.9, 1, 2, 3)
        t = CATransform3DScale(t, 2, 0.5, 1.5)
        assertRoundTrip(t)
    }

    func testRoundTripOfSkewAndPerspective() {
        var skew = CATransform3DIdentity
        skew.m21 = 0.4
        skew.m31 = -0.3
        skew.m32 = 0.2
        var t = CATransform3DConcat(skew, CATransform3DMakeRotation(2.5, 0, 1, 1))
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(5, 6, 7))
        t = CATransform3DConcat(t, perspective(500))
        assertRoundTrip(t)
    }

    func testRoundTripOfHalfTurnAndMirror() {
        assertRoundTrip(CATransform3DMakeRotation(.pi, 1, 1, 0))
        assertRoundTrip(CATransform3DMakeRotation(.pi, 0, 0, 1))
        assertRoundTrip(CATransform3DMakeScale(-1, 1, 1))
        assertRoundTrip(CATransform3DConcat(CATransform3DMakeScale(-2, 3, 1), perspective(300)))
    }

    func testRoundTripOfGeneralPerspectiveColumn() {
        var t = CATransform3DMakeRotation(0.3, 1, 0, 0)
        t.m14 = 0.001
        t.m24 = -0.002
        t.m34 = -0.004
        t.m41 = 12
        assertRoundTrip(t)
    }

    func testPartsOfAKnownTransform() throws {
        let t = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeRotation(.pi / 3, 0, 0, 1)),
            CATransform3DMakeTranslation(7, 8, 9))
        let d = try XCTUnwrap(DecomposedTransform3D(t))
        XCTAssertEqual([d.scale.x, d.scale.y, d.scale.z], [2, 3, 4].map(Double.init), accuracy: 1e-12)
        XCTAssertEqual([d.translation.x, d.translation.y, d.translation.z], [7, 8, 9], accuracy: 1e-12)
        XCTAssertEqual([d.skew.xy, d.skew.xz, d.skew.yz], [0, 0, 0], accuracy: 1e-12)
        // 60° about z: (0, 0, sin 30°, cos 30°).
        XCTAssertEqual(
            [d.rotation.x, d.rotation.y, d.rotation.z, d.rotation.w], [0, 0, 0.5, 3.0.squareRoot() / 2],
            accuracy: 1e-12)
        XCTAssertEqual(d.perspective, DecomposedTransform3D.Vector4(x: 0, y: 0, z: 0, w: 1))
    }

    func testSingularOrZeroM44IsNotDecomposable() {
        XCTAssertNil(DecomposedTransform3D(CATransform3DMakeScale(1, 0, 1)))
        var t = CATransform3DIdentity
        t.m44 = 0
        XCTAssertNil(DecomposedTransform3D(t))
    }
}

private func XCTAssertEqual(
    _ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
}
