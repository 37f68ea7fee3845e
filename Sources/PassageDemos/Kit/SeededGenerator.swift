// A small deterministic random number generator (SplitMix64), so generated content is the same on every
// machine and every run: the demos' pictures and sample text depend on a seed and nothing else.

/// Deterministic pseudo-random numbers from a seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    init(seed: Int) {
        state = UInt64(bitPattern: Int64(seed)) &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`, from the top 53 bits (the same on every platform).
    mutating func unit(_ range: ClosedRange<Double> = 0...1) -> Double {
        let fraction = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + (range.upperBound - range.lowerBound) * fraction
    }
}
