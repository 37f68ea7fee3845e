// Core Animation's NSValue boxing of transforms (`NSValue(caTransform3D:)`, `caTransform3DValue`), as code that
// builds animation values the Objective-C way uses it. Foundation on Linux cannot box a struct by its type
// encoding, so the sixteen components are boxed as an array of doubles (type encoding `[16d]`).
import Foundation

extension NSValue {
    /// The type encoding of a boxed transform: sixteen doubles, row by row.
    static let transformEncoding = "[16d]"

    /// Boxes a transform (Core Animation's `NSValue(caTransform3D:)`).
    public convenience init(caTransform3D t: CATransform3D) {
        let components = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ].map(Double.init)
        self.init(bytes: components, objCType: Self.transformEncoding)
    }

    /// The boxed transform; the identity when the value does not box one.
    public var caTransform3DValue: CATransform3D { boxedTransform ?? CATransform3DIdentity }

    /// The boxed transform, or nil when the value boxes something else.
    package var boxedTransform: CATransform3D? {
        guard String(cString: objCType) == Self.transformEncoding else { return nil }
        var m = [Double](repeating: 0, count: 16)
        m.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}
