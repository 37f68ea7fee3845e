// Walking a row of coverage bytes as runs of equal, non-zero coverage, so painting loops apply one
// coverage (and one set of decisions) to a whole run instead of reading the mask per pixel. Interior
// rows of a shape are one long run of 255 bracketed by short anti-aliased runs; zeros are skipped.
// Scans read sixteen bytes per step where they can, so a fully covered or empty stretch costs one step
// per sixteen pixels.
import Foundation

/// Runs of equal non-zero coverage along one row of a mask, left to right.
struct CoverageRuns {
    /// A half-open range of pixels [start, end) with the same coverage (1…255).
    struct Run {
        var start: Int
        var end: Int
        var coverage: UInt32
    }

    private let m: UnsafePointer<UInt8>
    private let n: Int
    private var i = 0

    /// The runs of the `n` coverage bytes at `m`.
    init(_ m: UnsafePointer<UInt8>, count n: Int) {
        self.m = m
        self.n = n
    }

    /// The next run, nil after the last.
    @inline(__always)
    mutating func next() -> Run? {
        while i &+ 16 <= n, load8(i) | load8(i &+ 8) == 0 { i &+= 16 }
        while i &+ 8 <= n, load8(i) == 0 { i &+= 8 }
        while i < n, m[i] == 0 { i &+= 1 }
        guard i < n else { return nil }
        let c = m[i]
        let start = i
        i &+= 1
        if c == 255 {
            while i &+ 16 <= n, load8(i) & load8(i &+ 8) == ~0 { i &+= 16 }
            while i &+ 8 <= n, load8(i) == ~0 { i &+= 8 }
        }
        while i < n, m[i] == c { i &+= 1 }
        return Run(start: start, end: i, coverage: UInt32(c))
    }

    @inline(__always)
    private func load8(_ k: Int) -> UInt64 {
        UnsafeRawPointer(m + k).loadUnaligned(as: UInt64.self)
    }
}
