// Accuracy of UnitBezier.solve against an independent bisection oracle, plus extrapolation and slopes.
import XCTest

@testable import PassageCore

final class UnitBezierTests: XCTestCase {
    /// Curves under test: CA's five named curves plus overshooting, steep and S-inverted custom ones.
    static let curves: [(String, Double, Double, Double, Double)] = [
        ("linear", 0, 0, 1, 1),
        ("easeIn", 0.42, 0, 1, 1),
        ("easeOut", 0, 0, 0.58, 1),
        ("easeInEaseOut", 0.42, 0, 0.58, 1),
        ("default", 0.25, 0.1, 0.25, 1),
        ("easeOutBack", 0.175, 0.885, 0.32, 1.275),
        ("steep", 0.9, 0, 0.1, 1),
        ("inverted", 0, 1, 1, 0),
    ]

    /// The reference asks for y accurate to 1e-6; measured over 1,000 x values in [0, 1] per curve.
    func testSolveMatchesBisectionOracleWithin1e6() {
        var worst = 0.0
        for (name, x1, y1, x2, y2) in Self.curves {
            let curve = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            var maxError = 0.0
            for i in 0..<1000 {
                let x = Double(i) / 999
                let y = curve.solve(x)
                XCTAssertTrue(y.isFinite, "\(name) at x = \(x)")
                maxError = max(maxError, abs(y - oracleBezierY(x: x, x1: x1, y1: y1, x2: x2, y2: y2)))
            }
            XCTAssertLessThanOrEqual(maxError, 1e-6, name)
            print("UnitBezier \(name): max |error| \(maxError)")
            worst = max(worst, maxError)
        }
        print("UnitBezier max |error| over all curves: \(worst)")
    }

    /// Dense check near the ends, where (0,1,1,0) has vertical tangents and dy/dx is unbounded.
    func testSolveStaysAccurateNearVerticalTangents() {
        let curve = UnitBezier(x1: 0, y1: 1, x2: 1, y2: 0)
        for x in [1e-12, 1e-9, 1e-6, 1e-4, 0.5, 1 - 1e-6, 1 - 1e-9] {
            XCTAssertEqual(curve.solve(x), oracleBezierY(x: x, x1: 0, y1: 1, x2: 1, y2: 0), accuracy: 1e-6, "x = \(x)")
        }
    }

    /// Endpoints are exact: y(0) = 0 and y(1) = 1 for every timing curve.
    func testEndpointsAreExact() {
        for (name, x1, y1, x2, y2) in Self.curves {
            let curve = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            XCTAssertEqual(curve.solve(0), 0, name)
            XCTAssertEqual(curve.solve(1), 1, name)
        }
    }

    /// Outside [0, 1] the curve extrapolates linearly from the end slopes: easeOut starts with slope
    /// y1/x1 → (P2−P0 direction) = 0/0.58… = 0 and ends with slope (1−y2)/(1−x2) = 0; linear stays y = x.
    func testExtrapolatesLinearlyFromEndSlopes() {
        let linear = UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)
        XCTAssertEqual(linear.solve(-0.5), -0.5, accuracy: 1e-12)
        XCTAssertEqual(linear.solve(1.5), 1.5, accuracy: 1e-12)
        let back = UnitBezier(x1: 0.175, y1: 0.885, x2: 0.32, y2: 1.275)
        // Start slope y1/x1, end slope (1 − y2)/(1 − x2).
        XCTAssertEqual(back.solve(-0.1), -0.1 * 0.885 / 0.175, accuracy: 1e-9)
        XCTAssertEqual(back.solve(1.1), 1 + 0.1 * (1 - 1.275) / (1 - 0.32), accuracy: 1e-9)
        let easeInOut = UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        XCTAssertEqual(easeInOut.solve(-3), 0, accuracy: 1e-12)
        XCTAssertEqual(easeInOut.solve(4), 1, accuracy: 1e-12)
    }

    /// A vertical end tangent (x1 = 0, y1 ≠ 0) extrapolates flat rather than to infinity.
    func testVerticalEndTangentExtrapolatesFlat() {
        let curve = UnitBezier(x1: 0, y1: 1, x2: 1, y2: 0)
        XCTAssertEqual(curve.solve(-0.5), 0)
        XCTAssertEqual(curve.solve(1.5), 1)
        XCTAssertEqual(curve.slope(atX: 0), .infinity)
    }

    /// slope(atX:) is dy/dx: it matches a central finite difference of solve to 1e-5.
    func testSlopeMatchesFiniteDifference() {
        for (name, x1, y1, x2, y2) in Self.curves {
            let curve = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            for x in stride(from: 0.05, through: 0.95, by: 0.05) {
                let h = 1e-6
                let numeric = (curve.solve(x + h) - curve.solve(x - h)) / (2 * h)
                XCTAssertEqual(curve.slope(atX: x), numeric, accuracy: 1e-5 * max(1, abs(numeric)), "\(name) x = \(x)")
            }
        }
        // Known end slopes: easeIn starts flat (0) and ends with slope 1 (P2 = P3 direction → (1−0.42, 1−0)).
        let easeIn = UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
        XCTAssertEqual(easeIn.slope(atX: 0), 0, accuracy: 1e-12)
        XCTAssertEqual(easeIn.slope(atX: 1), 1 / 0.58, accuracy: 1e-9)
    }

    /// Sanitisation: non-finite points fall back to linear's, x control points are clamped to [0, 1].
    func testSanitisesNonFiniteAndOutOfRangeControlPoints() {
        let curve = UnitBezier(x1: .nan, y1: .infinity, x2: 1.5, y2: 1)
        XCTAssertEqual(curve, UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1))
        XCTAssertEqual(curve.solve(0.3), 0.3, accuracy: 1e-9)
        XCTAssertTrue(UnitBezier(x1: -2, y1: 0.5, x2: 3, y2: 0.5).solve(0.5).isFinite)
    }
}
