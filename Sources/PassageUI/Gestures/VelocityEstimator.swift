// UIKit's gesture velocity, as pure math over timestamped samples (the reference file's rule): every movement
// at least 1 ms after the last one that counted yields a sample Δvalue / Δt, and the velocity is
// 0.2 × the newest sample + 0.8 × the one before (the newest alone when there is one sample, zero when
// there is none). Robustness:
//   - a movement less than 1 ms after the last counted one (duplicate or backwards timestamps) makes no
//     sample; its displacement is carried into the next sample, so nothing is lost and nothing divides by ~0;
//   - non-finite values or times are ignored;
//   - when the newest sample is older than `staleInterval` at the time asked about (the finger stopped
//     before lifting), the velocity is zero.
import Foundation

/// Estimates the rate of change of a 2D value (a location, or a scale or angle in `x`) from timed samples.
struct VelocityEstimator: Sendable {
    /// The shortest interval that yields a sample, in seconds.
    static let minimumInterval: TimeInterval = 0.001
    /// How old the newest sample may be before the velocity is zero, in seconds.
    static let staleInterval: TimeInterval = 0.1
    static let newestWeight: Double = 0.2

    /// The last value and time that counted (started or produced a sample).
    private var anchor: (value: SIMD2<Double>, time: TimeInterval)?
    private var newest: SIMD2<Double>?
    private var previous: SIMD2<Double>?

    /// Starts over from `value` at `time`, with no samples.
    mutating func reset(to value: SIMD2<Double>, at time: TimeInterval) {
        newest = nil
        previous = nil
        anchor = value.isFinite && time.isFinite ? (value, time) : nil
    }

    /// Adds the value at `time`.
    mutating func add(_ value: SIMD2<Double>, at time: TimeInterval) {
        guard value.isFinite, time.isFinite else { return }
        guard let anchor else {
            self.anchor = (value, time)
            return
        }
        let interval = time - anchor.time
        guard interval >= Self.minimumInterval else { return }
        previous = newest
        newest = (value - anchor.value) / interval
        self.anchor = (value, time)
    }

    /// Moves the reference value by `offset` without making a sample (the tracked value jumped for a reason
    /// other than movement, such as a finger joining a pan).
    mutating func shift(by offset: SIMD2<Double>) {
        guard offset.isFinite else { return }
        anchor?.value += offset
    }

    /// The velocity at `time`, in units per second.
    func velocity(at time: TimeInterval) -> SIMD2<Double> {
        guard let newest, let anchor else { return .zero }
        if time.isFinite, time - anchor.time > Self.staleInterval { return .zero }
        guard let previous else { return newest }
        return Self.newestWeight * newest + (1 - Self.newestWeight) * previous
    }
}

extension SIMD2 where Scalar == Double {
    var isFinite: Bool { x.isFinite && y.isFinite }
}
