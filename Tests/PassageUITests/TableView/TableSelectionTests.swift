// Selection: by code without delegate calls; by touch with UIKit's order (highlight on touch down, then on lift
// deselect the other row, select, unhighlight, didSelect); `deselectRow(animated: true)` fades the grey
// selection background out over the selection fade duration.
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class TableSelectionTests: XCTestCase {
    private func tap(_ point: CGPoint, in table: UITableView, loop: FrameLoop) {
        let location = table.convert(point, to: table.window)
        let application = UIApplication.shared
        var time = CACurrentMediaTime()
        application.sendTouchInput([TouchTrace.Touch(finger: 0, phase: .began, location: location)], timestamp: time)
        loop.step()
        time += 1.0 / 60
        application.sendTouchInput([TouchTrace.Touch(finger: 0, phase: .ended, location: location)], timestamp: time)
        loop.step()
    }

    /// By code: `selectRow` and `deselectRow` change the selection and the cell without telling the delegate.
    func testSelectionByCode() async {
        let (_, table, source) = makeTable(sections: [rows("r", 5)])
        source.log.removeAll()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0))!.isSelected)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))!.selectedBackgroundView?.alpha, 1)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 3, section: 0)], "single selection")
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(source.log, [], "no delegate call for selection by code")
    }

    /// By touch: highlight on touch down, then didUnhighlight and didSelect on lift; a second tap deselects the
    /// first row (didDeselect before didSelect).
    func testSelectionByTouchFollowsUIKitsOrder() async {
        let (loop, table, source) = makeTable(sections: [rows("r", 5)])
        source.log.removeAll()
        tap(CGPoint(x: 100, y: 66), in: table, loop: loop)
        XCTAssertEqual(source.log, ["didHighlight 0.1", "didUnhighlight 0.1", "didSelect 0.1"])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        source.log.removeAll()
        tap(CGPoint(x: 100, y: 150), in: table, loop: loop)
        XCTAssertEqual(source.log, ["didHighlight 0.3", "didDeselect 0.1", "didUnhighlight 0.3", "didSelect 0.3"])
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 3, section: 0)])
    }

    /// `deselectRow(animated: true)` fades the selection background from 1 to 0 over 0.25 s, ease in, ease out.
    func testAnimatedDeselectionFades() async {
        let (loop, table, _) = makeTable(sections: [rows("r", 5)])
        let row = IndexPath(row: 0, section: 0)
        table.selectRow(at: row, animated: false, scrollPosition: .none)
        let background = table.cellForRow(at: row)!.selectedBackgroundView!
        table.deselectRow(at: row, animated: true)
        XCTAssertEqual(background.alpha, 0, "the model changes at once")
        loop.advance(frames: 6)
        XCTAssertEqual(background.presentedAlpha, 1 - UIView.AnimationCurve.easeInOut.value(at: 0.4), accuracy: 1e-4)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(background.presentedAlpha, 0)
    }

    /// `.none` selection style shows no background; reuse resets selection.
    func testSelectionStyleNoneAndReuseReset() async {
        let (_, table, _) = makeTable(sections: [rows("r", 2)])
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        cell.selectionStyle = .none
        cell.setSelected(true, animated: false)
        XCTAssertEqual(cell.selectedBackgroundView?.alpha, 0)
        cell.selectionStyle = .default
        XCTAssertEqual(cell.selectedBackgroundView?.alpha, 1)
        cell.prepareForReuse()
        XCTAssertFalse(cell.isSelected)
        XCTAssertEqual(cell.selectedBackgroundView?.alpha, 0)
    }
}
