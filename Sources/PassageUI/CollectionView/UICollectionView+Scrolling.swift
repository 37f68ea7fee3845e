// Scrolling an item into view: the offset that puts the item's frame at the asked position, clamped to the
// scrollable range (the content plus the adjusted insets), as UIKit does.
import Foundation
import PassageCore

extension UICollectionView {
    /// Scrolls so the item at `indexPath` sits at `scrollPosition` (one vertical and/or one horizontal
    /// option), clamped so the content does not scroll past its edges; `animated` moves there as
    /// `setContentOffset(_:animated:)` does.
    public func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
    ) {
        layoutIfNeeded()
        guard let attributes = layoutAttributesForItem(at: indexPath) else {
            diagnosticLoop.diagnose(
                .scrollToItemNotFound, .warning,
                "scrollToItem(at: \(indexPath)): the layout has no such item; not scrolled")
            return
        }
        let target = Self.contentOffset(
            showing: attributes.frame, at: scrollPosition, current: contentOffset,
            viewSize: bounds.size, contentSize: contentSize, inset: adjustedContentInset)
        setContentOffset(target, animated: animated)
    }

    /// The content offset that shows `frame` at `position` within a view of `viewSize`, clamped to the
    /// scrollable range. Pure: no state.
    nonisolated static func contentOffset(
        showing frame: CGRect, at position: ScrollPosition, current: CGPoint, viewSize: CGSize,
        contentSize: CGSize, inset: UIEdgeInsets
    ) -> CGPoint {
        var offset = current
        if position.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - inset.top - (viewSize.height - inset.top - inset.bottom) / 2
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - viewSize.height + inset.bottom
        }
        if position.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - inset.left - (viewSize.width - inset.left - inset.right) / 2
        } else if position.contains(.right) {
            offset.x = frame.maxX - viewSize.width + inset.right
        }
        let maxX = max(-inset.left, contentSize.width + inset.right - viewSize.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - viewSize.height)
        offset.x = min(max(offset.x, -inset.left), maxX)
        offset.y = min(max(offset.y, -inset.top), maxY)
        return offset
    }
}
