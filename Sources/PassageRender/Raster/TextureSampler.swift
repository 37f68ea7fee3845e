// The per-pixel stage of `Pixmap.draw(_:from:to:transform:…)`: device pixel centre → source texel
// coordinates through the inverse homography, then a filtered texel, then source-over.
//
// Bilinear filtering mixes columns first: the left and the right texel pair are each mixed vertically
// (weight V & 255), then the two results horizontally (weight U & 255), each mix rounded as
// `PixelMath.lerpExpanded` rounds. A vertical mix depends only on its texel column and V, so when a whole
// device row maps into one source row (a turn about a horizontal axis: a fold, a flip), the row's texel
// span is mixed once and every pixel takes its pair from that mixed row: the same bits, fewer operations.
//
// The inverse map is pre-scaled so one homogeneous divide per pixel yields texel coordinates in 8.8
// fixed point, already shifted by half a texel (texel i spans [i, i + 1], its centre is i + 0.5):
// U = 256·(X/W − 0.5) = (256·X − 128·W)/W. U is clamped to the allowed texel range, then converted with
// the 1.5·2⁵² rounding constant (round to nearest, no range checks): index = U >> 8, weight = U & 255.
//
// Each pixel evaluates X, Y and W from its own centre (px·a + row term, never a running sum), so every
// pixel's coordinates are the same bits whichever run or path reaches it. The row is walked as runs of
// equal coverage (`CoverageRuns`); within a run the pixel centre steps by 1.0, which is exact. When the
// map is affine (W does not depend on x), the divide is done once per row: px·0 + W is W exactly.
import Foundation
import PassageCore

/// Maps device pixels back into a source pixmap and samples it.
struct TextureSampler {
    /// Device → source map, pre-scaled: columns give 256·X − 128·W, 256·Y − 128·W and W.
    private let uvx: SIMD2<Double>, uvy: SIMD2<Double>, uvz: SIMD2<Double>
    private let wx: Double, wy: Double, wz: Double
    /// Whether each device row maps into one source row: W and V do not change along a row (the inverse
    /// map's first row has no W or Y term), as under a turn about a horizontal axis: a fold, a flip.
    private let rowsStayLevel: Bool
    /// Inclusive texel index range samples may read.
    let minX: Int, maxX: Int, minY: Int, maxY: Int

    /// The number of UInt32s the `mixedRow` scratch of `bilinearRow` needs (0 when rows do not stay level).
    var mixedRowCapacity: Int { rowsStayLevel ? maxX - minX + 2 : 0 }

    /// A sampler for `inverse` (device pixels → source pixels) reading only texels in the inclusive range.
    init(inverse: LayerHomography, minX: Int, maxX: Int, minY: Int, maxY: Int) {
        let h = inverse.m
        uvx = SIMD2(256 * h.0 - 128 * h.2, 256 * h.1 - 128 * h.2)
        uvy = SIMD2(256 * h.3 - 128 * h.5, 256 * h.4 - 128 * h.5)
        uvz = SIMD2(256 * h.6 - 128 * h.8, 256 * h.7 - 128 * h.8)
        wx = h.2
        wy = h.5
        wz = h.8
        rowsStayLevel = h.1 == 0 && h.2 == 0
        self.minX = minX
        self.maxX = maxX
        self.minY = minY
        self.maxY = maxY
    }

    /// Adding then subtracting this rounds a Double of magnitude < 2⁵¹ to an integer held in the low bits.
    private static let roundingConstant = 6_755_399_441_055_744.0

    /// Per-row constants: the row's share of (U, V, W), the clamp range, and the divisor when affine.
    private struct Row {
        var uv: SIMD2<Double>, w: Double
        var lo: SIMD2<Double>, hi: SIMD2<Double>
        /// 1 (bilinear) or 256 (nearest): the factor W is multiplied by before the divide.
        var divisor: Double
        /// 1/W for the whole row when W is constant along it, else nil.
        var reciprocal: Double?
    }

