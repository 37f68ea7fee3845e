// CAMediaTiming's local-time rules: speed, beginTime, repeats, autoreverse and fill modes.
import XCTest

@testable import PassageCore

final class MediaTimingPhaseTests: XCTestCase {
    private func assertPhase(
        _ phase: MediaTimingPhase, _ expected: MediaTimingPhase, accuracy: Double = 1e-12,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        switch (phase, expected) {
        case (.before(let a), .before(let b)), (.after(let a), .after(let b)):
            if let a, let b {
                XCTAssertEqual(a, b, accuracy: accuracy, file: file, line: line)
            } else {
                XCTAssertEqual(a == nil, b == nil, "\(phase) vs \(expected)", file: file, line: line)
            }
        case (.active(let a), .active(let b)):
            XCTAssertEqual(a, b, accuracy: accuracy, file: file, line: line)
        default:
            XCTFail("\(phase) is not \(expected)", file: file, line: line)
        }
    }

    /// Local time = (t − beginTime) × speed + timeOffset: speed 2 shows fraction 0.5 at t 0.25 and ends at 0.5.
    func testSpeedTwoRunsTwiceAsFast() {
        let timing = MediaTimingParameters(duration: 1, speed: 2, fillMode: .forwards)
        assertPhase(timing.phase(atParentTime: 0.25), .active(fraction: 0.5))
        assertPhase(timing.phase(atParentTime: 0.5), .after(fraction: 1))
        XCTAssertEqual(timing.endTime(), 0.5, accuracy: 1e-12)
    }

    /// Speed 0.5 shows fraction 0.5 at t 1 and ends at t 2.
    func testSpeedHalfRunsHalfAsFast() {
        let timing = MediaTimingParameters(duration: 1, speed: 0.5)
        assertPhase(timing.phase(atParentTime: 1), .active(fraction: 0.5))
        XCTAssertEqual(timing.endTime(), 2, accuracy: 1e-12)
    }

    /// A future beginTime: before it nothing shows unless filled backwards (fraction 0 = start value).
    func testFutureBeginTimeHonoursBackwardsFill() {
        var timing = MediaTimingParameters(beginTime: 10, duration: 1)
        assertPhase(timing.phase(atParentTime: 5), .before(fraction: nil))
        timing.fillMode = .forwards
        assertPhase(timing.phase(atParentTime: 5), .before(fraction: nil))
        timing.fillMode = .backwards
        assertPhase(timing.phase(atParentTime: 5), .before(fraction: 0))
        timing.fillMode = .both
        assertPhase(timing.phase(atParentTime: 5), .before(fraction: 0))
        assertPhase(timing.phase(atParentTime: 10.5), .active(fraction: 0.5))
        XCTAssertEqual(timing.endTime(), 11, accuracy: 1e-12)
    }

    /// After the end: removed/backwards show nothing, forwards/both hold the final fraction.
    func testAfterTheEndOnlyForwardsFillHolds() {
        for (mode, expected) in [
            (CAMediaTimingFillMode.removed, nil), (.backwards, nil), (.forwards, 1.0), (.both, 1.0),
        ] {
            let timing = MediaTimingParameters(duration: 1, fillMode: mode)
            assertPhase(timing.phase(atParentTime: 3), .after(fraction: expected))
        }
    }

