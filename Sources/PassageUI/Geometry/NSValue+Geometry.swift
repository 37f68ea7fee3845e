// UIKit's NSValue boxing of Core Graphics values, as keyboard and animation code reads them
// (`(userInfo[key] as? NSValue)?.cgRectValue`). Foundation on Linux boxes the same values under AppKit's names.
import Foundation

extension NSValue {
    /// Boxes a rectangle (UIKit's `NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// Boxes a point (UIKit's `NSValue(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Boxes a size (UIKit's `NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }
    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }
}
