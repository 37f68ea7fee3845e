// UIKit's offset pair: attachments and pushes name a point relative to an item's centre with it, motion
// effects the viewer's offset.
import Foundation
import PassageCore

/// A horizontal and vertical offset in points (UIKit's `UIOffset`).
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The horizontal offset, in points; positive is rightward.
    public var horizontal: CGFloat
    /// The vertical offset, in points; positive is downward.
    public var vertical: CGFloat

    /// Creates an offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Creates a zero offset.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No offset.
    public static let zero = UIOffset()
}
