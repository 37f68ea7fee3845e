// The velocity rule of the reference file: samples Δposition/Δt for moves ≥ 1 ms apart, velocity
// 0.2 × newest + 0.8 × previous; robust to jitter, duplicate timestamps and a single sample.
import Foundation
import XCTest

@testable import PassageUI

final class VelocityEstimatorTests: XCTestCase {
    /// A deterministic generator for jitter.
    private struct SplitMix {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
    }

    /// A pan at a constant 1000 pt/s sampled at 60 Hz reads 1000 pt/s within 2%.
    func testConstantSpeedGivesItsVelocityWithinTwoPercent() {
        var estimator = VelocityEstimator()
        estimator.reset(to: SIMD2(0, 0), at: 0)
        for i in 1...20 {
            let t = Double(i) / 60
            estimator.add(SIMD2(1000 * t, 0), at: t)
        }
        let v = estimator.velocity(at: 20.0 / 60)
        XCTAssertEqual(v.x, 1000, accuracy: 20)
        XCTAssertEqual(v.y, 0, accuracy: 1e-9)
    }

    /// Timestamps jittered by up to ±3 ms around 60 Hz and positions with ±0.5 pt noise stay within 10% of
    /// 1000 pt/s, at every sample from the second on, over 50 seeds.
    func testJitteredSamplesStayWithinTenPercent() {
        for seed in 0..<50 as Range<UInt64> {
            var random = SplitMix(state: seed)
            var estimator = VelocityEstimator()
            estimator.reset(to: SIMD2(0, 0), at: 0)
            for i in 1...30 {
                let t = Double(i) / 60 + (random.next() - 0.5) * 0.006
                let x = 1000 * t + (random.next() - 0.5)
                estimator.add(SIMD2(x, 0), at: t)
                guard i >= 2 else { continue }
                let v = estimator.velocity(at: t)
                XCTAssertEqual(v.x, 1000, accuracy: 100, "seed \(seed), sample \(i)")
            }
        }
    }

    /// Moves with duplicate timestamps make no sample and carry their displacement into the next one; the
    /// velocity never becomes NaN or infinite.
    func testDuplicateTimestampsNeverGiveNaNOrInfinity() {
        var estimator = VelocityEstimator()
        estimator.reset(to: SIMD2(0, 0), at: 1)
        estimator.add(SIMD2(5, 0), at: 1)
        estimator.add(SIMD2(9, 3), at: 1)
        estimator.add(SIMD2(10, 4), at: 1.0004)
        XCTAssertEqual(estimator.velocity(at: 1), .zero, "no move 1 ms after the start: no sample")
        estimator.add(SIMD2(20, 0), at: 1.01)
        let v = estimator.velocity(at: 1.01)
        XCTAssertEqual(v.x, 2000, accuracy: 1e-6, "the 20 pt since the start, over 10 ms")
        XCTAssertEqual(v.y, 0, accuracy: 1e-6)
        estimator.add(SIMD2(.nan, 0), at: 1.02)
        estimator.add(SIMD2(30, 0), at: .infinity)
        estimator.add(SIMD2(25, 0), at: 1.005)
        let after = estimator.velocity(at: 1.02)
        XCTAssertTrue(after.x.isFinite && after.y.isFinite)
        XCTAssertEqual(after.x, 2000, accuracy: 1e-6, "non-finite and backwards samples are ignored")
    }

    /// One sample gives that sample; none gives zero; the blend weighs the newest 0.2 and the previous 0.8.
    func testSingleSampleAndBlend() {
        var estimator = VelocityEstimator()
        XCTAssertEqual(estimator.velocity(at: 0), .zero)
        estimator.reset(to: SIMD2(0, 0), at: 0)
        XCTAssertEqual(estimator.velocity(at: 0), .zero)
        estimator.add(SIMD2(10, 0), at: 0.01)
        XCTAssertEqual(estimator.velocity(at: 0.01).x, 1000, accuracy: 1e-9)
        estimator.add(SIMD2(40, 0), at: 0.02)
        XCTAssertEqual(estimator.velocity(at: 0.02).x, 0.2 * 3000 + 0.8 * 1000, accuracy: 1e-9)
    }

    /// A finger that stops for more than 100 ms before the time asked about has zero velocity.
    func testStaleSamplesGiveZero() {
        var estimator = VelocityEstimator()
        estimator.reset(to: SIMD2(0, 0), at: 0)
        estimator.add(SIMD2(10, 0), at: 0.01)
        XCTAssertEqual(estimator.velocity(at: 0.11).x, 1000, accuracy: 1e-9)
        XCTAssertEqual(estimator.velocity(at: 0.111), .zero)
    }
}
