import PassageCore
// A layer's outlines on screen: rounded rects with per-corner radii (clamped as Core Animation clamps),
// border rings that follow the corners, and path fills (shadowPath).
import XCTest

@testable import PassageRender

final class LayerShapeTests: XCTestCase {
    typealias S = RasterTestSupport

    /// A rounded rect's area is w·h − (4 − π)·r² within 1%.
    func testRoundedRectAreaMatchesFormula() {
        for (w, h, r) in [(100.0, 60.0, 20.0), (40.0, 40.0, 8.5), (200.0, 30.0, 15.0)] {
            let radii = CornerRadii(
                cornerRadius: r, maskedCorners: CACornerMask(rawValue: 15), size: CGSize(width: w, height: h))
            let mask = CoverageMask(
                roundedRect: CGRect(x: 10.3, y: 7.6, width: w, height: h), radii: radii,
                transform: .identity, within: S.canvas(260, 120))
            let expected = w * h - (4 - .pi) * r * r
            XCTAssertEqual(S.area(mask), expected, accuracy: expected * 0.01, "\(w)×\(h) r=\(r)")
        }
    }

    /// maskedCorners rounds only the named corners: one rounded corner removes (1 − π/4)·r².
    func testMaskedCornersRoundOnlyTheNamedCorners() {
        let size = CGSize(width: 80, height: 80)
        let radii = CornerRadii(cornerRadius: 30, maskedCorners: .layerMaxXMaxYCorner, size: size)
        XCTAssertEqual(radii, CornerRadii(topLeft: 0, topRight: 0, bottomRight: 30, bottomLeft: 0))
        let mask = CoverageMask(
            roundedRect: CGRect(origin: .zero, size: size), radii: radii, transform: .identity, within: S.canvas(80, 80)
        )
        XCTAssertEqual(S.area(mask), 6400 - (1 - .pi / 4) * 900, accuracy: 6400 * 0.002)
        XCTAssertEqual(mask.coverage(x: 0, y: 0), 255)
        XCTAssertEqual(mask.coverage(x: 79, y: 79), 0)
    }

    /// Core Animation limits cornerRadius to half the shorter side: a square becomes a circle, a long rect a capsule.
    func testRadiusIsClampedToHalfTheShorterSide() {
        let square = CornerRadii(
            cornerRadius: 500, maskedCorners: CACornerMask(rawValue: 15), size: CGSize(width: 60, height: 60))
        XCTAssertEqual(square.topLeft, 30)
        let circle = CoverageMask(
            roundedRect: CGRect(x: 0, y: 0, width: 60, height: 60), radii: square, transform: .identity,
            within: S.canvas(60, 60))
        XCTAssertEqual(S.area(circle), .pi * 900, accuracy: .pi * 900 * 0.005)
        let capsule = CornerRadii(
            cornerRadius: 500, maskedCorners: CACornerMask(rawValue: 15), size: CGSize(width: 100, height: 20))
        XCTAssertEqual(capsule.bottomLeft, 10)
    }

