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

    /// `split` of four packed pixels held as 32-bit lanes.
    @inline(__always)
    static func split(_ quad: SIMD4<UInt32>) -> (SIMD8<UInt16>, SIMD8<UInt16>) {
        split(unsafeBitCast(quad, to: SIMD16<UInt8>.self))
    }

    /// The inverse of `split` (lanes must hold values ≤ 255).
    @inline(__always)
    static func join(_ rb: SIMD8<UInt16>, _ ga: SIMD8<UInt16>) -> SIMD16<UInt8> {
        unsafeBitCast(rb | (ga &<< 8), to: SIMD16<UInt8>.self)
    }

    /// `div255` per lane; exact for lanes ≤ 65 025. With t = x + 128, (t + ⌊t/256⌋)/256 and t·257/65536
    /// differ by less than 1/256 above a multiple of 1/256, so their floors agree: the high half of a
    /// 16-bit multiply by 257 (one SSE2 instruction) does the two shifts and the add.
    /// Written lane by lane with concrete initializers, which always inline, where the generic widening
    /// initializers can stay calls inside large loops.
    @inline(__always)
    static func div255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &+ 128
        let w =
            (SIMD8<UInt32>(
                UInt32(t[0]), UInt32(t[1]), UInt32(t[2]), UInt32(t[3]),
                UInt32(t[4]), UInt32(t[5]), UInt32(t[6]), UInt32(t[7])) &* 257) &>> 16
        return SIMD8<UInt16>(
            UInt16(truncatingIfNeeded: w[0]), UInt16(truncatingIfNeeded: w[1]),
            UInt16(truncatingIfNeeded: w[2]), UInt16(truncatingIfNeeded: w[3]),
            UInt16(truncatingIfNeeded: w[4]), UInt16(truncatingIfNeeded: w[5]),
            UInt16(truncatingIfNeeded: w[6]), UInt16(truncatingIfNeeded: w[7]))
    }

    /// `lerpExpanded` per lane: (a·(256 − f) + b·f + 128) / 256, truncated; f in 0…256.
    @inline(__always)
    static func lerp<V: SIMD>(_ a: V, _ b: V, _ f: UInt16) -> V where V.Scalar == UInt16 {
        (a &* (256 &- f) &+ b &* f &+ 128) &>> 8
    }

    /// `lerp` with a weight per lane (each 0…256).
    @inline(__always)
    static func lerp<V: SIMD>(_ a: V, _ b: V, _ f: V) -> V where V.Scalar == UInt16 {
        (a &* (256 &- f) &+ b &* f &+ 128) &>> 8
    }

    /// Four values below 2¹⁶ spread to the `split` layout: value k in lanes 2k and 2k + 1 (a shift and an
    /// or, where a 32-bit multiply has no single SSE2 instruction).
    @inline(__always)
    static func pairLanes(_ v: SIMD4<UInt32>) -> SIMD8<UInt16> {
        unsafeBitCast(v | v &<< 16, to: SIMD8<UInt16>.self)
    }

    /// Four coverage bytes (pixel k in byte k, little-endian) spread to the `split` layout: coverage of
    /// pixel k in lanes 2k and 2k + 1 (byte unpacks: no per-byte extraction).
    @inline(__always)
    static func coverageLanes(_ c4: UInt32) -> SIMD8<UInt16> {
        let b = unsafeBitCast(c4, to: SIMD4<UInt8>.self)
        return SIMD8<UInt16>(truncatingIfNeeded: SIMD8<UInt8>(b[0], b[0], b[1], b[1], b[2], b[2], b[3], b[3]))
    }

    /// `sourceOver` of four pixels: `src` (already scaled by coverage) over `dst`.
    @inline(__always)
    static func sourceOver4(_ src: SIMD16<UInt8>, _ dst: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let (srb, sga) = split(src)
        return sourceOver4(srb, sga, dst)
    }

    /// `sourceOver4` of a source already in `split`'s lanes (every lane ≤ 255): 255 − alpha comes from
    /// the alpha lanes, with no round trip through packed bytes.
    @inline(__always)
    static func sourceOver4(_ srb: SIMD8<UInt16>, _ sga: SIMD8<UInt16>, _ dst: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let k = pairLanes(255 &- unsafeBitCast(sga, to: SIMD4<UInt32>.self) &>> 16)
        let (drb, dga) = split(dst)
        return join(srb &+ div255(drb &* k), sga &+ div255(dga &* k))
    }

    /// `scale` of four pixels by one coverage `c` (0…255).
    @inline(__always)
    static func scale4(_ p: SIMD16<UInt8>, by c: UInt16) -> SIMD16<UInt8> {
        let (rb, ga) = split(p)
        return join(div255(rb &* c), div255(ga &* c))
    }

    /// Source-over of four packed pixels `quad` at coverage `c` (1…255) onto the four pixels at `d`: a
    /// plain store when all four are opaque and c is 255, else scaled by c and blended in 16-bit lanes.
    @inline(__always)
    static func blend4(_ quad: SIMD16<UInt8>, coverage c: UInt32, onto d: UnsafeMutableRawPointer) {
        var p4 = quad
        if c == 255 {
            if all(unsafeBitCast(p4, to: SIMD4<UInt32>.self) .>= 0xFF00_0000) {
                d.storeBytes(of: p4, as: SIMD16<UInt8>.self)
                return
            }
        } else {
            p4 = scale4(p4, by: UInt16(truncatingIfNeeded: c))
        }
        d.storeBytes(of: sourceOver4(p4, d.loadUnaligned(as: SIMD16<UInt8>.self)), as: SIMD16<UInt8>.self)
    }

    /// Bilinear mix of a 2×2 block, columns first: `top` = top-left | top-right << 32, `bottom` likewise,
    /// weights fv, fu in 0…255. Each byte widens to a 16-bit lane (left r, g, b, a, then right r, g, b, a),
    /// the vertical lerps of both columns take one vector, then the horizontal one, each rounded as
    /// `lerpExpanded` rounds, so the result equals three `lerpExpanded` calls bit for bit.
    @inline(__always)
    static func bilinear(top: UInt64, bottom: UInt64, fv: UInt16, fu: UInt16) -> UInt32 {
        let t = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(top, to: SIMD8<UInt8>.self))
        let b = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(bottom, to: SIMD8<UInt8>.self))
        let v = lerp(t, b, fv)
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: lerp(v.lowHalf, v.highHalf, fu)), to: UInt32.self)
    }
}
