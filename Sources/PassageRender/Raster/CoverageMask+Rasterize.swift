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
import Foundation

extension CoverageMask {
    /// Rows per accumulation band.
    private static let bandRows = 16
    /// Fixed-point unit of area: one full pixel.
    private static let one: Int32 = 1 << 16

    /// One non-horizontal polygon edge in mask-local coordinates, top end first.
    private struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        /// dx/dy along the edge.
        var slope: Double
        /// +1 when the original edge pointed down (increasing y), −1 when up.
        var winding: Double
    }

    /// The anti-aliased coverage of `polygon` under `rule`, over the pixels of its extent inside `limit`.
    package init(filling polygon: DevicePolygon, rule: RasterFillRule = .nonZero, within limit: PixelRect) {
        guard let e = polygon.extent else { self = .empty; return }
        let rect = PixelRect.enclosing(minX: e.minX, minY: e.minY, maxX: e.maxX, maxY: e.maxY, limit: limit)
        guard !rect.isEmpty else { self = .empty; return }
        self.init(bounds: rect, filledWith: 0)
        let edges = Self.edges(of: polygon, in: rect)
        guard !edges.isEmpty else { return }
        Self.accumulate(edges, width: rect.width, height: rect.height, rule: rule, into: &values)
    }

    /// Non-horizontal edges, shifted into mask-local coordinates, dropped when entirely above or below.
    private static func edges(of polygon: DevicePolygon, in rect: PixelRect) -> [Edge] {
        var edges: [Edge] = []
        let ox = Double(rect.x), oy = Double(rect.y), h = Double(rect.height)
        for contour in polygon.contours where contour.count >= 2 {
            var prev = contour[contour.count - 1]
            for p in contour {
                defer { prev = p }
                let ax = Double(prev.x) - ox, ay = Double(prev.y) - oy
                let bx = Double(p.x) - ox, by = Double(p.y) - oy
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

    /// Accumulates every edge band by band and resolves the running sums into `out`.
    private static func accumulate(_ edges: [Edge], width w: Int, height h: Int, rule: RasterFillRule, into out: inout [UInt8]) {
        let stride = w + 2
        var acc = [Int32](repeating: 0, count: stride * bandRows)
        var active: [Edge] = []
        var next = 0
        acc.withUnsafeMutableBufferPointer { accBuf in
            out.withUnsafeMutableBufferPointer { outBuf in
                let accBase = accBuf.baseAddress!, outBase = outBuf.baseAddress!
                var bandTop = 0
                while bandTop < h {
                    let bandBottom = min(bandTop + bandRows, h)
                    let top = Double(bandTop), bottom = Double(bandBottom)
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
                            let ya = max(edge.y0, Double(row)), yb = min(edge.y1, Double(row + 1))
                            if yb > ya {
                                let xa = edge.x0 + (ya - edge.y0) * edge.slope
                                let xb = edge.x0 + (yb - edge.y0) * edge.slope
                                depositRowPiece(accBase + (row - bandTop) * stride, width: w,
                                                xa: xa, xb: xb, h: (yb - ya) * edge.winding)
                            }
                            row += 1
                        }
                    }
                    for row in bandTop..<bandBottom {
                        let accRow = accBase + (row - bandTop) * stride
                        let outRow = outBase + row * w
                        switch rule {
                        case .nonZero: resolveNonZero(accRow, outRow, w)
                        case .evenOdd: resolveEvenOdd(accRow, outRow, w)
                        }
                        accRow[w] = 0
                        accRow[w + 1] = 0
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
    private static func depositRowPiece(_ acc: UnsafeMutablePointer<Int32>, width w: Int, xa: Double, xb: Double, h: Double) {
        var lo = min(xa, xb), hi = max(xa, xb)
        let fw = Double(w)
        if hi <= 0 { acc[0] &+= fixed(h); return }
        if lo >= fw { return }
        let span = hi - lo
        if span < 1e-9 {
            let i = Int(lo.rounded(.down))
            deposit(acc, i, fixed(h), lo - Double(i))
            return
        }
        let dhdx = h / span
        if lo < 0 {
            acc[0] &+= fixed(dhdx * -lo)
            lo = 0
        }
        if hi > fw { hi = fw }
        let i0 = Int(lo.rounded(.down))
        let i1 = Int(hi.rounded(.up)) - 1
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

    /// Running sum → |winding area| clamped to one pixel, as bytes; clears the accumulator cells it reads.
    @inline(__always)
    private static func resolveNonZero(_ acc: UnsafeMutablePointer<Int32>, _ out: UnsafeMutablePointer<UInt8>, _ w: Int) {
        var sum: Int32 = 0
        for i in 0..<w {
            sum &+= acc[i]
            acc[i] = 0
            let sign = sum >> 31
            let a = min((sum ^ sign) &- sign, one)
            out[i] = UInt8(truncatingIfNeeded: (a &* 255 &+ (one >> 1)) >> 16)
        }
    }

    /// Running sum → |winding area| folded with period 2 (0 → 0, 1 → 1, 2 → 0), as bytes; clears the cells.
    @inline(__always)
    private static func resolveEvenOdd(_ acc: UnsafeMutablePointer<Int32>, _ out: UnsafeMutablePointer<UInt8>, _ w: Int) {
        var sum: Int32 = 0
        for i in 0..<w {
            sum &+= acc[i]
            acc[i] = 0
            let sign = sum >> 31
            let f = ((sum ^ sign) &- sign) & (2 * one - 1)
            let a = min(f, 2 * one &- f)
            out[i] = UInt8(truncatingIfNeeded: (a &* 255 &+ (one >> 1)) >> 16)
        }
    }
}
