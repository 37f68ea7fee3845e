// Projecting layer-plane points through a CATransform3D and back, for the renderer and
// layer coordinate conversion. Homogeneous: [x y z 1] · M = [X Y Z W], projected = (X/W, Y/W).
import Foundation

extension CATransform3D {
    /// Projects `p` (at depth `z`) through the matrix; `w` is reported so callers can reject points with w ≤ 0
    /// (behind the eye), whose `point` and `z` are not meaningful.
    package func projectPoint(_ p: CGPoint, z: CGFloat = 0) -> (point: CGPoint, z: CGFloat, w: CGFloat) {
        let x = p.x
        let y = p.y
        let px = x * m11 + y * m21 + z * m31 + m41
        let py = x * m12 + y * m22 + z * m32 + m42
        let pz = x * m13 + y * m23 + z * m33 + m43
        let w = x * m14 + y * m24 + z * m34 + m44
        return (CGPoint(x: px / w, y: py / w), pz / w, w)
    }

    /// Returns the point on the plane z = 0 that projects to `p` in front of the eye (w > 0);
    /// nil when the plane is seen edge-on (|det| ≤ 1e-12 relative: no unique point) or the only solution lies behind the eye.
    package func unprojectPoint(_ p: CGPoint) -> CGPoint? {
        // Solve x·(m11 − px·m14) + y·(m21 − px·m24) = px·m44 − m41, and likewise for y.
        let a11 = m11 - p.x * m14
        let a12 = m21 - p.x * m24
        let b1 = p.x * m44 - m41
        let a21 = m12 - p.y * m14
        let a22 = m22 - p.y * m24
        let b2 = p.y * m44 - m42
        let determinant = a11 * a22 - a12 * a21
        // Edge-on test relative to the largest coefficient, so a plane turned by cos(π/2) ≈ 6e-17 counts as edge-on.
        let largest = max(abs(a11), abs(a12), abs(a21), abs(a22))
        guard determinant.isFinite, abs(determinant) > 1e-12 * largest * largest else { return nil }
        let x = (b1 * a22 - a12 * b2) / determinant
        let y = (a11 * b2 - b1 * a21) / determinant
        let w = x * m14 + y * m24 + m44
        guard w > 0 else { return nil }
        return CGPoint(x: x, y: y)
    }
}
