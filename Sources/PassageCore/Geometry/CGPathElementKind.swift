// The drawing commands a CGPath is made of, with their points in path coordinates.
// Invariant: points are stored already transformed; `close` carries no point.
import Foundation

/// One path command: move, straight line, quadratic or cubic Bézier, or close-subpath.
package enum CGPathElementKind: Sendable, Equatable, Hashable {
    /// Starts a new subpath at the point.
    case move(to: CGPoint)
    /// A straight line from the current point.
    case line(to: CGPoint)
    /// A quadratic Bézier from the current point.
    case quad(control: CGPoint, to: CGPoint)
    /// A cubic Bézier from the current point.
    case cubic(control1: CGPoint, control2: CGPoint, to: CGPoint)
    /// A straight line back to the subpath's start, ending the subpath.
    case close

    /// Every point the element carries, control points first and end point last.
    package var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// The element's end point; nil for `close`.
    package var endPoint: CGPoint? { points.last }

    /// The same element with every point transformed by `t`.
    package func applying(_ t: CGAffineTransform) -> CGPathElementKind {
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quad(let c, let p): return .quad(control: c.applying(t), to: p.applying(t))
        case .cubic(let c1, let c2, let p):
            return .cubic(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
        case .close: return .close
        }
    }
}
