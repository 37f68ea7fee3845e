// Gaussian blur of a coverage mask, approximated by three successive box blurs per axis (their
// convolution is a piecewise quadratic within a few percent of the Gaussian). Box widths are odd, so
// every box is centred and the blur is exactly symmetric; they are chosen (Kovesi's rule: some of width
// w, the rest w + 2) so the summed variance Σ(wᵢ² − 1)/12 matches σ² as closely as odd widths allow.
// Edges are zero-padded and the output grows by the blur's reach, so total coverage is preserved up to
// rounding. Intermediates are kept ×256 in Int32, so the six passes round only once at the end.
import Foundation

extension CoverageMask {
    /// The three odd box widths whose stacked variance best approximates a Gaussian of `sigma` pixels;
    /// [] for sigma < 0.5 (no visible blur at pixel scale).
    package static func boxWidths(sigma: Double) -> [Int] {
        guard sigma >= 0.5, sigma.isFinite else { return [] }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(wl, 1)
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / Double(-4 * wl - 4)
        let m = min(max(Int(mIdeal.rounded()), 0), 3)
        return (0..<3).map { $0 < m ? wl : wu }
    }

    /// The mask blurred by a Gaussian of standard deviation `sigma` device pixels (three box passes per
    /// axis); its bounds grow by the blur's reach on every side.
    package func blurred(sigma: Double) -> CoverageMask {
        let widths = Self.boxWidths(sigma: sigma)
        guard !widths.isEmpty, !bounds.isEmpty else { return self }
        let reach = widths.reduce(0) { $0 + ($1 - 1) / 2 }
        let out = bounds.outset(dx: reach, dy: reach)
        let w = out.width
        let h = out.height
        var a = [Int32](repeating: 0, count: out.area)
        a.withUnsafeMutableBufferPointer { pa in
            values.withUnsafeBufferPointer { pv in
                for row in 0..<bounds.height {
                    let d = pa.baseAddress! + (row + reach) * w + reach
                    let s = pv.baseAddress! + row * bounds.width
                    for col in 0..<bounds.width { d[col] = Int32(s[col]) << 8 }
                }
            }
        }
        var b = [Int32](repeating: 0, count: out.area)
        a.withUnsafeMutableBufferPointer { pa in
            b.withUnsafeMutableBufferPointer { pb in
                let p = pa.baseAddress!
                let q = pb.baseAddress!
                // Horizontal: rows of length w, step 1. Vertical: columns of length h, step w.
                var src = p
                var dst = q
                for width in widths {
                    for row in 0..<h { Self.boxPass(src + row * w, dst + row * w, count: w, step: 1, width: width) }
                    swap(&src, &dst)
                }
                for width in widths {
                    for col in 0..<w { Self.boxPass(src + col, dst + col, count: h, step: w, width: width) }
                    swap(&src, &dst)
                }
                if src != p { p.update(from: src, count: w * h) }
            }
        }
        let result = a.map { UInt8(clamping: ($0 &+ 128) >> 8) }
        return CoverageMask(bounds: out, values: result)
    }

    /// One centred box average of odd `width` along a line of `count` values `step` apart; outside the
    /// line counts as 0. Division by the width is a rounded fixed-point multiply (exact for these ranges).
    /// The window's entering and leaving ends are tested per phase, not per value: while only values
    /// enter, while values enter and leave, while only values leave; each inner loop is branch-free.
    @inline(__always)
    private static func boxPass(
        _ src: UnsafeMutablePointer<Int32>, _ dst: UnsafeMutablePointer<Int32>, count: Int, step: Int, width: Int
    ) {
        let r = (width - 1) / 2
        let recip = (Int64(1) << 32) / Int64(width)
        @inline(__always) func out(_ sum: Int64) -> Int32 {
            Int32(truncatingIfNeeded: (sum &* recip &+ (Int64(1) << 31)) >> 32)
        }
        var sum: Int64 = 0
        for k in 0..<min(r, count) { sum &+= Int64(src[k &* step]) }
        // Output k adds value k + r (if < count) and drops value k − r − 1 (if ≥ 0).
        let enterEnd = max(count - r, 0)  // k < enterEnd: k + r < count
        let leaveStart = min(r + 1, count)  // k ≥ leaveStart: k − r − 1 ≥ 0
        var k = 0
        while k < min(enterEnd, leaveStart) {
            sum &+= Int64(src[(k &+ r) &* step])
            dst[k &* step] = out(sum)
            k &+= 1
        }
        while k < enterEnd {
            sum &+= Int64(src[(k &+ r) &* step]) &- Int64(src[(k &- r &- 1) &* step])
            dst[k &* step] = out(sum)
            k &+= 1
        }
        while k < leaveStart {
            dst[k &* step] = out(sum)
            k &+= 1
        }
        while k < count {
            sum &-= Int64(src[(k &- r &- 1) &* step])
            dst[k &* step] = out(sum)
            k &+= 1
        }
    }
}
