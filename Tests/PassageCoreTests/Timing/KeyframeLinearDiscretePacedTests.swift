// Keyframe weights for the non-cubic modes, against hand-computed values.
import XCTest

@testable import PassageCore

final class KeyframeLinearDiscretePacedTests: XCTestCase {
    /// Linear, keyTimes [0, 0.25, 1] over [0, 10, 40]: t 0.125 → 5 (u ½ of segment 0), t 0.5 → 20 (u ⅓ of 10…40).
    func testLinearInterpolatesAtKeyTimes() throws {
        let timing = try makeKeyframes(.linear, count: 3, keyTimes: [0, 0.25, 1])
        let values = [0.0, 10, 40]
        XCTAssertEqual(timing.value(at: 0.125, of: values), 5, accuracy: 1e-12)
        XCTAssertEqual(timing.value(at: 0.5, of: values), 20, accuracy: 1e-12)
        XCTAssertEqual(timing.value(at: 0.25, of: values), 10, accuracy: 1e-12)
        XCTAssertEqual(timing.value(at: 1, of: values), 40, accuracy: 1e-12)
        XCTAssertEqual(timing.value(at: 2, of: values), 40, accuracy: 1e-12, "t clamps to 1")
        XCTAssertEqual(timing.value(at: -1, of: values), 0, accuracy: 1e-12, "t clamps to 0")
        let weights = timing.weights(at: 0.5)
        XCTAssertEqual(weights.count, 2)
        XCTAssertEqual(weights[0].index, 1)
        XCTAssertEqual(weights[1].index, 2)
        XCTAssertEqual(weights[1].weight, 1.0 / 3, accuracy: 1e-12)
    }

    /// Before the first key time the first value holds; after the last the last value (keyTimes [0.2, 0.8]).
    func testLinearHoldsOutsideTheKeyTimes() throws {
        let timing = try makeKeyframes(.linear, count: 2, keyTimes: [0.2, 0.8])
        XCTAssertEqual(timing.value(at: 0.1, of: [3, 9]), 3, accuracy: 1e-12)
        XCTAssertEqual(timing.value(at: 0.5, of: [3, 9]), 6, accuracy: 1e-12)
        XCTAssertEqual(timing.value(at: 0.9, of: [3, 9]), 9, accuracy: 1e-12)
    }

    /// Discrete, 3 values and 4 keyTimes [0, 0.2, 0.7, 1]: each value holds until the next key time.
    func testDiscreteHoldsEachValueUntilTheNextKeyTime() throws {
        let timing = try makeKeyframes(.discrete, count: 3, keyTimes: [0, 0.2, 0.7, 1])
        let expectations: [(Double, Int)] = [(0, 0), (0.1, 0), (0.2, 1), (0.69, 1), (0.7, 2), (0.99, 2), (1, 2)]
        for (t, index) in expectations {
            XCTAssertEqual(timing.weights(at: t), .single(index), "t = \(t)")
        }
        let three = try makeKeyframes(.discrete, count: 3, keyTimes: [0, 0.5, 0.9])
        XCTAssertEqual(three.weights(at: 0.95), .single(2))
        let even = try makeKeyframes(.discrete, count: 3)
        XCTAssertEqual([0.3, 0.4, 0.7].map { even.weights(at: $0)[0].index }, [0, 1, 2], "nil keyTimes: thirds")
    }

    /// Paced with segment lengths [10, 30] → key times [0, 0.25, 1]: same as linear with those key times.
    func testPacedKeyTimesFollowSegmentLengths() throws {
        let paced = try makeKeyframes(.paced, count: 3, lengths: [10, 30])
        XCTAssertEqual(paced.keyTimes, [0, 0.25, 1])
        XCTAssertEqual(paced.value(at: 0.5, of: [0, 10, 40]), 20, accuracy: 1e-12)
        let zero = try makeKeyframes(.paced, count: 3, lengths: [0, 0])
        XCTAssertEqual(zero.keyTimes, [0, 0.5, 1], "total length 0 → evenly spaced")
    }

