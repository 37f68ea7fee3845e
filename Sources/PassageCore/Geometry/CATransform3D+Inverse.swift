// General 4×4 inversion and determinant for CATransform3D (Gauss–Jordan with partial pivoting).
// Invariant: `inverse()` returns nil exactly when the matrix is numerically singular or non-finite.
// Rows are SIMD4<Double> values on the stack: inverting never allocates.
import Foundation

extension CATransform3D {
    /// Pivots smaller than this fraction of the largest entry mark the matrix as singular.
    static let singularityTolerance = 1e-14

    /// Returns the inverse, or nil when the matrix is singular (relative pivot test) or has non-finite entries.
    func inverse() -> CATransform3D? {
        var m = MatrixRows(row1, row2, row3, row4)
        var largest = 0.0
        for i in 0..<4 {
            let row = m[i]
            for j in 0..<4 {
                guard row[j].isFinite else { return nil }
                largest = max(largest, abs(row[j]))
            }
        }
        guard largest > 0 else { return nil }
        var inv = MatrixRows(SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1))
        for column in 0..<4 {
            var pivotRow = column
            for r in (column + 1)..<4 where abs(m[r][column]) > abs(m[pivotRow][column]) {
                pivotRow = r
            }
            let pivot = m[pivotRow][column]
            guard abs(pivot) > Self.singularityTolerance * largest else { return nil }
            m.swapAt(column, pivotRow)
            inv.swapAt(column, pivotRow)
            let pivotM = m[column] / pivot
            let pivotInv = inv[column] / pivot
            m[column] = pivotM
            inv[column] = pivotInv
            for r in 0..<4 where r != column {
                let factor = m[r][column]
                if factor == 0 { continue }
                m[r] -= factor * pivotM
                inv[r] -= factor * pivotInv
            }
        }
        return CATransform3D(inv[0], inv[1], inv[2], inv[3])
    }

    /// The determinant of the upper-left 3×3 block (the linear part).
    var linearDeterminant: Double {
        let (a, b, c) = (row1, row2, row3)
        return a[0] * (b[1] * c[2] - b[2] * c[1])
            - a[1] * (b[0] * c[2] - b[2] * c[0])
            + a[2] * (b[0] * c[1] - b[1] * c[0])
    }
}

/// Four matrix rows with dynamic row indexing, held inline (no heap storage).
struct MatrixRows {
    var r0, r1, r2, r3: SIMD4<Double>

    @inline(__always)
    init(_ r0: SIMD4<Double>, _ r1: SIMD4<Double>, _ r2: SIMD4<Double>, _ r3: SIMD4<Double>) {
        (self.r0, self.r1, self.r2, self.r3) = (r0, r1, r2, r3)
    }

    /// Row `i`, 0…3.
    subscript(i: Int) -> SIMD4<Double> {
        @inline(__always) get {
            switch i {
            case 0: r0
            case 1: r1
            case 2: r2
            default: r3
            }
        }
        @inline(__always) set {
            switch i {
            case 0: r0 = newValue
            case 1: r1 = newValue
            case 2: r2 = newValue
            default: r3 = newValue
            }
        }
    }

    /// Exchanges rows `i` and `j`.
    @inline(__always)
    mutating func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        let row = self[i]
        self[i] = self[j]
        self[j] = row
    }
}
