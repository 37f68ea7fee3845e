// Core Graphics' vector type, which Foundation on Linux does not export.
import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`): velocities and offsets.
public struct CGVector: Equatable, Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        dx = 0
        dy = 0
    }

    /// A vector with components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// (0, 0).
    public static let zero = CGVector()
}
