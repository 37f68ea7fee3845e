// Reversing and hit testing paths: a reversed subpath runs end to start with curve handles swapped and
// stays closed; contains(_:using:) follows the fill rule.
import XCTest

@testable import PassageCore

final class CGPathReversingTests: XCTestCase {
    /// An open polyline with a curve reverses to start at its end, the cubic's controls swapped.
    func testOpenSubpathReverses() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 10), control1: CGPoint(x: 15, y: 0), control2: CGPoint(x: 20, y: 5))
        XCTAssertEqual(
            path.reversedSegments(),
            [
                .move(to: CGPoint(x: 20, y: 10)),
                .cubic(control1: CGPoint(x: 20, y: 5), control2: CGPoint(x: 15, y: 0), to: CGPoint(x: 10, y: 0)),
                .line(to: CGPoint(x: 0, y: 0)),
            ])
    }

    /// A closed triangle reverses into the same triangle traced the other way, still closed.
    func testClosedSubpathStaysClosed() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        path.closeSubpath()
        XCTAssertEqual(
            path.reversedSegments(),
            [
                .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 10, y: 0)),
                .line(to: CGPoint(x: 0, y: 0)), .close,
            ])
    }

    /// Two nested squares wound the same way: the inner square's points are inside under non-zero and
    /// outside under even-odd.
    func testContainsFollowsTheFillRule() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        XCTAssertFalse(path.contains(CGPoint(x: 150, y: 50)))
    }
}
