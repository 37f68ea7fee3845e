// Backdrop blur: the pixels already drawn under a region replaced by their Gaussian blur, as a
// UIVisualEffectView's blur shows what lies behind it. Like Core Animation, a wide blur works on a reduced
// backdrop (`BackdropBlurGrid`): the region and what the blur reads around it are averaged over cells of
// f × f pixels (f = 1, 2 or 4, as wide as sigma allows), the cells blurred by three box passes per axis (the
// widths of CoverageMask.boxWidths for the sigma left once the averaging and the upsampling have added
// theirs), and each pixel reads the cells around its centre with bilinear weights, mixed in by the mask's
// coverage. The blur reads past the region by its reach, clamped at the pixmap's edges (the edge pixels
// repeat, so a blur at the frame's border does not darken). Cells are premultiplied channels × 256 in Int32;
// each box rounds to nearest (the division by the box's width done exactly, as a multiplication by its
// reciprocal) and the upsampling weights are whole eighths: deterministic. With f = 1 (sigma below 6) the
// cells are the pixels and the result is the plain six-pass blur.
import Foundation
import PassageCore

extension Pixmap {
    /// Replaces the pixels under `mask` by the blur of `sigma` device pixels of what is there, mixed in by
    /// the mask's coverage (255: the blur alone).
    package mutating func blurBackdrop(under mask: CoverageMask, sigma: Double) {
        blurBackdrop(under: mask, sigma: sigma, factor: nil)
    }

    /// `blurBackdrop(under:sigma:)` on cells of `factor` × `factor` pixels (nil: as wide as sigma allows;
    /// 1: the plain six-pass blur, the reference a reduced blur is measured against).
    mutating func blurBackdrop(under mask: CoverageMask, sigma: Double, factor: Int?) {
        withTarget { $0.blurBackdrop(under: mask, sigma: sigma, factor: factor) }
    }
}

extension PixelTarget {
    /// `Pixmap.blurBackdrop(under:sigma:)` within `bounds`, which are also the edges the blur repeats.
    func blurBackdrop(under mask: CoverageMask, sigma: Double, factor: Int? = nil) {
        let region = mask.bounds.intersection(bounds)
        guard !region.isEmpty,
            var grid = BackdropBlurGrid(sigma: sigma, region: region, within: bounds, factor: factor)
        else { return }
        let pixels = base.assumingMemoryBound(to: UInt8.self)
        grid.average(pixels, origin: (originX, originY), stride: stride)
        grid.blur()
        mask.values.withUnsafeBufferPointer { coverage in
            grid.mix(
                into: pixels, origin: (originX, originY), stride: stride, region: region,
                coverage: coverage.baseAddress!, coverageBounds: mask.bounds)
        }
    }
}

/// The reduced backdrop of one blur: f × f pixel cells over the region and its reach, premultiplied channels
/// × 256, blurred in place.
struct BackdropBlurGrid {
    /// Pixels per cell side: 1, 2 or 4.
    let factor: Int
    /// The box widths, in cells.
    let widths: [Int]
    /// The pixels the cells average: the region grown by the reach, clamped to the pixmap. Cell (0, 0)'s
    /// top-left pixel is `source`'s.
    let source: PixelRect
    /// Cells per row and rows of cells.
    let columns: Int, rows: Int
    /// columns × rows × 4 channels.
    private var cells: [Int32]

    /// The grid for a blur of `sigma` pixels of `region` inside `bounds`; nil when sigma is too small to show.
    /// `factor`: 1, 2 or 4 (nil: `factor(sigma:)`).
    init?(sigma: Double, region: PixelRect, within bounds: PixelRect, factor: Int? = nil) {
        guard !CoverageMask.boxWidths(sigma: sigma).isEmpty else { return nil }
        self.factor = factor ?? Self.factor(sigma: sigma)
        let f = Double(self.factor)
        // Averaging over f pixels adds a variance of (f² − 1)/12, the bilinear read (a tent f pixels wide each
        // side) f²/6: the boxes make up the rest.
        let added = self.factor == 1 ? 0 : (3 * f * f - 1) / 12
        widths = CoverageMask.boxWidths(sigma: max(sigma * sigma - added, 0).squareRoot() / f)
        let reach = (widths.reduce(0) { $0 + ($1 - 1) / 2 } + (self.factor == 1 ? 0 : 1)) * self.factor
        source = region.outset(dx: reach, dy: reach).intersection(bounds)
        columns = (source.width + self.factor - 1) / self.factor
        rows = (source.height + self.factor - 1) / self.factor
        cells = [Int32](repeating: 0, count: columns * rows * 4)
    }

