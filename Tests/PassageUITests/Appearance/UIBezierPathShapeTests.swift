// UIBezierPath's shape API used with shape layers: reversing keeps the outline and flips the direction,
// the even-odd rule and contains(_:) agree, the line style defaults are UIKit's.
import XCTest

@testable import PassageCore
@testable import PassageUI

@MainActor
final class UIBezierPathShapeTests: XCTestCase {
    /// UIKit's defaults: width 1, butt caps, miter joins, miter limit 10, non-zero rule.
    func testLineStyleDefaults() async {
        let path = UIBezierPath()
        XCTAssertEqual(path.lineWidth, 1)
        XCTAssertEqual(path.lineCapStyle, .butt)
        XCTAssertEqual(path.lineJoinStyle, .miter)
        XCTAssertEqual(path.miterLimit, 10)
        XCTAssertFalse(path.usesEvenOddFillRule)
    }

    /// A reversed rect has the same bounds, starts where the original ends and stays closed; reversing twice
    /// gives the original elements back.
    func testReversingKeepsTheOutline() async {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20))
        let reversed = path.reversing()
        XCTAssertEqual(reversed.bounds, path.bounds)
        XCTAssertEqual(reversed.cgPath.segments.last, .close)
        XCTAssertEqual(reversed.cgPath.segments[1], .line(to: CGPoint(x: 0, y: 20)))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertEqual(oval.reversing().reversing().cgPath.segments.count, oval.cgPath.segments.count)
    }

    /// A ring made of an oval and its reversed inner oval is hollow under non-zero; two ovals wound the same
    /// way are hollow only under even-odd.
    func testFillRulesAndContains() async {
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)).reversing())
        XCTAssertFalse(ring.contains(CGPoint(x: 50, y: 50)))
        XCTAssertTrue(ring.contains(CGPoint(x: 10, y: 50)))
        let nested = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        nested.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        XCTAssertTrue(nested.contains(CGPoint(x: 50, y: 50)))
        nested.usesEvenOddFillRule = true
        XCTAssertFalse(nested.contains(CGPoint(x: 50, y: 50)))
    }
}
