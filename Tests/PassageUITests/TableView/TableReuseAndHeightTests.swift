// Reuse and row heights: a table shows cells only for the rows in its bounds and recycles them as it scrolls
// (prepareForReuse before each reuse); fixed heights come from `rowHeight` or the delegate; automatic heights are
// measured from Auto Layout cells (estimated until measured) or from the standard styles (44 pt for one line).
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

/// A source whose rows are 30 pt, except row 1 (80 pt).
@MainActor
private final class HeightSource: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 1 ? 80 : 30
    }
}

@MainActor
final class TableReuseAndHeightTests: XCTestCase {
    /// 100 rows of 44 pt in a 667 pt table: 16 cells (⌈667 / 44⌉) are made; scrolling 10 rows down reuses the
    /// cells that left (prepareForReuse once each) and makes none.
    func testCellsAreReusedOnScroll() async {
        let (_, table, source) = makeTable(sections: [rows("r", 100)])
        XCTAssertEqual(table.createdCellCount, 16)
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 16)
        XCTAssertEqual(source.log.count, 16)
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 10, section: 0))
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 25, section: 0))
        XCTAssertEqual(table.createdCellCount, 16, "every new row got a cell that left the top")
        let reuses = table.visibleCells.compactMap { ($0 as? CountingCell)?.reuseCount }.reduce(0, +)
        XCTAssertEqual(reuses, 10)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 12, section: 0))?.textLabel?.text, "r12")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 12, section: 0))?.frame.minY, 528)
    }

    /// The delegate's heights win over `rowHeight`.
    func testDelegateHeights() async {
        let (_, table, _) = makeTable(sections: [["a"]]) { table, _ in
            let heights = HeightSource()
            table.retainedSource = heights
            table.dataSource = heights
            table.delegate = heights
        }
        XCTAssertEqual((0..<4).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).minY }, [0, 30, 110, 140])
        XCTAssertEqual(table.contentSize.height, 170)
    }

    /// Automatic heights from Auto Layout: a 100 pt box with 10 pt above and below makes a 120 pt row; rows
    /// below the screen keep the 44 pt estimate until they are shown.
    func testAutomaticHeightsFromAutoLayout() async {
        let titles = rows("r", 30)
        let (_, table, _) = makeTable(sections: [titles], cellClass: AutoLayoutCell.self, rowHeight: nil) { _, source in
            for title in titles { source.boxHeights[title] = 100 }
            source.boxHeights["r1"] = 60
        }
        XCTAssertEqual(table.rowHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 120)
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 120, width: 375, height: 80))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 200)
        // 667 pt show rows 0…5 (row 5 spans 560…680).
        let visible = table.indexPathsForVisibleRows?.map(\.row) ?? []
        XCTAssertEqual(visible, [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 20, section: 0)).height, 44, "estimated until shown")
        table.contentOffset = CGPoint(x: 0, y: 1900)
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 20, section: 0)).height, 120, "measured when shown")
    }

    /// Estimation off (`estimatedRowHeight = 0`) measures every row when the data loads.
    func testEstimationOffMeasuresEveryRow() async {
        let titles = rows("r", 30)
        let (_, table, _) = makeTable(sections: [titles], cellClass: AutoLayoutCell.self, rowHeight: nil) {
            table, source in
            table.estimatedRowHeight = 0
            for title in titles { source.boxHeights[title] = 30 }
        }
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 29, section: 0)), CGRect(x: 0, y: 29 * 50, width: 375, height: 50))
        XCTAssertEqual(table.contentSize.height, 1500)
    }

    /// Automatic heights of standard cells: 44 pt for one line of body text.
    func testAutomaticHeightOfStandardCells() async {
        let (_, table, _) = makeTable(sections: [rows("r", 3)], rowHeight: nil)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44)
        XCTAssertEqual(table.contentSize.height, 132)
    }

    /// A header-footer class registered and dequeued is reused, after prepareForReuse.
    func testHeaderFooterViewsAreRegisteredAndReused() async {
        let (_, table, _) = makeTable(sections: [["a"]])
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        let first = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
        XCTAssertEqual(first?.reuseIdentifier, "header")
        table.retireHeaderFooter(first!, section: 0, isHeader: true)
        XCTAssertTrue(table.dequeueReusableHeaderFooterView(withIdentifier: "header") === first)
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "unknown"))
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "unknown"))
    }

    /// `scrollToRow` puts the row at the top, middle or bottom, or scrolls the least (`.none`), clamped.
    func testScrollToRowPositions() async {
        let (loop, table, _) = makeTable(sections: [rows("r", 100)])
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 880)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
        XCTAssertEqual(table.contentOffset.y, 880 + 22 - 667 / 2)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(table.contentOffset.y, 924 - 667)
        table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 41 * 44 - 667, "the least scrolling that shows it")
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: true)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(table.contentOffset.y, 4400 - 667, "clamped to the end")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 99, section: 0))?.frame.maxY, 4400)
    }
}
