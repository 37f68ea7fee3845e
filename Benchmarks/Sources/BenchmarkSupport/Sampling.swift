// What every benchmark executable measures with: one timed run of a closure, and the median and minimum of a
// set of samples (the minimum is the steadier figure on a shared, noisy machine).
import Foundation

/// The median and minimum of a set of timings, in nanoseconds.
public struct Stats {
    public let median: Double
    public let minimum: Double

    public init(_ nanoseconds: [Double]) {
        let sorted = nanoseconds.sorted()
        median = sorted[sorted.count / 2]
        minimum = sorted[0]
    }
}

/// The wall-clock time `body` takes, in nanoseconds.
@MainActor
public func time(_ body: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
}
