// A cubic timing curve both ways: the value it reaches at a fraction of the time (and its slope there), and the
// fraction of the time at which it reaches a value. An app that scrubs a transition by time
// (UIPercentDrivenInteractiveTransition) but wants a view to follow a finger needs the second, and the slope to
// hand the finger's speed on. A monotonic Bézier through (0, 0) and (1, 1) with control points (x1, y1), (x2, y2)
// has as its inverse the Bézier with the coordinates swapped, so both directions are PassageCore's UnitBezier.
import Passage
import PassageCore

/// A monotonic cubic timing curve, evaluated forwards and inverted.
struct TimingCurveMath {
    private let forward: UnitBezier
    private let inverse: UnitBezier

    /// The curve of UIKit's `curve` (ease in, ease out: (0.42, 0), (0.58, 1)).
    @MainActor
    init(_ curve: UIView.AnimationCurve) {
        forward = UICubicTimingParameters(animationCurve: curve).bezier
        inverse = UnitBezier(x1: forward.y1, y1: forward.x1, x2: forward.y2, y2: forward.x2)
    }

    /// The value at time fraction `x`, clamped to 0…1.
    func value(at x: CGFloat) -> CGFloat {
        CGFloat(forward.solve(Double(min(max(x, 0), 1))))
    }

    /// The time fraction at which the curve reaches `y`, clamped to 0…1.
    func fraction(reaching y: CGFloat) -> CGFloat {
        CGFloat(inverse.solve(Double(min(max(y, 0), 1))))
    }

    /// The curve's slope (value per time fraction) at time fraction `x`, clamped to 0…1.
    func slope(at x: CGFloat) -> CGFloat {
        let slope = forward.slope(atX: Double(min(max(x, 0), 1)))
        return slope.isFinite ? CGFloat(slope) : 0
    }
}