    /// A per-segment easeIn: segment 0 of [0, 10, 20] at local ½ gives 10·easeIn(½) (oracle, 1e-6);
    /// segment 1 stays linear (t 0.75 → 15).
    func testSegmentTimingFunctionShapesTheLocalFraction() throws {
        let timing = try makeKeyframes(.linear, count: 3, functions: [.easeIn, .linear])
        let easeInHalf = oracleBezierY(x: 0.5, x1: Double(Float(0.42)), y1: 0, x2: 1, y2: 1)
        XCTAssertEqual(timing.locate(0.25).fraction, easeInHalf, accuracy: 1e-6)
        XCTAssertEqual(timing.value(at: 0.25, of: [0, 10, 20]), 10 * easeInHalf, accuracy: 1e-5)
        XCTAssertEqual(timing.value(at: 0.75, of: [0, 10, 20]), 15, accuracy: 1e-9)
        let paced = try makeKeyframes(.paced, count: 3, lengths: [1, 1], functions: [.easeIn, .easeIn])
        XCTAssertEqual(paced.locate(0.25).fraction, 0.5, accuracy: 1e-12, "paced ignores timing functions")
    }

    /// locate: equal key times make an instantaneous jump; t exactly on a key time starts the next segment.
    func testLocateHandlesRepeatedKeyTimes() throws {
        let timing = try makeKeyframes(.linear, count: 4, keyTimes: [0, 0.5, 0.5, 1])
        XCTAssertEqual(timing.locate(0.5).segment, 2)
        XCTAssertEqual(timing.locate(0.5).fraction, 0, accuracy: 1e-12)
        XCTAssertEqual(timing.locate(0.49).segment, 0)
        let end = try makeKeyframes(.linear, count: 3, keyTimes: [0, 1, 1])
        XCTAssertEqual(end.value(at: 1, of: [0, 5, 9]), 9, accuracy: 1e-12)
    }

    /// The segment lookup counts up to 16 key times and searches beyond: for 10 and for 30 key times (each
    /// with runs of equal times) and for times on, between and around them, both give the segment of the
    /// last key time ≤ t, as a plain scan finds it, in linear and in discrete mode.
    func testSegmentLookupMatchesAScanForFewAndManyKeyTimes() throws {
        for count in [10, 30] {
            // 0, 0.1, 0.1, 0.3, 0.4, 0.4, … : every third time repeats the one before.
            let keyTimes = (0..<count).map { index in Double(index - (index % 3 == 2 ? 1 : 0)) / Double(count - 1) }
            let linear = try makeKeyframes(.linear, count: count, keyTimes: keyTimes)
            let discrete = try makeKeyframes(.discrete, count: count, keyTimes: keyTimes)
            let times = keyTimes + keyTimes.map { $0 + 0.004 } + [-0.5, 0.0001, 0.9999, 1, 1.5]
            for t in times {
                let clamped = min(max(t, 0), 1)
                let last = keyTimes.lastIndex { $0 <= clamped } ?? 0
                XCTAssertEqual(linear.locate(t).segment, min(last, count - 2), "\(count) key times, t \(t)")
                XCTAssertEqual(discrete.locate(t).segment, last, "\(count) key times, t \(t), discrete")
            }
        }
    }

    /// valueCount 0 → no terms; 1 → always that value, in every mode.
    func testZeroAndOneValues() throws {
        for mode in [KeyframeCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced] {
            XCTAssertEqual(try makeKeyframes(mode, count: 0).weights(at: 0.5), .empty)
            let one = try makeKeyframes(mode, count: 1)
            XCTAssertEqual(one.weights(at: 0.7), .single(0), "\(mode)")
            XCTAssertEqual(one.value(at: 0.3, of: [42]), 42)
        }
    }
}
