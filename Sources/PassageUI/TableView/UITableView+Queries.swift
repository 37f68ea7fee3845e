// Questions about what is on screen: visible cells and rows, the cell of a row, the row of a cell, section views.
import Foundation
import PassageCore

extension UITableView {
    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        visibleCellsByRow.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, in order; nil when none.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = visibleCellsByRow.keys.sorted()
        return rows.isEmpty ? nil : rows
    }

    /// The cell on screen for the row, or nil when the row is not visible.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByRow[indexPath]
    }

    /// The row of a visible `cell`, or nil.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByRow.first { $0.value === cell }?.key
    }

    /// The header view on screen for `section`, when it is a UITableViewHeaderFooterView.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section`, when it is a UITableViewHeaderFooterView.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }
}
