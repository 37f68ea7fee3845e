// The integer arithmetic every compositing loop shares. A premultiplied RGBA8 pixel is packed
// little-endian into a UInt32 (r | g << 8 | b << 16 | a << 24); `lanes` splits it into red/blue and
// green/alpha halves (0x00FF00FF each) so one 32-bit multiply scales two channels at once.
// Source-over with coverage m: s' = s·m/255, out = s' + d·(255 − s'.a)/255, all divisions rounded.
import Foundation
import PassageCore

/// Integer pixel arithmetic for premultiplied RGBA8.
package enum PixelMath {
    /// x / 255 rounded to nearest, exact for 0 ≤ x ≤ 65 535 (covers every product of two bytes).
    @inline(__always)
    package static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// The same per 16-bit lane of a 0x00FF00FF-masked word holding two products ≤ 65 025.
    @inline(__always)
    package static func div255Lanes(_ x: UInt32) -> UInt32 {
        let t = x &+ 0x0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Every channel of `p` times `m`/255, rounded.
    @inline(__always)
    package static func scale(_ p: UInt32, by m: UInt32) -> UInt32 {
        let rb = div255Lanes((p & 0x00FF_00FF) &* m)
        let ga = div255Lanes(((p >> 8) & 0x00FF_00FF) &* m)
        return rb | (ga << 8)
    }

    /// Premultiplied source-over: `src` (already scaled by coverage) over `dst`.
    @inline(__always)
    package static func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ scale(dst, by: 255 &- (src >> 24))
    }

    /// A packed pixel spread to four 16-bit lanes of a UInt64 (r, b, g, a from the low end), so one
    /// 64-bit multiply scales all four channels.
    @inline(__always)
    package static func expand(_ p: UInt32) -> UInt64 {
        let x = UInt64(p)
        return (x & 0x00FF_00FF) | ((x & 0xFF00_FF00) << 24)
    }

    /// The inverse of `expand` (lanes must hold values ≤ 255).
    @inline(__always)
    package static func compress(_ x: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (x & 0x00FF_00FF) | ((x >> 24) & 0xFF00_FF00))
    }

    /// Linear interpolation of two expanded pixels with an 8-bit weight f/256 (0…256):
    /// (a·(256 − f) + b·f + 128) / 256 per lane, truncated after the +128 (so rounded).
    @inline(__always)
    package static func lerpExpanded(_ a: UInt64, _ b: UInt64, _ f: UInt64) -> UInt64 {
        ((a &* (256 &- f) &+ b &* f &+ 0x0080_0080_0080_0080) >> 8) & 0x00FF_00FF_00FF_00FF
    }

    /// `div255` of each 16-bit lane of an expanded pixel (lanes ≤ 65 025).
    @inline(__always)
    package static func div255Expanded(_ x: UInt64) -> UInt64 {
        let t = x &+ 0x0080_0080_0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF
    }

    /// `sourceOver(scale(src, by: c), dst)` with all four channels in one 64-bit multiply per step; the
    /// same bits for valid premultiplied pixels (channel ≤ alpha).
    @inline(__always)
    package static func sourceOver(_ src: UInt32, coverage c: UInt32, _ dst: UInt32) -> UInt32 {
        let s = div255Expanded(expand(src) &* UInt64(c))
        let k = 255 &- (s >> 48)
        return compress(s &+ div255Expanded(expand(dst) &* k))
    }

    /// A unit value (opacity, colour component) as a byte: clamped to [0, 1], × 255, rounded; NaN → 0.
    @inline(__always)
    package static func unitToByte(_ v: Double) -> UInt32 {
        let c = v > 0 ? (v < 1 ? v : 1) : 0
        return UInt32((c * 255).rounded())
    }

    /// A straight-alpha colour, times `opacity`, as a packed premultiplied pixel. Components are clamped
    /// to [0, 1]; the alpha byte is rounded first and colour channels are premultiplied by it, so a
    /// channel never exceeds alpha.
    package static func premultipliedPixel(_ color: RGBA, opacity: Double = 1) -> UInt32 {
        let c = color.clamped
        let a = unitToByte(c.alpha * (opacity > 0 ? (opacity < 1 ? opacity : 1) : 0))
        let r = div255(unitToByte(c.red) * a)
        let g = div255(unitToByte(c.green) * a)
        let b = div255(unitToByte(c.blue) * a)
        return r | (g << 8) | (b << 16) | (a << 24)
    }

    /// Packs four bytes.
    @inline(__always)
    package static func pack(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        UInt32(r) | (UInt32(g) << 8) | (UInt32(b) << 16) | (UInt32(a) << 24)
    }
}
