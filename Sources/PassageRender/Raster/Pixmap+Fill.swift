// Painting a solid colour through a coverage mask: the background and border of a layer, a tinted
// shadow. Premultiplied source-over, integer and exact (see `PixelMath`).
import Foundation
import PassageCore

extension Pixmap {
    /// The pixmap's own pixel rectangle.
    package var pixelBounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Source-over of `color` × `opacity` wherever `mask` covers, weighted by its coverage.
    /// - Parameters:
    ///   - mask: coverage in device pixels (already intersected with any clip); parts outside the pixmap are ignored.
    ///   - color: straight-alpha colour; components clamped to [0, 1].
    ///   - opacity: extra alpha factor in [0, 1] (layer opacity × shadowOpacity, …). Default 1.
    package mutating func fill(_ mask: CoverageMask, color: RGBA, opacity: Double = 1) {
        let src = PixelMath.premultipliedPixel(color, opacity: opacity)
        guard src != 0 else { return }
        let rect = mask.bounds.intersection(pixelBounds)
        guard !rect.isEmpty else { return }
        let opaque = src >> 24 == 255
        let stride = width
        mask.values.withUnsafeBufferPointer { maskBuf in
            pixels.withUnsafeMutableBytes { raw in
                let dst = raw.baseAddress!
                for row in rect.y..<rect.maxY {
                    let m = maskBuf.baseAddress! + (row - mask.bounds.y) * mask.bounds.width + (rect.x - mask.bounds.x)
                    let d = dst + (row * stride + rect.x) * 4
                    Self.fillRow(d, m, rect.width, src, opaque)
                }
            }
        }
    }

    /// One row of `fill`: n pixels at `d`, coverage at `m`, walked as runs of equal coverage.
    @inline(__always)
    private static func fillRow(_ d: UnsafeMutableRawPointer, _ m: UnsafePointer<UInt8>, _ n: Int, _ src: UInt32, _ opaque: Bool) {
        var runs = CoverageRuns(m, count: n)
        while let run = runs.next() {
            let s = run.coverage == 255 ? src : PixelMath.scale(src, by: run.coverage)
            let start = d + run.start &* 4, count = run.end &- run.start
            if run.coverage == 255 && opaque {
                store(s, start, count)
            } else {
                blend(s, start, count)
            }
        }
    }

    /// n copies of the packed pixel `p` from `d` on.
    @inline(__always)
    static func store(_ p: UInt32, _ d: UnsafeMutableRawPointer, _ n: Int) {
        let p4 = SIMD4<UInt32>(repeating: p.littleEndian)
        var i = 0
        while i &+ 4 <= n {
            d.storeBytes(of: p4, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            i &+= 4
        }
        while i < n {
            d.storeBytes(of: p.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
            i &+= 1
        }
    }

    /// Source-over of the constant pixel `s` (coverage applied) onto n pixels from `d` on: four at a time
    /// in 16-bit lanes, the rest one by one (the same bits either way).
    @inline(__always)
    static func blend(_ s: UInt32, _ d: UnsafeMutableRawPointer, _ n: Int) {
        let s4 = unsafeBitCast(SIMD4<UInt32>(repeating: s.littleEndian), to: SIMD16<UInt8>.self)
        var i = 0
        while i &+ 4 <= n {
            let old = d.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self)
            d.storeBytes(of: PixelMath.sourceOver4(s4, old), toByteOffset: i &* 4, as: SIMD16<UInt8>.self)
            i &+= 4
        }
        while i < n {
            let old = UInt32(littleEndian: d.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
            d.storeBytes(of: PixelMath.sourceOver(s, old).littleEndian, toByteOffset: i &* 4, as: UInt32.self)
            i &+= 1
        }
    }

    /// Fills every pixel with `color` (no blending): a frame's background.
    package mutating func clear(to color: RGBA) {
        let src = PixelMath.premultipliedPixel(color)
        let n = width * height
        pixels.withUnsafeMutableBytes { raw in Self.store(src, raw.baseAddress!, n) }
    }
}
