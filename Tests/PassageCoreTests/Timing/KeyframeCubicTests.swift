// Cubic keyframe weights: Catmull-Rom and Kochanek–Bartels, checked against hand-computed Hermite values.
import XCTest

@testable import PassageCore

final class KeyframeCubicTests: XCTestCase {
    private let values = [0.0, 10, 0, 10]

    /// Catmull-Rom over [0, 10, 0, 10] (key times thirds): tangents at values 1 and 2 are 0, so the
    /// midpoint of the second segment is 5 and its quarter point 10·h00(¼) = 8.4375.
    func testCatmullRomSecondSegmentMatchesHandValues() throws {
        let timing = try makeKeyframes(.cubic, count: 4)
        XCTAssertEqual(timing.value(at: 0.5, of: values), 5, accuracy: 1e-12)
        XCTAssertEqual(timing.value(at: 5.0 / 12, of: values), 8.4375, accuracy: 1e-12)
    }

    /// Catmull-Rom end segments with duplicated end values: first midpoint h10·5 + h01·10 = 5.625, last
    /// midpoint h01·10 + h11·5 = 4.375.
    func testCatmullRomEndSegmentsDuplicateEndValues() throws {
        let timing = try makeKeyframes(.cubic, count: 4)
        XCTAssertEqual(timing.value(at: 1.0 / 6, of: values), 5.625, accuracy: 1e-12)
        XCTAssertEqual(timing.value(at: 5.0 / 6, of: values), 4.375, accuracy: 1e-12)
        let weights = timing.weights(at: 1.0 / 6)
        XCTAssertEqual([weights[0].index, weights[1].index, weights[2].index, weights[3].index], [0, 0, 1, 2])
    }

    /// Tension 1 zeroes every KB tangent: equal to Hermite with zero tangents, h00·Pi + h01·Pi+1.
    func testTensionOneMatchesZeroTangentHermite() throws {
        let points = [3.0, -2, 7, 1]
        let timing = try makeKeyframes(.cubic, count: 4, tension: [1, 1, 1, 1])
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let scaled = min(t * 3, 2.999999999)
            let i = Int(scaled)
            let u = t * 3 - Double(i)
            let expected = (2 * u * u * u - 3 * u * u + 1) * points[i] + (-2 * u * u * u + 3 * u * u) * points[i + 1]
            XCTAssertEqual(timing.value(at: t, of: points), expected, accuracy: 1e-9, "t = \(t)")
        }
    }

    /// KB bias 0.5 at the middle of [0, 10, 30]: outgoing tangent 1.5/2·10 + 0.5/2·20 = 12.5, incoming at the
    /// end 20/2 = 10 → midpoint 0.5·10 + 0.125·12.5 + 0.5·30 − 0.125·10 = 20.3125.
    func testBiasSkewsTheOutgoingTangent() throws {
        let timing = try makeKeyframes(.cubic, count: 3, bias: [0, 0.5, 0])
        XCTAssertEqual(timing.value(at: 0.75, of: [0, 10, 30]), 20.3125, accuracy: 1e-12)
    }

    /// Continuity splits incoming and outgoing tangents: C = 1 at value 1 of [0, 10, 30] makes the outgoing
    /// tangent Δ− = 10 (h10·10 at u ½ of segment 1) → 0.5·10 + 0.125·10 + 0.5·30 − 0.125·10 = 20.
    func testContinuityChangesTheOutgoingTangent() throws {
        let timing = try makeKeyframes(.cubic, count: 3, continuity: [0, 1, 0])
        XCTAssertEqual(timing.value(at: 0.75, of: [0, 10, 30]), 20, accuracy: 1e-12)
    }

    /// Weights always sum to 1 (any T, C, B, any t, including an overshooting segment timing function).
    func testCubicWeightsSumToOne() throws {
        let back = CAMediaTimingFunction(controlPoints: 0.175, 0.885, 0.32, 1.275)
        let timing = try makeKeyframes(
            .cubic, count: 5, functions: [back, .easeIn, .linear, .easeOut],
            tension: [0.3, -0.5, 1, 0.2, 0], continuity: [0.1, 0.7, -0.4, 0, 0.5], bias: [-1, 0.2, 0.9, 0, 0.4])
        for i in 0...100 {
            XCTAssertEqual(timing.weights(at: Double(i) / 100).total, 1, accuracy: 1e-12)
        }
    }

    /// cubicPaced uses the segment-length key times: lengths [10, 30] over [0, 10, 40] pass 10 at t = 0.25.
    func testCubicPacedUsesSegmentLengthKeyTimes() throws {
        let timing = try makeKeyframes(.cubicPaced, count: 3, lengths: [10, 30])
        XCTAssertEqual(timing.keyTimes, [0, 0.25, 1])
        XCTAssertEqual(timing.value(at: 0.25, of: [0, 10, 40]), 10, accuracy: 1e-12)
        XCTAssertEqual(timing.weights(at: 0.6).count, 4)
    }
}
