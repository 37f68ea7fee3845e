// PathKeyframes: keyframe counting, segment lengths, positions by parameter and by distance, tangents.
import Foundation
import PassageCore
import XCTest

final class PathKeyframesTests: XCTestCase {
    func testRectHasFiveKeyframesIncludingTheCloseBack() {
        let frames = PathKeyframes(CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 40), transform: nil))
        XCTAssertEqual(frames.keyframeCount, 5)
        XCTAssertEqual(frames.segmentCount, 4)
        XCTAssertEqual(frames.segmentLengths, [30, 40, 30, 40])
        XCTAssertEqual(frames.keyframePoints.last, .zero)
    }

    func testEveryCurveEndPointIsAKeyframe() {
        let frames = PathKeyframes(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil))
        // Move + four quarter curves + a zero-length close back to the start.
        XCTAssertEqual(frames.keyframeCount, 6)
        XCTAssertEqual(frames.segmentLengths.last, 0)
    }

    func testLinePointAndTangentFollowTheParameter() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 10))
        let frames = PathKeyframes(path)
        XCTAssertEqual(frames.point(segment: 0, fraction: 0.25), CGPoint(x: 0, y: 2.5))
        XCTAssertEqual(frames.tangentAngle(segment: 0, fraction: 0.5), .pi / 2, accuracy: 1e-15)
        // Fractions are clamped to the segment.
        XCTAssertEqual(frames.point(segment: 0, fraction: 1.5), CGPoint(x: 0, y: 10))
    }

    func testQuarterCircleLengthMatchesItsBezierArcLength() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let length = PathKeyframes(path).segmentLengths[0]
        // The cubic's arc length, within 1e-6 relative of a 200 000-step polyline reference;
        // and within the kappa approximation's ~0.03% of the true quarter circle (50π).
        XCTAssertEqual(length, polylineLength(of: path, steps: 200_000), accuracy: length * 1e-6)
        XCTAssertEqual(length, 50 * .pi, accuracy: 50 * .pi * 3e-4)
    }

    func testDistanceFractionIsPacedAlongTheCurve() {
        let path = CGMutablePath()
        path.move(to: .zero)
        // Slow start: both control points at the start point bunch parameter values near t = 0.
        path.addCurve(to: CGPoint(x: 90, y: 0), control1: .zero, control2: .zero)
        let frames = PathKeyframes(path)
        XCTAssertEqual(frames.segmentLengths[0], 90, accuracy: 90 * 1e-9)
        assertEqual(frames.point(segment: 0, distanceFraction: 0.5), CGPoint(x: 45, y: 0), accuracy: 1e-7)
        assertEqual(frames.point(segment: 0, distanceFraction: 0.1), CGPoint(x: 9, y: 0), accuracy: 1e-7)
        // By parameter, the midpoint is only at 90 · 0.5³ = 11.25.
        assertEqual(frames.point(segment: 0, fraction: 0.5), CGPoint(x: 11.25, y: 0), accuracy: 1e-12)
    }

    func testZeroDerivativeFallsBackToChordDirection() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 0, y: -10), control1: .zero, control2: CGPoint(x: 10, y: -10))
        let frames = PathKeyframes(path)
        XCTAssertEqual(frames.tangentAngle(segment: 0, fraction: 0), -.pi / 2, accuracy: 1e-15)
        // At the end the derivative is 3·(p1 − c2) = (−30, 0): pointing along −x.
        XCTAssertEqual(abs(frames.tangentAngle(segment: 0, fraction: 1)), .pi, accuracy: 1e-15)
    }

    func testMoveInTheMiddleStartsAZeroLengthJump() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 50, y: 60))
        let frames = PathKeyframes(path)
        XCTAssertEqual(frames.keyframeCount, 4)
        XCTAssertEqual(frames.segmentLengths, [10, 0, 10])
        XCTAssertEqual(frames.point(segment: 1, fraction: 0.3), CGPoint(x: 50, y: 50))
        XCTAssertEqual(frames.point(segment: 1, distanceFraction: 0.3), CGPoint(x: 50, y: 50))
    }

    func testQuadCurveMidpoint() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
        let frames = PathKeyframes(path)
        assertEqual(frames.point(segment: 0, fraction: 0.5), CGPoint(x: 10, y: 10), accuracy: 1e-12)
        XCTAssertEqual(frames.tangentAngle(segment: 0, fraction: 0.5), 0, accuracy: 1e-15)
        // Closed form for this parabola: ∫₀¹ √(20² + (40 − 80t)²) dt.
        let exact = 0.5 * (20 * 5.0.squareRoot()) + 5 * asinh(2.0)
        XCTAssertEqual(frames.segmentLengths[0], exact, accuracy: exact * 1e-9)
    }

    private func polylineLength(of path: CGPath, steps: Int) -> Double {
        guard case .cubic(let c1, let c2, let p1) = path.segments[1], case .move(let p0) = path.segments[0] else {
            return .nan
        }
        var total = 0.0
        var previous = p0
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let u = 1 - t
            let p = CGPoint(
                x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p1.x,
                y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p1.y)
            total += ((p.x - previous.x) * (p.x - previous.x) + (p.y - previous.y) * (p.y - previous.y)).squareRoot()
            previous = p
        }
        return total
    }
}
