// The "unmatrix" decomposition (Graphics Gems II / CSS Transforms 2) in row-vector layout:
// split off perspective, translation, then Gram–Schmidt the 3×3 rows into
// scale, skew and an orthonormal rotation, whose quaternion is extracted by Shepperd's method.
import Foundation

extension DecomposedTransform3D {
    /// Decomposes `t`; nil when m44 is 0, an entry is not finite, or the linear part is singular.
    package init?(_ t: CATransform3D) {
        // Unlike the CSS text the matrix is not divided by m44 first: M = A · P holds exactly without it,
        // so recomposition reproduces the original entries rather than a homogeneous multiple of them.
        let m = t.rows
        guard m.allSatisfy({ $0.allSatisfy(\.isFinite) }), m[3][3] != 0 else { return nil }

        // The affine part A (fourth column reset) must be invertible; M = A · P.
        var affine = m
        for i in 0..<3 { affine[i][3] = 0 }
        affine[3][3] = 1
        guard let affineInverse = CATransform3D(rows: affine).inverse()?.rows else { return nil }

        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let column = [m[0][3], m[1][3], m[2][3], m[3][3]]
            let p = (0..<4).map { i in (0..<4).reduce(0.0) { $0 + affineInverse[i][$1] * column[$1] } }
            perspective = Vector4(x: p[0], y: p[1], z: p[2], w: p[3])
        } else {
            perspective = Vector4(x: 0, y: 0, z: 0, w: 1)
        }

        translation = Vector3(x: m[3][0], y: m[3][1], z: m[3][2])

        var row0 = Array(m[0][0..<3])
        var row1 = Array(m[1][0..<3])
        var row2 = Array(m[2][0..<3])

        var sx = Self.length(row0)
        row0 = Self.scaled(row0, 1 / sx)
        var xy = Self.dot(row0, row1)
        row1 = Self.combine(row1, row0, -xy)
        var sy = Self.length(row1)
        row1 = Self.scaled(row1, 1 / sy)
        xy /= sy

        var xz = Self.dot(row0, row2)
        row2 = Self.combine(row2, row0, -xz)
        var yz = Self.dot(row1, row2)
        row2 = Self.combine(row2, row1, -yz)
        var sz = Self.length(row2)
        row2 = Self.scaled(row2, 1 / sz)
        xz /= sz
        yz /= sz

        // A left-handed basis is made right-handed by negating every axis and scale.
        if Self.dot(row0, Self.cross(row1, row2)) < 0 {
            sx = -sx
            sy = -sy
            sz = -sz
            row0 = Self.scaled(row0, -1)
            row1 = Self.scaled(row1, -1)
            row2 = Self.scaled(row2, -1)
        }
        scale = Vector3(x: sx, y: sy, z: sz)
        skew = Skew(xy: xy, xz: xz, yz: yz)
        rotation = Self.quaternion(rows: [row0, row1, row2])
    }

    /// The unit quaternion of an orthonormal row-vector rotation matrix `n` (Shepperd: pivot on the largest term).
    static func quaternion(rows n: [[Double]]) -> Vector4 {
        let trace = n[0][0] + n[1][1] + n[2][2]
        let q: Vector4
        if trace >= n[0][0], trace >= n[1][1], trace >= n[2][2] {
            let w = 0.5 * (1 + trace).squareRoot()
            let f = 0.25 / w
            q = Vector4(x: (n[1][2] - n[2][1]) * f, y: (n[2][0] - n[0][2]) * f, z: (n[0][1] - n[1][0]) * f, w: w)
        } else if n[0][0] >= n[1][1], n[0][0] >= n[2][2] {
            let x = 0.5 * max(0, 1 + n[0][0] - n[1][1] - n[2][2]).squareRoot()
            let f = 0.25 / x
            q = Vector4(x: x, y: (n[0][1] + n[1][0]) * f, z: (n[0][2] + n[2][0]) * f, w: (n[1][2] - n[2][1]) * f)
        } else if n[1][1] >= n[2][2] {
            let y = 0.5 * max(0, 1 - n[0][0] + n[1][1] - n[2][2]).squareRoot()
            let f = 0.25 / y
            q = Vector4(x: (n[0][1] + n[1][0]) * f, y: y, z: (n[1][2] + n[2][1]) * f, w: (n[2][0] - n[0][2]) * f)
        } else {
            let z = 0.5 * max(0, 1 - n[0][0] - n[1][1] + n[2][2]).squareRoot()
            let f = 0.25 / z
            q = Vector4(x: (n[0][2] + n[2][0]) * f, y: (n[1][2] + n[2][1]) * f, z: z, w: (n[0][1] - n[1][0]) * f)
        }
        let normalised = q.scaled(1 / q.length)
        return normalised.w < 0 ? normalised.scaled(-1) : normalised
    }

    private static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }

    private static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }

    private static func scaled(_ a: [Double], _ s: Double) -> [Double] { a.map { $0 * s } }

    /// Returns `a + s·b`.
    private static func combine(_ a: [Double], _ b: [Double], _ s: Double) -> [Double] {
        [a[0] + s * b[0], a[1] + s * b[1], a[2] + s * b[2]]
    }

    private static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
}