    /// 4 for a sigma of 12 pixels or more, 2 from 6, else 1: at least three cells of sigma, where three box
    /// passes still follow a Gaussian closely.
    static func factor(sigma: Double) -> Int {
        sigma >= 12 ? 4 : sigma >= 6 ? 2 : 1
    }

    /// Fills the cells with the mean of their pixels × 256 (pixels past `source`'s right or bottom edge
    /// repeat its last column or row). `pixels`: the pixmap's, whose pixel (0, 0) is frame pixel `origin`.
    mutating func average(_ pixels: UnsafePointer<UInt8>, origin: (x: Int, y: Int), stride: Int) {
        let f = factor
        let shift = Int32(8 - 2 * f.trailingZeroBitCount)
        let (columns, source) = (columns, source)
        cells.withUnsafeMutableBufferPointer { out in
            for cellRow in 0..<rows {
                let sums = out.baseAddress! + cellRow * columns * 4
                for dy in 0..<f {
                    let y = min(source.y + cellRow * f + dy, source.maxY - 1) - origin.y
                    let line = pixels + (y * stride + source.x - origin.x) * 4
                    var x = 0
                    for cell in 0..<columns {
                        var sum = UnsafeRawPointer(sums + cell * 4).loadUnaligned(as: SIMD4<Int32>.self)
                        for _ in 0..<f {
                            let p = UnsafeRawPointer(line + min(x, source.width - 1) * 4).loadUnaligned(
                                as: SIMD4<UInt8>.self)
                            sum &+= SIMD4<Int32>(truncatingIfNeeded: p)
                            x += 1
                        }
                        UnsafeMutableRawPointer(sums + cell * 4).storeBytes(of: sum, as: SIMD4<Int32>.self)
                    }
                }
                for k in 0..<(columns * 4) { sums[k] <<= shift }
            }
        }
    }

    /// Three box passes along the rows, then three down the columns (clamped edges).
    mutating func blur() {
        var other = cells
        let (columns, rows, widths) = (columns, rows, widths)
        cells.withUnsafeMutableBufferPointer { pa in
            other.withUnsafeMutableBufferPointer { pb in
                var src = pa.baseAddress!
                var dst = pb.baseAddress!
                for boxWidth in widths {
                    for row in 0..<rows {
                        Self.boxPass(
                            src + row * columns * 4, dst + row * columns * 4, count: columns, width: boxWidth)
                    }
                    swap(&src, &dst)
                }
                let sums = UnsafeMutablePointer<Int32>.allocate(capacity: columns * 4)
                defer { sums.deallocate() }
                for boxWidth in widths {
                    Self.columnBoxPass(src, dst, lanes: columns * 4, rows: rows, width: boxWidth, sums: sums)
                    swap(&src, &dst)
                }
                if src != pa.baseAddress! { pa.baseAddress!.update(from: src, count: pa.count) }
            }
        }
    }

