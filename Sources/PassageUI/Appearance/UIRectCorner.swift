// The corners of a rectangle, as `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` takes them.
import Foundation

/// A set of corners of a rectangle (UIKit's `UIRectCorner`), with UIKit's raw values.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The bits of the set: top-left 1, top-right 2, bottom-left 4, bottom-right 8.
    public let rawValue: UInt

    /// Creates a set from its raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner (raw value 1).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner (raw value 2).
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner (raw value 4).
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner (raw value 8).
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner (raw value `~0`, as UIKit's `UIRectCornerAllCorners`).
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
