// KeyframeTiming's input rules: which keyTimes / counts are accepted and the messages for the rest.
import XCTest

@testable import PassageCore

final class KeyframeValidationTests: XCTestCase {
    private func assertThrows(
        _ expected: String, field: String, file: StaticString = #filePath, line: UInt = #line,
        _ build: () throws -> KeyframeTiming
    ) {
        do {
            _ = try build()
            XCTFail("expected \(field) error", file: file, line: line)
        } catch let error as KeyframeTimingError {
            XCTAssertEqual(error.description, expected, file: file, line: line)
            XCTAssertEqual(error.field, field, file: file, line: line)
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
        }
    }

    /// CA: keyTimes must be non-decreasing.
    func testDecreasingKeyTimesThrowWithIndices() {
        assertThrows("keyTimes must be non-decreasing, but keyTimes[2] = 0.3 < keyTimes[1] = 0.5", field: "keyTimes") {
            try makeKeyframes(.linear, count: 3, keyTimes: [0, 0.5, 0.3])
        }
    }

    /// CA: one key time per value (linear, cubic).
    func testWrongKeyTimeCountThrows() {
        assertThrows("keyTimes must have 3 elements (one per value), but has 2", field: "keyTimes") {
            try makeKeyframes(.cubic, count: 3, keyTimes: [0, 1])
        }
        assertThrows(
            "keyTimes must have 3 or 4 elements (one per value, or one more for discrete), but has 5", field: "keyTimes"
        ) {
            try makeKeyframes(.discrete, count: 3, keyTimes: [0, 0.1, 0.2, 0.3, 1])
        }
    }

    /// CA: key times are fractions of the duration in [0, 1]; NaN is rejected too.
    func testOutOfRangeAndNaNKeyTimesThrow() {
        assertThrows("keyTimes[2] must be in [0, 1], but is 1.5", field: "keyTimes") {
            try makeKeyframes(.linear, count: 3, keyTimes: [0, 0.5, 1.5])
        }
        assertThrows("keyTimes[0] must be in [0, 1], but is -0.1", field: "keyTimes") {
            try makeKeyframes(.linear, count: 2, keyTimes: [-0.1, 1])
        }
        assertThrows("keyTimes[1] must be in [0, 1], but is nan", field: "keyTimes") {
            try makeKeyframes(.linear, count: 3, keyTimes: [0, .nan, 1])
        }
    }

    /// CA: paced ignores keyTimes, so invalid ones are not an error there.
    func testPacedIgnoresInvalidKeyTimes() throws {
        let timing = try makeKeyframes(.paced, count: 3, keyTimes: [1, 0.5], lengths: [10, 30])
        XCTAssertEqual(timing.keyTimes, [0, 0.25, 1])
    }

    /// Passage's choice: segmentTimingFunctions must have valueCount − 1 entries (linear and cubic).
    func testTimingFunctionCountMismatchThrows() {
        assertThrows(
            "segmentTimingFunctions must have 2 elements (one per segment), but has 1", field: "segmentTimingFunctions"
        ) {
            try makeKeyframes(.linear, count: 3, functions: [.easeIn])
        }
        XCTAssertNoThrow(
            try makeKeyframes(.discrete, count: 3, functions: [.easeIn]), "discrete ignores timing functions")
    }

    /// Paced modes need valueCount − 1 finite, non-negative segment lengths.
    func testSegmentLengthsAreValidated() {
        assertThrows("segmentLengths is required for paced mode (2 elements, one per segment)", field: "segmentLengths")
        {
            try makeKeyframes(.paced, count: 3)
        }
        assertThrows("segmentLengths must have 2 elements (one per segment), but has 1", field: "segmentLengths") {
            try makeKeyframes(.cubicPaced, count: 3, lengths: [1])
        }
        assertThrows("segmentLengths[1] must be finite and ≥ 0, but is -2.0", field: "segmentLengths") {
            try makeKeyframes(.paced, count: 3, lengths: [1, -2])
        }
    }

    /// Kochanek–Bartels parameters must be finite; a negative value count is rejected.
    func testNonFiniteTCBAndNegativeCountThrow() {
        assertThrows("bias[1] must be finite, but is inf", field: "bias") {
            try makeKeyframes(.cubic, count: 3, bias: [0, .infinity])
        }
        assertThrows("valueCount must be ≥ 0, but is -1", field: "valueCount") {
            try makeKeyframes(.linear, count: -1)
        }
    }

    /// Missing tension/continuity/bias entries are 0; nil keyTimes are evenly spaced (discrete: n + 1 of them).
    func testDefaultsFillIn() throws {
        let cubic = try makeKeyframes(.cubic, count: 3, tension: [0.5])
        XCTAssertEqual(cubic.tension, [0.5, 0, 0])
        XCTAssertEqual(cubic.bias, [0, 0, 0])
        XCTAssertEqual(cubic.keyTimes, [0, 0.5, 1])
        XCTAssertEqual(try makeKeyframes(.discrete, count: 4).keyTimes, [0, 0.25, 0.5, 0.75, 1])
    }
}
