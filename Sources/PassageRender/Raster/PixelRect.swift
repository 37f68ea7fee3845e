// An integer rectangle of device pixels: the extent of every coverage mask and every drawing stage.
// Invariant: width and height are never negative; an empty rect has width or height 0.
import Foundation

/// A rectangle of whole pixels, origin at its top-left pixel.
package struct PixelRect: Equatable, Hashable, Sendable {
    /// Left pixel column.
    package var x: Int
    /// Top pixel row.
    package var y: Int
    /// Columns, ≥ 0.
    package var width: Int
    /// Rows, ≥ 0.
    package var height: Int

    /// A rect with the given origin and size (negative sizes become 0).
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The rect with no pixels.
    package static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// One past the right column.
    package var maxX: Int { x + width }
    /// One past the bottom row.
    package var maxY: Int { y + height }
    /// Whether the rect holds no pixel.
    package var isEmpty: Bool { width == 0 || height == 0 }
    /// Number of pixels.
    package var area: Int { width * height }

    /// The pixels both rects hold; `.empty` when they do not overlap.
    package func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .empty }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rect holding both (an empty rect adds nothing).
    package func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x)
        let y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The rect grown by `dx` columns left and right and `dy` rows up and down.
    package func outset(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x - dx, y: y - dy, width: width + 2 * dx, height: height + 2 * dy)
    }

    /// The pixels touched by the real rectangle [minX, maxX] × [minY, maxY], limited to `limit`.
    /// Non-finite or inverted extents give `.empty`.
    package static func enclosing(minX: Double, minY: Double, maxX: Double, maxY: Double, limit: PixelRect) -> PixelRect
    {
        guard minX <= maxX, minY <= maxY, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
            return .empty
        }
        // Clamp before converting so huge projected coordinates cannot overflow Int.
        let lo = Double(Int32.min)
        let hi = Double(Int32.max)
        let x0 = Int(min(max(minX, lo), hi).rounded(.down))
        let y0 = Int(min(max(minY, lo), hi).rounded(.down))
        let x1 = Int(min(max(maxX, lo), hi).rounded(.up))
        let y1 = Int(min(max(maxY, lo), hi).rounded(.up))
        return PixelRect(x: x0, y: y0, width: max(x1 - x0, 1), height: max(y1 - y0, 1)).intersection(limit)
    }
}
