// The same integer pixel arithmetic as `PixelMath`, on 16-bit lanes of SIMD vectors. Like the scalar
// 0x00FF00FF split, a vector of packed pixels splits into its even bytes (red, blue) and odd bytes
// (green, alpha), each a vector of 16-bit lanes, with two masks and a shift: no byte shuffles, so the
// code lowers to plain SSE2/NEON and every multiply by a byte weight (≤ 256) stays below 2¹⁶. Pixel k
// of a vector sits in lanes 2k and 2k + 1 of both halves. Each function gives bit-for-bit the result of
// its scalar counterpart on valid premultiplied pixels (every channel ≤ alpha, so no sum passes 255).
import Foundation

extension PixelMath {
    /// Four packed pixels as (red/blue lanes, green/alpha lanes).
    @inline(__always)
    static func split(_ quad: SIMD16<UInt8>) -> (SIMD8<UInt16>, SIMD8<UInt16>) {
        let v = unsafeBitCast(quad, to: SIMD8<UInt16>.self)
        return (v & 0x00FF, v &>> 8)
    }

    /// The inverse of `split` (lanes must hold values ≤ 255).
    @inline(__always)
    static func join(_ rb: SIMD8<UInt16>, _ ga: SIMD8<UInt16>) -> SIMD16<UInt8> {
        unsafeBitCast(rb | (ga &<< 8), to: SIMD16<UInt8>.self)
    }

    /// `div255` per lane; exact for lanes ≤ 65 025 (intermediate sums stay below 2¹⁶).
    @inline(__always)
    static func div255<V: SIMD>(_ x: V) -> V where V.Scalar == UInt16 {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// `lerpExpanded` per lane: (a·(256 − f) + b·f + 128) / 256, truncated; f in 0…256.
    @inline(__always)
    static func lerp<V: SIMD>(_ a: V, _ b: V, _ f: UInt16) -> V where V.Scalar == UInt16 {
        (a &* (256 &- f) &+ b &* f &+ 128) &>> 8
    }

    /// For four packed pixels, 255 − alpha of pixel k in lanes 2k and 2k + 1 (the `split` layout).
    @inline(__always)
    static func inverseAlphaLanes(_ quad: SIMD16<UInt8>) -> SIMD8<UInt16> {
        let a = unsafeBitCast(quad, to: SIMD4<UInt32>.self) &>> 24
        return unsafeBitCast((255 &- a) &* 0x0001_0001, to: SIMD8<UInt16>.self)
    }

    /// Four coverage bytes (pixel k in byte k, little-endian) spread to the `split` layout: coverage of
    /// pixel k in lanes 2k and 2k + 1.
    @inline(__always)
    static func coverageLanes(_ c4: UInt32) -> SIMD8<UInt16> {
        let c = SIMD4<UInt32>(c4 & 0xFF, (c4 >> 8) & 0xFF, (c4 >> 16) & 0xFF, c4 >> 24)
        return unsafeBitCast(c &* 0x0001_0001, to: SIMD8<UInt16>.self)
    }

    /// `sourceOver` of four pixels: `src` (already scaled by coverage) over `dst`.
    @inline(__always)
    static func sourceOver4(_ src: SIMD16<UInt8>, _ dst: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let (srb, sga) = split(src), (drb, dga) = split(dst), k = inverseAlphaLanes(src)
        return join(srb &+ div255(drb &* k), sga &+ div255(dga &* k))
    }

    /// `scale` of four pixels by one coverage `c` (0…255).
    @inline(__always)
    static func scale4(_ p: SIMD16<UInt8>, by c: UInt16) -> SIMD16<UInt8> {
        let (rb, ga) = split(p)
        return join(div255(rb &* c), div255(ga &* c))
    }

    /// Bilinear mix of a 2×2 block: `left` = top-left | bottom-left << 32, `right` likewise, weights
    /// fu, fv in 0…255. Each byte widens to a 16-bit lane (top r, g, b, a, then bottom r, g, b, a), the
    /// horizontal lerps of both rows take one vector, then the vertical one, each rounded as
    /// `lerpExpanded` rounds, so the result equals three `lerpExpanded` calls bit for bit.
    @inline(__always)
    static func bilinear(_ left: UInt64, _ right: UInt64, _ fu: UInt16, _ fv: UInt16) -> UInt32 {
        let l = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(left, to: SIMD8<UInt8>.self))
        let r = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(right, to: SIMD8<UInt8>.self))
        let h = lerp(l, r, fu)
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: lerp(h.lowHalf, h.highHalf, fv)), to: UInt32.self)
    }
}
