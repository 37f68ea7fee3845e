// SplitMix64: a tiny, fast generator whose whole state is one 64-bit word, so a program is reproduced from its
// seed alone, on every platform and Swift version (the standard library's generator promises neither).
import Foundation

/// A seeded pseudo-random generator (SplitMix64).
public struct StressRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is determined by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// One of `choices`.
    mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[int(0...(choices.count - 1))]
    }

    /// A multiple of `step` in `range` (readable numbers for printed programs).
    mutating func steps(_ range: ClosedRange<Double>, by step: Double) -> Double {
        let count = Int(((range.upperBound - range.lowerBound) / step).rounded(.down))
        return ((range.lowerBound + Double(int(0...count)) * step) * 1000).rounded() / 1000
    }
}
