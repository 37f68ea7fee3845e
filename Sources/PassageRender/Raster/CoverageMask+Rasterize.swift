// Exact-area anti-aliased coverage of polygons by signed-area accumulation.
//
// Every edge, clipped to one pixel row, deposits its signed height h (+ going down, − going up) into an
// accumulator: within the pixel column it crosses, the part of the pixel to the right of the edge gets
// h·(1 − t) and every column further right gets h (t = the edge's mean x inside that column). A running
// sum along the row then gives each pixel's signed covered area (winding number weighted by area).
// Coverage is |sum| clamped to 1 (non-zero) or |sum| folded into [0, 1] with period 2 (even-odd).
// This is exact wherever edges of the same shape do not cross inside one pixel; where they do, the
// result is the area-weighted winding, the standard approximation (within that pixel only).
//
// Areas are fixed point (1 pixel = 65 536, `one`) in Int32, so sums are exact and order-independent;
// each deposit's two parts are rounded so they add up to the piece's rounded height exactly. Rows are
// processed in bands of 16 so the accumulator stays in cache; edges are sorted by top y.
//
// Each accumulator row also records which 32-column blocks received a deposit. A block with none has
// all-zero cells, so the running sum is constant across it and its coverage is one byte repeated: the
// resolve writes it as a run instead of summing cell by cell (the same bytes, far less work inside a
// shape or outside it).
import Foundation

extension CoverageMask {
    /// Rows per accumulation band.
    private static let bandRows = 16
    /// Fixed-point unit of area: one full pixel.
    private static let one: Int32 = 1 << 16
    /// Columns per touched-block bit (a power of two), and its log.
    private static let blockShift = 5

