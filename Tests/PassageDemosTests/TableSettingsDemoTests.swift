// The table-settings demo, played from its own trace: the tap selects "Wallpaper" and pushes its page; during the
// edge swipe the row's selection is as faded as the pop is far; after the release the list is back with no row
// selected.
import Foundation
import PassageCore
import XCTest

@testable import PassageDemos
@testable import PassageUI

@MainActor
final class TableSettingsDemoTests: XCTestCase {
    func testTapPushesAndTheSwipeBackFadesTheSelection() async {
        let stage = DemoStage()
        let scene = TableSettingsScene(in: stage.window)
        let player = TouchTracePlayer(trace: TableSettingsScene.trace(screen: stage.window.bounds.size))
        let table = scene.settings.tableView!
        stage.advance(to: TableSettingsScene.tapTime + 0.05)
        let cell = table.cellForRow(at: TableSettingsScene.wallpaperRow)!
        XCTAssertEqual(cell.textLabel?.text, "Wallpaper")
        XCTAssertTrue(cell.isHighlighted, "the finger is down on the row")
        XCTAssertEqual(cell.frame.height, 44, "a 29 pt icon keeps the standard row")
        XCTAssertEqual(cell.imageView?.frame.minX, 16)
        XCTAssertEqual(cell.drawnAccessory?.type, .disclosureIndicator)
        stage.advance(to: TableSettingsScene.swipeStart)
        XCTAssertEqual(scene.log.entries, ["didSelect(Wallpaper)"])
        XCTAssertEqual(scene.navigation.viewControllers.count, 2)
        XCTAssertEqual(table.indexPathForSelectedRow, TableSettingsScene.wallpaperRow)
        let background = cell.selectedBackgroundView!
        XCTAssertEqual(background.shownAlpha, 1, "selected while the page is shown")
        stage.advance(to: TableSettingsScene.swipeStart + TableSettingsScene.swipeDuration * 0.7)
        let coordinator = scene.navigation.transitionCoordinator!
        XCTAssertTrue(coordinator.isInteractive)
        let percent = coordinator.percentComplete
        XCTAssertGreaterThan(percent, 0.2)
        XCTAssertEqual(
            background.shownAlpha,
            1 - CGFloat(UICubicTimingParameters(animationCurve: .easeInOut).bezier.solve(Double(percent))),
            accuracy: 0.01,
            "the selection fades with the swipe")
        stage.advance(to: TableSettingsScene.duration)
        XCTAssertTrue(player.isFinished)
        XCTAssertEqual(scene.navigation.viewControllers.count, 1)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(background.shownAlpha, 0)
    }

    /// The demo is in the catalogue with its trace.
    func testCatalogue() async {
        let scene = DemoCatalog.named("table-settings")
        XCTAssertNotNil(scene)
        XCTAssertTrue(scene?.isInteractive ?? false)
    }
}
