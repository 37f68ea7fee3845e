// Where the content may rest, and which axes a finger moves. On each axis the offset rests between
// −inset (the leading inset) and contentSize + trailing inset − bounds size (never below the first). An axis
// scrolls when the content plus its insets is larger than the bounds on it, or when `alwaysBounce…` is set for it.
import Foundation

extension UIScrollView {
    /// The smallest resting offset on each axis, in points.
    var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest resting offset on each axis, in points (never below the minimum).
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        return CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// Whether a finger moves the content horizontally.
    var scrollsHorizontally: Bool {
        let inset = adjustedContentInset
        return alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
    }

    /// Whether a finger moves the content vertically.
    var scrollsVertically: Bool {
        let inset = adjustedContentInset
        return alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
    }

    /// `offset` moved into the resting range on both axes.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset
        let high = maximumContentOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }
}
