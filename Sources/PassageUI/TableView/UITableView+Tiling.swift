// The layout pass. For the bounds: stack the geometry if needed, set the content size, retire the cells of rows
// no longer in the bounds to their reuse queues (before any new cell is asked for, so scrolling recycles), place
// the cells that stay, and ask the data source for the new rows' cells. A new self-sizing row is measured; when
// its height differs from its estimate, the geometry is restacked and the pass repeats. Headers and footers follow the same path; a plain table's headers float at
// the top of the visible area while their section is under it.
import Foundation
import PassageCore

extension UITableView {
    /// Brings the cells and section views on screen in line with the geometry for the current bounds. A pass
    /// repeats only after measuring a row never measured before, so the passes end (at most once per row).
    func layOutVisibleRows() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        while !tileOnce() {}
    }

    /// One pass; false when a newly measured row changed the geometry (the pass must repeat).
    private func tileOnce() -> Bool {
        let geometry = self.geometry
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
        tableHeaderView?.frame = geometry.tableHeader
        tableFooterView?.frame = geometry.tableFooter
        let visibleRect = bounds
        let wanted = Set(geometry.rows(in: visibleRect))
        for (indexPath, cell) in visibleCellsByRow
        where !wanted.contains(indexPath) && !rowsHeldForAnimation.contains(indexPath) {
            visibleCellsByRow[indexPath] = nil
            retire(cell, row: indexPath)
        }
        var geometryChanged = false
        for indexPath in wanted.sorted() {
            if let cell = visibleCellsByRow[indexPath] {
                place(cell, at: indexPath, in: geometry)
                continue
            }
            guard let cell = obtainCell(for: indexPath) else { continue }
            if isSelfSizing(indexPath), measuredRowHeights[indexPath] == nil {
                let height = fittingHeight(of: cell, width: bounds.width - 2 * sectionInset)
                measuredRowHeights[indexPath] = height
                if let frame = geometry.rowFrame(indexPath), frame.height != height { geometryChanged = true }
            }
            cell.setSelected(selectedRows.contains(indexPath), animated: false)
            place(cell, at: indexPath, in: geometry)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            if cell.superview !== self { insertSubview(cell, at: firstCellSubviewIndex) }
            visibleCellsByRow[indexPath] = cell
        }
        if geometryChanged {
            cachedGeometry = nil
            return false
        }
        tileSectionViews(geometry, visibleRect: visibleRect)
        return true
    }

    /// Where cells go among the subviews: above the background view.
    var firstCellSubviewIndex: Int { backgroundView?.superview === self ? 1 : 0 }

    /// Sets the cell's frame and its place-dependent look (separator, corners, margins).
    func place(_ cell: UITableViewCell, at indexPath: IndexPath, in geometry: TableGeometry) {
        guard let frame = geometry.rowFrame(indexPath) else { return }
        if cell.frame != frame { cell.frame = frame }
        cell.applyTableContext(tableContext(for: indexPath))
    }

    /// The look a cell at `indexPath` takes from the table: margins, separator, rounded corners.
    func tableContext(for indexPath: IndexPath?) -> TableCellContext {
        var context = TableCellContext(
            margin: standardMargin, separatorInset: separatorInset, separatorColor: separatorColor ?? .separator,
            showsSeparator: separatorStyle != .none, roundedTop: false, roundedBottom: false,
            groupedBackground: style != .plain, pixel: 1 / pixelScale)
        guard let indexPath else { return context }
        let count = rowCounts.indices.contains(indexPath.section) ? rowCounts[indexPath.section] : 0
        let isLast = indexPath.row == count - 1
        if style != .plain, isLast { context.showsSeparator = false }
        if style == .insetGrouped {
            context.roundedTop = indexPath.row == 0
            context.roundedBottom = isLast
        }
        return context
    }

    /// Asks the data source for the row's cell. A cell made with `init(style:reuseIdentifier:)` instead of
    /// dequeued is fine, as in UIKit (the old `dequeueReusableCell(withIdentifier:) ?? UITableViewCell(…)`
    /// pattern): it is queued under its identifier when it leaves the screen.
    func obtainCell(for indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        return dataSource.tableView(self, cellForRowAt: indexPath)
    }

    /// Removes the cell and queues it for reuse under its identifier, telling the delegate.
    func retire(_ cell: UITableViewCell, row indexPath: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if trackedTouch?.indexPath == indexPath { trackedTouch = nil }
        guard let identifier = cell.storedReuseIdentifier else { return }
        cellQueues[identifier, default: []].append(cell)
    }

    // MARK: Headers and footers

    func tileSectionViews(_ geometry: TableGeometry, visibleRect: CGRect) {
        for isHeader in [true, false] {
            var shown = isHeader ? visibleHeaders : visibleFooters
            var wanted: [Int: CGRect] = [:]
            for (section, parts) in geometry.sections.enumerated() {
                var frame = isHeader ? parts.header : parts.footer
                guard frame.height > 0 else { continue }
                if style == .plain { frame = floatingFrame(frame, isHeader: isHeader, section: parts) }
                if frame.intersects(visibleRect) { wanted[section] = frame }
            }
            for (section, view) in shown where wanted[section] == nil {
                shown[section] = nil
                retireHeaderFooter(view, section: section, isHeader: isHeader)
            }
            for (section, frame) in wanted.sorted(by: { $0.key < $1.key }) {
                if let view = shown[section] {
                    if view.frame != frame { view.frame = frame }
                    continue
                }
                guard let view = sectionView(section: section, isHeader: isHeader) else { continue }
                view.frame = frame
                (view as? UITableViewHeaderFooterView)?.horizontalMargin = standardMargin
                if style == .plain { view.layer.zPosition = 1 }
                if view.superview !== self { addSubview(view) }
                shown[section] = view
                if isHeader {
                    tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
                } else {
                    tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
                }
            }
            if isHeader { visibleHeaders = shown } else { visibleFooters = shown }
        }
    }

    /// A plain table's header pinned to the top of the visible area (below the adjusted inset) while its
    /// section is under it, pushed up by the section's end; footers pinned to the bottom likewise.
    private func floatingFrame(_ frame: CGRect, isHeader: Bool, section: TableGeometry.Section) -> CGRect {
        var floated = frame
        if isHeader {
            let top = contentOffset.y + adjustedContentInset.top
            floated.origin.y = min(max(frame.minY, top), section.footer.minY - frame.height)
            floated.origin.y = max(floated.origin.y, frame.minY)
        } else {
            let bottom = contentOffset.y + bounds.height - adjustedContentInset.bottom
            floated.origin.y = max(min(frame.minY, bottom - frame.height), section.header.maxY)
            floated.origin.y = min(floated.origin.y, frame.minY)
        }
        return floated
    }

    /// The view for a header or footer: the delegate's, or a standard one showing the data source's title.
    func sectionView(section: Int, isHeader: Bool) -> UIView? {
        let delegate = tableDelegate
        let custom =
            isHeader
            ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        if let custom { return custom }
        guard let title = title(forSection: section, isHeader: isHeader) else { return nil }
        let identifier = UITableViewHeaderFooterView.standardReuseIdentifier
        let view: UITableViewHeaderFooterView
        if var queue = headerFooterQueues[identifier], let reused = queue.popLast() {
            headerFooterQueues[identifier] = queue
            reused.prepareForReuse()
            view = reused
        } else {
            view = UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }
        var configuration = standardConfiguration(isHeader: isHeader)
        configuration.text = title
        view.contentConfiguration = configuration
        return view
    }

    /// The list configuration of a standard header or footer in this table's style.
    func standardConfiguration(isHeader: Bool) -> UIListContentConfiguration {
        switch (style, isHeader) {
        case (.plain, true): .plainHeader()
        case (.plain, false): .plainFooter()
        case (_, true): .groupedHeader()
        case (_, false): .groupedFooter()
        }
    }

    /// Removes a header or footer view, telling the delegate, and queues it when it is reusable.
    func retireHeaderFooter(_ view: UIView, section: Int, isHeader: Bool) {
        view.removeFromSuperview()
        if isHeader {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else {
            return
        }
        headerFooterQueues[identifier, default: []].append(reusable)
    }

    /// Re-applies the place-dependent look to the cells on screen (after a separator setting changed).
    func refreshVisibleDecorations() {
        for (indexPath, cell) in visibleCellsByRow { cell.applyTableContext(tableContext(for: indexPath)) }
    }
}
