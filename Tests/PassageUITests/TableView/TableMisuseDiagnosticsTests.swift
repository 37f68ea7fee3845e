// Misuse of table views gets its defined outcome and a typed diagnostic on the table's loop (UIKit raises on most
// of these).
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class TableMisuseDiagnosticsTests: XCTestCase {
    /// Rows and sections the table does not have are refused.
    func testMissingRowsAndSections() async {
        let (loop, table, _) = makeTable(sections: [rows("r", 3)])
        XCTAssertEqual(table.numberOfRows(inSection: 5), 0)
        XCTAssertEqual(loop.diagnostics.last?.code, .tableSectionOutOfRange)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 9, section: 0)), .zero)
        XCTAssertEqual(loop.diagnostics.last?.code, .tableRowNotFound)
        table.selectRow(at: IndexPath(row: 9, section: 0), animated: false, scrollPosition: .none)
        XCTAssertNil(table.indexPathForSelectedRow)
        table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset, .zero)
    }

    /// Registering a class that is no cell is ignored; dequeuing an unregistered identifier gives a default cell.
    func testRegistrationMismatchAndUnregisteredDequeue() async {
        let (loop, table, _) = makeTable(sections: [rows("r", 1)])
        table.register(UIView.self, forCellReuseIdentifier: "view")
        XCTAssertEqual(loop.diagnostics.last?.code, .tableRegisterClassMismatch)
        table.register(UIView.self, forHeaderFooterViewReuseIdentifier: "view")
        XCTAssertEqual(loop.diagnostics.last?.code, .tableRegisterClassMismatch)
        let cell = table.dequeueReusableCell(withIdentifier: "view", for: IndexPath(row: 0, section: 0))
        XCTAssertEqual(loop.diagnostics.last?.code, .tableDequeueUnregisteredCell)
        XCTAssertEqual(cell.reuseIdentifier, "view")
    }

    /// A negative or non-finite row height lays out as 0.
    func testInvalidRowHeight() async {
        let (loop, table, _) = makeTable(sections: [rows("r", 2)], rowHeight: -5)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 0)
        XCTAssertTrue(loop.diagnostics.contains { $0.code == .tableRowHeightInvalid })
    }
}