    /// Row `y`'s constants. Bilinear works in 8.8 fixed point (`unit` 256, `divisor` 1); nearest divides
    /// by 256·W to get whole texels (`unit` 1, `divisor` 256).
    @inline(__always)
    private func row(_ y: Int, unit: Double, divisor: Double) -> Row {
        let py = Double(y) + 0.5
        let w = py * wy + wz
        return Row(
            uv: SIMD2(repeating: py) * uvy + uvz, w: w,
            lo: SIMD2(Double(minX), Double(minY)) * unit, hi: SIMD2(Double(maxX), Double(maxY)) * unit,
            divisor: divisor, reciprocal: wx == 0 && w != 0 ? 1 / (divisor * w) : nil)
    }

    /// Texel coordinates of the pixel centre `px` on `row`, clamped to [lo, hi] (NaN → hi) and rounded.
    @inline(__always)
    private func coordinates(_ px: Double, _ row: Row) -> (Int, Int) {
        let r = row.reciprocal ?? 1 / (row.divisor * (px * wx + row.w))
        let v = (SIMD2(repeating: px) * uvx + row.uv) * r
        let a = v.replacing(with: row.hi, where: .!(v .< row.hi))
        let b = a.replacing(with: row.lo, where: .!(a .> row.lo))
        // b + 1.5·2⁵² has exponent 52, so its mantissa field holds b + 2⁵¹ exactly (|b| < 2⁵¹); 2⁵¹ is
        // 0 mod 2³², so the low 32 bits are b itself (0 ≤ b < 2³¹: texel indices × 256 of a pixmap).
        let bits = unsafeBitCast(b + Self.roundingConstant, to: SIMD4<UInt32>.self)
        return (Int(bits[0]), Int(bits[2]))
    }

    /// `coordinates` of the four pixel centres px … px + 3, lane by lane with the same operations (so the
    /// same bits): texel U in the low 32 bits of lanes 0, 2, 4, 6 of the first vector, V of the second.
    @inline(__always)
    private func coordinates4(_ px: Double, _ row: Row) -> (u: SIMD8<UInt32>, v: SIMD8<UInt32>) {
        let p = SIMD4(repeating: px) + SIMD4(0, 1, 2, 3)
        let r = row.reciprocal.map { SIMD4(repeating: $0) } ?? 1 / (SIMD4(repeating: row.divisor) * (p * wx + row.w))
        return (
            Self.clampedRounded((p * uvx.x + row.uv.x) * r, row.lo.x, row.hi.x),
            Self.clampedRounded((p * uvx.y + row.uv.y) * r, row.lo.y, row.hi.y)
        )
    }

    /// The U half of `coordinates4` alone, for a row whose W is constant (`reciprocal` given).
    @inline(__always)
    private func coordinatesU4(_ px: Double, _ row: Row, reciprocal r: Double) -> SIMD8<UInt32> {
        let p = SIMD4(repeating: px) + SIMD4(0, 1, 2, 3)
        return Self.clampedRounded((p * uvx.x + row.uv.x) * r, row.lo.x, row.hi.x)
    }

    /// `v` clamped to [lo, hi] (NaN → hi) and rounded as `coordinates` rounds: lane k's integer in the low
    /// 32 bits of lane 2k.
    @inline(__always)
    private static func clampedRounded(_ v: SIMD4<Double>, _ lo: Double, _ hi: Double) -> SIMD8<UInt32> {
        // Lane by lane with plain comparisons: the optimizer turns these into one min and one max per
        // vector (whose NaN rule is the same), where mask selects take a dozen instructions.
        var b = v
        for k in 0..<4 {
            let a = v[k] < hi ? v[k] : hi
            b[k] = a > lo ? a : lo
        }
        return unsafeBitCast(b + roundingConstant, to: SIMD8<UInt32>.self)
    }

