// Selection and highlight. By code (`selectRow`, `deselectRow`) no delegate method is called, as in UIKit. By
// touch: a finger down on a row asks `shouldHighlightRowAt`, highlights and tells `didHighlightRowAt`; lifted
// inside the row it asks `willSelectRowAt` (which may redirect or refuse), deselects the others in single
// selection (`willDeselectRowAt`, `didDeselectRowAt`), selects, unhighlights and tells `didSelectRowAt`. With
// multiple selection a tap on a selected row deselects it. A cancelled touch (the content began scrolling) only
// unhighlights. The touch handling is the collection view's too (TapSelectableList); here are the table's answers.
import Foundation
import PassageCore

extension UITableView {
    /// The first selected row, or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows in selection order, or nil when none.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects the row (nil deselects all) and scrolls it to `scrollPosition` (`.none`: no scrolling), without telling the delegate. In
    /// single selection the other rows are deselected. Does nothing when selection is not allowed; a row that
    /// does not exist is logged and ignored.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath else {
            for selected in selectedRows { setRowSelected(false, at: selected, animated: animated) }
            return
        }
        guard allowsSelection else { return }
        guard isValidRow(indexPath) else {
            diagnosticLoop.diagnose(
                .tableRowNotFound, .warning, "selectRow(at: \(indexPath)): no such row; nothing selected")
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedRows where selected != indexPath {
                setRowSelected(false, at: selected, animated: animated)
            }
        }
        setRowSelected(true, at: indexPath, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without telling the delegate; `animated` fades the selection out (along with a running
    /// transition when called inside its alongside animation).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setRowSelected(false, at: indexPath, animated: animated)
    }

    func setRowSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        if selected {
            if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        } else {
            selectedRows.removeAll { $0 == indexPath }
        }
        visibleCellsByRow[indexPath]?.setSelected(selected, animated: animated)
    }

}

// MARK: Touch

extension UITableView: TapSelectableList {

    var selectedIndexPathsInOrder: [IndexPath] { selectedRows }

    func tapIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func hasVisibleCell(at indexPath: IndexPath) -> Bool { visibleCellsByRow[indexPath] != nil }

    /// A finger down on a cell's accessory button is followed apart from selection.
    func beginsOwnTap(_ touch: UITouch, at indexPath: IndexPath) -> Bool {
        accessoryTouch =
            visibleCellsByRow[indexPath].map { $0.accessoryButtonContains(touch.location(in: $0)) } ?? false
        return accessoryTouch
    }

    /// Lifted inside the row, an accessory-button tap tells `accessoryButtonTappedForRowWith`.
    func finishesOwnTap(at indexPath: IndexPath, tapped: Bool) -> Bool {
        guard accessoryTouch else { return false }
        accessoryTouch = false
        if tapped { tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath) }
        return true
    }

    func shouldHighlightForTap(_ indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func setHighlightedForTap(_ highlighted: Bool, at indexPath: IndexPath) {
        visibleCellsByRow[indexPath]?.setHighlighted(highlighted, animated: false)
        if highlighted {
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        } else {
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
    }

    /// The delegate's `willSelectRowAt` answer (the row itself without a delegate), if it is a row.
    func willSelectForTap(_ indexPath: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return indexPath }
        return delegate.tableView(self, willSelectRowAt: indexPath).flatMap { isValidRow($0) ? $0 : nil }
    }

    /// The delegate's `willDeselectRowAt` answer (the row itself without a delegate).
    func willDeselectForTap(_ indexPath: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return indexPath }
        return delegate.tableView(self, willDeselectRowAt: indexPath)
    }

    /// The table asks `willDeselectRowAt` for the rows a new selection deselects too.
    func willDeselectForOtherTap(_ indexPath: IndexPath) -> IndexPath? { willDeselectForTap(indexPath) }

    func setSelectedForTap(_ selected: Bool, at indexPath: IndexPath) {
        setRowSelected(selected, at: indexPath, animated: false)
    }

    func didSelectForTap(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didSelectRowAt: indexPath) }

    func didDeselectForTap(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didDeselectRowAt: indexPath) }
}
