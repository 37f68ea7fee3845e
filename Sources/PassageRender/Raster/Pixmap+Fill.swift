// Painting a solid colour through a coverage mask: the background and border of a layer, a tinted
// shadow. Premultiplied source-over, integer and exact (see `PixelMath`).
import Foundation
import PassageCore

extension Pixmap {
    /// The frame pixels the pixmap holds: its own pixel rectangle placed at its origin.
    package var pixelBounds: PixelRect { PixelRect(x: originX, y: originY, width: width, height: height) }

    /// Source-over of `color` × `opacity` wherever `mask` covers, weighted by its coverage.
    /// - Parameters:
    ///   - mask: coverage in device pixels (already intersected with any clip); parts outside the pixmap are ignored.
    ///   - color: straight-alpha colour; components clamped to [0, 1].
    ///   - opacity: extra alpha factor in [0, 1] (layer opacity × shadowOpacity, …). Default 1.
    ///   - occlusion: pixels that opaque fills drawn later replace, left unpainted (see `Occlusion`). Default nil.
    package mutating func fill(
        _ mask: CoverageMask, color: RGBA, opacity: Double = 1, hiddenBy occlusion: Occlusion? = nil
    ) {
        withTarget { $0.fill(mask, color: color, opacity: opacity, hiddenBy: occlusion) }
    }
}

extension PixelTarget {
    /// `Pixmap.fill(_:color:opacity:hiddenBy:)` within `bounds`.
    func fill(_ mask: CoverageMask, color: RGBA, opacity: Double, hiddenBy occlusion: Occlusion?) {
        let src = PixelMath.premultipliedPixel(color, opacity: opacity)
        guard src != 0 else { return }
        let rect = mask.bounds.intersection(bounds)
        guard !rect.isEmpty else { return }
        let opaque = src >> 24 == 255
        let hidden = occlusion?.hiding(rect)
        mask.values.withUnsafeBufferPointer { maskBuf in
            for row in rect.y..<rect.maxY {
                let m = maskBuf.baseAddress! + (row - mask.bounds.y) * mask.bounds.width + (rect.x - mask.bounds.x)
                let d = address(x: rect.x, y: row)
                guard let hidden else {
                    Self.fillRow(d, m, rect.width, src, opaque)
                    continue
                }
                hidden.forEachVisibleRun(row: row, in: rect) { start, end in
                    Self.fillRow(d + start * 4, m + start, end - start, src, opaque)
                }
            }
        }
    }

    /// One row of `fill`: n pixels at `d`, coverage at `m`, four at a time. Four empty pixels are skipped,
    /// four fully covered ones take one blend (or a plain store when `src` is opaque), and four of mixed
    /// coverage (a blurred shadow's edge) scale `src` per pixel in 16-bit lanes; the rest one by one.
    @inline(__always)
    private static func fillRow(
        _ d: UnsafeMutableRawPointer, _ m: UnsafePointer<UInt8>, _ n: Int, _ src: UInt32, _ opaque: Bool
    ) {
        let s4 = unsafeBitCast(SIMD4<UInt32>(repeating: src.littleEndian), to: SIMD16<UInt8>.self)
        let (srb, sga) = PixelMath.split(s4)
        var i = 0
        while i &+ 4 <= n {
            let c4 = UnsafeRawPointer(m + i).loadUnaligned(as: UInt32.self)
            if c4 == 0 {
                // A ring's inside and a blurred shadow's faint tail are long empty stretches: 16 at a time.
                let next16 = UnsafeRawPointer(m + i)
                let empty16 =
                    i &+ 16 <= n
                    && next16.loadUnaligned(as: UInt64.self) | next16.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                        == 0
                i &+= empty16 ? 16 : 4
                continue
            }
            if c4 == ~0 && opaque {
                d.storeBytes(of: s4, toByteOffset: i &* 4, as: SIMD16<UInt8>.self)
            } else {
                let old = d.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self)
                let out: SIMD16<UInt8>
                if c4 == ~0 {
                    out = PixelMath.sourceOver4(srb, sga, old)
                } else {
                    let coverage = PixelMath.coverageLanes(c4)
                    out = PixelMath.sourceOver4(
                        PixelMath.div255(srb &* coverage), PixelMath.div255(sga &* coverage), old)
                }
                d.storeBytes(of: out, toByteOffset: i &* 4, as: SIMD16<UInt8>.self)
            }
            i &+= 4
        }
        while i < n {
            let c = UInt32(m[i])
            if c != 0 {
                let old = UInt32(littleEndian: d.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
                let out =
                    c == 255 && opaque ? src : PixelMath.sourceOver(c == 255 ? src : PixelMath.scale(src, by: c), old)
                d.storeBytes(of: out.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
            }
            i &+= 1
        }
    }
}
