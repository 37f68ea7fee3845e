// Animating between two CATransform3D values the way Core Animation does: through their
// decompositions, so rotations turn and perspective is kept, rather than blending raw entries.
import Foundation

extension CATransform3D {
    /// Returns the transform `fraction` of the way from `self` (0) to `to` (1), blending decomposed parts.
    ///
    /// Equal inputs return `self` exactly; when either side cannot be decomposed (singular, m44 = 0)
    /// the sixteen entries are interpolated linearly instead. Fractions outside [0, 1] extrapolate.
    package func interpolated(to: CATransform3D, fraction: Double) -> CATransform3D {
        if self == to { return self }
        guard let from = DecomposedTransform3D(self), let target = DecomposedTransform3D(to) else {
            return elementwiseInterpolated(to: to, fraction: fraction)
        }
        return DecomposedTransform3D.interpolate(from, target, fraction: fraction).recomposed()
    }

    /// Linear interpolation of each of the sixteen entries.
    func elementwiseInterpolated(to: CATransform3D, fraction: Double) -> CATransform3D {
        let a = rows
        let b = to.rows
        let blended = (0..<4).map { i in (0..<4).map { j in a[i][j] + (b[i][j] - a[i][j]) * fraction } }
        return CATransform3D(rows: blended)
    }
}
