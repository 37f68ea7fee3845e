// The per-pixel stage of `Pixmap.draw(_:from:to:transform:…)`: device pixel centre → source texel
// coordinates through the inverse homography, then a filtered texel, then source-over.
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
    /// Inclusive texel index range samples may read.
    let minX: Int, maxX: Int, minY: Int, maxY: Int

    /// A sampler for `inverse` (device pixels → source pixels) reading only texels in the inclusive range.
    init(inverse: LayerHomography, minX: Int, maxX: Int, minY: Int, maxY: Int) {
        let h = inverse.m
        uvx = SIMD2(256 * h.0 - 128 * h.2, 256 * h.1 - 128 * h.2)
        uvy = SIMD2(256 * h.3 - 128 * h.5, 256 * h.4 - 128 * h.5)
        uvz = SIMD2(256 * h.6 - 128 * h.8, 256 * h.7 - 128 * h.8)
        wx = h.2; wy = h.5; wz = h.8
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
        return Row(uv: SIMD2(repeating: py) * uvy + uvz, w: w,
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
        func clamped(_ v: SIMD4<Double>, _ lo: Double, _ hi: Double) -> SIMD8<UInt32> {
            let a = v.replacing(with: hi, where: .!(v .< hi))
            let b = a.replacing(with: lo, where: .!(a .> lo))
            return unsafeBitCast(b + Self.roundingConstant, to: SIMD8<UInt32>.self)
        }
        return (clamped((p * uvx.x + row.uv.x) * r, row.lo.x, row.hi.x), clamped((p * uvx.y + row.uv.y) * r, row.lo.y, row.hi.y))
    }

    /// One row of bilinear samples: n device pixels starting at (x, y), coverage `m`, opacity `op` (0…255).
    @inline(__always)
    func bilinearRow(
        _ d: UnsafeMutableRawPointer, _ m: UnsafePointer<UInt8>, _ n: Int, x: Int, y: Int, opacity op: UInt32,
        texels: UnsafeRawPointer, stride: Int
    ) {
        sampleRow(d, m, n, x: x, row: row(y, unit: 256, divisor: 1), opacity: op) { U, V in
            bilinearTexel(U, V, texels: texels, stride: stride)
        }
    }

    /// One row of nearest-texel samples (same parameters as `bilinearRow`).
    @inline(__always)
    func nearestRow(
        _ d: UnsafeMutableRawPointer, _ m: UnsafePointer<UInt8>, _ n: Int, x: Int, y: Int, opacity op: UInt32,
        texels: UnsafeRawPointer, stride: Int
    ) {
        // Nearest texel: ⌊X/W⌋ = round(X/W − 0.5) = round(U / 256).
        sampleRow(d, m, n, x: x, row: row(y, unit: 1, divisor: 256), opacity: op) { iu, iv in
            UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: (iv &* stride &+ iu) &* 4, as: UInt32.self))
        }
    }

    /// The row loop both filters share: walks the coverage runs, maps each pixel centre to texel
    /// coordinates, fetches with `texel` and blends non-transparent results weighted by coverage × opacity.
    @inline(__always)
    private func sampleRow(
        _ d: UnsafeMutableRawPointer, _ m: UnsafePointer<UInt8>, _ n: Int, x: Int, row: Row, opacity op: UInt32,
        texel: (Int, Int) -> UInt32
    ) {
        var runs = CoverageRuns(m, count: n)
        while let run = runs.next() {
            let c = op == 255 ? run.coverage : PixelMath.div255(run.coverage &* op)
            if c == 0 { continue }
            var px = Double(x &+ run.start) + 0.5
            var i = run.start
            while i &+ 4 <= run.end {
                let (u, v) = coordinates4(px, row)
                px += 4
                for k in 0..<4 {
                    let p = texel(Int(u[2 &* k]), Int(v[2 &* k]))
                    if p != 0 { Self.blend(d, i &+ k, p, c) }
                }
                i &+= 4
            }
            while i < run.end {
                let (u, v) = coordinates(px, row)
                px += 1
                let p = texel(u, v)
                if p != 0 { Self.blend(d, i, p, c) }
                i &+= 1
            }
        }
    }

    /// The bilinear mix of the four texels around 8.8 fixed-point (U, V): horizontal lerps of the top and
    /// bottom pair in one vector, then the vertical lerp (the order `lerpExpanded` fixes, so the same bits).
    @inline(__always)
    private func bilinearTexel(_ U: Int, _ V: Int, texels: UnsafeRawPointer, stride: Int) -> UInt32 {
        let iu = U >> 8, iv = V >> 8
        // At the last texel the weight of the next is 0; point at the same texel instead of past it.
        let du = iu < maxX ? 4 : 0, dv = iv < maxY ? stride &* 4 : 0
        let o00 = (iv &* stride &+ iu) &* 4
        let p00 = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00, as: UInt32.self))
        let p10 = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00 &+ du, as: UInt32.self))
        let p01 = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00 &+ dv, as: UInt32.self))
        let p11 = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00 &+ dv &+ du, as: UInt32.self))
        let left = UInt64(p00) | UInt64(p01) << 32, right = UInt64(p10) | UInt64(p11) << 32
        if left | right == 0 { return 0 }
        return PixelMath.bilinear(left, right, UInt16(truncatingIfNeeded: U & 255), UInt16(truncatingIfNeeded: V & 255))
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
