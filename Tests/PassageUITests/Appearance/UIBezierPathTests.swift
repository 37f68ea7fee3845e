// UIBezierPath: shape initialisers, UIKit's clockwise convention, transforms and CGPath bridging.
import Foundation
import PassageUI
import XCTest

final class UIBezierPathTests: XCTestCase {
    func testEmptyPath() {
        let path = UIBezierPath()
        XCTAssertTrue(path.isEmpty)
        XCTAssertTrue(path.bounds.isNull)
        XCTAssertEqual(path.currentPoint, .zero)
    }

    func testRectAndOvalBounds() {
        XCTAssertEqual(
            UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 6)).bounds,
            CGRect(x: 0, y: 0, width: 8, height: 6))
    }

    func testClockwiseArcIncreasesAngleInYDownCoordinates() {
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // One quarter from (10, 0) to (0, 10): a single cubic, not the 270° way round.
        XCTAssertEqual(path.cgPath.segments.count, 2)
        XCTAssertEqual(path.currentPoint.x, 0, accuracy: 1e-12)
        XCTAssertEqual(path.currentPoint.y, 10, accuracy: 1e-12)
        let other = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(other.cgPath.segments.count, 4)
    }

    func testRoundedRectClampsRadiusToHalfTheShorterSide() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 50)
        XCTAssertEqual(path.cgPath.segments.first, .move(to: CGPoint(x: 10, y: 0)))
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    func testBuildingWithLinesCurvesAndClose() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.addCurve(
            to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 15), controlPoint2: CGPoint(x: 2, y: 12))
        path.close()
        XCTAssertEqual(path.currentPoint, .zero)
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 20, height: 15))
        XCTAssertEqual(path.cgPath.segments.count, 5)
    }

    func testApplyTransformsEveryPoint() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 0)))
        XCTAssertEqual(path.bounds, CGRect(x: 5, y: 0, width: 20, height: 30))
    }

    func testCGPathRoundTripCopiesContents() {
        let source = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        let path = UIBezierPath(cgPath: source)
        XCTAssertEqual(path.cgPath, source)
        path.addLine(to: CGPoint(x: 9, y: 9))
        XCTAssertNotEqual(path.cgPath, source)
        XCTAssertEqual(source.segments.count, 6)
    }
}

/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`: only the named corners are rounded, radii are
/// clamped to half the sides (UIKit's documentation), and the path starts on the top edge.
final class UIBezierPathRoundedCornerTests: XCTestCase {
    /// Rounding the top corners only: a line to each bottom corner, quarter-ellipse curves at the top.
    func testOnlyTheNamedCornersAreRounded() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50),
            byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 10, height: 10))
        let segments = path.cgPath.segments
        XCTAssertEqual(segments.first, .move(to: CGPoint(x: 10, y: 0)))
        XCTAssertTrue(segments.contains(.line(to: CGPoint(x: 100, y: 50))))
        XCTAssertTrue(segments.contains(.line(to: CGPoint(x: 0, y: 50))))
        XCTAssertFalse(segments.contains(.line(to: CGPoint(x: 100, y: 0))), "the top-right corner is cut")
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(UIRectCorner.allCorners.rawValue, ~0)
        XCTAssertEqual(UIRectCorner.bottomRight.rawValue, 8)
    }

    /// Radii larger than half the rectangle are clamped to half its width and half its height.
    func testRadiiAreClampedToHalfTheSides() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40),
            byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 80, height: 80))
        XCTAssertEqual(path.cgPath.segments.first, .move(to: CGPoint(x: 50, y: 0)))
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    /// No corners: the plain rectangle's corners, all four reached by lines.
    func testNoCornersIsARectangle() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), byRoundingCorners: [],
            cornerRadii: CGSize(width: 3, height: 3))
        let segments = path.cgPath.segments
        XCTAssertEqual(segments.first, .move(to: .zero))
        XCTAssertEqual(segments.filter { if case .line = $0 { true } else { false } }.count, 4)
    }
}
