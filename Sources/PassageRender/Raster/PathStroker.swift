// Stroking: a flattened path's outline of a given width, as polygons the coverage rasterizer fills under
// the non-zero rule. The stages, all in the path's own (layer) space:
//   1. Dashes (`lineDashPattern`, `lineDashPhase`) cut each polyline into painted pieces, the pattern
//      anchored at the start of each subpath, as CoreGraphics does.
//   2. Trim (`strokeStart`, `strokeEnd`) keeps the part between two fractions of the whole path's length
//      (every subpath counted, dashes' gaps included): a progress ring's dashes stay in place as it grows.
//   3. Outline: each segment is a rectangle of the line width; each interior vertex gets its join (miter
//      within `miterLimit`, else bevel; round: a disc), each open end its cap (square: half a width past
//      the end; round: a disc). Every piece is wound the same way, so the pieces' overlaps unite under the
//      non-zero rule: exact inside, and along a seam the standard area-weighted approximation of the
//      rasterizer (CoverageMask+Rasterize.swift).
// A subpath of zero length draws nothing (CoreGraphics draws a dot for round and square caps).
import Foundation
import PassageCore

/// The parameters of a stroke, in path units.
package struct StrokeStyle: Sendable {
    package enum Cap: Sendable { case butt, round, square }
    package enum Join: Sendable { case miter, round, bevel }

    package var width: Double
    package var cap: Cap = .butt
    package var join: Join = .miter
    package var miterLimit: Double = 10
    /// Painted and unpainted lengths, alternating; empty: solid.
    package var dashes: [Double] = []
    package var dashPhase: Double = 0
    /// The kept part of the path's length, as fractions 0…1.
    package var start: Double = 0
    package var end: Double = 1

    package init(width: Double) {
        self.width = width
    }
}

