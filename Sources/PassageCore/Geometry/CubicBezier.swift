// A cubic Bézier in Double precision with evaluation, derivative and numerical arc length
// (adaptive 5-point Gauss–Legendre, absolute tolerance relative to the control polygon's length).
import Foundation

/// A cubic Bézier curve; lines and quadratics are represented exactly by degree elevation.
struct CubicBezier: Sendable, Equatable {
    var p0: CGPoint
    var c1: CGPoint
    var c2: CGPoint
    var p1: CGPoint

    /// The straight segment from `a` to `b`, parametrised uniformly.
    static func line(_ a: CGPoint, _ b: CGPoint) -> CubicBezier {
        CubicBezier(p0: a, c1: mix(a, b, 1.0 / 3), c2: mix(a, b, 2.0 / 3), p1: b)
    }

    /// The quadratic with control `c`, elevated to a cubic (same curve, same parametrisation).
    static func quad(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint) -> CubicBezier {
        CubicBezier(p0: a, c1: mix(a, c, 2.0 / 3), c2: mix(b, c, 2.0 / 3), p1: b)
    }

    /// The point at parameter `t` (0…1).
    func point(at t: Double) -> CGPoint {
        let u = 1 - t
        let w0 = u * u * u
        let w1 = 3 * u * u * t
        let w2 = 3 * u * t * t
        let w3 = t * t * t
        return CGPoint(
            x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x,
            y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y)
    }

    /// The derivative dB/dt at `t`.
    func derivative(at t: Double) -> CGPoint {
        let u = 1 - t
        let w0 = 3 * u * u
        let w1 = 6 * u * t
        let w2 = 3 * t * t
        return CGPoint(
            x: w0 * (c1.x - p0.x) + w1 * (c2.x - c1.x) + w2 * (p1.x - c2.x),
            y: w0 * (c1.y - p0.y) + w1 * (c2.y - c1.y) + w2 * (p1.y - c2.y))
    }

    /// |dB/dt| at `t`.
    func speed(at t: Double) -> Double {
        let d = derivative(at: t)
        return (d.x * d.x + d.y * d.y).squareRoot()
    }

    /// Length of the control polygon, an upper bound of the arc length used to scale tolerances.
    var hullLength: Double {
        Self.distance(p0, c1) + Self.distance(c1, c2) + Self.distance(c2, p1)
    }

    /// Arc length between parameters `a` and `b`, to within about 1e-10 of the hull length.
    func length(from a: Double, to b: Double) -> Double {
        let tolerance = max(hullLength, 1e-300) * 1e-12
        return adaptiveLength(a, b, gauss(a, b), tolerance, depth: 0)
    }

    private func adaptiveLength(_ a: Double, _ b: Double, _ whole: Double, _ tolerance: Double, depth: Int) -> Double {
        let m = (a + b) / 2
        let left = gauss(a, m)
        let right = gauss(m, b)
        if depth >= 40 || abs(left + right - whole) <= tolerance {
            return left + right
        }
        return adaptiveLength(a, m, left, tolerance / 2, depth: depth + 1)
            + adaptiveLength(m, b, right, tolerance / 2, depth: depth + 1)
    }

    /// 5-point Gauss–Legendre quadrature of the speed over [a, b].
    private func gauss(_ a: Double, _ b: Double) -> Double {
        let half = (b - a) / 2
        let mid = (a + b) / 2
        var sum = 0.0
        for (node, weight) in Self.gaussNodes {
            sum += weight * speed(at: mid + half * node)
        }
        return sum * half
    }

    private static let gaussNodes: [(Double, Double)] = [
        (0, 128.0 / 225),
        (-0.538_469_310_105_683_1, 0.478_628_670_499_366_5), (0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
        (-0.906_179_845_938_664_0, 0.236_926_885_056_189_1), (0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
    ]

    static func mix(_ a: CGPoint, _ b: CGPoint, _ f: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}
