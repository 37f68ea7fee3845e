// Scrolling a row into view: the offset that puts the row at the asked position, clamped to the scrollable range
// (the content plus the adjusted insets), as UIKit does; `.none` scrolls the least that shows the whole row.
import Foundation
import PassageCore

extension UITableView {
    /// Scrolls so the row sits at `scrollPosition`; `animated` moves there as `setContentOffset(_:animated:)`
    /// does. A row that does not exist is logged and ignored.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = geometry.rowFrame(indexPath) else {
            diagnosticLoop.diagnose(
                .tableRowNotFound, .warning,
                "scrollToRow(at: \(indexPath)): the table view has no such row; not scrolled")
            return
        }
        let y = Self.contentOffsetY(
            showing: frame, at: scrollPosition, currentY: contentOffset.y, viewHeight: bounds.height,
            contentHeight: contentSize.height, inset: adjustedContentInset)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// Scrolls the first selected row to `scrollPosition`; nothing when no row is selected.
    public func scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        guard let selected = selectedRows.min() else { return }
        scrollToRow(at: selected, at: scrollPosition, animated: animated)
    }

    /// The vertical offset that shows `frame` at `position` in a view `viewHeight` tall, clamped to the
    /// scrollable range. Pure: no state.
    nonisolated static func contentOffsetY(
        showing frame: CGRect, at position: ScrollPosition, currentY: CGFloat, viewHeight: CGFloat,
        contentHeight: CGFloat, inset: UIEdgeInsets
    ) -> CGFloat {
        let visibleHeight = viewHeight - inset.top - inset.bottom
        var y = currentY
        switch position {
        case .top: y = frame.minY - inset.top
        case .middle: y = frame.midY - inset.top - visibleHeight / 2
        case .bottom: y = frame.maxY - viewHeight + inset.bottom
        case .none:
            if frame.minY < currentY + inset.top {
                y = frame.minY - inset.top
            } else if frame.maxY > currentY + viewHeight - inset.bottom {
                y = frame.maxY - viewHeight + inset.bottom
            }
        }
        let maxY = max(-inset.top, contentHeight + inset.bottom - viewHeight)
        return min(max(y, -inset.top), maxY)
    }
}
