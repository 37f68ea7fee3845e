// CoreGraphics' 2D affine transform. Row-vector convention: [x' y' 1] = [x y 1] · M with
// M = [[a b 0] [c d 0] [tx ty 1]]. Concatenation t·u applies t first, then u.
import Foundation

/// An affine transformation matrix for 2D graphics (CoreGraphics' `CGAffineTransform`).
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// Row 1, column 1: x scale/rotation contribution to x'.
    public var a: CGFloat
    /// Row 1, column 2: x contribution to y'.
    public var b: CGFloat
    /// Row 2, column 1: y contribution to x'.
    public var c: CGFloat
    /// Row 2, column 2: y scale/rotation contribution to y'.
    public var d: CGFloat
    /// Translation along x, in points.
    public var tx: CGFloat
    /// Translation along y, in points.
    public var ty: CGFloat

    /// Creates an all-zero matrix, as the zero-initialised C struct (note: not the identity).
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a translation by `tx`, `ty` points.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a scale by `sx` along x and `sy` along y.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a rotation by `angle` radians (positive turns +x towards +y).
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether the transform is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// Returns `t1 · t2`: the transform that applies `self` first, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Returns a transform that translates by (`tx`, `ty`) first, then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns a transform that scales by (`sx`, `sy`) first, then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns a transform that rotates by `angle` radians first, then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse; a singular (or non-finite) matrix is returned unchanged, as CoreGraphics does.
    ///
    /// A matrix counts as singular when |det| ≤ 1e-14 × ‖row₁‖‖row₂‖ (a scale-independent test).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        let bound = (a * a + b * b).squareRoot() * (c * c + d * d).squareRoot()
        guard determinant.isFinite, abs(determinant) > 1e-14 * bound else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }
}

extension CGAffineTransform: CustomStringConvertible {
    /// The six entries, in CoreGraphics' debug format.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}
