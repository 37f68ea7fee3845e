// Backdrop blur: the pixels already drawn under a region replaced by their Gaussian blur (three box
// passes per axis, the widths of CoverageMask.boxWidths), as a UIVisualEffectView's blur shows what lies
// behind it. The blur reads past the region by its reach, clamped at the pixmap's edges (the edge pixels
// repeat, so a blur at the frame's border does not darken). Intermediates are premultiplied channels ×256
// in Int32, each box rounding to nearest: deterministic, no floating point.
import Foundation
import PassageCore

extension Pixmap {
    /// Replaces the pixels under `mask` by the blur of `sigma` device pixels of what is there, mixed in by
    /// the mask's coverage (255: the blur alone).
    package mutating func blurBackdrop(under mask: CoverageMask, sigma: Double) {
        let frame = PixelRect(x: 0, y: 0, width: width, height: height)
        let region = mask.bounds.intersection(frame)
        let widths = CoverageMask.boxWidths(sigma: sigma)
        guard !region.isEmpty, !widths.isEmpty else { return }
        let reach = widths.reduce(0) { $0 + ($1 - 1) / 2 }
        let source = region.outset(dx: reach, dy: reach).intersection(frame)
        let w = source.width, h = source.height
        var a = [Int32](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let from = ((source.y + row) * width + source.x) * 4
            for k in 0..<(w * 4) { a[row * w * 4 + k] = Int32(pixels[from + k]) << 8 }
        }
        var b = a
        a.withUnsafeMutableBufferPointer { pa in
            b.withUnsafeMutableBufferPointer { pb in
                var src = pa.baseAddress!, dst = pb.baseAddress!
                for boxWidth in widths {
                    for row in 0..<h { Self.boxPass(src + row * w * 4, dst + row * w * 4, count: w, step: 4, width: boxWidth) }
                    swap(&src, &dst)
                }
                for boxWidth in widths {
                    for col in 0..<w { Self.boxPass(src + col * 4, dst + col * 4, count: h, step: w * 4, width: boxWidth) }
                    swap(&src, &dst)
                }
                if src != pa.baseAddress! { pa.baseAddress!.update(from: src, count: pa.count) }
            }
        }
        for y in region.y..<region.maxY {
            for x in region.x..<region.maxX {
                let c = Int32(mask.coverage(x: x, y: y))
                guard c > 0 else { continue }
                let p = (y * width + x) * 4, q = ((y - source.y) * w + (x - source.x)) * 4
                for k in 0..<4 {
                    let blurred = min(max((a[q + k] + 128) >> 8, 0), 255), old = Int32(pixels[p + k])
                    pixels[p + k] = UInt8(old + ((blurred - old) * c + 127) / 255)
                }
            }
        }
    }

    /// One box pass over the four interleaved channels of `count` pixels `step` apart, edges clamped.
    private static func boxPass(_ src: UnsafeMutablePointer<Int32>, _ dst: UnsafeMutablePointer<Int32>, count: Int, step: Int,
                                width: Int) {
        let r = (width - 1) / 2, divisor = Int32(width), half = Int32(width / 2)
        for k in 0..<4 {
            let s = src + k, d = dst + k
            var sum: Int32 = 0
            for i in -r...r { sum &+= s[min(max(i, 0), count - 1) * step] }
            for i in 0..<count {
                d[i * step] = (sum &+ half) / divisor
                sum &+= s[min(i + r + 1, count - 1) * step] &- s[max(i - r, 0) * step]
            }
        }
    }
}
