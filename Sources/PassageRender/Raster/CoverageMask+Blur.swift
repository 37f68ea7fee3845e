// Gaussian blur of a coverage mask, approximated by three successive box blurs per axis (their
// convolution is a piecewise quadratic within a few percent of the Gaussian). Box widths are odd, so
// every box is centred and the blur is exactly symmetric; they are chosen (Kovesi's rule: some of width
// w, the rest w + 2) so the summed variance Σ(wᵢ² − 1)/12 matches σ² as closely as odd widths allow.
// Edges are zero-padded and the output grows by the blur's reach, so total coverage is preserved up to
// rounding. Intermediates are kept ×256 in Int32, so the six passes round only once at the end. A mask row equal
// to the one before it gets that one's horizontal output copied, not computed again (the same integers in give the
// same integers out: most rows of a large rounded rectangle such as a page's shadow), and the vertical passes move
// down all columns at once, reading memory in order rather than a column at a time.
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
        // Each row's three horizontal passes (rows are independent, so the order changes no value; a mask row
        // equal to the one before it has that one's output), then the three vertical passes.
        let firstRow = reach
        let rowCount = bounds.height
        let rowRepeats = values.withUnsafeBufferPointer { pv in
            (0..<rowCount).map { row in
                row > 0
                    && memcmp(
                        pv.baseAddress! + row * bounds.width, pv.baseAddress! + (row - 1) * bounds.width,
                        bounds.width) == 0
            }
        }
        a.withUnsafeMutableBufferPointer { pa in
            b.withUnsafeMutableBufferPointer { pb in
                let p = pa.baseAddress!
                let q = pb.baseAddress!
                // Horizontal, a → b. Rows outside the mask are zero and stay zero (b starts zeroed).
                for row in firstRow..<(firstRow + rowCount) {
                    let line = row * w
                    if rowRepeats[row - firstRow] {
                        (q + line).update(from: q + line - w, count: w)
                        continue
                    }
                    var src = p + line
                    var dst = q + line
                    for width in widths {
                        Self.boxPass(src, dst, count: w, step: 1, width: width)
                        swap(&src, &dst)
                    }
                    if src != q + line { (q + line).update(from: src, count: w) }
                }
                // Vertical, b → a, a row at a time: every column's window sum moves down together.
                var sums = [Int64](repeating: 0, count: w)
                sums.withUnsafeMutableBufferPointer { ps in
                    var src = q
                    var dst = p
                    for width in widths {
                        Self.boxPassDown(src, dst, rows: h, columns: w, width: width, sums: ps.baseAddress!)
                        swap(&src, &dst)
                    }
                    if src != p { p.update(from: src, count: w * h) }
                }
            }
        }
        let result = a.map { UInt8(clamping: ($0 &+ 128) >> 8) }
        return CoverageMask(bounds: out, values: result)
    }

    /// The centred box average of odd `width` down every column of `rows` × `columns` values at once, row by row
    /// (the same sums, in the same order per column, as `boxPass` down each column with step `columns`, so the
    /// same values; memory is read in order). `sums` holds `columns` scratch values.
    @inline(__always)
    private static func boxPassDown(
        _ src: UnsafeMutablePointer<Int32>, _ dst: UnsafeMutablePointer<Int32>, rows: Int, columns: Int, width: Int,
        sums: UnsafeMutablePointer<Int64>
    ) {
        let r = (width - 1) / 2
        let recip = (Int64(1) << 32) / Int64(width)
        sums.update(repeating: 0, count: columns)
        for k in 0..<min(r, rows) {
            let line = src + k * columns
            for c in 0..<columns { sums[c] &+= Int64(line[c]) }
        }
        for k in 0..<rows {
            if k + r < rows {
                let line = src + (k + r) * columns
                for c in 0..<columns { sums[c] &+= Int64(line[c]) }
            }
            if k - r - 1 >= 0 {
                let line = src + (k - r - 1) * columns
                for c in 0..<columns { sums[c] &-= Int64(line[c]) }
            }
            let out = dst + k * columns
            for c in 0..<columns { out[c] = Int32(truncatingIfNeeded: (sums[c] &* recip &+ (Int64(1) << 31)) >> 32) }
        }
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