    /// The border ring lies inside the bounds, borderWidth wide, with concentric inner corners (r − width).
    func testBorderRingAreaAndPlacement() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let radii = CornerRadii(cornerRadius: 20, maskedCorners: CACornerMask(rawValue: 15), size: rect.size)
        let ring = CoverageMask(borderOf: rect, radii: radii, width: 4, transform: .identity, within: S.canvas(100, 60))
        let outer = 100.0 * 60 - (4 - .pi) * 400
        let inner = 92.0 * 52 - (4 - .pi) * 256
        XCTAssertEqual(S.area(ring), outer - inner, accuracy: (outer - inner) * 0.01)
        XCTAssertEqual(ring.coverage(x: 50, y: 1), 255)
        XCTAssertEqual(ring.coverage(x: 50, y: 5), 0)
        XCTAssertEqual(ring.coverage(x: 50, y: 30), 0)
        // Square corners: a 1-point border of a 10×10 square covers the 36 edge pixels exactly.
        let square = CoverageMask(
            borderOf: CGRect(x: 0, y: 0, width: 10, height: 10), width: 1, transform: .identity,
            within: S.canvas(10, 10))
        XCTAssertEqual(square.totalCoverage, 36 * 255)
        // A border wider than half the side fills everything.
        let full = CoverageMask(
            borderOf: CGRect(x: 0, y: 0, width: 10, height: 10), width: 6, transform: .identity,
            within: S.canvas(10, 10))
        XCTAssertEqual(full.totalCoverage, 100 * 255)
    }

    /// A CGPath (shadowPath) fills with its curves flattened finely: an ellipse's area is πab.
    func testPathFillOfEllipse() {
        let path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 80, height: 50), transform: nil)
        let mask = CoverageMask(path: path, transform: .identity, within: S.canvas(100, 60))
        XCTAssertEqual(S.area(mask), .pi * 40 * 25, accuracy: .pi * 1000 * 0.003)
    }

    /// Shapes scale with the device: at @3x the same rounded rect covers 9× the pixels.
    func testDeviceScaleMultipliesArea() {
        let rect = CGRect(x: 0, y: 0, width: 30, height: 20)
        let radii = CornerRadii(cornerRadius: 6, maskedCorners: CACornerMask(rawValue: 15), size: rect.size)
        let at3x = LayerHomography(m: (3, 0, 0, 0, 3, 0, 0, 0, 1))
        let mask = CoverageMask(roundedRect: rect, radii: radii, transform: at3x, within: S.canvas(90, 60))
        let expected: Double = 9 * (600 - (4 - Double.pi) * 36)
        XCTAssertEqual(S.area(mask), expected, accuracy: 9 * 600 * 0.002)
    }

    /// The flattening tolerance shrinks as the map magnifies.
    func testFlatteningToleranceFollowsScale() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(
            LayerHomography.identity.flatteningTolerance(over: rect), 0.1 / 2.0.squareRoot(), accuracy: 1e-12)
        let at3x = LayerHomography(m: (3, 0, 0, 0, 3, 0, 0, 0, 1))
        XCTAssertEqual(at3x.flatteningTolerance(over: rect), 0.1 / (3 * 2.0.squareRoot()), accuracy: 1e-12)
    }

    /// The largest stretch is a similarity's own scale (exactly when axis-aligned), the larger axis of a
    /// non-uniform scale, the largest singular value under shear and perspective, and 0 behind the viewer.
    func testLargestScaleIsTheLargestSingularValue() {
        let p = CGPoint(x: 10, y: 20)
        XCTAssertEqual(LayerHomography(m: (3, 0, 0, 0, 3, 0, 7.5, -2, 1)).largestScale(at: p), 3)
        XCTAssertEqual(LayerHomography(m: (2, 0, 0, 0, -5, 0, 0, 0, 1)).largestScale(at: p), 5)
        let turn = 0.4
        XCTAssertEqual(
            LayerHomography(m: (2 * cos(turn), 2 * sin(turn), 0, -2 * sin(turn), 2 * cos(turn), 0, 0, 0, 1))
                .largestScale(at: p), 2, accuracy: 1e-12)
        // Shear [[1, 1], [0, 1]]: σ₁ = the golden ratio.
        XCTAssertEqual(
            LayerHomography(m: (1, 0, 0, 1, 1, 0, 0, 0, 1)).largestScale(at: p), (1 + 5.0.squareRoot()) / 2,
            accuracy: 1e-12)
        // Perspective: against finite differences of the projected point along every direction.
        let map = LayerHomography(
            CATransform3DRotate(
                {
                    var t = CATransform3DIdentity
                    t.m34 = -1 / 300
                    return t
                }(), 0.7, 1, 0.4, 0))
        let largest = (0..<3600).map { k -> Double in
            let a = Double(k) * .pi / 1800
            let h = 1e-6
            let q0 = map.apply(p).point
            let q1 = map.apply(CGPoint(x: Double(p.x) + h * cos(a), y: Double(p.y) + h * sin(a))).point
            return hypot(Double(q1.x - q0.x), Double(q1.y - q0.y)) / h
        }.max()!
        XCTAssertEqual(map.largestScale(at: p), largest, accuracy: 1e-4)
        XCTAssertLessThan(map.largestScale(at: p), map.localScale(at: p))
        XCTAssertEqual(LayerHomography(m: (1, 0, 0, 0, 1, 0, 0, 0, -1)).largestScale(at: p), 0)
    }
}