    /// One row of bilinear samples: n device pixels starting at (x, y), coverage `m`, opacity `op` (0…255).
    /// `mixedRow`: scratch of `mixedRowCapacity` UInt32s, for rows that stay level (nil: never used).
    @inline(__always)
    func bilinearRow(
        _ d: UnsafeMutableRawPointer, _ m: UnsafePointer<UInt8>, _ n: Int, x: Int, y: Int, opacity op: UInt32,
        texels: UnsafeRawPointer, stride: Int, mixedRow: UnsafeMutablePointer<UInt32>?
    ) {
        let row = row(y, unit: 256, divisor: 1)
        let bilinear = Bilinear(sampler: self, row: row, texels: texels, stride: stride)
        guard rowsStayLevel, let reciprocal = row.reciprocal, let mixedRow, n > 0 else {
            return sampleRow(d, m, n, x: x, bilinear, opacity: op)
        }
        // Texel columns the n pixels read: U is monotonic along the row, so the ends bound it.
        let first = coordinates(Double(x) + 0.5, row)
        let last = coordinates(Double(x &+ n &- 1) + 0.5, row)
        let lo = min(first.0, last.0) >> 8
        let hi = max(first.0, last.0) >> 8
        // Mixing a column costs about a quarter of a pixel's sample: not worth it when the row is much
        // wider in the source than on screen (strong minification).
        guard hi &- lo < 4 &* n else { return sampleRow(d, m, n, x: x, bilinear, opacity: op) }
        let level = LevelBilinear(bilinear, reciprocal: reciprocal, V: first.1, columns: lo...hi, mixed: mixedRow)
        sampleRow(d, m, n, x: x, level, opacity: op)
    }

    /// One row of nearest-texel samples (same parameters as `bilinearRow`).
    @inline(__always)
    func nearestRow(
        _ d: UnsafeMutableRawPointer, _ m: UnsafePointer<UInt8>, _ n: Int, x: Int, y: Int, opacity op: UInt32,
        texels: UnsafeRawPointer, stride: Int
    ) {
        sampleRow(
            d, m, n, x: x, Nearest(sampler: self, row: row(y, unit: 1, divisor: 256), texels: texels, stride: stride),
            opacity: op)
    }

    /// The row loop every filter shares: walks the coverage runs, takes four pixels' samples at a time
    /// (the rest one by one) and blends them weighted by coverage × opacity.
    @inline(__always)
    private func sampleRow<Samples: RowSamples>(
        _ d: UnsafeMutableRawPointer, _ m: UnsafePointer<UInt8>, _ n: Int, x: Int, _ samples: Samples,
        opacity op: UInt32
    ) {
        var runs = CoverageRuns(m, count: n)
        while let run = runs.next() {
            let c = op == 255 ? run.coverage : PixelMath.div255(run.coverage &* op)
            if c == 0 { continue }
            var px = Double(x &+ run.start) + 0.5
            var i = run.start
            while i &+ 4 <= run.end {
                PixelMath.blend4(samples.four(at: px), coverage: c, onto: d + i &* 4)
                px += 4
                i &+= 4
            }
            while i < run.end {
                let p = samples.one(at: px)
                if p != 0 { Self.blend(d, i, p, c) }
                px += 1
                i &+= 1
            }
        }
    }

    /// Bilinear samples along one row of a general (projective) map.
    private struct Bilinear: RowSamples {
        let sampler: TextureSampler, row: Row, texels: UnsafeRawPointer, stride: Int

        @inline(__always)
        func one(at px: Double) -> UInt32 {
            let (U, V) = sampler.coordinates(px, row)
            return sampler.bilinearTexel(U, V, texels: texels, stride: stride)
        }

        @inline(__always)
        func four(at px: Double) -> SIMD16<UInt8> {
            let (u, v) = sampler.coordinates4(px, row)
            return sampler.bilinearTexels4(u, v, texels: texels, stride: stride)
        }
    }

    /// Bilinear samples along a row that maps into one source row (`rowsStayLevel`, W constant): V, and
    /// so the two source rows and the vertical weight, are the same at every pixel (px·0 + V₀ is V₀). The
    /// texel columns the row reads are mixed vertically once, into `mixed`; each pixel then maps only its
    /// U and mixes one adjacent pair of that row horizontally.
    private struct LevelBilinear: RowSamples {
        let general: Bilinear, reciprocal: Double
        /// Column `columns.lowerBound + i` mixed vertically at index i, then one more (the next column,
        /// or a copy of the last: its weight is 0 there), so a pair load never leaves the mixed span.
        let mixed: UnsafeMutablePointer<UInt32>
        let firstColumn: Int

