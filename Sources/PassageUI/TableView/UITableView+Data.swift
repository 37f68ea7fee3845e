// The table's data and geometry: the counts the data source gives, the heights of every part (the delegate's
// answers, the table's properties, measured cells for automatic heights, estimates for rows not yet measured),
// and the frames stacked from them. Everything here is cached until a reload or a height change.
import Foundation
import PassageCore

extension UITableView {
    /// The number of sections, as the data source last said.
    public var numberOfSections: Int { rowCounts.count }

    /// The number of rows in `section`; 0 (with a diagnostic) for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        let counts = rowCounts
        guard counts.indices.contains(section) else {
            diagnosticLoop.diagnose(
                .tableSectionOutOfRange, .warning,
                "numberOfRows(inSection: \(section)): the table view has \(counts.count) sections")
            return 0
        }
        return counts[section]
    }

    /// The cached counts, asking the data source when there are none.
    var rowCounts: [Int] {
        if let cachedRowCounts { return cachedRowCounts }
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        cachedRowCounts = counts
        return counts
    }

    /// Whether `indexPath` names a row that exists.
    func isValidRow(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = rowCounts
        return counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.row)
    }

    /// Forgets every answer of the data source (counts, heights, visible cells to the reuse queues, selection);
    /// the next layout pass asks again.
    public func reloadData() {
        cachedRowCounts = nil
        measuredRowHeights.removeAll()
        selectedRows.removeAll()
        trackedTouch = nil
        for (indexPath, cell) in visibleCellsByRow { retire(cell, row: indexPath) }
        visibleCellsByRow.removeAll()
        for (section, view) in visibleHeaders { retireHeaderFooter(view, section: section, isHeader: true) }
        for (section, view) in visibleFooters { retireHeaderFooter(view, section: section, isHeader: false) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        invalidateHeights()
    }

    /// Drops the stacked geometry; the next layout pass restacks it.
    func invalidateHeights() {
        cachedGeometry = nil
        setNeedsLayout()
    }

    /// The stacked frames, computing them when a count or height changed.
    var geometry: TableGeometry {
        if let cachedGeometry { return cachedGeometry }
        heights = currentHeights()
        let stacked = TableGeometry(heights: heights, width: bounds.width, sectionInset: sectionInset)
        cachedGeometry = stacked
        return stacked
    }

    /// The height of every part, from the delegate, the properties, measurements and estimates.
    func currentHeights() -> TableHeights {
        var result = TableHeights()
        result.tableHeader = tableHeaderView?.frame.height ?? 0
        result.tableFooter = tableFooterView?.frame.height ?? 0
        let counts = rowCounts
        let delegate = tableDelegate
        for (section, count) in counts.enumerated() {
            let header = resolvedHeaderFooterHeight(section: section, isHeader: true)
            let footer = resolvedHeaderFooterHeight(section: section, isHeader: false)
            var rows: [CGFloat] = []
            rows.reserveCapacity(count)
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                rows.append(resolvedRowHeight(asked, at: indexPath))
            }
            result.sections.append((header, rows, footer))
        }
        return result
    }

    /// A row height as laid out: a fixed one as given (negative as 0); an automatic one measured, estimated
    /// until measured, or measured now when estimation is off.
    func resolvedRowHeight(_ asked: CGFloat, at indexPath: IndexPath) -> CGFloat {
        guard asked == UITableView.automaticDimension else {
            guard asked.isFinite, asked >= 0 else {
                diagnosticLoop.diagnose(
                    .tableRowHeightInvalid, .warning,
                    "the height of row \(indexPath) is \(asked): expected a finite height ≥ 0 or automaticDimension; using 0"
                )
                return 0
            }
            return asked
        }
        if let measured = measuredRowHeights[indexPath] { return measured }
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        if estimate == 0 {
            let measured = measureRow(at: indexPath)
            measuredRowHeights[indexPath] = measured
            return measured
        }
        return estimate > 0 ? estimate : TableMetrics.defaultEstimatedRowHeight
    }

    /// Whether the row's height is automatic (self-sizing).
    func isSelfSizing(_ indexPath: IndexPath) -> Bool {
        (tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight) == UITableView.automaticDimension
    }

    /// Measures the row by asking the data source for its cell, sizing it and handing it back to its queue.
    func measureRow(at indexPath: IndexPath) -> CGFloat {
        guard let cell = obtainCell(for: indexPath) else { return TableMetrics.standardRowHeight }
        let height = fittingHeight(of: cell, width: bounds.width - 2 * sectionInset)
        if let identifier = cell.storedReuseIdentifier { cellQueues[identifier, default: []].append(cell) }
        return height
    }

    /// The height `cell` needs at `width`: its content view's constraints when it has any (Auto Layout), else
    /// its `sizeThatFits` (the standard styles and list content), rounded up to whole pixels.
    func fittingHeight(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        cell.applyTableContext(tableContext(for: nil))
        cell.frame = CGRect(x: 0, y: 0, width: width, height: max(cell.bounds.height, 1))
        let height = cell.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        let scale = pixelScale
        return (max(0, height) * scale).rounded(.up) / scale
    }

    /// The main screen's scale, used to round heights to pixels.
    var pixelScale: CGFloat { window?.stage.mainScreen.scale ?? UIScreen.main.scale }

    /// A header's or footer's height as laid out: the delegate's or the property's value, or for an automatic
    /// one, from the view the delegate gives or the title the data source gives, else the style's gap.
    func resolvedHeaderFooterHeight(section: Int, isHeader: Bool) -> CGFloat {
        let delegate = tableDelegate
        let asked =
            isHeader
            ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        guard asked == UITableView.automaticDimension else { return max(0, asked.isFinite ? asked : 0) }
        if let title = title(forSection: section, isHeader: isHeader) {
            return standardTitledHeight(title, isHeader: isHeader)
        }
        let view =
            isHeader
            ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        if let view {
            if !view.constraints.isEmpty {
                return view.systemLayoutSizeFitting(
                    CGSize(width: bounds.width - 2 * sectionInset, height: 0),
                    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
                ).height
            }
            if view.frame.height > 0 { return view.frame.height }
            return view.sizeThatFits(CGSize(width: bounds.width - 2 * sectionInset, height: 0)).height
        }
        switch style {
        case .plain: return 0
        case .grouped, .insetGrouped:
            if isHeader {
                return section == 0
                    ? TableMetrics.groupedFirstUntitledHeaderHeight : TableMetrics.groupedUntitledHeaderHeight
            }
            return TableMetrics.groupedUntitledFooterHeight
        }
    }

    /// The data source's title for the section's header or footer.
    func title(forSection section: Int, isHeader: Bool) -> String? {
        guard let dataSource else { return nil }
        return isHeader
            ? dataSource.tableView(self, titleForHeaderInSection: section)
            : dataSource.tableView(self, titleForFooterInSection: section)
    }

    /// The height of a standard header or footer showing `title`.
    func standardTitledHeight(_ title: String, isHeader: Bool) -> CGFloat {
        switch style {
        case .plain: return isHeader ? TableMetrics.plainTitledHeaderHeight : TableMetrics.plainTitledFooterHeight
        case .grouped, .insetGrouped:
            if isHeader { return TableMetrics.groupedTitledHeaderHeight }
            let label = UILabel()
            label.font = UIListContentConfiguration.groupedFooter().textProperties.font
            label.numberOfLines = 0
            label.text = title
            let width = bounds.width - 2 * sectionInset - 2 * standardMargin
            let textHeight = label.sizeThatFits(CGSize(width: max(1, width), height: 0)).height
            let insets = TableMetrics.groupedFooterTextInsets
            return (insets.top + textHeight + insets.bottom).rounded(.up)
        }
    }

    // MARK: Frames

    /// The frame of the row at `indexPath` in the table's coordinates; `.zero` (with a diagnostic) for a row
    /// that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let frame = geometry.rowFrame(indexPath) else {
            diagnosticLoop.diagnose(.tableRowNotFound, .warning, "rectForRow(at: \(indexPath)): no such row")
            return .zero
        }
        return frame
    }

    /// The frame of `section`: its header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        let sections = geometry.sections
        return sections.indices.contains(section) ? sections[section].frame : .zero
    }

    /// The frame of the header of `section`.
    public func rectForHeader(inSection section: Int) -> CGRect {
        let sections = geometry.sections
        return sections.indices.contains(section) ? sections[section].header : .zero
    }

    /// The frame of the footer of `section`.
    public func rectForFooter(inSection section: Int) -> CGRect {
        let sections = geometry.sections
        return sections.indices.contains(section) ? sections[section].footer : .zero
    }

    /// The row at `point` (in the table's coordinates), or nil.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        geometry.row(at: point)
    }

    /// The rows whose frames meet `rect`, in order; nil when none.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let rows = geometry.rows(in: rect)
        return rows.isEmpty ? nil : rows
    }
}
