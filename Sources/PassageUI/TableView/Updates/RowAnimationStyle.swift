// Where an inserted row starts, or a deleted row ends, for each row animation: pure geometry from the row's
// frame and the table's width. Rows that slide vertically (`.top`, `.bottom`) or collapse (`.middle`) pass
// behind their neighbours, as UIKit draws them; `.none` has no off-screen state (the row appears or vanishes at
// once); `.automatic` is `.fade` [I].
import Foundation
import PassageCore

/// The off-screen state of a row for one row animation.
struct RowAnimationStyle: Equatable {
    /// The frame the inserted row starts at (or the deleted row ends at).
    var frame: CGRect
    /// Its alpha there.
    var alpha: CGFloat
    /// Whether it passes behind the other rows while it animates.
    var behindNeighbours: Bool
    /// Whether it animates at all (false: it appears or vanishes at once).
    var animates: Bool

    /// The state for `animation` of a row whose frame (after insertion, or before deletion) is `rect` in a
    /// table `width` points wide.
    static func offscreen(_ animation: UITableView.RowAnimation, rect: CGRect, width: CGFloat) -> RowAnimationStyle {
        switch animation {
        case .fade, .automatic:
            return RowAnimationStyle(frame: rect, alpha: 0, behindNeighbours: false, animates: true)
        case .right:
            return RowAnimationStyle(
                frame: rect.offsetBy(dx: width, dy: 0), alpha: 1, behindNeighbours: false, animates: true)
        case .left:
            return RowAnimationStyle(
                frame: rect.offsetBy(dx: -width, dy: 0), alpha: 1, behindNeighbours: false, animates: true)
        case .top:
            return RowAnimationStyle(
                frame: rect.offsetBy(dx: 0, dy: -rect.height), alpha: 1, behindNeighbours: true, animates: true)
        case .bottom:
            return RowAnimationStyle(
                frame: rect.offsetBy(dx: 0, dy: rect.height), alpha: 1, behindNeighbours: true, animates: true)
        case .middle:
            return RowAnimationStyle(
                frame: CGRect(x: rect.minX, y: rect.midY, width: rect.width, height: 0), alpha: 0,
                behindNeighbours: true,
                animates: true)
        case .none:
            return RowAnimationStyle(frame: rect, alpha: 1, behindNeighbours: false, animates: false)
        }
    }
}
