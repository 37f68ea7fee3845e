// Animating between two CATransform3D values the way Core Animation does: through their
// decompositions, so rotations turn and perspective is kept, rather than blending raw entries.
// Animations whose ends are fixed build a `TransformInterpolation` once and sample it every frame;
// `interpolated(to:fraction:)` is the same computation set up and sampled once.
import Foundation

extension CATransform3D {
    /// Returns the transform `fraction` of the way from `self` (0) to `to` (1), blending decomposed parts.
    ///
    /// Equal inputs return `self` exactly; when either side cannot be decomposed (singular, m44 = 0)
    /// the sixteen entries are interpolated linearly instead. Fractions outside [0, 1] extrapolate.
    package func interpolated(to: CATransform3D, fraction: Double) -> CATransform3D {
        TransformInterpolation(from: self, to: to).value(at: fraction)
    }

    /// Linear interpolation of each of the sixteen entries.
    func elementwiseInterpolated(to: CATransform3D, fraction: Double) -> CATransform3D {
        @inline(__always)
        func blend(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> { a + (b - a) * fraction }
        return CATransform3D(blend(row1, to.row1), blend(row2, to.row2), blend(row3, to.row3), blend(row4, to.row4))
    }
}

/// The interpolation between two fixed transforms with everything that does not depend on the fraction
/// (decompositions, rotation arc) computed at creation. `value(at:)` equals
/// `from.interpolated(to: to, fraction:)` bit for bit.
package struct TransformInterpolation: Sendable {
    private enum Method: Sendable {
        /// Equal ends: every fraction gives this transform.
        case constant(CATransform3D)
        /// Decomposed ends and the arc between their rotations.
        case decomposed(DecomposedTransform3D, DecomposedTransform3D, QuaternionArc)
        /// An end is not decomposable: blend the sixteen entries.
        case elementwise(CATransform3D, CATransform3D)
    }

    private let method: Method

    /// Prepares the interpolation from `from` (fraction 0) to `to` (fraction 1).
    package init(from: CATransform3D, to: CATransform3D) {
        if from == to {
            method = .constant(from)
        } else if let a = DecomposedTransform3D(from), let b = DecomposedTransform3D(to) {
            method = .decomposed(a, b, QuaternionArc(a.rotation, b.rotation))
        } else {
            method = .elementwise(from, to)
        }
    }

    /// The transform `fraction` of the way (fractions outside [0, 1] extrapolate).
    @inline(__always)
    package func value(at fraction: Double) -> CATransform3D {
        switch method {
        case .constant(let t):
            return t
        case .decomposed(let a, let b, let arc):
            return DecomposedTransform3D.interpolate(a, b, arc: arc, fraction: fraction).recomposed()
        case .elementwise(let a, let b):
            return a.elementwiseInterpolated(to: b, fraction: fraction)
        }
    }
}
