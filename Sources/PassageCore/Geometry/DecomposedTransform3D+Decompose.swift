// The "unmatrix" decomposition (Graphics Gems II / CSS Transforms 2) in row-vector layout:
// split off perspective, translation, then Gram–Schmidt the 3×3 rows into
// scale, skew and an orthonormal rotation, whose quaternion is extracted by Shepperd's method.
// Rows are SIMD3<Double> values on the stack; dot products sum x, y, z in order. Nothing is allocated.
import Foundation

extension DecomposedTransform3D {
    /// Decomposes `t`; nil when m44 is 0, an entry is not finite, or the linear part is singular.
    package init?(_ t: CATransform3D) {
        // Unlike the CSS text the matrix is not divided by m44 first: M = A · P holds exactly without it,
        // so recomposition reproduces the original entries rather than a homogeneous multiple of them.
        let (m1, m2, m3, m4) = (t.row1, t.row2, t.row3, t.row4)
        @inline(__always)
        func isFinite(_ row: SIMD4<Double>) -> Bool {
            row[0].isFinite && row[1].isFinite && row[2].isFinite && row[3].isFinite
        }
        guard isFinite(m1), isFinite(m2), isFinite(m3), isFinite(m4), m4[3] != 0 else { return nil }

        // The affine part A (fourth column reset) must be invertible; M = A · P.
        var affine = t
        affine.m14 = 0
        affine.m24 = 0
        affine.m34 = 0
        affine.m44 = 1
        guard let affineInverse = affine.inverse() else { return nil }

        if m1[3] != 0 || m2[3] != 0 || m3[3] != 0 {
            let column = SIMD4(m1[3], m2[3], m3[3], m4[3])
            @inline(__always)
            func dot4(_ row: SIMD4<Double>) -> Double {
                row[0] * column[0] + row[1] * column[1] + row[2] * column[2] + row[3] * column[3]
            }
            perspective = Vector4(
                x: dot4(affineInverse.row1), y: dot4(affineInverse.row2),
                z: dot4(affineInverse.row3), w: dot4(affineInverse.row4))
        } else {
            perspective = Vector4(x: 0, y: 0, z: 0, w: 1)
        }

        translation = Vector3(x: m4[0], y: m4[1], z: m4[2])

        var row0 = SIMD3(m1[0], m1[1], m1[2])
        var row1 = SIMD3(m2[0], m2[1], m2[2])
        var row2 = SIMD3(m3[0], m3[1], m3[2])

        var sx = Self.length(row0)
        row0 *= 1 / sx
        var xy = Self.dot(row0, row1)
        row1 += -xy * row0
        var sy = Self.length(row1)
        row1 *= 1 / sy
        xy /= sy

        var xz = Self.dot(row0, row2)
        row2 += -xz * row0
        var yz = Self.dot(row1, row2)
        row2 += -yz * row1
        var sz = Self.length(row2)
        row2 *= 1 / sz
        xz /= sz
        yz /= sz

        // A left-handed basis is made right-handed by negating every axis and scale.
        if Self.dot(row0, Self.cross(row1, row2)) < 0 {
            sx = -sx
            sy = -sy
            sz = -sz
            row0 *= -1
            row1 *= -1
            row2 *= -1
        }
        scale = Vector3(x: sx, y: sy, z: sz)
        skew = Skew(xy: xy, xz: xz, yz: yz)
        rotation = Self.quaternion(row0, row1, row2)
    }

    /// The unit quaternion of an orthonormal row-vector rotation matrix with rows `r0`, `r1`, `r2`
    /// (Shepperd: pivot on the largest term).
    static func quaternion(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) -> Vector4 {
        let (n00, n01, n02) = (r0.x, r0.y, r0.z)
        let (n10, n11, n12) = (r1.x, r1.y, r1.z)
        let (n20, n21, n22) = (r2.x, r2.y, r2.z)
        let trace = n00 + n11 + n22
        let q: Vector4
        if trace >= n00, trace >= n11, trace >= n22 {
            let w = 0.5 * (1 + trace).squareRoot()
            let f = 0.25 / w
            q = Vector4(x: (n12 - n21) * f, y: (n20 - n02) * f, z: (n01 - n10) * f, w: w)
        } else if n00 >= n11, n00 >= n22 {
            let x = 0.5 * max(0, 1 + n00 - n11 - n22).squareRoot()
            let f = 0.25 / x
            q = Vector4(x: x, y: (n01 + n10) * f, z: (n02 + n20) * f, w: (n12 - n21) * f)
        } else if n11 >= n22 {
            let y = 0.5 * max(0, 1 - n00 + n11 - n22).squareRoot()
            let f = 0.25 / y
            q = Vector4(x: (n01 + n10) * f, y: y, z: (n12 + n21) * f, w: (n20 - n02) * f)
        } else {
            let z = 0.5 * max(0, 1 - n00 - n11 + n22).squareRoot()
            let f = 0.25 / z
            q = Vector4(x: (n02 + n20) * f, y: (n12 + n21) * f, z: z, w: (n01 - n10) * f)
        }
        let normalised = q.scaled(1 / q.length)
        return normalised.w < 0 ? normalised.scaled(-1) : normalised
    }

    @inline(__always)
    private static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { a.x * b.x + a.y * b.y + a.z * b.z }

    @inline(__always)
    private static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }

    @inline(__always)
    private static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
}
