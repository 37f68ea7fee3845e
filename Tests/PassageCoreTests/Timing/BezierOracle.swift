// Test-only reference solver for cubic Bézier timing curves: pure bisection in t, Bernstein form.
// Deliberately shares no code or formulation with UnitBezier.

/// Bézier y at x by bisection on x(t) to 1e-15 in t, then the Bernstein polynomial for y(t).
func oracleBezierY(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }
    // The ends are P0 and P3 by definition; bisection cannot resolve t there where x(t) is flat.
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var low = 0.0
    var high = 1.0
    while high - low > 1e-15 {
        let mid = (low + high) / 2
        if bernstein(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return bernstein(y1, y2, (low + high) / 2)
}
