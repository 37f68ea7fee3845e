// The stroker's stages by numbers: dashes laid from each subpath's start, trimming by fractions of the whole
// length, and outlines whose filled area is the stroke's (width × length, plus what caps and joins add).
import XCTest

@testable import PassageCore
@testable import PassageRender

final class PathStrokerTests: XCTestCase {
    private let line = Polyline(points: [CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10)], isClosed: false)

    private func coveredArea(_ contours: [[CGPoint]]) -> Double {
        let mask = CoverageMask(
            filling: DevicePolygon(contours: contours), within: PixelRect(x: -50, y: -50, width: 300, height: 300))
        return Double(mask.totalCoverage) / 255
    }

    /// A dash pattern [10, 5] with phase 3 paints 0…7, 12…22, …: the first dash is 7 long.
    func testDashesStartAtThePhase() {
        let dashes = PathStroker.dashed([line], pattern: [10, 5], phase: 3)
        XCTAssertEqual(dashes.count, 7)
        let ends = dashes.map { [Double($0.points[0].x), Double($0.points[$0.points.count - 1].x)] }
        for (dash, expected) in zip(
            ends, [[0.0, 7], [12, 22], [27, 37], [42, 52], [57, 67], [72, 82], [87, 97]])
        {
            XCTAssertEqual(dash[0], expected[0], accuracy: 1e-9)
            XCTAssertEqual(dash[1], expected[1], accuracy: 1e-9)
        }
    }

    /// strokeStart 0.25 and strokeEnd 0.75 of two 100-point lines keep x 50…100 of the first and 0…50 of the second.
    func testTrimCountsTheWholePath() {
        let second = Polyline(points: [CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)], isClosed: false)
        let kept = PathStroker.trimmed([line, second], from: 0.25, to: 0.75)
        XCTAssertEqual(
            kept.map(\.points),
            [[CGPoint(x: 50, y: 10), CGPoint(x: 100, y: 10)], [CGPoint(x: 0, y: 50), CGPoint(x: 50, y: 50)]])
        XCTAssertTrue(PathStroker.trimmed([line], from: 0.6, to: 0.6).isEmpty)
    }

    /// A butt-capped line 100 long and 4 wide covers 400 pixels; square caps add 2 × 2 × 4 = 16.
    func testOutlineAreaIsTheStrokes() {
        var style = StrokeStyle(width: 4)
        XCTAssertEqual(coveredArea(PathStroker.contours(of: [line], style: style, tolerance: 0.01)), 400, accuracy: 0.5)
        style.cap = .square
        XCTAssertEqual(coveredArea(PathStroker.contours(of: [line], style: style, tolerance: 0.01)), 416, accuracy: 0.5)
        style.cap = .round
        XCTAssertEqual(
            coveredArea(PathStroker.contours(of: [line], style: style, tolerance: 0.01)), 400 + 4 * .pi, accuracy: 0.5)
    }

    /// A closed 50 × 50 square stroked 10 wide with miter joins covers the ring between 60 × 60 and 40 × 40
    /// (2000 pixels); bevel joins cut each outer corner's 5 × 5 triangle, 12.5 each.
    func testClosedSquareJoins() {
        let square = Polyline(
            points: [CGPoint(x: 20, y: 20), CGPoint(x: 70, y: 20), CGPoint(x: 70, y: 70), CGPoint(x: 20, y: 70)],
            isClosed: true)
        var style = StrokeStyle(width: 10)
        XCTAssertEqual(
            coveredArea(PathStroker.contours(of: [square], style: style, tolerance: 0.01)), 2000, accuracy: 1)
        style.join = .bevel
        XCTAssertEqual(
            coveredArea(PathStroker.contours(of: [square], style: style, tolerance: 0.01)), 1950, accuracy: 1)
        style.join = .miter
        style.miterLimit = 1.2  // √2 > 1.2: the right-angle miters are beveled
        XCTAssertEqual(
            coveredArea(PathStroker.contours(of: [square], style: style, tolerance: 0.01)), 1950, accuracy: 1)
    }
}
