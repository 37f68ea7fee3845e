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

    /// One row of `fill`: n pixels at `d`, coverage at `m`.
    @inline(__always)
    private static func fillRow(_ d: UnsafeMutableRawPointer, _ m: UnsafePointer<UInt8>, _ n: Int, _ src: UInt32, _ opaque: Bool) {
        for i in 0..<n {
            let c = UInt32(m[i])
            if c == 0 { continue }
            if c == 255 && opaque {
                d.storeBytes(of: src.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
                continue
            }
            let old = UInt32(littleEndian: d.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
            let out = PixelMath.sourceOver(c == 255 ? src : PixelMath.scale(src, by: c), old)
            d.storeBytes(of: out.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
        }
    }

    /// Fills every pixel with `color` (no blending): a frame's background.
    package mutating func clear(to color: RGBA) {
        let src = PixelMath.premultipliedPixel(color).littleEndian
        pixels.withUnsafeMutableBytes { raw in
            for i in 0..<(width * height) {
                raw.storeBytes(of: src, toByteOffset: i * 4, as: UInt32.self)
            }
        }
    }
}