        /// Mixes `columns` (within minX…maxX) of the source rows at V into `mixed`.
        @inline(__always)
        init(
            _ general: Bilinear, reciprocal: Double, V: Int, columns: ClosedRange<Int>,
            mixed: UnsafeMutablePointer<UInt32>
        ) {
            self.general = general
            self.reciprocal = reciprocal
            self.mixed = mixed
            firstColumn = columns.lowerBound
            let sampler = general.sampler
            let iv = V >> 8
            let fv = UInt16(truncatingIfNeeded: V & 255)
            let top = general.texels + (iv &* general.stride &+ columns.lowerBound) &* 4
            // At the last row V's weight is 0: mix the row with itself.
            let bottom = top + (iv < sampler.maxY ? general.stride &* 4 : 0)
            let end = min(columns.upperBound &+ 1, sampler.maxX) &- columns.lowerBound &+ 1
            var i = 0
            while i &+ 4 <= end {
                let (tRB, tGA) = PixelMath.split(top.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self))
                let (bRB, bGA) = PixelMath.split(bottom.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self))
                UnsafeMutableRawPointer(mixed + i).storeBytes(
                    of: PixelMath.join(PixelMath.lerp(tRB, bRB, fv), PixelMath.lerp(tGA, bGA, fv)),
                    as: SIMD16<UInt8>.self)
                i &+= 4
            }
            while i < end {
                let t = UInt32(littleEndian: top.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
                let b = UInt32(littleEndian: bottom.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
                mixed[i] = PixelMath.compress(
                    PixelMath.lerpExpanded(PixelMath.expand(t), PixelMath.expand(b), UInt64(fv)))
                i &+= 1
            }
            if end == columns.count { mixed[end] = mixed[end &- 1] }
        }

        @inline(__always)
        func one(at px: Double) -> UInt32 { general.one(at: px) }

        @inline(__always)
        func four(at px: Double) -> SIMD16<UInt8> {
            let u = general.sampler.coordinatesU4(px, general.row, reciprocal: reciprocal)
            let us = SIMD4(u[0], u[2], u[4], u[6])
            // Each pixel's mixed pair (left | right << 32) in one load.
            let row = UnsafeRawPointer(mixed)
            func pair(_ k: Int) -> UInt64 {
                row.loadUnaligned(fromByteOffset: (Int(us[k] >> 8) &- firstColumn) &* 4, as: UInt64.self)
            }
            let a = unsafeBitCast(SIMD2(pair(0), pair(1)), to: SIMD4<UInt32>.self)
            let b = unsafeBitCast(SIMD2(pair(2), pair(3)), to: SIMD4<UInt32>.self)
            let (leftRB, leftGA) = PixelMath.split(SIMD4(a[0], a[2], b[0], b[2]))
            let (rightRB, rightGA) = PixelMath.split(SIMD4(a[1], a[3], b[1], b[3]))
            let wu = PixelMath.pairLanes(us & 255)
            return PixelMath.join(PixelMath.lerp(leftRB, rightRB, wu), PixelMath.lerp(leftGA, rightGA, wu))
        }
    }

    /// Nearest-texel samples along one row: ⌊X/W⌋ = round(X/W − 0.5) = round(U / 256).
    private struct Nearest: RowSamples {
        let sampler: TextureSampler, row: Row, texels: UnsafeRawPointer, stride: Int

        @inline(__always)
        private func texel(_ iu: UInt32, _ iv: UInt32) -> UInt32 {
            UInt32(
                littleEndian: texels.loadUnaligned(fromByteOffset: (Int(iv) &* stride &+ Int(iu)) &* 4, as: UInt32.self)
            )
        }

        @inline(__always)
        func one(at px: Double) -> UInt32 {
            let (iu, iv) = sampler.coordinates(px, row)
            return texel(UInt32(iu), UInt32(iv))
        }

        @inline(__always)
        func four(at px: Double) -> SIMD16<UInt8> {
            let (u, v) = sampler.coordinates4(px, row)
            let quad = SIMD4(texel(u[0], v[0]), texel(u[2], v[2]), texel(u[4], v[4]), texel(u[6], v[6]))
            return unsafeBitCast(quad, to: SIMD16<UInt8>.self)
        }
    }

