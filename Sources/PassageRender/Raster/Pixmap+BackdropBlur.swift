// Backdrop blur: the pixels already drawn under a region replaced by their Gaussian blur (three box
// passes per axis, the widths of CoverageMask.boxWidths), as a UIVisualEffectView's blur shows what lies
// behind it. The blur reads past the region by its reach, clamped at the pixmap's edges (the edge pixels
// repeat, so a blur at the frame's border does not darken). Intermediates are premultiplied channels ×256
// in Int32, each box rounding to nearest (the division by the box's width done exactly, as a multiplication by
// its reciprocal): deterministic. The vertical passes go row by row over all columns at once, in memory order.
import Foundation
import PassageCore

extension Pixmap {
    /// Replaces the pixels under `mask` by the blur of `sigma` device pixels of what is there, mixed in by
    /// the mask's coverage (255: the blur alone).
    package mutating func blurBackdrop(under mask: CoverageMask, sigma: Double) {
        let frame = pixelBounds
        let region = mask.bounds.intersection(frame)
        let widths = CoverageMask.boxWidths(sigma: sigma)
        guard !region.isEmpty, !widths.isEmpty else { return }
        let reach = widths.reduce(0) { $0 + ($1 - 1) / 2 }
        let source = region.outset(dx: reach, dy: reach).intersection(frame)
        let w = source.width
        let h = source.height
        let (ox, oy, w0) = (originX, originY, width)
        var a = [Int32](unsafeUninitializedCapacity: w * h * 4) { out, count in
            pixels.withUnsafeBufferPointer { frame in
                for row in 0..<h {
                    let from = frame.baseAddress! + ((source.y + row - oy) * w0 + source.x - ox) * 4
                    let to = out.baseAddress! + row * w * 4
                    for k in 0..<(w * 4) { to[k] = Int32(from[k]) << 8 }
                }
            }
            count = w * h * 4
        }
        var b = a
        a.withUnsafeMutableBufferPointer { pa in
            b.withUnsafeMutableBufferPointer { pb in
                var src = pa.baseAddress!
                var dst = pb.baseAddress!
                for boxWidth in widths {
                    for row in 0..<h {
                        Self.boxPass(src + row * w * 4, dst + row * w * 4, count: w, step: 4, width: boxWidth)
                    }
                    swap(&src, &dst)
                }
                let sums = UnsafeMutablePointer<Int32>.allocate(capacity: w * 4)
                defer { sums.deallocate() }
                for boxWidth in widths {
                    Self.columnBoxPass(src, dst, lanes: w * 4, rows: h, width: boxWidth, sums: sums)
                    swap(&src, &dst)
                }
                if src != pa.baseAddress! { pa.baseAddress!.update(from: src, count: pa.count) }
            }
        }
        let frameWidth = width
        a.withUnsafeBufferPointer { blurredChannels in
            pixels.withUnsafeMutableBufferPointer { frame in
                for y in region.y..<region.maxY {
                    for x in region.x..<region.maxX {
                        let c = Int32(mask.coverage(x: x, y: y))
                        guard c > 0 else { continue }
                        let p = frame.baseAddress! + ((y - oy) * frameWidth + x - ox) * 4
                        let q = blurredChannels.baseAddress! + ((y - source.y) * w + (x - source.x)) * 4
                        for k in 0..<4 {
                            let blurred = min(max((q[k] + 128) >> 8, 0), 255)
                            let old = Int32(p[k])
                            p[k] = UInt8(old + ((blurred - old) * c + 127) / 255)
                        }
                    }
                }
            }
        }
    }

    /// One box pass over the four interleaved channels of `count` pixels `step` apart, edges clamped. Only the
    /// first and last `r` outputs read past an edge; the ones between take no clamp.
    private static func boxPass(
        _ src: UnsafeMutablePointer<Int32>, _ dst: UnsafeMutablePointer<Int32>, count: Int, step: Int,
        width: Int
    ) {
        let r = (width - 1) / 2
        let half = Int32(width / 2)
        let reciprocal = 1 / Double(width)
        let last = count - 1
        let interior = min(r, count)..<max(min(r, count), last - r)
        for k in 0..<4 {
            let s = src + k
            let d = dst + k
            var sum: Int32 = 0
            for i in -r...r { sum &+= s[min(max(i, 0), last) * step] }
            for i in 0..<interior.lowerBound {
                d[i * step] = roundedMean(sum &+ half, reciprocal)
                sum &+= s[min(i + r + 1, last) * step] &- s[max(i - r, 0) * step]
            }
            for i in interior {
                d[i * step] = roundedMean(sum &+ half, reciprocal)
                sum &+= s[(i + r + 1) * step] &- s[(i - r) * step]
            }
            for i in interior.upperBound..<count {
                d[i * step] = roundedMean(sum &+ half, reciprocal)
                sum &+= s[min(i + r + 1, last) * step] &- s[max(i - r, 0) * step]
            }
        }
    }

    /// The box pass of `boxPass` down every one of `lanes` columns at once, row by row, so that memory is read
    /// in order (a pass column by column jumps a whole row per step): the same sums, the same results.
    /// `sums` holds `lanes` running sums.
    private static func columnBoxPass(
        _ src: UnsafeMutablePointer<Int32>, _ dst: UnsafeMutablePointer<Int32>, lanes: Int,
        rows: Int, width: Int, sums: UnsafeMutablePointer<Int32>
    ) {
        let r = (width - 1) / 2
        let half = Int32(width / 2)
        let reciprocal = 1 / Double(width)
        sums.update(repeating: 0, count: lanes)
        for i in -r...r {
            let row = src + min(max(i, 0), rows - 1) * lanes
            for k in 0..<lanes { sums[k] &+= row[k] }
        }
        for y in 0..<rows {
            let out = dst + y * lanes
            let entering = src + min(y + r + 1, rows - 1) * lanes
            let leaving = src + max(y - r, 0) * lanes
            for k in 0..<lanes {
                out[k] = roundedMean(sums[k] &+ half, reciprocal)
                sums[k] &+= entering[k] &- leaving[k]
            }
        }
    }

    /// `value / width` for a non-negative `value` below 2³¹, by multiplying with `reciprocal` (1 / width):
    /// `(value + ½) / width` lies at least ½ / width away from a whole number, further than the product's
    /// rounding error (below 2⁻²¹) for any width below 2²⁰, so the truncation is the exact quotient.
    @inline(__always)
    private static func roundedMean(_ value: Int32, _ reciprocal: Double) -> Int32 {
        Int32((Double(value) + 0.5) * reciprocal)
    }
}
