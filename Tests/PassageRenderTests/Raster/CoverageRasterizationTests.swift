import PassageCore
// Anti-aliased coverage of polygons: exact area per pixel, fill rules, sub-pixel positions, any size.
import XCTest

@testable import PassageRender

final class CoverageRasterizationTests: XCTestCase {
    typealias S = RasterTestSupport

    /// A near-vertical edge that crosses x = 0 inside one pixel row is deposited in column 0 (it once
    /// indexed column −1): the 10 × 10 square it bounds is fully covered, nothing else is.
    func testNearVerticalEdgeCrossingTheLeftBorderStaysInColumnZero() {
        let square = DevicePolygon(contours: [
            [
                CGPoint(x: -4.5e-10, y: 0), CGPoint(x: 10, y: 0),
                CGPoint(x: 10, y: 10), CGPoint(x: 5.5e-10, y: 10),
            ]
        ])
        let mask = CoverageMask(filling: square, within: S.canvas(12, 12))
        for y in 0..<12 {
            for x in 0..<12 {
                XCTAssertEqual(Int(mask.coverage(x: x, y: y)), x < 10 && y < 10 ? 255 : 0, accuracy: 1, "(\(x), \(y))")
            }
        }
    }

    /// A pixel cut in half by a vertical edge has coverage 128 ± 1 (exact area 0.5).
    func testHalfCoveredPixelHasCoverage128() {
        let mask = CoverageMask(filling: S.rect(2.5, 2, 5, 4), within: S.canvas(10, 10))
        XCTAssertEqual(Int(mask.coverage(x: 2, y: 3)), 128, accuracy: 1)
        // A diagonal through the pixel also halves it.
        let tri = DevicePolygon(contours: [[CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 4)]])
        let diag = CoverageMask(filling: tri, within: S.canvas(4, 4))
        XCTAssertEqual(Int(diag.coverage(x: 1, y: 2)), 128, accuracy: 1)
        XCTAssertEqual(diag.coverage(x: 0, y: 0), 255)
        XCTAssertEqual(diag.coverage(x: 3, y: 3), 0)
    }

    /// A rectangle on whole-pixel bounds covers its pixels fully and nothing else.
    func testIntegerRectFillsExactly() {
        let mask = CoverageMask(filling: S.rect(3, 4, 7, 5), within: S.canvas(20, 20))
        XCTAssertEqual(mask.bounds, PixelRect(x: 3, y: 4, width: 7, height: 5))
        XCTAssertTrue(mask.values.allSatisfy { $0 == 255 })
        XCTAssertEqual(mask.coverage(x: 2, y: 5), 0)
        XCTAssertEqual(mask.coverage(x: 10, y: 5), 0)
    }

    /// A rect starting at x = 10.25 covers 75% of its first column and all of the next.
    func testQuarterPixelOffsetGives75PercentFirstColumn() {
        let mask = CoverageMask(filling: S.rect(10.25, 0, 5, 3), within: S.canvas(20, 5))
        for y in 0..<3 {
            XCTAssertEqual(Int(mask.coverage(x: 10, y: y)), 191, accuracy: 1)
            XCTAssertEqual(mask.coverage(x: 11, y: y), 255)
            XCTAssertEqual(Int(mask.coverage(x: 15, y: y)), 64, accuracy: 1)
        }
    }

    /// Total coverage equals the polygon's area, for a sub-pixel triangle too.
    func testTotalCoverageEqualsArea() {
        let tri = DevicePolygon(contours: [
            [CGPoint(x: 1.3, y: 0.7), CGPoint(x: 17.9, y: 5.2), CGPoint(x: 6.1, y: 14.45)]
        ])
        let mask = CoverageMask(filling: tri, within: S.canvas(20, 20))
        let ax: Double = 17.9 - 1.3
        let ay: Double = 5.2 - 0.7
        let bx: Double = 6.1 - 1.3
        let by: Double = 14.45 - 0.7
        let exact: Double = abs(ax * by - bx * ay) / 2
        XCTAssertEqual(S.area(mask), exact, accuracy: exact * 0.002)
    }

    /// A self-intersecting five-point star: non-zero fills the pentagon centre, even-odd leaves it empty;
    /// the points are filled under both rules.
    func testStarNonZeroVersusEvenOdd() {
        let c = 50.0
        let r = 40.0
        let pts = (0..<5).map { k -> CGPoint in
            let a = -Double.pi / 2 + Double(k * 2) * 2 * Double.pi / 5
            return CGPoint(x: c + r * cos(a), y: c + r * sin(a))
        }
        let star = DevicePolygon(contours: [pts])
        let nonZero = CoverageMask(filling: star, rule: .nonZero, within: S.canvas(100, 100))
        let evenOdd = CoverageMask(filling: star, rule: .evenOdd, within: S.canvas(100, 100))
        XCTAssertEqual(nonZero.coverage(x: 50, y: 50), 255)
        XCTAssertEqual(evenOdd.coverage(x: 50, y: 50), 0)
        // Top point of the star (inside one arm only).
        XCTAssertEqual(nonZero.coverage(x: 50, y: 20), 255)
        XCTAssertEqual(evenOdd.coverage(x: 50, y: 20), 255)
        XCTAssertGreaterThan(nonZero.totalCoverage, evenOdd.totalCoverage)
    }

    /// Two overlapping same-direction squares: non-zero counts the overlap once, even-odd punches it out.
    func testOverlapCountsOnceUnderNonZero() {
        let two = DevicePolygon(contours: S.rect(0, 0, 10, 10).contours + S.rect(5, 0, 10, 10).contours)
        XCTAssertEqual(
            S.area(CoverageMask(filling: two, rule: .nonZero, within: S.canvas(20, 20))), 150, accuracy: 0.01)
        XCTAssertEqual(
            S.area(CoverageMask(filling: two, rule: .evenOdd, within: S.canvas(20, 20))), 100, accuracy: 0.01)
    }

    /// Shapes far larger than the canvas, or mostly off it, cost only the canvas and stay exact at its edge.
    func testHugeAndOffscreenShapesAreClippedToTheLimit() {
        let huge = CoverageMask(filling: S.rect(-1e6, -1e6, 2e6 + 0.5, 2e6), within: S.canvas(8, 8))
        XCTAssertEqual(huge.bounds, S.canvas(8, 8))
        XCTAssertTrue(huge.values.allSatisfy { $0 == 255 })
        let slanted = DevicePolygon(contours: [
            [CGPoint(x: -50, y: 0), CGPoint(x: 4.5, y: 0), CGPoint(x: 4.5, y: 8), CGPoint(x: -80, y: 8)]
        ])
        let mask = CoverageMask(filling: slanted, within: S.canvas(8, 8))
        XCTAssertEqual(mask.coverage(x: 0, y: 3), 255)
        XCTAssertEqual(Int(mask.coverage(x: 4, y: 3)), 128, accuracy: 1)
        XCTAssertTrue(CoverageMask(filling: S.rect(100, 100, 5, 5), within: S.canvas(8, 8)).bounds.isEmpty)
    }

    /// A shape wider than one band and taller than many rows (multi-band accumulation) still fills exactly.
    func testTallShapeAcrossBandsFillsExactly() {
        let mask = CoverageMask(filling: S.rect(0.5, 0.5, 299, 999), within: S.canvas(300, 1000))
        // Each of the ~2600 half-covered edge pixels rounds 127.5 up (+0.5/255): about +5 in total.
        XCTAssertEqual(S.area(mask), 299 * 999, accuracy: 6)
        XCTAssertEqual(mask.coverage(x: 0, y: 500), 128)
        XCTAssertEqual(mask.coverage(x: 299, y: 999), 64)
        XCTAssertEqual(mask.coverage(x: 150, y: 500), 255)
        XCTAssertEqual(Int(mask.coverage(x: 0, y: 0)), 64, accuracy: 1)
    }

    /// The same input gives the same bytes.
    func testRasterizationIsDeterministic() {
        let poly = DevicePolygon(contours: [
            [CGPoint(x: 0.3, y: 0.1), CGPoint(x: 40.7, y: 9.9), CGPoint(x: 13.2, y: 37.6)]
        ])
        XCTAssertEqual(
            CoverageMask(filling: poly, within: S.canvas(50, 50)), CoverageMask(filling: poly, within: S.canvas(50, 50))
        )
    }
}
