// Core Animation's 4×4 transform. Row-vector convention: [x' y' z' w'] = [x y z 1] · M,
// translation lives in m41 m42 m43 and perspective in the fourth column (typically m34 = −1/d).
import Foundation

/// A 4×4 homogeneous transform matrix (Core Animation's `CATransform3D`).
public struct CATransform3D: Equatable, Hashable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4 (perspective contribution of x).
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4 (perspective contribution of y).
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4 (perspective contribution of z; −1/eyeDistance for a perspective view).
    public var m34: CGFloat
    /// Row 4, column 1: translation along x, in points.
    public var m41: CGFloat
    /// Row 4, column 2: translation along y, in points.
    public var m42: CGFloat
    /// Row 4, column 3: translation along z, in points.
    public var m43: CGFloat
    /// Row 4, column 4 (homogeneous scale; 1 for ordinary transforms).
    public var m44: CGFloat

    /// Creates an all-zero matrix, as the zero-initialised C struct (note: not the identity).
    public init() {
        self.init(
            m11: 0, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Creates a matrix from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }
}

/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

extension CATransform3D {
    /// Row 1 (m11 m12 m13 m14) as a vector, for internal arithmetic without allocation.
    @inline(__always) var row1: SIMD4<Double> { SIMD4(Double(m11), Double(m12), Double(m13), Double(m14)) }
    /// Row 2 (m21 m22 m23 m24).
    @inline(__always) var row2: SIMD4<Double> { SIMD4(Double(m21), Double(m22), Double(m23), Double(m24)) }
    /// Row 3 (m31 m32 m33 m34).
    @inline(__always) var row3: SIMD4<Double> { SIMD4(Double(m31), Double(m32), Double(m33), Double(m34)) }
    /// Row 4 (m41 m42 m43 m44).
    @inline(__always) var row4: SIMD4<Double> { SIMD4(Double(m41), Double(m42), Double(m43), Double(m44)) }

    /// Creates a matrix from its four rows.
    @inline(__always)
    init(_ r1: SIMD4<Double>, _ r2: SIMD4<Double>, _ r3: SIMD4<Double>, _ r4: SIMD4<Double>) {
        self.init(
            m11: r1[0], m12: r1[1], m13: r1[2], m14: r1[3],
            m21: r2[0], m22: r2[1], m23: r2[2], m24: r2[3],
            m31: r3[0], m32: r3[1], m33: r3[2], m34: r3[3],
            m41: r4[0], m42: r4[1], m43: r4[2], m44: r4[3])
    }

    /// Returns the matrix product `self · other` (apply `self` first, then `other`).
    ///
    /// Each entry is Σₖ self(i,k)·other(k,j) summed in k order; row i of the result is
    /// Σₖ self(i,k) · otherRowₖ, which is the same arithmetic lane by lane.
    func multiplied(by other: CATransform3D) -> CATransform3D {
        let (b1, b2, b3, b4) = (other.row1, other.row2, other.row3, other.row4)
        @inline(__always)
        func product(_ a: SIMD4<Double>) -> SIMD4<Double> {
            a[0] * b1 + a[1] * b2 + a[2] * b3 + a[3] * b4
        }
        return CATransform3D(product(row1), product(row2), product(row3), product(row4))
    }
}

extension CATransform3D: CustomStringConvertible {
    /// The sixteen entries, row by row.
    public var description: String {
        "CATransform3D([\(m11), \(m12), \(m13), \(m14)], [\(m21), \(m22), \(m23), \(m24)], "
            + "[\(m31), \(m32), \(m33), \(m34)], [\(m41), \(m42), \(m43), \(m44)])"
    }
}
