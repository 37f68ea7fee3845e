// Validated keyframe timing (CAKeyframeAnimation's keyTimes / calculationMode / timingFunctions /
// tension / continuity / bias) and the lookup of a time into a segment.
// Invariants after init: keyTimes are finite, in [0, 1], non-decreasing, and number valueCount (or
// valueCount + 1 for discrete); segmentTimingFunctions is nil or has valueCount − 1 entries (only kept
// for linear and cubic); tension/continuity/bias have valueCount finite entries (cubic modes).

/// The timing half of a keyframe animation: which keyframe segment a time falls in and how the values
/// are weighted there. Holds no values; the engine combines its own values with `weights(at:)`.
///
/// Rules (Core Animation's, where documented):
/// - `keyTimes` nil → evenly spaced: i/(n−1) for n values; for discrete, n + 1 times i/n so each value
///   holds for 1/n of the duration (Passage's reading of CA). Given `keyTimes` must be in [0, 1],
///   non-decreasing and one per value (discrete: one per value, or one more, the last value holding until
///   the final key time); otherwise init throws. Before the first key time the first value holds, after
///   the last the last value.
/// - paced: `keyTimes` and timing functions are ignored; key times are proportional to the cumulative
///   `segmentLengths` (valueCount − 1 finite lengths ≥ 0; a total of 0 → evenly spaced).
/// - cubicPaced: cubic interpolation with key times from `segmentLengths` as for paced. This
///   approximates Core Animation's constant-speed reparametrisation of the cubic by chord-length timing.
/// - `segmentTimingFunctions` apply to each segment's local fraction in linear and cubic modes and must
///   have valueCount − 1 entries, otherwise init throws (documented choice); other modes ignore them.
/// - tension / continuity / bias (cubic modes): entry i belongs to value i; missing entries are 0, extra
///   ones are ignored, non-finite ones throw. Tangents follow Kochanek–Bartels with the end values
///   duplicated and are not rescaled for unequal segment durations.
/// - valueCount 0 gives no terms; valueCount 1 always yields that value.
package struct KeyframeTiming: Sendable {
    /// The interpolation mode.
    package let mode: KeyframeCalculationMode
    /// Number of keyframe values, ≥ 0.
    package let valueCount: Int
    /// Effective key times, fractions of the duration in [0, 1], non-decreasing.
    package let keyTimes: [Double]
    /// Per-segment timing functions (linear and cubic modes only), nil for linear pacing in each segment.
    package let segmentTimingFunctions: [CAMediaTimingFunction]?
    /// Kochanek–Bartels tension per value (cubic modes; empty otherwise).
    package let tension: [Double]
    /// Kochanek–Bartels continuity per value (cubic modes; empty otherwise).
    package let continuity: [Double]
    /// Kochanek–Bartels bias per value (cubic modes; empty otherwise).
    package let bias: [Double]

    /// Validates and stores keyframe timing; see the type's rules. Throws `KeyframeTimingError` naming the
    /// field at fault.
    package init(
        mode: KeyframeCalculationMode,
        valueCount: Int,
        keyTimes: [Double]?,
        segmentLengths: [Double]?,
        segmentTimingFunctions: [CAMediaTimingFunction]?,
        tension: [Double]?,
        continuity: [Double]?,
        bias: [Double]?
    ) throws(KeyframeTimingError) {
        guard valueCount >= 0 else {
            throw KeyframeTimingError(field: "valueCount", "valueCount must be ≥ 0, but is \(valueCount)")
        }
        self.mode = mode
        self.valueCount = valueCount
        switch mode {
        case .linear, .cubic, .discrete:
            if let keyTimes {
                try Self.validate(keyTimes: keyTimes, valueCount: valueCount, discrete: mode == .discrete)
                self.keyTimes = keyTimes
            } else {
                self.keyTimes = Self.evenlySpaced(
                    count: mode == .discrete && valueCount > 0 ? valueCount + 1 : valueCount)
            }
        case .paced, .cubicPaced:
            self.keyTimes = try Self.pacedKeyTimes(segmentLengths: segmentLengths, valueCount: valueCount, mode: mode)
        }
        if mode == .linear || mode == .cubic, let functions = segmentTimingFunctions {
            let expected = max(valueCount - 1, 0)
            guard functions.count == expected else {
                throw KeyframeTimingError(
                    field: "segmentTimingFunctions",
                    "segmentTimingFunctions must have \(expected) elements (one per segment), but has \(functions.count)"
                )
            }
            self.segmentTimingFunctions = functions
        } else {
            self.segmentTimingFunctions = nil
        }
        if mode == .cubic || mode == .cubicPaced {
            self.tension = try Self.perValue(tension, named: "tension", count: valueCount)
            self.continuity = try Self.perValue(continuity, named: "continuity", count: valueCount)
            self.bias = try Self.perValue(bias, named: "bias", count: valueCount)
        } else {
            (self.tension, self.continuity, self.bias) = ([], [], [])
        }
    }

    /// The segment containing time `t` (fraction of the duration; clamped to [0, 1], NaN → 0) and the
    /// local fraction within it after the segment's timing function (may leave [0, 1] for overshooting
    /// timing functions). Segment i runs from value i to value i + 1. For discrete, `segment` is the
    /// index of the value held and `fraction` is 0. With fewer than two values the result is (0, 0).
    package func locate(_ t: Double) -> (segment: Int, fraction: Double) {
        let time = t.isNaN ? 0 : min(max(t, 0), 1)
        guard valueCount >= 2 || (mode == .discrete && valueCount == 1) else { return (0, 0) }
        if mode == .discrete {
            return (min(Self.lastKeyIndex(atOrBefore: time, upTo: keyTimes.count - 1, in: keyTimes), valueCount - 1), 0)
        }
        var (segment, fraction) = Self.segment(containing: time, keyTimes: keyTimes)
        if let functions = segmentTimingFunctions {
            fraction = functions[segment].evaluate(fraction)
        }
        return (segment, fraction)
    }

    /// The segment i of `keyTimes` (at least two, non-decreasing) that contains time `t` (clamped to
    /// [0, 1], NaN → 0), and t's linear fraction from keyTimes[i] to keyTimes[i + 1]. Compiled keyframe
    /// animations call this on their own copy of the key times.
    @inline(__always)
    package static func segment<Times: RandomAccessCollection<Double>>(containing t: Double, keyTimes: Times)
        -> (segment: Int, fraction: Double) where Times.Index == Int
    {
        let time = t.isNaN ? 0 : min(max(t, 0), 1)
        let segment = lastKeyIndex(atOrBefore: time, upTo: keyTimes.count - 2, in: keyTimes)
        let start = keyTimes[segment]
        let end = keyTimes[segment + 1]
        if time < start { return (segment, 0) }
        return (segment, end > start ? min((time - start) / (end - start), 1) : 1)
    }

    /// The largest i in 0...upper with keyTimes[i] ≤ time, or 0 when time precedes keyTimes[0]. Up to 16
    /// key times it counts those after the first that are ≤ time (the same index, as they are
    /// non-decreasing), without the branches a search mispredicts; beyond, a binary search.
    @inline(__always)
    private static func lastKeyIndex<Times: RandomAccessCollection<Double>>(
        atOrBefore time: Double, upTo upper: Int,
        in keyTimes: Times
    ) -> Int where Times.Index == Int {
        if upper <= 16 {
            var count = 0
            var index = 1
            while index <= upper {
                count &+= keyTimes[index] <= time ? 1 : 0
                index &+= 1
            }
            return count
        }
        var low = 0
        var high = upper
        while low < high {
            let mid = (low + high + 1) / 2
            if keyTimes[mid] <= time { low = mid } else { high = mid - 1 }
        }
        return low
    }

    // MARK: Validation

    private static func validate(keyTimes: [Double], valueCount: Int, discrete: Bool) throws(KeyframeTimingError) {
        let countOK = keyTimes.count == valueCount || (discrete && keyTimes.count == valueCount + 1)
        guard countOK else {
            let expectation =
                discrete
                ? "\(valueCount) or \(valueCount + 1) elements (one per value, or one more for discrete)"
                : "\(valueCount) elements (one per value)"
            throw KeyframeTimingError(field: "keyTimes", "keyTimes must have \(expectation), but has \(keyTimes.count)")
        }
        for (index, time) in keyTimes.enumerated() {
            guard time >= 0 && time <= 1 else {
                throw KeyframeTimingError(field: "keyTimes", "keyTimes[\(index)] must be in [0, 1], but is \(time)")
            }
            if index > 0, time < keyTimes[index - 1] {
                throw KeyframeTimingError(
                    field: "keyTimes",
                    "keyTimes must be non-decreasing, but keyTimes[\(index)] = \(time) < keyTimes[\(index - 1)] = \(keyTimes[index - 1])"
                )
            }
        }
    }

    /// count times i/(count−1); [0] for one, [] for none.
    private static func evenlySpaced(count: Int) -> [Double] {
        guard count > 1 else { return count == 1 ? [0] : [] }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    private static func pacedKeyTimes(segmentLengths: [Double]?, valueCount: Int, mode: KeyframeCalculationMode)
        throws(KeyframeTimingError) -> [Double]
    {
        let expected = max(valueCount - 1, 0)
        guard let lengths = segmentLengths else {
            if expected == 0 { return evenlySpaced(count: valueCount) }
            throw KeyframeTimingError(
                field: "segmentLengths",
                "segmentLengths is required for \(mode) mode (\(expected) elements, one per segment)")
        }
        guard lengths.count == expected else {
            throw KeyframeTimingError(
                field: "segmentLengths",
                "segmentLengths must have \(expected) elements (one per segment), but has \(lengths.count)")
        }
        for (index, length) in lengths.enumerated() where !(length >= 0 && length.isFinite) {
            throw KeyframeTimingError(
                field: "segmentLengths", "segmentLengths[\(index)] must be finite and ≥ 0, but is \(length)")
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return evenlySpaced(count: valueCount) }
        var times = [0.0]
        var cumulative = 0.0
        for length in lengths {
            cumulative += length
            times.append(min(cumulative / total, 1))
        }
        times[times.count - 1] = 1
        return times
    }

    private static func perValue(_ values: [Double]?, named field: String, count: Int) throws(KeyframeTimingError)
        -> [Double]
    {
        let given = values ?? []
        for (index, value) in given.prefix(count).enumerated() where !value.isFinite {
            throw KeyframeTimingError(field: field, "\(field)[\(index)] must be finite, but is \(value)")
        }
        return (0..<count).map { $0 < given.count ? given[$0] : 0 }
    }
}