    /// The bilinear mix of the four texels around 8.8 fixed-point (U, V): vertical lerps of the left and
    /// right column in one vector, then the horizontal lerp (each rounded as `lerpExpanded` rounds).
    @inline(__always)
    private func bilinearTexel(_ U: Int, _ V: Int, texels: UnsafeRawPointer, stride: Int) -> UInt32 {
        let iu = U >> 8
        let iv = V >> 8
        // At the last texel the weight of the next is 0; point at the same texel instead of past it.
        let du = iu < maxX ? 4 : 0
        let dv = iv < maxY ? stride &* 4 : 0
        let o00 = (iv &* stride &+ iu) &* 4
        let p00 = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00, as: UInt32.self))
        let p10 = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00 &+ du, as: UInt32.self))
        let p01 = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00 &+ dv, as: UInt32.self))
        let p11 = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00 &+ dv &+ du, as: UInt32.self))
        let top = UInt64(p00) | UInt64(p10) << 32
        let bottom = UInt64(p01) | UInt64(p11) << 32
        if top | bottom == 0 { return 0 }
        return PixelMath.bilinear(
            top: top, bottom: bottom, fv: UInt16(truncatingIfNeeded: V & 255), fu: UInt16(truncatingIfNeeded: U & 255))
    }

    /// `bilinearTexel` of four pixels (coordinates as `coordinates4` lays them out), the mixes in 16-bit
    /// lanes with each pixel's own weights: columns first, then between columns, as `bilinearTexel` does.
    @inline(__always)
    private func bilinearTexels4(_ u: SIMD8<UInt32>, _ v: SIMD8<UInt32>, texels: UnsafeRawPointer, stride: Int)
        -> SIMD16<UInt8>
    {
        var topLeft = SIMD4<UInt32>()
        var topRight = topLeft
        var bottomLeft = topLeft
        var bottomRight = topLeft
        var fu = SIMD4<UInt32>()
        var fv = fu
        for k in 0..<4 {
            let U = Int(u[2 &* k])
            let V = Int(v[2 &* k])
            let iu = U >> 8
            let iv = V >> 8
            let du = iu < maxX ? 4 : 0
            let dv = iv < maxY ? stride &* 4 : 0
            let o00 = (iv &* stride &+ iu) &* 4
            topLeft[k] = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00, as: UInt32.self))
            topRight[k] = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00 &+ du, as: UInt32.self))
            bottomLeft[k] = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00 &+ dv, as: UInt32.self))
            bottomRight[k] = UInt32(
                littleEndian: texels.loadUnaligned(fromByteOffset: o00 &+ dv &+ du, as: UInt32.self))
            fu[k] = UInt32(truncatingIfNeeded: U) & 255
            fv[k] = UInt32(truncatingIfNeeded: V) & 255
        }
        // Pixel k's weights in lanes 2k and 2k + 1, the `split` layout.
        let wu = PixelMath.pairLanes(fu)
        let wv = PixelMath.pairLanes(fv)
        let (tlRB, tlGA) = PixelMath.split(topLeft)
        let (trRB, trGA) = PixelMath.split(topRight)
        let (blRB, blGA) = PixelMath.split(bottomLeft)
        let (brRB, brGA) = PixelMath.split(bottomRight)
        let leftRB = PixelMath.lerp(tlRB, blRB, wv)
        let leftGA = PixelMath.lerp(tlGA, blGA, wv)
        let rightRB = PixelMath.lerp(trRB, brRB, wv)
        let rightGA = PixelMath.lerp(trGA, brGA, wv)
        return PixelMath.join(PixelMath.lerp(leftRB, rightRB, wu), PixelMath.lerp(leftGA, rightGA, wu))
    }

    /// Source-over of texel `p` weighted by `c` (0…255) onto pixel i of `d`.
    @inline(__always)
    private static func blend(_ d: UnsafeMutableRawPointer, _ i: Int, _ p: UInt32, _ c: UInt32) {
        if c == 255 && p >> 24 == 255 {
            d.storeBytes(of: p.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
            return
        }
        let old = UInt32(littleEndian: d.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
        d.storeBytes(of: PixelMath.sourceOver(p, coverage: c, old).littleEndian, toByteOffset: i &* 4, as: UInt32.self)
    }
}

/// What `TextureSampler.sampleRow` blends along a row: the sample at one pixel centre, or at four
/// consecutive ones.
private protocol RowSamples {
    /// The sample for the pixel centred at `px` on the row.
    func one(at px: Double) -> UInt32
    /// The samples for the four pixels centred at px … px + 3, packed in order.
    func four(at px: Double) -> SIMD16<UInt8>
}
