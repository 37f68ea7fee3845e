// Insets by leading and trailing edge. Right-to-left layout is out of scope, so leading is left.
import Foundation

/// Distances inward from the top, leading, bottom and trailing edges, in points (UIKit's
/// `NSDirectionalEdgeInsets`). Passage lays out left to right only: leading is left, trailing right.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets of `top`, `leading`, `bottom` and `trailing` points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// All four insets 0.
    public static let zero = NSDirectionalEdgeInsets()
}
