// The hot paths' sine and cosine against the C library's, in units in the last place.
import XCTest

@testable import PassageCore

final class SineCosineTests: XCTestCase {
    /// Distance between two doubles in representable steps (0 when equal).
    private func ulps(_ a: Double, _ b: Double) -> Double {
        if a == b { return 0 }
        return abs(a - b) / max(a.ulp, b.ulp)
    }

    /// Over 200,001 arguments in [−50, 50] (springs: ω·t; rotation arcs: fractions of π), near multiples of
    /// π/2 where the reduction cancels, and up to the reduction's limit, both results are within 2 ulp of
    /// Foundation's (and absolutely within 2e-16 where the value is near 0).
    func testAgreesWithTheCLibraryWithinTwoUlps() {
        var arguments = (0...200_000).map { -50 + Double($0) * 5e-4 }
        for k in -40...40 {
            let multiple = Double(k) * .pi / 2
            arguments += [multiple, multiple.nextUp, multiple.nextDown, multiple + 1e-9, multiple - 1e-7]
        }
        arguments += [0, -0.0, 1e-300, 0.7853981633974483, 1e5 + 0.3, -1_600_000.25, 1_647_098.9]
        var worst = (sin: 0.0, cos: 0.0)
        for x in arguments {
            let (s, c) = SineCosine.of(x)
            XCTAssertEqual(SineCosine.sin(x).bitPattern, s.bitPattern, "sin alone, x \(x)")
            let sinError = abs(s - Foundation.sin(x)) < 2e-16 ? 0 : ulps(s, Foundation.sin(x))
            let cosError = abs(c - Foundation.cos(x)) < 2e-16 ? 0 : ulps(c, Foundation.cos(x))
            worst = (max(worst.sin, sinError), max(worst.cos, cosError))
        }
        XCTAssertLessThanOrEqual(worst.sin, 2)
        XCTAssertLessThanOrEqual(worst.cos, 2)
    }

    /// Exact values where they are representable, and the fallback beyond the reduction's range.
    func testSpecialArguments() {
        XCTAssertEqual(SineCosine.of(0).sin, 0)
        XCTAssertEqual(SineCosine.of(0).cos, 1)
        XCTAssertEqual(SineCosine.of(-0.0).sin.sign, .minus)
        XCTAssertTrue(SineCosine.of(.nan).sin.isNaN)
        XCTAssertTrue(SineCosine.of(.infinity).cos.isNaN)
        XCTAssertEqual(SineCosine.of(1e7).sin, Foundation.sin(1e7))
        XCTAssertEqual(SineCosine.of(-1e7).cos, Foundation.cos(-1e7))
    }
}