    /// One non-horizontal polygon edge in mask-local coordinates, top end first.
    private struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        /// dx/dy along the edge.
        var slope: Double
        /// +1 when the original edge pointed down (increasing y), −1 when up.
        var winding: Double
    }

    /// The anti-aliased coverage of `polygon` under `rule`, over the pixels of its extent inside `limit`;
    /// with `rows`, only the rows of that mask inside them (a band of a frame drawn on several threads), each
    /// the same bytes as in the whole mask: rows are accumulated and resolved one by one, from edges placed
    /// relative to the whole mask's corner.
    package init(
        filling polygon: DevicePolygon, rule: RasterFillRule = .nonZero, within limit: PixelRect,
        rows: Range<Int>? = nil
    ) {
        self.init(filling: polygon, rule: rule, within: limit, rows: rows, resolvingEveryCell: false)
    }

    /// Test hook: `resolvingEveryCell` sums every accumulator cell instead of writing untouched blocks as
    /// runs, the reference the block skipping must match byte for byte.
    init(
        filling polygon: DevicePolygon, rule: RasterFillRule, within limit: PixelRect, rows: Range<Int>? = nil,
        resolvingEveryCell: Bool
    ) {
        guard let e = polygon.extent else {
            self = .empty
            return
        }
        let rect = PixelRect.enclosing(minX: e.minX, minY: e.minY, maxX: e.maxX, maxY: e.maxY, limit: limit)
        let top = max(rows?.lowerBound ?? rect.y, rect.y)
        let bottom = min(rows?.upperBound ?? rect.maxY, rect.maxY)
        let kept = PixelRect(x: rect.x, y: top, width: rect.width, height: bottom - top)
        guard !rect.isEmpty, !kept.isEmpty else {
            self = .empty
            return
        }
        let edges = Self.edges(of: polygon, in: rect)
        guard !edges.isEmpty else {
            self.init(bounds: kept, filledWith: 0)
            return
        }
        // `accumulate` writes every byte of every row.
        let values = [UInt8](unsafeUninitializedCapacity: kept.area) { buf, count in
            Self.accumulate(
                edges, width: rect.width, rows: (top - rect.y)..<(bottom - rect.y), rule: rule,
                everyCell: resolvingEveryCell, into: buf.baseAddress!)
            count = kept.area
        }
        self.init(bounds: kept, values: values)
    }

    /// Non-horizontal edges, shifted into mask-local coordinates, dropped when entirely above or below.
    private static func edges(of polygon: DevicePolygon, in rect: PixelRect) -> [Edge] {
        var edges: [Edge] = []
        let ox = Double(rect.x)
        let oy = Double(rect.y)
        let h = Double(rect.height)
        for contour in polygon.contours where contour.count >= 2 {
            var prev = contour[contour.count - 1]
            for p in contour {
                defer { prev = p }
                let ax = Double(prev.x) - ox
                let ay = Double(prev.y) - oy
                let bx = Double(p.x) - ox
                let by = Double(p.y) - oy
                guard ay != by, ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { continue }
                let down = ay < by
                let (x0, y0, x1, y1) = down ? (ax, ay, bx, by) : (bx, by, ax, ay)
                guard y1 > 0, y0 < h else { continue }
                edges.append(Edge(x0: x0, y0: y0, x1: x1, y1: y1, slope: (x1 - x0) / (y1 - y0), winding: down ? 1 : -1))
            }
        }
        edges.sort { $0.y0 < $1.y0 || ($0.y0 == $1.y0 && ($0.x0, $0.x1, $0.y1) < ($1.x0, $1.x1, $1.y1)) }
        return edges
    }

    /// Accumulates every edge band by band over `rows` (of the mask) and resolves the running sums into `out`,
    /// whose first row is `rows`' first.
    private static func accumulate(
        _ edges: [Edge], width w: Int, rows: Range<Int>, rule: RasterFillRule, everyCell: Bool,
        into outBase: UnsafeMutablePointer<UInt8>
    ) {
        let h = rows.upperBound
        let stride = w + 2
        let words = ((stride + (1 << blockShift) - 1) >> blockShift + 63) >> 6
        var acc = [Int32](repeating: 0, count: stride * bandRows)
        var touched = [UInt64](repeating: 0, count: words * bandRows)
        var active: [Edge] = []
        var next = 0
        acc.withUnsafeMutableBufferPointer { accBuf in
            touched.withUnsafeMutableBufferPointer { touchedBuf in
                let accBase = accBuf.baseAddress!
                let touchedBase = touchedBuf.baseAddress!
                var bandTop = rows.lowerBound
                while bandTop < h {
                    let bandBottom = min(bandTop + bandRows, h)
                    let top = Double(bandTop)
                    let bottom = Double(bandBottom)
                    active.removeAll { $0.y1 <= top }
                    while next < edges.count, edges[next].y0 < bottom {
                        if edges[next].y1 > top { active.append(edges[next]) }
                        next += 1
                    }
                    for edge in active {
                        let firstRow = max(Int(edge.y0.rounded(.down)), bandTop)
                        let endRow = min(Int(edge.y1.rounded(.up)), bandBottom)
                        var row = firstRow
                        while row < endRow {
                            let ya = max(edge.y0, Double(row))
                            let yb = min(edge.y1, Double(row + 1))
                            if yb > ya {
                                let xa = edge.x0 + (ya - edge.y0) * edge.slope
                                let xb = edge.x0 + (yb - edge.y0) * edge.slope
                                depositRowPiece(
                                    accBase + (row - bandTop) * stride, touchedBase + (row - bandTop) * words,
                                    width: w, xa: xa, xb: xb, h: (yb - ya) * edge.winding)
                            }
                            row += 1
                        }
                    }
                    for row in bandTop..<bandBottom {
                        let accRow = accBase + (row - bandTop) * stride
                        let touchedRow = touchedBase + (row - bandTop) * words
                        if everyCell { touchedRow.update(repeating: ~0, count: words) }
                        resolve(accRow, touchedRow, outBase + (row - rows.lowerBound) * w, w, rule)
                        accRow[w] = 0
                        accRow[w + 1] = 0
                        touchedRow.update(repeating: 0, count: words)
                    }
                    bandTop = bandBottom
                }
            }
        }
    }

    /// Deposits a straight piece of edge lying within one pixel row, from x = xa to x = xb, with signed
    /// height h, into the row's accumulator (w + 2 cells). Parts left of column 0 count fully for
    /// column 0; parts right of the last column affect nothing visible and are dropped.
    @inline(__always)
    private static func depositRowPiece(
        _ acc: UnsafeMutablePointer<Int32>, _ touched: UnsafeMutablePointer<UInt64>, width w: Int, xa: Double,
        xb: Double, h: Double
    ) {
        var lo = min(xa, xb)
        var hi = max(xa, xb)
        let fw = Double(w)
        if hi <= 0 {
            acc[0] &+= fixed(h)
            markTouched(touched, 0, 0)
            return
        }
        if lo >= fw { return }
        let span = hi - lo
        if span < 1e-9 {
            // A near-vertical piece can straddle x = 0 (lo a hair below 0): it belongs to column 0.
            let i = min(max(Int(lo.rounded(.down)), 0), w - 1)
            markTouched(touched, i, i + 1)
            deposit(acc, i, fixed(h), min(max(lo - Double(i), 0), 1))
            return
        }
        let dhdx = h / span
        if lo < 0 {
            acc[0] &+= fixed(dhdx * -lo)
            markTouched(touched, 0, 0)
            lo = 0
        }
        if hi > fw { hi = fw }
        let i0 = Int(lo.rounded(.down))
        let i1 = Int(hi.rounded(.up)) - 1
        markTouched(touched, i0, max(i0, i1) + 1)
        if i1 <= i0 {
            deposit(acc, i0, fixed(dhdx * (hi - lo)), (lo + hi) * 0.5 - Double(i0))
            return
        }
        // Column by column; heights are differences of the rounded cumulative height, so they add up
        // exactly however many columns a shallow edge crosses.
        var left = lo
        var done: Int32 = 0
        var i = i0
        while i <= i1 {
            let right = i == i1 ? hi : Double(i + 1)
            let upTo = fixed(dhdx * (right - lo))
            deposit(acc, i, upTo &- done, (left + right) * 0.5 - Double(i))
            done = upTo
            left = right
            i += 1
        }
    }

    /// Records that accumulator cells first…last (inclusive) may be non-zero.
    @inline(__always)
    private static func markTouched(_ touched: UnsafeMutablePointer<UInt64>, _ first: Int, _ last: Int) {
        var b = max(first, 0) >> blockShift
        let end = last >> blockShift
        while b <= end {
            touched[b >> 6] |= 1 << UInt64(b & 63)
            b += 1
        }
    }

    /// Fixed-point height `h` crossing column i at mean offset t ∈ [0, 1]: h·(1 − t) to cell i, the rest
    /// to cell i + 1; the two parts sum to h exactly.
    @inline(__always)
    private static func deposit(_ acc: UnsafeMutablePointer<Int32>, _ i: Int, _ h: Int32, _ t: Double) {
        let right = Int32((Double(h) * t).rounded())
        acc[i] &+= h &- right
        acc[i + 1] &+= right
    }

    /// A height or area in pixels as rounded fixed point.
    @inline(__always)
    private static func fixed(_ v: Double) -> Int32 {
        Int32((v * Double(one)).rounded())
    }

    /// One accumulator row → coverage bytes: blocks without deposits are one repeated byte (their cells
    /// are zero, so the running sum does not change), the others are summed cell by cell.
    @inline(__always)
    private static func resolve(
        _ acc: UnsafeMutablePointer<Int32>, _ touched: UnsafePointer<UInt64>, _ out: UnsafeMutablePointer<UInt8>,
        _ w: Int,
        _ rule: RasterFillRule
    ) {
        var sum: Int32 = 0
        var start = 0
        while start < w {
            let b = start >> blockShift
            let end = min(start + (1 << blockShift), w)
            if touched[b >> 6] & (1 << UInt64(b & 63)) == 0 {
                let byte = rule == .nonZero ? nonZeroByte(sum) : evenOddByte(sum)
                (out + start).update(repeating: byte, count: end - start)
            } else if rule == .nonZero {
                for i in start..<end {
                    sum &+= acc[i]
                    acc[i] = 0
                    out[i] = nonZeroByte(sum)
                }
            } else {
                for i in start..<end {
                    sum &+= acc[i]
                    acc[i] = 0
                    out[i] = evenOddByte(sum)
                }
            }
            start = end
        }
    }

    /// |winding area| clamped to one pixel, as a byte.
    @inline(__always)
    private static func nonZeroByte(_ sum: Int32) -> UInt8 {
        let sign = sum >> 31
        let a = min((sum ^ sign) &- sign, one)
        return UInt8(truncatingIfNeeded: (a &* 255 &+ (one >> 1)) >> 16)
    }

    /// |winding area| folded with period 2 (0 → 0, 1 → 1, 2 → 0), as a byte.
    @inline(__always)
    private static func evenOddByte(_ sum: Int32) -> UInt8 {
        let sign = sum >> 31
        let f = ((sum ^ sign) &- sign) & (2 * one - 1)
        let a = min(f, 2 * one &- f)
        return UInt8(truncatingIfNeeded: (a &* 255 &+ (one >> 1)) >> 16)
    }
}
