// Where every part of a table sits, from the heights of its parts: the table header, then per section a header,
// its rows and a footer, then the table footer, stacked top to bottom. Inset-grouped sections (headers, rows and
// footers) are inset from both sides. Pure values and arithmetic: no views, no state.
import Foundation
import PassageCore

/// The heights of a table's parts, before they are stacked.
struct TableHeights: Equatable {
    var tableHeader: CGFloat = 0
    var tableFooter: CGFloat = 0
    /// Per section: header height, row heights, footer height.
    var sections: [(header: CGFloat, rows: [CGFloat], footer: CGFloat)] = []

    static func == (a: TableHeights, b: TableHeights) -> Bool {
        a.tableHeader == b.tableHeader && a.tableFooter == b.tableFooter && a.sections.count == b.sections.count
            && zip(a.sections, b.sections).allSatisfy {
                $0.header == $1.header && $0.rows == $1.rows && $0.footer == $1.footer
            }
    }
}

/// The stacked frames of a table's parts, in the table's content coordinates.
struct TableGeometry {
    struct Section {
        var header: CGRect
        var rows: [CGRect]
        var footer: CGRect
        /// From the header's top to the footer's bottom.
        var frame: CGRect { header.union(footer) }
        /// From the first row's top to the last row's bottom (`.zero`-height at the header's bottom when empty).
        var rowsFrame: CGRect {
            guard let first = rows.first, let last = rows.last else {
                return CGRect(x: header.minX, y: header.maxY, width: header.width, height: 0)
            }
            return first.union(last)
        }
    }

    var tableHeader: CGRect = .zero
    var tableFooter: CGRect = .zero
    var sections: [Section] = []
    /// The content height: the table footer's bottom.
    var contentHeight: CGFloat = 0

    /// Stacks `heights` in a table `width` points wide whose sections are inset by `sectionInset` on each side.
    init(heights: TableHeights, width: CGFloat, sectionInset: CGFloat) {
        var y: CGFloat = 0
        tableHeader = CGRect(x: 0, y: 0, width: width, height: max(0, heights.tableHeader))
        y = tableHeader.maxY
        let x = sectionInset
        let innerWidth = max(0, width - 2 * sectionInset)
        for section in heights.sections {
            let header = CGRect(x: x, y: y, width: innerWidth, height: max(0, section.header))
            y = header.maxY
            var rows: [CGRect] = []
            rows.reserveCapacity(section.rows.count)
            for height in section.rows {
                let row = CGRect(x: x, y: y, width: innerWidth, height: max(0, height))
                rows.append(row)
                y = row.maxY
            }
            let footer = CGRect(x: x, y: y, width: innerWidth, height: max(0, section.footer))
            y = footer.maxY
            sections.append(Section(header: header, rows: rows, footer: footer))
        }
        tableFooter = CGRect(x: 0, y: y, width: width, height: max(0, heights.tableFooter))
        contentHeight = tableFooter.maxY
    }

    init() {}

    /// The frame of the row at `indexPath`, or nil when there is no such row.
    func rowFrame(_ indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].rows.indices.contains(indexPath.row)
        else { return nil }
        return sections[indexPath.section].rows[indexPath.row]
    }

    /// The rows whose frames meet `rect` (a row of zero height counts when its top is inside), in order.
    func rows(in rect: CGRect) -> [IndexPath] {
        var result: [IndexPath] = []
        for (index, section) in sections.enumerated()
        where section.frame.minY < rect.maxY && section.frame.maxY > rect.minY {
            let rows = section.rows
            // The first row whose bottom is below the rect's top: rows are sorted by y.
            var low = 0
            var high = rows.count
            while low < high {
                let mid = (low + high) / 2
                if rows[mid].maxY <= rect.minY { low = mid + 1 } else { high = mid }
            }
            var row = low
            while row < rows.count, rows[row].minY < rect.maxY {
                result.append(IndexPath(row: row, section: index))
                row += 1
            }
        }
        return result
    }

    /// The row containing `point`, or nil.
    func row(at point: CGPoint) -> IndexPath? {
        for (index, section) in sections.enumerated() where section.rowsFrame.contains(point) {
            if let row = section.rows.firstIndex(where: { $0.contains(point) }) {
                return IndexPath(row: row, section: index)
            }
        }
        return nil
    }
}