    /// repeatCount 2.5: active 2.5 s, t 2.25 is pass 3 at 0.25, and it ends mid-pass at fraction 0.5.
    func testFractionalRepeatCountEndsMidPass() {
        let timing = MediaTimingParameters(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        XCTAssertEqual(timing.activeDuration, 2.5, accuracy: 1e-12)
        assertPhase(timing.phase(atParentTime: 1.25), .active(fraction: 0.25))
        assertPhase(timing.phase(atParentTime: 2.25), .active(fraction: 0.25))
        assertPhase(timing.phase(atParentTime: 3), .after(fraction: 0.5))
        XCTAssertEqual(
            MediaTimingParameters(duration: 1, repeatCount: 0.5).activeDuration, 1, "repeatCount < 1 plays one pass")
    }

    /// Autoreverse: the second pass plays backwards (t 1.25 → 0.75) and the animation ends at fraction 0.
    func testAutoreverseEndsAtTheStart() {
        let timing = MediaTimingParameters(duration: 1, repeatCount: 1, autoreverses: true, fillMode: .forwards)
        XCTAssertEqual(timing.activeDuration, 2, accuracy: 1e-12)
        assertPhase(timing.phase(atParentTime: 0.25), .active(fraction: 0.25))
        assertPhase(timing.phase(atParentTime: 1.25), .active(fraction: 0.75))
        assertPhase(timing.phase(atParentTime: 2), .after(fraction: 0))
        let twoCycles = MediaTimingParameters(duration: 0.1, repeatCount: 2, autoreverses: true, fillMode: .both)
        assertPhase(twoCycles.phase(atParentTime: 1), .after(fraction: 0))
    }

    /// Autoreverse with 1.25 cycles plays forward, back, then half forward: it ends at fraction 0.5.
    func testFractionalAutoreverseEndsMidForwardPass() {
        let timing = MediaTimingParameters(duration: 1, repeatCount: 1.25, autoreverses: true, fillMode: .forwards)
        XCTAssertEqual(timing.activeDuration, 2.5, accuracy: 1e-12)
        assertPhase(timing.phase(atParentTime: 2.25), .active(fraction: 0.25))
        assertPhase(timing.phase(atParentTime: 5), .after(fraction: 0.5))
    }

    /// repeatDuration overrides repeatCount; 0.3 s of 0.1 s passes ends at fraction 1 despite rounding.
    func testRepeatDurationOverridesRepeatCount() {
        let timing = MediaTimingParameters(duration: 1, repeatCount: 10, repeatDuration: 2.5, fillMode: .forwards)
        XCTAssertEqual(timing.activeDuration, 2.5)
        assertPhase(timing.phase(atParentTime: 9), .after(fraction: 0.5))
        let rounding = MediaTimingParameters(duration: 0.1, repeatDuration: 0.3, fillMode: .forwards)
        assertPhase(rounding.phase(atParentTime: 1), .after(fraction: 1), accuracy: 1e-9)
    }

    /// repeatCount ∞ never ends: active at any later time, endTime ∞.
    func testInfiniteRepeatNeverEnds() {
        let timing = MediaTimingParameters(duration: 1, repeatCount: .infinity)
        XCTAssertEqual(timing.activeDuration, .infinity)
        assertPhase(timing.phase(atParentTime: 1_000_000.25), .active(fraction: 0.25), accuracy: 1e-9)
        XCTAssertEqual(timing.endTime(), .infinity)
    }

    /// Pausing (speed 0, timeOffset = paused local time) freezes the fraction; endTime is ∞.
    func testSpeedZeroFreezesAtTimeOffset() {
        let timing = MediaTimingParameters(beginTime: 5, duration: 1, speed: 0, timeOffset: 0.3)
        for t in [0.0, 5, 100, .infinity] {
            assertPhase(timing.phase(atParentTime: t), .active(fraction: 0.3))
        }
        XCTAssertEqual(timing.endTime(), .infinity)
    }

    /// timeOffset shifts local time: offset 0.5 starts half way and ends at t 0.5.
    func testTimeOffsetShiftsLocalTime() {
        let timing = MediaTimingParameters(duration: 1, timeOffset: 0.5)
        assertPhase(timing.phase(atParentTime: 0), .active(fraction: 0.5))
        XCTAssertEqual(timing.endTime(), 0.5, accuracy: 1e-12)
    }

    /// Negative speed runs local time backwards: from timeOffset 1 it plays 1 → 0 and ends at t 1.
    func testNegativeSpeedPlaysBackwards() {
        let timing = MediaTimingParameters(duration: 1, speed: -1, timeOffset: 1, fillMode: .both)
        assertPhase(timing.phase(atParentTime: 0.25), .active(fraction: 0.75))
        assertPhase(timing.phase(atParentTime: 1.5), .before(fraction: 0))
        XCTAssertEqual(timing.endTime(), 1, accuracy: 1e-12)
    }

    /// duration ≤ 0 is instantaneous (documented): over as soon as local time reaches 0.
    func testZeroDurationIsInstantaneous() {
        let timing = MediaTimingParameters(beginTime: 1, duration: 0, fillMode: .both)
        XCTAssertEqual(timing.activeDuration, 0)
        assertPhase(timing.phase(atParentTime: 0.5), .before(fraction: 0))
        assertPhase(timing.phase(atParentTime: 1), .after(fraction: 1))
        XCTAssertEqual(timing.endTime(), 1)
        assertPhase(MediaTimingParameters(duration: .nan).phase(atParentTime: 1), .after(fraction: nil))
    }

    /// CA's fill-mode strings: "removed", "forwards", "backwards", "both".
    func testFillModeRawValues() {
        XCTAssertEqual(
            [CAMediaTimingFillMode.removed, .forwards, .backwards, .both].map(\.rawValue),
            ["removed", "forwards", "backwards", "both"])
        XCTAssertEqual(MediaTimingParameters().fillMode, .removed)
    }

    /// The whole-pass count used by every phase equals `rounded(.down)` bit for bit, on both sides of the
    /// truncating fast path's range and at the values it leaves to `rounded`.
    func testWholePartMatchesRoundingDown() {
        let values: [Double] = [
            0, -0.0, 0.25, 0.999_999_999_999_999_9, 1, 1.5, 2.5, 12_345.678, 0x1p52 + 1, 0x1p53,
            0x1p62.nextDown, 0x1p62, 0x1p70, -0.5, -3.25, .infinity, -.infinity, .nan,
            Double.leastNonzeroMagnitude,
        ]
        for x in values {
            XCTAssertEqual(MediaTimingParameters.wholePart(x).bitPattern, x.rounded(.down).bitPattern, "\(x)")
        }
    }
}
