// UIKit's closed range of floats, used for the limits of sliding and pin attachments.
import Foundation
import PassageCore

/// A range from `minimum` to `maximum` (UIKit's `UIFloatRange`).
public struct UIFloatRange: Equatable, Hashable, Sendable {
    /// The lower end.
    public var minimum: CGFloat
    /// The upper end.
    public var maximum: CGFloat

    /// Creates the range `minimum…maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Creates the range 0…0.
    public init() {
        self.init(minimum: 0, maximum: 0)
    }

    /// The range 0…0.
    public static let zero = UIFloatRange()
    /// The range −∞…+∞: no limit.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether both ends are infinite.
    public var isInfinite: Bool { minimum.isInfinite && maximum.isInfinite }
}
