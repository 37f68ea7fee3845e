// The edges of a rectangle as an option set, as UIKit spells them.
import Foundation

/// A set of a rectangle's edges (UIKit's `UIRectEdge`).
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    /// Creates an edge set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none: UIRectEdge = []
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
