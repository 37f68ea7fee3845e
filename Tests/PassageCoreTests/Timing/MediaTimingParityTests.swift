// The pass-parity test the timing hot path uses instead of fmod.
import XCTest

@testable import PassageCore

final class MediaTimingParityTests: XCTestCase {
    /// `isOdd` agrees with `truncatingRemainder(dividingBy: 2) == 1` (how autoreversed passes were chosen)
    /// on whole and fractional passes, huge values, negatives, ±0, ∞ and NaN.
    func testIsOddMatchesTruncatingRemainder() {
        var passes: [Double] = [
            0, -0.0, 1, 2, 3, 4.5, 5.5, 1e15 + 1, 9_007_199_254_740_991, 9_007_199_254_740_992, 1e300,
            -1, -2, -3.5, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, 0.999_999_999_999,
        ]
        passes += (0..<2000).map { Double($0) * 0.37 }
        passes += (0..<200).map { Double($0) }
        for pass in passes {
            XCTAssertEqual(
                MediaTimingParameters.isOdd(pass), pass.truncatingRemainder(dividingBy: 2) == 1, "pass \(pass)")
        }
    }
}