/// Polylines → the contours of their stroke.
package enum PathStroker {
    /// The most dashes one stroke is cut into.
    static let maxDashes = 100_000

    /// The contours of `polylines` stroked with `style`; discs and round joins are flattened to within
    /// `tolerance` path units.
    package static func contours(of polylines: [Polyline], style: StrokeStyle, tolerance: Double) -> [[CGPoint]] {
        let half = style.width / 2
        guard half > 0, half.isFinite else { return [] }
        var pieces = dashed(polylines, pattern: style.dashes, phase: style.dashPhase)
        pieces = trimmed(pieces, from: style.start, to: style.end)
        var out: [[CGPoint]] = []
        let disc = discOffsets(radius: half, tolerance: tolerance)
        for line in pieces {
            outline(line, half: half, style: style, disc: disc, into: &out)
        }
        return out
    }

    /// The length of a polyline, its closing segment included when closed.
    static func length(_ line: Polyline) -> Double {
        var total = 0.0
        for (a, b) in segments(of: line) { total += distance(a, b) }
        return total
    }

    // MARK: Dashes and trimming

    /// The painted parts of `polylines` under a dash pattern (all of them when the pattern is empty or invalid).
    static func dashed(_ polylines: [Polyline], pattern: [Double], phase: Double) -> [Polyline] {
        let cycle = pattern.reduce(0, +)
        guard !pattern.isEmpty, cycle > 0, cycle.isFinite, pattern.allSatisfy({ $0 >= 0 }) else { return polylines }
        // A pattern far finer than the path (over `maxDashes` dashes) draws solid rather than stall the frame.
        guard polylines.map(length).reduce(0, +) / cycle * Double(pattern.count) <= Double(maxDashes) else {
            return polylines
        }
        var out: [Polyline] = []
        for line in polylines {
            var offset = phase.truncatingRemainder(dividingBy: cycle)
            if offset < 0 { offset += cycle }
            var index = 0
            while offset >= pattern[index] {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            // Lay the pattern along the line: spans [from, to] of arc length that are painted.
            var position = -offset
            var spans: [(Double, Double)] = []
            let total = length(line)
            while position < total {
                let next = position + pattern[index]
                if index % 2 == 0, next > 0 { spans.append((max(position, 0), min(next, total))) }
                position = next
                index = (index + 1) % pattern.count
            }
            for (from, to) in spans where to > from {
                out.append(part(of: line, from: from, to: to))
            }
        }
        return out
    }

    /// The part of `polylines` between fractions `start` and `end` of their total length.
    static func trimmed(_ polylines: [Polyline], from start: Double, to end: Double) -> [Polyline] {
        let a = min(max(start, 0), 1)
        let b = min(max(end, 0), 1)
        if a == 0, b == 1 { return polylines }
        guard b > a else { return [] }
        let lengths = polylines.map(length)
        let total = lengths.reduce(0, +)
        let from = a * total
        let to = b * total
        var out: [Polyline] = []
        var offset = 0.0
        for (line, lineLength) in zip(polylines, lengths) {
            defer { offset += lineLength }
            let lo = max(from - offset, 0)
            let hi = min(to - offset, lineLength)
            guard hi > lo else { continue }
            if lo == 0, hi == lineLength { out.append(line) } else { out.append(part(of: line, from: lo, to: hi)) }
        }
        return out
    }

    /// The open polyline along `line` from arc length `from` to `to` (0 ≤ from < to ≤ length).
    static func part(of line: Polyline, from: Double, to: Double) -> Polyline {
        var points: [CGPoint] = []
        var walked = 0.0
        for (a, b) in segments(of: line) {
            let d = distance(a, b)
            let segmentEnd = walked + d
            defer { walked = segmentEnd }
            guard segmentEnd >= from, d > 0 else { continue }
            if points.isEmpty { points.append(lerp(a, b, (from - walked) / d)) }
            if segmentEnd >= to {
                points.append(lerp(a, b, (to - walked) / d))
                break
            }
            points.append(b)
        }
        return Polyline(points: points, isClosed: false)
    }

    // MARK: Outline

    private static func outline(
        _ line: Polyline, half: Double, style: StrokeStyle, disc: [CGPoint], into out: inout [[CGPoint]]
    ) {
        var points = line.points
        // Repeated points carry no direction.
        points = points.enumerated().compactMap { index, p in index > 0 && p == points[index - 1] ? nil : p }
        if line.isClosed, points.count > 1, points[0] == points[points.count - 1] { points.removeLast() }
        guard points.count >= 2 else { return }
        let closed = line.isClosed && points.count >= 3
        let count = points.count
        let segmentCount = closed ? count : count - 1
        for i in 0..<segmentCount {
            let a = points[i]
            let b = points[(i + 1) % count]
            let n = normal(a, b, half)
            out.append(
                oriented([
                    CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                    CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
                ]))
        }
        let joints = closed ? Array(0..<count) : Array(1..<(count - 1))
        for i in joints {
            join(
                points[(i - 1 + count) % count], points[i], points[(i + 1) % count], half: half, style: style,
                disc: disc, into: &out)
        }
        if !closed {
            cap(at: points[0], awayFrom: points[1], half: half, style: style, disc: disc, into: &out)
            cap(at: points[count - 1], awayFrom: points[count - 2], half: half, style: style, disc: disc, into: &out)
        }
    }

    /// The join at `p` between segments from `a` and to `b`: fills the wedge on the outer side of the turn.
    private static func join(
        _ a: CGPoint, _ p: CGPoint, _ b: CGPoint, half: Double, style: StrokeStyle, disc: [CGPoint],
        into out: inout [[CGPoint]]
    ) {
        let d0 = unit(a, p)
        let d1 = unit(p, b)
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        guard abs(cross) > 1e-12 || dot < 0 else { return }
        if style.join == .round {
            return out.append(disc.map { CGPoint(x: p.x + $0.x, y: p.y + $0.y) })
        }
        let side = cross > 0 ? -1.0 : 1.0
        let n0 = CGPoint(x: -d0.y * half * side, y: d0.x * half * side)
        let n1 = CGPoint(x: -d1.y * half * side, y: d1.x * half * side)
        let outer0 = CGPoint(x: p.x + n0.x, y: p.y + n0.y)
        let outer1 = CGPoint(x: p.x + n1.x, y: p.y + n1.y)
        // Miter length over line width is 1 / cos(θ/2), θ the turn; cos(θ/2) = √((1 + cos θ) / 2).
        let cosHalfTurn = ((1 + dot) / 2).squareRoot()
        if style.join == .miter, cosHalfTurn > 0, 1 / cosHalfTurn <= style.miterLimit {
            let bisector = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
            let scale = half / cosHalfTurn / max(hypot(bisector.x, bisector.y), 1e-300)
            let tip = CGPoint(x: p.x + bisector.x * scale, y: p.y + bisector.y * scale)
            out.append(oriented([p, outer0, tip, outer1]))
        } else {
            out.append(oriented([p, outer0, outer1]))
        }
    }

    /// The cap at the open end `p` of a segment coming from `q`.
    private static func cap(
        at p: CGPoint, awayFrom q: CGPoint, half: Double, style: StrokeStyle, disc: [CGPoint],
        into out: inout [[CGPoint]]
    ) {
        switch style.cap {
        case .butt:
            return
        case .round:
            out.append(disc.map { CGPoint(x: p.x + $0.x, y: p.y + $0.y) })
        case .square:
            let d = unit(q, p)
            let n = normal(q, p, half)
            let tip = CGPoint(x: p.x + d.x * half, y: p.y + d.y * half)
            out.append(
                oriented([
                    CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: tip.x + n.x, y: tip.y + n.y),
                    CGPoint(x: tip.x - n.x, y: tip.y - n.y), CGPoint(x: p.x - n.x, y: p.y - n.y),
                ]))
        }
    }

    /// A circle of `radius` about the origin as a polygon within `tolerance` of it, wound as every piece.
    static func discOffsets(radius: Double, tolerance: Double) -> [CGPoint] {
        let tol = min(max(tolerance, 1e-6), radius)
        let step = 2 * acos(max(-1, 1 - tol / radius))
        let count = min(max(Int((2 * .pi / max(step, 1e-6)).rounded(.up)), 8), 512)
        return oriented(
            (0..<count).map { k in
                let angle = 2 * Double.pi * Double(k) / Double(count)
                return CGPoint(x: radius * cos(angle), y: radius * sin(angle))
            })
    }

    // MARK: Geometry

    /// The polygon wound with negative shoelace area (the winding of a segment's rectangle), reversed if needed.
    private static func oriented(_ polygon: [CGPoint]) -> [CGPoint] {
        var area = 0.0
        for i in polygon.indices {
            let a = polygon[i]
            let b = polygon[(i + 1) % polygon.count]
            area += Double(a.x * b.y - b.x * a.y)
        }
        return area > 0 ? polygon.reversed() : polygon
    }

    private static func segments(of line: Polyline) -> [(CGPoint, CGPoint)] {
        var pairs = zip(line.points, line.points.dropFirst()).map { ($0, $1) }
        if line.isClosed, let first = line.points.first, let last = line.points.last { pairs.append((last, first)) }
        return pairs
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(b.x - a.x, b.y - a.y)) }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        let f = CGFloat(min(max(t, 0), 1))
        return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }

    private static func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let d = max(hypot(b.x - a.x, b.y - a.y), 1e-300)
        return CGPoint(x: (b.x - a.x) / d, y: (b.y - a.y) / d)
    }

    /// The left normal of a → b, `half` long.
    private static func normal(_ a: CGPoint, _ b: CGPoint, _ half: Double) -> CGPoint {
        let d = unit(a, b)
        return CGPoint(x: -d.y * CGFloat(half), y: d.x * CGFloat(half))
    }
}
