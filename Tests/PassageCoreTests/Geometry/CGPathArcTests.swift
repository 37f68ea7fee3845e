// addArc: sweep direction, full circles, joins, and the accuracy of the cubic approximation.
import Foundation
import PassageCore
import XCTest

final class CGPathArcTests: XCTestCase {
    private func arc(_ start: CGFloat, _ end: CGFloat, clockwise: Bool) -> CGMutablePath {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: start, endAngle: end, clockwise: clockwise)
        return path
    }

    func testCounterClockwiseQuarterGoesThroughIncreasingAngles() {
        let path = arc(0, .pi / 2, clockwise: false)
        XCTAssertEqual(path.segments.count, 2)
        XCTAssertEqual(path.segments.first, .move(to: CGPoint(x: 10, y: 0)))
        assertEqual(path.currentPoint, CGPoint(x: 0, y: 10), accuracy: 1e-12)
        XCTAssertEqual(path.boundingBox.minX, 0, accuracy: 1e-12)
    }

    func testClockwiseFromZeroToHalfPiTakesTheLongWay() {
        let path = arc(0, .pi / 2, clockwise: true)
        // 270° decreasing: three 90° cubics through (0,−10) and (−10,0).
        XCTAssertEqual(path.segments.count, 4)
        assertEqual(path.segments[1].endPoint!, CGPoint(x: 0, y: -10), accuracy: 1e-12)
        assertEqual(path.segments[2].endPoint!, CGPoint(x: -10, y: 0), accuracy: 1e-12)
    }

    func testZeroToTwoPiIsAFullCircleOnlyCounterClockwise() {
        XCTAssertEqual(arc(0, 2 * .pi, clockwise: false).segments.count, 5)
        XCTAssertEqual(arc(0, 2 * .pi, clockwise: true).segments.count, 1)
        XCTAssertEqual(arc(2 * .pi, 0, clockwise: true).segments.count, 5)
    }

    func testArcAfterExistingPointIsJoinedByALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -50, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        XCTAssertEqual(path.segments[1], .line(to: CGPoint(x: 10, y: 0)))
        assertEqual(path.currentPoint, CGPoint(x: -10, y: 0), accuracy: 1e-12)
    }

    func testQuarterCircleApproximationErrorIsBelowDocumentedBound() {
        let path = arc(0, .pi / 2, clockwise: false)
        guard case .cubic(let c1, let c2, let p1) = path.segments[1] else { return XCTFail("expected a cubic") }
        let p0 = CGPoint(x: 10, y: 0)
        var worst = 0.0
        for step in 0...200 {
            let t = Double(step) / 200
            let u = 1 - t
            let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p1.x
            let y = u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p1.y
            worst = max(worst, abs((x * x + y * y).squareRoot() - 10))
        }
        XCTAssertLessThan(worst, 2.8e-4 * 10)
        XCTAssertGreaterThan(worst, 2.0e-4 * 10)
    }
}
