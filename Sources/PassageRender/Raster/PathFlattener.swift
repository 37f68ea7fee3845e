// Turns CGPath elements into polygonal contours in the path's own (layer) space. Béziers are split into
// uniform parameter steps, enough that the chord never strays more than `tolerance` from the curve:
// for a cubic, n = ⌈√(0.75·M / tol)⌉ with M the larger second difference of the control points
// (|B''| ≤ 6M, chord error ≤ |B''|max / (8n²)); for a quadratic, n = ⌈√(M / (4·tol))⌉.
import Foundation
import PassageCore

/// A flattened subpath: its points in order, and whether it closes back to the first.
package struct Polyline: Sendable, Equatable {
    package var points: [CGPoint]
    package var isClosed: Bool

    package init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

/// CGPath → closed polygonal contours, or polylines for stroking.
package enum PathFlattener {
    /// Most segments one curve may become (a guard against absurd tolerances).
    private static let maxSegmentsPerCurve = 4096

    /// The path's subpaths as contours (open subpaths are closed, as filling does), with curves flattened
    /// to within `tolerance` (path units, > 0).
    package static func contours(of segments: [CGPathElementKind], tolerance: Double) -> [[CGPoint]] {
        polylines(of: segments, tolerance: tolerance).compactMap { $0.points.count >= 3 ? $0.points : nil }
    }

    /// The path's subpaths as polylines, each saying whether a close element ended it (stroking needs to
    /// know; filling closes every subpath), with curves flattened to within `tolerance` (path units, > 0).
    /// A subpath of a lone move is left out.
    package static func polylines(of segments: [CGPathElementKind], tolerance: Double) -> [Polyline] {
        let tol = max(tolerance, 1e-9)
        var polylines: [Polyline] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func finish(closed: Bool) {
            if current.count >= 2 { polylines.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in segments {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                current = [p]
            case .line(let p):
                if current.isEmpty { current = [start] }
                current.append(p)
            case .quad(let c, let p):
                if current.isEmpty { current = [start] }
                let p0 = current[current.count - 1]
                let m = hypot(Double(p0.x - 2 * c.x + p.x), Double(p0.y - 2 * c.y + p.y))
                let n = segmentCount((m / (4 * tol)).squareRoot())
                for k in 1...n {
                    let t = CGFloat(Double(k) / Double(n))
                    let u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [start] }
                let p0 = current[current.count - 1]
                let m = max(
                    hypot(Double(p0.x - 2 * c1.x + c2.x), Double(p0.y - 2 * c1.y + c2.y)),
                    hypot(Double(c1.x - 2 * c2.x + p.x), Double(c1.y - 2 * c2.y + p.y)))
                let n = segmentCount((0.75 * m / tol).squareRoot())
                for k in 1...n {
                    let t = CGFloat(Double(k) / Double(n))
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let cc = 3 * u * t * t
                    let d = t * t * t
                    current.append(
                        CGPoint(
                            x: a * p0.x + b * c1.x + cc * c2.x + d * p.x,
                            y: a * p0.y + b * c1.y + cc * c2.y + d * p.y))
                }
            case .close:
                if current.count >= 2, current[current.count - 1] == current[0] { current.removeLast() }
                finish(closed: true)
            }
        }
        finish(closed: false)
        return polylines
    }

    private static func segmentCount(_ n: Double) -> Int {
        guard n.isFinite else { return maxSegmentsPerCurve }
        return min(max(Int(n.rounded(.up)), 1), maxSegmentsPerCurve)
    }
}
