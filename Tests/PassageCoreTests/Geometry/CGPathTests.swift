// CGPath/CGMutablePath construction, bounding boxes, current point, copies and equality.
import Foundation
import PassageCore
import XCTest

final class CGPathTests: XCTestCase {
    func testRectIsOneClosedSubpathInCoreGraphicsOrder() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        XCTAssertEqual(
            path.segments,
            [
                .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 4, y: 2)),
                .line(to: CGPoint(x: 4, y: 6)), .line(to: CGPoint(x: 1, y: 6)), .close,
            ])
        XCTAssertEqual(path.boundingBox, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 1, y: 2))
    }

    func testTransformIsAppliedWhenPointsAreAdded() {
        var t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &t)
        XCTAssertEqual(path.boundingBox, CGRect(x: 10, y: 0, width: 2, height: 2))
    }

    func testEmptyPath() {
        let path = CGMutablePath()
        XCTAssertTrue(path.isEmpty)
        XCTAssertTrue(path.boundingBox.isNull)
        XCTAssertEqual(path.currentPoint, .zero)
    }

    func testLineWithoutCurrentPointIsIgnored() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.addCurve(to: .zero, control1: .zero, control2: .zero)
        XCTAssertTrue(path.isEmpty)
    }

    func testBoundingBoxIncludesControlPoints() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 20))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 10, y: 0))
    }

    func testAddLinesStartsASubpathAndTrailingMoveIsReplaced() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 100, y: 100))
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
        XCTAssertEqual(
            path.segments,
            [
                .move(to: .zero), .line(to: CGPoint(x: 1, y: 0)), .line(to: CGPoint(x: 1, y: 1)),
            ])
    }

    func testCopyUsingTransformLeavesOriginalUntouched() {
        let original = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        let moved = original.copy(using: CGAffineTransform(translationX: 5, y: 5))
        XCTAssertEqual(moved.boundingBox, CGRect(x: 5, y: 5, width: 2, height: 2))
        XCTAssertEqual(original.boundingBox, CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(original.copy(using: nil), original)
    }

    func testMutableCopyIsIndependent() throws {
        let original = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        let copy = try XCTUnwrap(original.mutableCopy())
        XCTAssertEqual(copy, original)
        copy.addLine(to: CGPoint(x: 9, y: 9))
        XCTAssertNotEqual(copy, original)
        XCTAssertEqual(original.segments.count, 5)
    }

    func testEllipseStartsAtMaxXAndPassesThroughCardinalPoints() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 100), transform: nil)
        let ends = path.segments.compactMap(\.endPoint)
        XCTAssertEqual(
            ends,
            [
                CGPoint(x: 200, y: 50), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 50),
                CGPoint(x: 100, y: 0), CGPoint(x: 200, y: 50),
            ])
        XCTAssertEqual(path.segments.last, .close)
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    func testRoundedRectCornersAreQuarterEllipses() {
        let path = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 5, transform: nil)
        XCTAssertEqual(path.segments.first, .move(to: CGPoint(x: 10, y: 0)))
        XCTAssertEqual(path.segments[1], .line(to: CGPoint(x: 90, y: 0)))
        guard case .cubic(let c1, let c2, let end) = path.segments[2] else { return XCTFail("expected a corner curve") }
        let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        assertEqual(c1, CGPoint(x: 90 + 10 * k, y: 0), accuracy: 1e-12)
        assertEqual(c2, CGPoint(x: 100, y: 5 - 5 * k), accuracy: 1e-12)
        XCTAssertEqual(end, CGPoint(x: 100, y: 5))
        XCTAssertEqual(path.segments.count, 10)
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}
