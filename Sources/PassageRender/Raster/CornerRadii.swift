// The radius of each corner of a layer's rounded rectangle, after Core Animation's rules: cornerRadius
// applies to the corners in maskedCorners only, and is limited to half the shorter side (so a square
// with a huge radius is a circle and a long rect a capsule).
import Foundation
import PassageCore

/// Circular corner radii in layer points, per corner (y down: "top" is minimum y).
package struct CornerRadii: Equatable, Sendable {
    /// Radius at (minX, minY).
    package var topLeft: Double
    /// Radius at (maxX, minY).
    package var topRight: Double
    /// Radius at (maxX, maxY).
    package var bottomRight: Double
    /// Radius at (minX, maxY).
    package var bottomLeft: Double

    /// Radii as given (negative values count as 0).
    package init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = max(0, topLeft)
        self.topRight = max(0, topRight)
        self.bottomRight = max(0, bottomRight)
        self.bottomLeft = max(0, bottomLeft)
    }

    /// No rounding.
    package static let zero = CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 0)

    /// Core Animation's corners for a layer of `size`: `cornerRadius` limited to half the shorter side,
    /// on the corners `maskedCorners` names, 0 elsewhere.
    package init(cornerRadius: Double, maskedCorners: CACornerMask, size: CGSize) {
        let r = max(0, min(cornerRadius, Double(min(abs(size.width), abs(size.height))) / 2))
        self.init(
            topLeft: maskedCorners.contains(.layerMinXMinYCorner) ? r : 0,
            topRight: maskedCorners.contains(.layerMaxXMinYCorner) ? r : 0,
            bottomRight: maskedCorners.contains(.layerMaxXMaxYCorner) ? r : 0,
            bottomLeft: maskedCorners.contains(.layerMinXMaxYCorner) ? r : 0)
    }

    /// Every radius reduced by `inset` (not below 0): the concentric corners of a rect inset by that much.
    package func inset(by inset: Double) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft - inset, topRight: topRight - inset,
            bottomRight: bottomRight - inset, bottomLeft: bottomLeft - inset)
    }

    /// Whether every corner is square.
    package var isZero: Bool { topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0 }

    /// The largest radius.
    package var maximum: Double { max(topLeft, topRight, bottomRight, bottomLeft) }
}
