// CAMediaTimingFunction's public surface: named control points, getControlPoint, equality, evaluation.
import XCTest

@testable import PassageCore

final class CAMediaTimingFunctionTests: XCTestCase {
    /// Reference table: linear (0,0,1,1), easeIn (0.42,0,1,1), easeOut (0,0,0.58,1),
    /// easeInEaseOut (0.42,0,0.58,1), default (0.25,0.1,0.25,1); read back exactly as Float.
    func testNamedFunctionsHaveReferenceControlPoints() {
        let table: [(CAMediaTimingFunctionName, [Float])] = [
            (.linear, [0, 0, 1, 1]),
            (.easeIn, [0.42, 0, 1, 1]),
            (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]),
            (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (name, expected) in table {
            let function = CAMediaTimingFunction(name: name)
            var p1: [Float] = [-1, -1]
            var p2: [Float] = [-1, -1]
            var p0: [Float] = [-1, -1]
            var p3: [Float] = [-1, -1]
            function.getControlPoint(at: 0, values: &p0)
            function.getControlPoint(at: 1, values: &p1)
            function.getControlPoint(at: 2, values: &p2)
            function.getControlPoint(at: 3, values: &p3)
            XCTAssertEqual(p0, [0, 0], name.rawValue)
            XCTAssertEqual(p1 + p2, expected, name.rawValue)
            XCTAssertEqual(p3, [1, 1], name.rawValue)
            XCTAssertEqual(function, CAMediaTimingFunction.shared(name), name.rawValue)
        }
    }

    /// CA's raw name strings are "linear", "easeIn", "easeOut", "easeInEaseOut", "default".
    func testNameRawValuesMatchCoreAnimation() {
        XCTAssertEqual(CAMediaTimingFunctionName.linear.rawValue, "linear")
        XCTAssertEqual(CAMediaTimingFunctionName.easeIn.rawValue, "easeIn")
        XCTAssertEqual(CAMediaTimingFunctionName.easeOut.rawValue, "easeOut")
        XCTAssertEqual(CAMediaTimingFunctionName.easeInEaseOut.rawValue, "easeInEaseOut")
        XCTAssertEqual(CAMediaTimingFunctionName.default.rawValue, "default")
        XCTAssertEqual(CAMediaTimingFunctionName(rawValue: "easeIn"), .easeIn)
    }

    /// An index outside 0…3 writes nothing (and logs).
    func testOutOfRangeControlPointIndexWritesNothing() {
        let function = CAMediaTimingFunction(name: .easeIn)
        var values: [Float] = [7, 7]
        function.getControlPoint(at: 4, values: &values)
        function.getControlPoint(at: -1, values: &values)
        XCTAssertEqual(values, [7, 7])
    }

    /// evaluate(_:) is the Bézier y at x: easeInEaseOut is symmetric, y(0.5) = 0.5 (to 1e-6).
    func testEvaluateSolvesTheCurve() {
        let function = CAMediaTimingFunction.easeInEaseOut
        XCTAssertEqual(function.evaluate(0.5), 0.5, accuracy: 1e-6)
        XCTAssertEqual(function.evaluate(0.25), 1 - function.evaluate(0.75), accuracy: 1e-6)
        let custom = CAMediaTimingFunction(controlPoints: 0.175, 0.885, 0.32, 1.275)
        let x = 0.4
        let expected = oracleBezierY(
            x: x, x1: Double(Float(0.175)), y1: Double(Float(0.885)),
            x2: Double(Float(0.32)), y2: Double(Float(1.275)))
        XCTAssertEqual(custom.evaluate(x), expected, accuracy: 1e-6)
        XCTAssertGreaterThan(custom.evaluate(0.6), 1, "easeOutBack overshoots")
    }

    /// Named functions evaluate their (Float) control points to 1e-6 over 1,000 x values in [0, 1].
    func testNamedFunctionsEvaluateWithin1e6OfOracle() {
        for name in [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            let function = CAMediaTimingFunction.shared(name)
            var p1: [Float] = [0, 0]
            var p2: [Float] = [0, 0]
            function.getControlPoint(at: 1, values: &p1)
            function.getControlPoint(at: 2, values: &p2)
            var maxError = 0.0
            for i in 0..<1000 {
                let x = Double(i) / 999
                let expected = oracleBezierY(
                    x: x, x1: Double(p1[0]), y1: Double(p1[1]), x2: Double(p2[0]), y2: Double(p2[1]))
                maxError = max(maxError, abs(function.evaluate(x) - expected))
            }
            XCTAssertLessThanOrEqual(maxError, 1e-6, name.rawValue)
        }
    }

    /// Equality and hashing follow the control points, not identity.
    func testEqualityIsByControlPoints() {
        let a = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        XCTAssertEqual(a, CAMediaTimingFunction(name: .easeInEaseOut))
        XCTAssertEqual(Set([a, CAMediaTimingFunction.easeInEaseOut]).count, 1)
        XCTAssertNotEqual(a, CAMediaTimingFunction.easeIn)
    }

    /// Unknown names fall back to linear (documented choice).
    func testUnknownNameFallsBackToLinear() {
        XCTAssertEqual(CAMediaTimingFunction(name: CAMediaTimingFunctionName("bogus")), CAMediaTimingFunction.linear)
    }
}
