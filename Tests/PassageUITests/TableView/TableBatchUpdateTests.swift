// Batch updates and the row animations: every change of one update runs in one 0.3 s ease-in-out animation, so at
// 9 frames of 60 (0.15 s) every motion is exactly halfway. Inserted rows arrive from their animation's off-screen
// state (`.left`: a table width to the left; `.top`: a row height up, behind the others; `.middle`: collapsed to
// the row's middle line; `.fade` and `.automatic`: transparent; `.none`: at once), deleted rows leave to it, and
// the rows between move to their new places. Counts that contradict the changes reload instead (UIKit raises).
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class TableBatchUpdateTests: XCTestCase {
    /// The halfway state of an inserted row at row 1 for each animation: origin, height, alpha, behind or not.
    func testInsertedRowHalfwayForEachAnimation() async {
        let expected: [(UITableView.RowAnimation, CGPoint, CGFloat, Double, Bool)] = [
            (.fade, CGPoint(x: 0, y: 44), 44, 0.5, false),
            (.automatic, CGPoint(x: 0, y: 44), 44, 0.5, false),
            (.right, CGPoint(x: 187.5, y: 44), 44, 1, false),
            (.left, CGPoint(x: -187.5, y: 44), 44, 1, false),
            (.top, CGPoint(x: 0, y: 22), 44, 1, true),
            (.bottom, CGPoint(x: 0, y: 66), 44, 1, true),
            (.middle, CGPoint(x: 0, y: 55), 22, 0.5, true),
            (.none, CGPoint(x: 0, y: 44), 44, 1, false),
        ]
        for (animation, origin, height, alpha, behind) in expected {
            let (loop, table, source) = makeTable(sections: [rows("r", 5)])
            let below = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            source.sections[0].insert("new", at: 1)
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: animation)
            let inserted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            XCTAssertEqual(inserted.textLabel?.text, "new")
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) === below, "the cell moves with its row")
            loop.advance(frames: 9)
            let presented = inserted.layer.presentation() ?? inserted.layer
            XCTAssertEqual(inserted.presentedOrigin.x, origin.x, accuracy: 1e-4, "\(animation)")
            XCTAssertEqual(inserted.presentedOrigin.y, origin.y, accuracy: 1e-4, "\(animation)")
            XCTAssertEqual(presented.bounds.height, height, accuracy: 1e-4, "\(animation)")
            XCTAssertEqual(Double(inserted.presentedAlpha), alpha, accuracy: 1e-4, "\(animation)")
            XCTAssertEqual(inserted.layer.zPosition < 0, behind, "\(animation)")
            XCTAssertEqual(below.presentedOrigin.y, 66, accuracy: 1e-4, "the row below is halfway from 44 to 88")
            XCTAssertTrue(loop.runUntilIdle())
            XCTAssertEqual(inserted.frame, CGRect(x: 0, y: 44, width: 375, height: 44))
            XCTAssertEqual(inserted.layer.zPosition, 0)
            XCTAssertEqual(table.contentSize.height, 264)
        }
    }

    /// A deleted row leaves to its animation's state and is queued for reuse at the end; the rows below close
    /// the gap.
    func testDeletedRowLeavesAndIsReused() async {
        for (animation, halfwayX, halfwayAlpha) in [
            (UITableView.RowAnimation.left, -187.5, 1.0), (.right, 187.5, 1), (.fade, 0, 0.5),
        ] {
            let (loop, table, source) = makeTable(sections: [rows("r", 5)])
            let deleted = table.cellForRow(at: IndexPath(row: 1, section: 0))!
            let next = table.cellForRow(at: IndexPath(row: 2, section: 0))!
            source.sections[0].remove(at: 1)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: animation)
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === next)
            loop.advance(frames: 9)
            XCTAssertEqual(deleted.presentedOrigin.x, halfwayX, accuracy: 1e-4, "\(animation)")
            XCTAssertEqual(Double(deleted.presentedAlpha), halfwayAlpha, accuracy: 1e-4, "\(animation)")
            XCTAssertEqual(next.presentedOrigin.y, 66, accuracy: 1e-4)
            XCTAssertNotNil(deleted.superview, "on screen until the animation ends")
            XCTAssertTrue(loop.runUntilIdle())
            XCTAssertNil(deleted.superview)
            XCTAssertTrue(table.dequeueReusableCell(withIdentifier: "cell") === deleted, "queued for reuse")
        }
    }

    /// One update with a move, a reload, a section insert and a deletion: the moved row keeps its cell, the
    /// reloaded row gets a new one from the data source, the completion runs once at the end with true.
    func testMixedUpdateKeepsMovedCellsAndReplacesReloadedOnes() async {
        let (loop, table, source) = makeTable(sections: [rows("a", 4), rows("b", 2)])
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let reloaded = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        source.log.removeAll()
        var completions: [Bool] = []
        table.performBatchUpdates(
            {
                source.sections = [["a1", "a2", "a0", "a3*"], ["new"], ["b1"]]
                table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
                table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
                table.insertSections(IndexSet(integer: 1), with: .top)
                table.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .fade)
            }, completion: { completions.append($0) })
        XCTAssertEqual(source.log, ["cell a3*", "cell new"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) === moving)
        XCTAssertFalse(table.cellForRow(at: IndexPath(row: 3, section: 0)) === reloaded)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 2))?.textLabel?.text, "b1")
        XCTAssertEqual(moving.frame.minY, 88, "the model is at the end at once")
        loop.advance(frames: 9)
        XCTAssertEqual(moving.presentedOrigin.y, 44, accuracy: 1e-4, "halfway from 0 to 88")
        XCTAssertEqual(completions, [])
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(completions, [true])
        XCTAssertNil(reloaded.superview)
        XCTAssertEqual(table.visibleCells.compactMap(\.textLabel?.text), ["a1", "a2", "a0", "a3*", "new", "b1"])
    }

    /// beginUpdates/endUpdates is one update; a change outside any update is an update of its own.
    func testBeginEndUpdatesAndLoneChanges() async {
        let (loop, table, source) = makeTable(sections: [rows("r", 3)])
        table.beginUpdates()
        source.sections[0].append("x")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        source.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3, "nothing applied before endUpdates")
        table.endUpdates()
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(table.visibleCells.compactMap(\.textLabel?.text), ["r1", "r2", "x"])
        table.endUpdates()
        XCTAssertEqual(loop.diagnostics.last?.code, .tableBatchUpdateInconsistent, "endUpdates without begin")
    }

    /// Counts that contradict the changes: logged, reloaded, completion(false); the table shows the new data.
    func testInconsistentUpdateReloads() async {
        let (loop, table, source) = makeTable(sections: [rows("r", 3)])
        var finished: Bool?
        table.performBatchUpdates(
            {
                source.sections[0] += ["x", "y"]
                table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
            }, completion: { finished = $0 })
        XCTAssertEqual(loop.diagnostics.last?.code, .tableBatchUpdateInconsistent)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(finished, false)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
    }

    /// The selection follows its row through an update.
    func testSelectionFollowsItsRow() async {
        let (loop, table, source) = makeTable(sections: [rows("r", 3)])
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        source.sections[0].insert("x", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0))!.isSelected)
    }
}
