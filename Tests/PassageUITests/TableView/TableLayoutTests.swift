// Where a table places its parts in each style: rows stacked at their heights, section headers and footers at
// UIKit's observed heights (plain titled 28 pt; grouped 35 pt above the first section, 18 pt gaps, 38 pt titled
// headers), inset-grouped sections inset by the 16 pt margin (20 pt past 375 pt wide) with 10 pt corners, and
// separators from the separator inset with none under a grouped section's last row.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class TableLayoutTests: XCTestCase {
    private func rowFrames(_ table: UITableView) -> [CGRect] {
        (0..<table.numberOfSections).flatMap { section in
            (0..<table.numberOfRows(inSection: section)).map {
                table.rectForRow(at: IndexPath(row: $0, section: section))
            }
        }
    }

    /// Plain: rows of 44 pt stacked edge to edge; untitled sections have no header; a title adds a 28 pt header.
    func testPlainStyleStacksRowsAndTitledHeaders() async {
        let (_, table, _) = makeTable(sections: [rows("a", 3), rows("b", 2)])
        XCTAssertEqual(rowFrames(table).map(\.minY), [0, 44, 88, 132, 176])
        XCTAssertEqual(rowFrames(table).map(\.width), Array(repeating: 375, count: 5))
        XCTAssertEqual(table.contentSize, CGSize(width: 375, height: 220))
        XCTAssertEqual(table.backgroundColor, .systemBackground)
        let (_, titled, _) = makeTable(sections: [rows("a", 3), rows("b", 2)]) { _, source in
            source.headerTitles = ["A", "B"]
        }
        XCTAssertEqual(titled.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 375, height: 28))
        XCTAssertEqual(rowFrames(titled).map(\.minY), [28, 72, 116, 188, 232])
        XCTAssertEqual(titled.rectForHeader(inSection: 1).minY, 160)
        XCTAssertEqual(titled.contentSize.height, 276)
        XCTAssertEqual(titled.headerView(forSection: 0)?.frame.height, 28, "the standard header view is shown")
    }

    /// Grouped: 35 pt above the first section, 18 pt footers and headers between sections, 38 pt titled headers.
    func testGroupedStyleGapsAndTitledHeaders() async {
        let (_, table, _) = makeTable(style: .grouped, sections: [rows("a", 3), rows("b", 2)])
        XCTAssertEqual(rowFrames(table).map(\.minY), [35, 79, 123, 203, 247])
        XCTAssertEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 167, width: 375, height: 18))
        XCTAssertEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 185, width: 375, height: 18))
        XCTAssertEqual(table.contentSize.height, 309)
        XCTAssertEqual(table.backgroundColor, .systemGroupedBackground)
        let (_, titled, _) = makeTable(style: .grouped, sections: [rows("a", 1), rows("b", 1)]) { _, source in
            source.headerTitles = ["General", "Privacy"]
        }
        XCTAssertEqual(titled.rectForHeader(inSection: 0).height, 38)
        XCTAssertEqual(titled.rectForHeader(inSection: 1).height, 38)
        XCTAssertEqual(rowFrames(titled).map(\.minY), [38, 38 + 44 + 18 + 38])
    }

    /// Inset grouped: rows inset 16 pt each side on a 375 pt table and 20 pt on a 414 pt one; the first row's top
    /// corners and the last row's bottom corners are rounded 10 pt; the last row has no separator.
    func testInsetGroupedInsetsCornersAndSeparators() async {
        for (width, margin) in [(CGFloat(375), CGFloat(16)), (414, 20)] {
            let (_, table, _) = makeTable(
                style: .insetGrouped, size: CGSize(width: width, height: 667), sections: [rows("a", 3)])
            XCTAssertEqual(rowFrames(table).map(\.minX), [margin, margin, margin])
            XCTAssertEqual(rowFrames(table).map(\.width), Array(repeating: width - 2 * margin, count: 3))
            let cells = table.visibleCells
            XCTAssertEqual(cells.map(\.layer.cornerRadius), [10, 0, 10])
            XCTAssertEqual(cells[0].layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            XCTAssertEqual(cells[2].layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
            XCTAssertEqual(cells.map(\.separatorView.isHidden), [false, false, true])
            XCTAssertEqual(cells[0].separatorView.frame.minX, margin, "the separator starts at the margin")
            XCTAssertEqual(cells[0].separatorView.frame.maxX, width - 2 * margin)
            XCTAssertEqual(cells[0].separatorView.frame.maxY, 44, "along the row's bottom")
            XCTAssertEqual(cells[0].separatorView.frame.height, 1 / table.pixelScale, "one pixel")
        }
    }

    /// Plain tables separate every row, the last of a section included; `.none` hides them; a cell's own inset wins.
    func testSeparatorStyleAndInsets() async {
        let (_, table, _) = makeTable(sections: [rows("a", 2)])
        XCTAssertEqual(table.visibleCells.map(\.separatorView.isHidden), [false, false])
        XCTAssertEqual(table.separatorInset.left, 16)
        table.visibleCells[1].separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
        table.visibleCells[1].layoutIfNeeded()
        XCTAssertEqual(table.visibleCells[1].separatorView.frame.minX, 60)
        XCTAssertEqual(table.visibleCells[1].separatorView.frame.maxX, 365)
        table.separatorStyle = .none
        for cell in table.visibleCells { cell.layoutIfNeeded() }
        XCTAssertEqual(table.visibleCells.map(\.separatorView.isHidden), [true, true])
    }

    /// A plain table's header floats at the top while its section is under the visible area.
    func testPlainHeadersFloat() async {
        let (_, table, _) = makeTable(sections: [rows("a", 20), rows("b", 20)]) { _, source in
            source.headerTitles = ["A", "B"]
        }
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 300, "pinned to the top")
        // Section 0 ends at 28 + 20 × 44 = 908: its header is pushed up by the next one.
        table.contentOffset = CGPoint(x: 0, y: 900)
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 908 - 28)
        XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 908)
    }

    /// `indexPathForRow(at:)`, `indexPathsForRows(in:)` and the section rectangles agree with the stacked frames.
    func testQueriesMatchTheGeometry() async {
        let (_, table, _) = makeTable(style: .grouped, sections: [rows("a", 3), rows("b", 2)])
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 80)), IndexPath(row: 1, section: 0))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 170)), "a footer is no row")
        XCTAssertEqual(
            table.indexPathsForRows(in: CGRect(x: 0, y: 100, width: 10, height: 120)),
            [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)])
        XCTAssertEqual(table.rect(forSection: 1), CGRect(x: 0, y: 185, width: 375, height: 124))
        XCTAssertEqual(table.numberOfRows(inSection: 1), 2)
    }
}
