// A CATransform3D split into interpolable parts (W3C CSS Transforms 2 "unmatrix", Graphics Gems II),
// in Core Animation's row-vector layout. Invariant: recomposed() = Scale · Skew · Rotation · Translation ·
// Perspective, each a 4×4 row-vector matrix, so the parts apply in that order to a point.
import Foundation

/// A CATransform3D decomposed into translation, scale, skew, perspective and a rotation quaternion.
package struct DecomposedTransform3D: Sendable, Equatable {
    /// A three-component vector.
    package struct Vector3: Sendable, Equatable {
        /// The x component.
        package var x: Double
        /// The y component.
        package var y: Double
        /// The z component.
        package var z: Double

        /// Creates a vector from its components.
        package init(x: Double, y: Double, z: Double) {
            self.x = x
            self.y = y
            self.z = z
        }
    }

    /// Shear factors: `xy` shears x by y, `xz` shears x by z, `yz` shears y by z (CSS order).
    package struct Skew: Sendable, Equatable {
        /// Shear of x proportional to y.
        package var xy: Double
        /// Shear of x proportional to z.
        package var xz: Double
        /// Shear of y proportional to z.
        package var yz: Double

        /// Creates a skew from its three factors.
        package init(xy: Double, xz: Double, yz: Double) {
            self.xy = xy
            self.xz = xz
            self.yz = yz
        }
    }

    /// A four-component vector; as perspective it is the fourth matrix column (x, y, z, w); (0, 0, 0, 1) is none.
    package struct Vector4: Sendable, Equatable {
        /// The first component.
        package var x: Double
        /// The second component.
        package var y: Double
        /// The third component (−1/eyeDistance for the usual m34 perspective).
        package var z: Double
        /// The fourth component.
        package var w: Double

        /// Creates a vector from its components.
        package init(x: Double, y: Double, z: Double, w: Double) {
            self.x = x
            self.y = y
            self.z = z
            self.w = w
        }

        /// The dot product with `other`.
        func dot(_ other: Vector4) -> Double { x * other.x + y * other.y + z * other.z + w * other.w }

        /// The Euclidean length.
        var length: Double { dot(self).squareRoot() }

        /// Component-wise `self · s`.
        func scaled(_ s: Double) -> Vector4 { Vector4(x: x * s, y: y * s, z: z * s, w: w * s) }

        /// Component-wise sum.
        func adding(_ o: Vector4) -> Vector4 { Vector4(x: x + o.x, y: y + o.y, z: z + o.z, w: w + o.w) }
    }

    /// Translation along x, y, z in points (applied after rotation).
    package var translation: Vector3
    /// Scale factors along x, y, z (applied first; all negated when the matrix flips handedness).
    package var scale: Vector3
    /// Shear factors (applied after scale, before rotation).
    package var skew: Skew
    /// Perspective column (applied last); (0, 0, 0, 1) means no perspective.
    package var perspective: Vector4
    /// Rotation as a unit quaternion (x, y, z, w): angle θ about unit axis u is (u·sin(θ/2), cos(θ/2)).
    package var rotation: Vector4

    /// Creates a decomposition from explicit parts.
    package init(translation: Vector3, scale: Vector3, skew: Skew, perspective: Vector4, rotation: Vector4) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.rotation = rotation
    }

    /// The decomposition of the identity transform.
    package static let identity = DecomposedTransform3D(
        translation: Vector3(x: 0, y: 0, z: 0),
        scale: Vector3(x: 1, y: 1, z: 1),
        skew: Skew(xy: 0, xz: 0, yz: 0),
        perspective: Vector4(x: 0, y: 0, z: 0, w: 1),
        rotation: Vector4(x: 0, y: 0, z: 0, w: 1))

    /// Rebuilds the matrix; for a decomposed transform this reproduces it to rounding error.
    ///
    /// Computes Scale · Skew · Rotation · Translation · Perspective directly on the entries instead of four
    /// general 4×4 products: every skipped term is a product with an exact 0 of those sparse matrices, so the
    /// entries are the same sums in the same order. Without perspective the fourth column is (0, 0, 0, 1).
    package func recomposed() -> CATransform3D {
        let (x, y, z, w) = (rotation.x, rotation.y, rotation.z, rotation.w)
        // Rotation rows, as in `rotationMatrix(_:)`.
        let r0 = SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
        let r1 = SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
        let r2 = SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        // (Scale · Skew) rows are (sx, 0, 0), (sy·xy, sy, 0), (sz·xz, sz·yz, sz); times the rotation:
        let a0 = scale.x * r0
        let a1: SIMD3<Double>
        let a2: SIMD3<Double>
        if skew.xy == 0, skew.xz == 0, skew.yz == 0 {
            a1 = scale.y * r1
            a2 = scale.z * r2
        } else {
            a1 = (scale.y * skew.xy) * r0 + scale.y * r1
            a2 = (scale.z * skew.xz) * r0 + (scale.z * skew.yz) * r1 + scale.z * r2
        }
        let t = translation
        let p = perspective
        if p.x == 0, p.y == 0, p.z == 0, p.w == 1 {
            return CATransform3D(
                m11: a0.x, m12: a0.y, m13: a0.z, m14: 0,
                m21: a1.x, m22: a1.y, m23: a1.z, m24: 0,
                m31: a2.x, m32: a2.y, m33: a2.z, m34: 0,
                m41: t.x, m42: t.y, m43: t.z, m44: 1)
        }
        @inline(__always)
        func column4(_ a: SIMD3<Double>) -> Double { a.x * p.x + a.y * p.y + a.z * p.z }
        return CATransform3D(
            m11: a0.x, m12: a0.y, m13: a0.z, m14: column4(a0),
            m21: a1.x, m22: a1.y, m23: a1.z, m24: column4(a1),
            m31: a2.x, m32: a2.y, m33: a2.z, m34: column4(a2),
            m41: t.x, m42: t.y, m43: t.z, m44: t.x * p.x + t.y * p.y + t.z * p.z + p.w)
    }

    /// The row-vector rotation matrix of the unit quaternion `q` (the transpose of the column-vector form).
    static func rotationMatrix(_ q: Vector4) -> CATransform3D {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return CATransform3D(
            m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
            m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
            m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }
}
