// Blending two paths, as a CAShapeLayer's `path` animation does. Paths of the same structure (the same
// element kinds in the same order) blend point by point, control points included. Core Animation leaves
// other pairs undefined (the shape jumps about); Passage defines them: the from path shows until the
// midpoint, then the to path, as for any discrete value.
import Foundation

extension CGPath {
    /// Whether `other` has the same element kinds in the same order, so the two blend point by point.
    package func hasSameStructure(as other: CGPath) -> Bool {
        guard storage.count == other.storage.count else { return false }
        for (a, b) in zip(storage, other.storage) {
            switch (a, b) {
            case (.move, .move), (.line, .line), (.quad, .quad), (.cubic, .cubic), (.close, .close): continue
            default: return false
            }
        }
        return true
    }

    /// The path a fraction `f` of the way from `self` to `other` (f may leave [0, 1] for overshooting
    /// curves): point by point when the structures match, else `self` below 0.5 and `other` from 0.5.
    package func interpolated(to other: CGPath, fraction f: Double) -> CGPath {
        guard hasSameStructure(as: other) else { return f < 0.5 ? self : other }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { AnimationValue.blend(a, b, f) }
        let elements = zip(storage, other.storage).map { pair -> CGPathElementKind in
            switch pair {
            case (.move(let a), .move(let b)): .move(to: mix(a, b))
            case (.line(let a), .line(let b)): .line(to: mix(a, b))
            case (.quad(let c, let a), .quad(let d, let b)): .quad(control: mix(c, d), to: mix(a, b))
            case (.cubic(let c1, let c2, let a), .cubic(let d1, let d2, let b)):
                .cubic(control1: mix(c1, d1), control2: mix(c2, d2), to: mix(a, b))
            default: .close
            }
        }
        return CGPath(segments: elements)
    }
}