    /// Writes the blur into the pixels of `region`: each pixel's cells mixed with bilinear weights (whole
    /// eighths), rounded to 8 bits, then mixed with what the pixel holds by its coverage c:
    /// (old · (255 − c) + blurred · c) / 255, rounded (255 replaces it).
    func mix(
        into pixels: UnsafeMutablePointer<UInt8>, origin: (x: Int, y: Int), stride: Int, region: PixelRect,
        coverage: UnsafePointer<UInt8>, coverageBounds: PixelRect
    ) {
        // Per column of the region: its two cells (× 4 channels) and the right one's weight in eighths.
        let n = region.width
        var left = [Int](repeating: 0, count: n)
        var right = left
        var weight = [Int32](repeating: 0, count: n)
        for i in 0..<n {
            let (first, second, eighths) = neighbours(region.x + i - source.x, count: columns)
            left[i] = first * 4
            right[i] = second * 4
            weight[i] = Int32(eighths)
        }
        let mixedRow = UnsafeMutablePointer<SIMD4<Int32>>.allocate(capacity: columns)
        defer { mixedRow.deallocate() }
        cells.withUnsafeBufferPointer { cellBuffer in
            let cells = UnsafeRawPointer(cellBuffer.baseAddress!)
            for y in region.y..<region.maxY {
                // The two cell rows this pixel row reads, mixed once for the whole row (× 8).
                let (top, bottom, eighths) = neighbours(y - source.y, count: rows)
                let wb = SIMD4<Int32>(repeating: Int32(eighths))
                let wt = 8 &- wb
                for cell in 0..<columns {
                    let a = cells.loadUnaligned(fromByteOffset: (top * columns + cell) * 16, as: SIMD4<Int32>.self)
                    let b = cells.loadUnaligned(fromByteOffset: (bottom * columns + cell) * 16, as: SIMD4<Int32>.self)
                    mixedRow[cell] = a &* wt &+ b &* wb
                }
                let mixed = UnsafeRawPointer(mixedRow)
                let row = pixels + ((y - origin.y) * stride + region.x - origin.x) * 4
                let c = coverage + (y - coverageBounds.y) * coverageBounds.width + (region.x - coverageBounds.x)
                for i in 0..<n {
                    let cover = Int32(c[i])
                    if cover == 0 { continue }
                    let wr = SIMD4<Int32>(repeating: weight[i])
                    let l = mixed.loadUnaligned(fromByteOffset: left[i] * 4, as: SIMD4<Int32>.self)
                    let r = mixed.loadUnaligned(fromByteOffset: right[i] * 4, as: SIMD4<Int32>.self)
                    // × 64 in all: ÷ 64, then ÷ 256 rounded.
                    let sum = l &* (8 &- wr) &+ r &* wr &+ 8192
                    let blurred = (sum &>> 14).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
                    let p = UnsafeMutableRawPointer(row + i * 4)
                    if cover == 255 {
                        p.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: blurred), as: SIMD4<UInt8>.self)
                        continue
                    }
                    // old · (255 − c) + blurred · c, divided by 255 rounded (`PixelMath.div255`).
                    let old = SIMD4<Int32>(truncatingIfNeeded: p.loadUnaligned(as: SIMD4<UInt8>.self))
                    let t = old &* (255 &- cover) &+ blurred &* cover &+ 128
                    let out = (t &+ (t &>> 8)) &>> 8
                    p.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: out), as: SIMD4<UInt8>.self)
                }
            }
        }
    }

    /// The two cells (of `count` along one axis) around the centre of pixel `offset` (counted from the
    /// first cell's first pixel), clamped to the grid, and the second one's weight in eighths.
    private func neighbours(_ offset: Int, count: Int) -> (Int, Int, Int) {
        // The pixel centre in cells, less a half cell: (2·offset + 1 − f) / 2f, in units of 1/2f.
        let f = factor
        let numerator = 2 * offset + 1 - f
        let denominator = 2 * f
        let whole = numerator >= 0 ? numerator / denominator : -((denominator - 1 - numerator) / denominator)
        let eighths = (numerator - whole * denominator) * 8 / denominator
        return (min(max(whole, 0), count - 1), min(max(whole + 1, 0), count - 1), eighths)
    }

    /// One box pass along `count` cells of four interleaved channels, edges clamped. Only the first and last
    /// `r` outputs read past an edge; the ones between take no clamp.
    private static func boxPass(
        _ src: UnsafeMutablePointer<Int32>, _ dst: UnsafeMutablePointer<Int32>, count: Int, width: Int
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
            for i in -r...r { sum &+= s[min(max(i, 0), last) * 4] }
            for i in 0..<interior.lowerBound {
                d[i * 4] = roundedMean(sum &+ half, reciprocal)
                sum &+= s[min(i + r + 1, last) * 4] &- s[max(i - r, 0) * 4]
            }
            for i in interior {
                d[i * 4] = roundedMean(sum &+ half, reciprocal)
                sum &+= s[(i + r + 1) * 4] &- s[(i - r) * 4]
            }
            for i in interior.upperBound..<count {
                d[i * 4] = roundedMean(sum &+ half, reciprocal)
                sum &+= s[min(i + r + 1, last) * 4] &- s[max(i - r, 0) * 4]
            }
        }
    }

    /// The box pass of `boxPass` down every one of `lanes` columns at once, row by row, so that memory is read
    /// in order: the same sums, the same results. `sums` holds `lanes` running sums.
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
