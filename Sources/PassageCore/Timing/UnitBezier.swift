// A cubic Bézier timing curve from (0, 0) to (1, 1): maps an input fraction x to an output y.
// Invariants: the stored x control points lie in [0, 1] (so x(t) is non-decreasing and has exactly one
// solution for every x in [0, 1]); all stored control points are finite; `solve` is finite for every
// finite x, and continuous across x = 0 and x = 1, where it switches to linear extrapolation.

/// A cubic Bézier curve P0 = (0, 0), P1 = (x1, y1), P2 = (x2, y2), P3 = (1, 1) used as a timing curve.
///
/// Sanitisation (documented choice; Core Animation's handling is unverified): non-finite coordinates are
/// replaced by those of the linear curve (x1, y1 → 0; x2, y2 → 1) and x1, x2 are clamped to [0, 1].
/// The y coordinates may lie outside [0, 1] (overshooting curves such as easeOutBack).
package struct UnitBezier: Sendable, Equatable {
    /// First control point's x, in [0, 1].
    package let x1: Double
    /// First control point's y (any finite value).
    package let y1: Double
    /// Second control point's x, in [0, 1].
    package let x2: Double
    /// Second control point's y (any finite value).
    package let y2: Double

    /// The step in t below which Newton–Raphson counts as converged. Measured in t rather than as a
    /// residual in x, so steep curves (dy/dx of 30 and more near a vertical tangent) keep y accurate.
    static let newtonTolerance = 1e-10
    /// Newton–Raphson attempts before falling back to bisection.
    static let newtonIterations = 8
    /// Width of the bisection bracket in t at which bisection stops.
    static let bisectionTolerance = 1e-14

    /// Creates the curve with control points (x1, y1) and (x2, y2); see the type's sanitisation rules.
    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1.isFinite ? min(max(x1, 0), 1) : 0
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = x2.isFinite ? min(max(x2, 0), 1) : 1
        self.y2 = y2.isFinite ? y2 : 1
    }

    /// The output y for an input fraction x.
    ///
    /// For x in [0, 1] the curve parameter t with x(t) = x is found by Newton–Raphson (converged when
    /// the step is below 1e-10 in t) with a bisection fallback, then y(t) is returned; the error in y is
    /// far below 1e-6. Outside [0, 1] the result extrapolates linearly along the end slopes (a vertical
    /// end tangent extrapolates flat). NaN yields NaN.
    package func solve(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x <= 0 { return x == 0 ? 0 : startSlope * x }
        if x >= 1 { return x == 1 ? 1 : 1 + endSlope * (x - 1) }
        return curveY(parameter(forX: x))
    }

    /// The slope dy/dx of the curve at input fraction x (used to match velocities).
    ///
    /// Inside [0, 1] it is the curve's tangent slope; where the tangent is vertical the result is ±∞.
    /// Outside [0, 1] it is the constant extrapolation slope used by `solve` (always finite).
    package func slope(atX x: Double) -> Double {
        if x.isNaN { return x }
        if x < 0 { return startSlope }
        if x > 1 { return endSlope }
        return endTangentSlope(atX: x) ?? derivativeRatio(at: parameter(forX: x))
    }

    // MARK: Polynomial form

    // x(t) = ax t³ + bx t² + cx t with cx = 3 x1, bx = 3 (x2 − x1) − cx, ax = 1 − cx − bx (same for y).
    private var cx: Double { 3 * x1 }
    private var bx: Double { 3 * (x2 - x1) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * y1 }
    private var by: Double { 3 * (y2 - y1) - cy }
    private var ay: Double { 1 - cy - by }

    /// x(t).
    package func curveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    /// y(t).
    package func curveY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    /// dx/dt.
    private func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    /// dy/dt.
    private func derivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// dy/dx at parameter t: the ratio of the first pair of derivatives (1st, 2nd, 3rd) not both zero,
    /// which is the limit of dy/dx where dx/dt vanishes.
    private func derivativeRatio(at t: Double) -> Double {
        var dx = derivativeX(t)
        var dy = derivativeY(t)
        if dx == 0 && dy == 0 {
            dx = 6 * ax * t + 2 * bx
            dy = 6 * ay * t + 2 * by
        }
        if dx == 0 && dy == 0 {
            dx = 6 * ax
            dy = 6 * ay
        }
        if dx != 0 { return dy / dx }
        if dy == 0 { return 1 }
        return dy > 0 ? .infinity : -.infinity
    }

    /// The start tangent's direction: towards the first control point distinct from P0 (exact in the
    /// control points, unlike the polynomial derivative, which rounds).
    private var startDirection: (dx: Double, dy: Double) {
        x1 != 0 || y1 != 0 ? (x1, y1) : x2 != 0 || y2 != 0 ? (x2, y2) : (1, 1)
    }

    /// The end tangent's direction: from the last control point distinct from P3.
    private var endDirection: (dx: Double, dy: Double) {
        x2 != 1 || y2 != 1 ? (1 - x2, 1 - y2) : x1 != 1 || y1 != 1 ? (1 - x1, 1 - y1) : (1, 1)
    }

    /// Extrapolation slope before x = 0; flat where the start tangent is vertical.
    private var startSlope: Double {
        startDirection.dx == 0 ? 0 : startDirection.dy / startDirection.dx
    }

    /// Extrapolation slope after x = 1; flat where the end tangent is vertical.
    private var endSlope: Double {
        endDirection.dx == 0 ? 0 : endDirection.dy / endDirection.dx
    }

    /// The exact tangent slope at x = 0 or 1 (±∞ when vertical), or nil for interior points.
    private func endTangentSlope(atX x: Double) -> Double? {
        guard x == 0 || x == 1 else { return nil }
        let direction = x == 0 ? startDirection : endDirection
        if direction.dx != 0 { return direction.dy / direction.dx }
        return direction.dy > 0 ? .infinity : -.infinity
    }

    /// The parameter t in [0, 1] with x(t) = x (exactly 0 and 1 at the ends).
    private func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var t = x
        for _ in 0..<Self.newtonIterations {
            let residual = curveX(t) - x
            let dxdt = derivativeX(t)
            if abs(dxdt) < 1e-9 { break }
            let step = residual / dxdt
            t -= step
            if !(t >= 0 && t <= 1) { break }
            if abs(step) < Self.newtonTolerance { return t }
        }
        var low = 0.0
        var high = 1.0
        while high - low > Self.bisectionTolerance {
            let mid = 0.5 * (low + high)
            if curveX(mid) < x { low = mid } else { high = mid }
        }
        return 0.5 * (low + high)
    }
}
