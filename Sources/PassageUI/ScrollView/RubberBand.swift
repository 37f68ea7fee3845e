// UIKit's rubber band, as pure math: dragged x points past an edge of a scroll view whose size on that axis is
// d, the content moves only d · (1 − 1 / (x · 0.55 / d + 1)) past it (the reference file's widely reproduced
// measurement). The band never reaches d, and its slope at the edge is 0.55, so the content follows the finger
// at 55% at first and ever more slowly. `overscroll(forOffset:dimension:)` is the exact inverse, used when a
// finger catches content that is already past an edge.
import Foundation

/// The rubber-band mapping from a finger's travel past an edge to the content's travel past it.
struct RubberBand: Sendable, Equatable {
    /// UIKit's constant: the band's slope at the edge.
    static let coefficient: CGFloat = 0.55

    /// The scroll view's size on the axis, in points (the band's asymptote).
    var dimension: CGFloat

    /// How far past the edge the content shows for a finger `overscroll` points past it (sign kept; zero for
    /// a dimension that is not positive).
    func offset(forOverscroll overscroll: CGFloat) -> CGFloat {
        guard dimension > 0, overscroll.isFinite else { return 0 }
        let x = abs(overscroll)
        let banded = dimension * (1 - 1 / (x * Self.coefficient / dimension + 1))
        return overscroll < 0 ? -banded : banded
    }

    /// The finger travel past the edge that shows the content `offset` points past it: the inverse of
    /// `offset(forOverscroll:)` (sign kept). An offset at or beyond the asymptote maps to the largest finite
    /// travel.
    func overscroll(forOffset offset: CGFloat) -> CGFloat {
        guard dimension > 0, offset.isFinite else { return 0 }
        let fraction = min(abs(offset) / dimension, 1 - 1e-9)
        let travel = dimension / Self.coefficient * (1 / (1 - fraction) - 1)
        return offset < 0 ? -travel : travel
    }
}
