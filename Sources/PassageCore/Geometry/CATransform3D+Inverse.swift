// General 4×4 inversion and determinant for CATransform3D (Gauss–Jordan with partial pivoting).
// Invariant: `inverse()` returns nil exactly when the matrix is numerically singular or non-finite.
import Foundation

extension CATransform3D {
    /// Pivots smaller than this fraction of the largest entry mark the matrix as singular.
    static let singularityTolerance = 1e-14

    /// Returns the inverse, or nil when the matrix is singular (relative pivot test) or has non-finite entries.
    func inverse() -> CATransform3D? {
        var m = rows
        guard m.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return nil }
        let largest = m.flatMap { $0 }.map(abs).max() ?? 0
        guard largest > 0 else { return nil }
        var inv: [[Double]] = (0..<4).map { i in (0..<4).map { j in i == j ? 1 : 0 } }
        for column in 0..<4 {
            var pivotRow = column
            for r in (column + 1)..<4 where abs(m[r][column]) > abs(m[pivotRow][column]) {
                pivotRow = r
            }
            let pivot = m[pivotRow][column]
            guard abs(pivot) > Self.singularityTolerance * largest else { return nil }
            m.swapAt(column, pivotRow)
            inv.swapAt(column, pivotRow)
            for j in 0..<4 {
                m[column][j] /= pivot
                inv[column][j] /= pivot
            }
            for r in 0..<4 where r != column {
                let factor = m[r][column]
                if factor == 0 { continue }
                for j in 0..<4 {
                    m[r][j] -= factor * m[column][j]
                    inv[r][j] -= factor * inv[column][j]
                }
            }
        }
        return CATransform3D(rows: inv)
    }

    /// The determinant of the upper-left 3×3 block (the linear part).
    var linearDeterminant: Double {
        let r = rows
        return r[0][0] * (r[1][1] * r[2][2] - r[1][2] * r[2][1])
            - r[0][1] * (r[1][0] * r[2][2] - r[1][2] * r[2][0])
            + r[0][2] * (r[1][0] * r[2][1] - r[1][1] * r[2][0])
    }
}
