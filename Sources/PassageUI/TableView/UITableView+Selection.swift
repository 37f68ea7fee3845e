// Selection and highlight. By code (`selectRow`, `deselectRow`) no delegate method is called, as in UIKit. By
// touch: a finger down on a row asks `shouldHighlightRowAt`, highlights and tells `didHighlightRowAt`; lifted
// inside the row it asks `willSelectRowAt` (which may redirect or refuse), deselects the others in single
// selection (`willDeselectRowAt`, `didDeselectRowAt`), selects, unhighlights and tells `didSelectRowAt`. With
// multiple selection a tap on a selected row deselects it. A cancelled touch (the content began scrolling) only
// unhighlights.
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

    // MARK: Touch

    func handleTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, touches.count == 1, let touch = touches.first, allowsSelection,
            let indexPath = indexPathForRow(at: touch.location(in: self)), let cell = visibleCellsByRow[indexPath]
        else {
            passTouchesBegan(touches, with: event)
            return
        }
        if cell.accessoryButtonContains(touch.location(in: cell)) {
            trackedTouch = (touch, indexPath)
            accessoryTouch = true
            return
        }
        accessoryTouch = false
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        trackedTouch = (touch, indexPath)
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func handleTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedTouch, touches.contains(where: { $0 === tracked.touch }) else {
            passTouchesMoved(touches, with: event)
            return
        }
    }

    func handleTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedTouch, touches.contains(where: { $0 === tracked.touch }) else {
            passTouchesEnded(touches, with: event)
            return
        }
        trackedTouch = nil
        let indexPath = tracked.indexPath
        let inside = indexPathForRow(at: tracked.touch.location(in: self)) == indexPath
        let delegate = tableDelegate
        if accessoryTouch {
            accessoryTouch = false
            if inside { delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath) }
            return
        }
        guard inside else {
            unhighlight(indexPath)
            return
        }
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            guard let target = askWillDeselect(indexPath) else {
                unhighlight(indexPath)
                return
            }
            setRowSelected(false, at: target, animated: false)
            unhighlight(indexPath)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = askWillSelect(indexPath), isValidRow(target)
        else {
            unhighlight(indexPath)
            return
        }
        if !allowsMultipleSelection {
            for other in selectedRows where other != target {
                guard let deselected = askWillDeselect(other) else { continue }
                setRowSelected(false, at: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        setRowSelected(true, at: target, animated: false)
        unhighlight(indexPath)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    func handleTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedTouch, touches.contains(where: { $0 === tracked.touch }) else {
            passTouchesCancelled(touches, with: event)
            return
        }
        trackedTouch = nil
        if accessoryTouch {
            accessoryTouch = false
            return
        }
        unhighlight(tracked.indexPath)
    }

    /// The delegate's `willSelectRowAt` answer (the row itself without a delegate).
    private func askWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return indexPath }
        return delegate.tableView(self, willSelectRowAt: indexPath)
    }

    /// The delegate's `willDeselectRowAt` answer (the row itself without a delegate).
    private func askWillDeselect(_ indexPath: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return indexPath }
        return delegate.tableView(self, willDeselectRowAt: indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        visibleCellsByRow[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }
}
