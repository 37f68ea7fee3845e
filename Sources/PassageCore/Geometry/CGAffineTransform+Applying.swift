// Applying a CGAffineTransform to points, sizes and rects, with CoreGraphics' semantics:
// sizes ignore translation; rects map to the bounding box of their four transformed corners.
import Foundation

extension CGPoint {
    /// Returns the point transformed by `t` (`[x y 1] · t`).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: x * t.a + y * t.c + t.tx, y: x * t.b + y * t.d + t.ty)
    }
}

extension CGSize {
    /// Returns the size transformed by `t`'s linear part (translation is ignored; the result may be negative).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: width * t.a + height * t.c, height: width * t.b + height * t.d)
    }
}

extension CGRect {
    /// Returns the smallest standardized rect containing the four transformed corners; a null rect stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t),
            CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t),
            CGPoint(x: maxX, y: maxY).applying(t),
        ]
        var low = corners[0]
        var high = corners[0]
        for corner in corners.dropFirst() {
            low.x = Swift.min(low.x, corner.x)
            low.y = Swift.min(low.y, corner.y)
            high.x = Swift.max(high.x, corner.x)
            high.y = Swift.max(high.y, corner.y)
        }
        return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
}
