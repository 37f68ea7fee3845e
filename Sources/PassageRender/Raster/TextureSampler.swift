// The per-pixel stage of `Pixmap.draw(_:from:to:transform:…)`: device pixel centre → source texel
// coordinates through the inverse homography, then a filtered texel, then source-over.
//
// The inverse map is pre-scaled so one homogeneous divide per pixel yields texel coordinates in 8.8
// fixed point, already shifted by half a texel (texel i spans [i, i + 1], its centre is i + 0.5):
// U = 256·(X/W − 0.5) = (256·X − 128·W)/W. U is clamped to the allowed texel range, then converted with
// the 1.5·2⁵² rounding constant (round to nearest, no range checks): index = U >> 8, weight = U & 255.
import Foundation
import PassageCore

/// Maps device pixels back into a source pixmap and samples it.
struct TextureSampler {
    /// Device → source map, pre-scaled: columns give 256·X − 128·W, 256·Y − 128·W and W.
    private let ux: Double, uy: Double, uz: Double
    private let vx: Double, vy: Double, vz: Double
    private let wx: Double, wy: Double, wz: Double
    /// Inclusive texel index range samples may read.
    let minX: Int, maxX: Int, minY: Int, maxY: Int

    /// A sampler for `inverse` (device pixels → source pixels) reading only texels in the inclusive range.
    init(inverse: LayerHomography, minX: Int, maxX: Int, minY: Int, maxY: Int) {
        let h = inverse.m
        ux = 256 * h.0 - 128 * h.2; uy = 256 * h.3 - 128 * h.5; uz = 256 * h.6 - 128 * h.8
        vx = 256 * h.1 - 128 * h.2; vy = 256 * h.4 - 128 * h.5; vz = 256 * h.7 - 128 * h.8
        wx = h.2; wy = h.5; wz = h.8
        self.minX = minX
        self.maxX = maxX
        self.minY = minY
        self.maxY = maxY
    }

    /// Adding then subtracting this rounds a Double of magnitude < 2⁵¹ to an integer held in the low bits.
    private static let roundingConstant = 6_755_399_441_055_744.0

    /// `v` clamped to [lo, hi] and rounded to the nearest integer (NaN → lo), without range checks.
    @inline(__always)
    private static func clampRound(_ v: Double, _ lo: Double, _ hi: Double) -> Int {
        let a = v < hi ? v : hi
        let b = a > lo ? a : lo
        // b + 1.5·2⁵² has exponent 52, so its mantissa field holds b + 2⁵¹ exactly (|b| < 2⁵¹).
        let mantissa = (b + roundingConstant).bitPattern & 0x000F_FFFF_FFFF_FFFF
        return Int(truncatingIfNeeded: mantissa) &- (1 << 51)
    }

    /// One row of bilinear samples: n device pixels starting at (x, y), coverage `m`, opacity `op` (0…255).
    @inline(__always)
    func bilinearRow(
        _ d: UnsafeMutableRawPointer, _ m: UnsafePointer<UInt8>, _ n: Int, x: Int, y: Int, opacity op: UInt32,
        texels: UnsafeRawPointer, stride: Int
    ) {
        let py = Double(y) + 0.5
        let rowU = py * uy + uz, rowV = py * vy + vz, rowW = py * wy + wz
        let lu = Double(minX * 256), hu = Double(maxX * 256), lv = Double(minY * 256), hv = Double(maxY * 256)
        let lastX = maxX, lastY = maxY, rowBytes = stride &* 4
        for i in 0..<n {
            let c0 = UInt32(m[i])
            if c0 == 0 { continue }
            let px = Double(x &+ i) + 0.5
            let r = 1 / (px * wx + rowW)
            let U = Self.clampRound((px * ux + rowU) * r, lu, hu)
            let V = Self.clampRound((px * vx + rowV) * r, lv, hv)
            let iu = U >> 8, iv = V >> 8
            let fu = UInt64(truncatingIfNeeded: U & 255), fv = UInt64(truncatingIfNeeded: V & 255)
            // At the last texel the weight of the next is 0; point at the same texel instead of past it.
            let du = iu < lastX ? 4 : 0, dv = iv < lastY ? rowBytes : 0
            let o00 = (iv &* stride &+ iu) &* 4
            let p00 = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00, as: UInt32.self))
            let p10 = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00 &+ du, as: UInt32.self))
            let p01 = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00 &+ dv, as: UInt32.self))
            let p11 = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: o00 &+ dv &+ du, as: UInt32.self))
            let top = PixelMath.lerpExpanded(PixelMath.expand(p00), PixelMath.expand(p10), fu)
            let bottom = PixelMath.lerpExpanded(PixelMath.expand(p01), PixelMath.expand(p11), fu)
            let p = PixelMath.compress(PixelMath.lerpExpanded(top, bottom, fv))
            Self.blend(d, i, p, op == 255 ? c0 : PixelMath.div255(c0 &* op))
        }
    }

    /// One row of nearest-texel samples (same parameters as `bilinearRow`).
    @inline(__always)
    func nearestRow(
        _ d: UnsafeMutableRawPointer, _ m: UnsafePointer<UInt8>, _ n: Int, x: Int, y: Int, opacity op: UInt32,
        texels: UnsafeRawPointer, stride: Int
    ) {
        let py = Double(y) + 0.5
        let rowU = py * uy + uz, rowV = py * vy + vz, rowW = py * wy + wz
        // Nearest texel: ⌊X/W⌋ = round(X/W − 0.5) = round(U / 256).
        let lu = Double(minX), hu = Double(maxX), lv = Double(minY), hv = Double(maxY)
        for i in 0..<n {
            let c0 = UInt32(m[i])
            if c0 == 0 { continue }
            let px = Double(x &+ i) + 0.5
            let r = 1 / (256 * (px * wx + rowW))
            let iu = Self.clampRound((px * ux + rowU) * r, lu, hu)
            let iv = Self.clampRound((px * vx + rowV) * r, lv, hv)
            let p = UInt32(littleEndian: texels.loadUnaligned(fromByteOffset: (iv &* stride &+ iu) &* 4, as: UInt32.self))
            Self.blend(d, i, p, op == 255 ? c0 : PixelMath.div255(c0 &* op))
        }
    }

    /// Source-over of texel `p` weighted by `c` (0…255) onto pixel i of `d`.
    @inline(__always)
    private static func blend(_ d: UnsafeMutableRawPointer, _ i: Int, _ p: UInt32, _ c: UInt32) {
        if c == 255 && p >> 24 == 255 {
            d.storeBytes(of: p.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
            return
        }
        let old = UInt32(littleEndian: d.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
        let out = PixelMath.sourceOver(c == 255 ? p : PixelMath.scale(p, by: c), old)
        d.storeBytes(of: out.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
    }
}
