// The sheet-detents demo (iOS 15's UISheetPresentationController, driven by its own trace) on the iPhone SE
// stage: the sheet rests at the medium detent (top at the middle, 333.5), follows the flick up and lands on the
// large detent (top 30 = the 20 pt safe-area inset + 10, Passage's inferred gap) with the presenter receded
// behind it, then the swipe down dismisses it interactively in UIKit's delegate order; rendered, the frames show
// the dimmed presenter above the medium sheet and the sheet filling the screen below the status bar at large.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos
@testable import PassageRender

@MainActor
final class SheetDetentsDemoTests: XCTestCase {
    /// Medium before the flick (presenter not receded, grabber shown); the sheet's top follows the finger
    /// during the flick; large after it (presenter receded to 16 pt each side, its top at 20); released after
    /// the swipe down, with the callbacks in order and the presenter restored.
    func testMediumFlickToLargeThenSwipeDown() async {
        let stage = DemoStage()
        let scene = SheetDetentsScene(in: stage.window)
        let trace = SheetDetentsScene.trace(screen: stage.window.bounds.size)
        let player = TouchTracePlayer(trace: trace)
        stage.advance(to: SheetDetentsScene.flickUpTime - 0.05)
        do {
            guard let sheet = scene.sheet else { return XCTFail("the sheet is gone") }
            assertRect(sheet.view.shownFrame, CGRect(x: 0, y: 333.5, width: 375, height: 333.5))
            XCTAssertEqual(scene.presenter.view.transform, .identity)
            XCTAssertEqual(sheet.view.subviews.last?.frame, CGRect(x: 169.5, y: 5, width: 36, height: 5), "the grabber")

            stage.advance(to: SheetDetentsScene.flickUpTime + SheetDetentsScene.flickUpDuration / 2)
            let fingerStart = trace.events[0].touches[0].location.y
            let finger = trace.events.last { $0.time <= stage.now + 1e-9 }!.touches[0].location.y
            XCTAssertEqual(
                sheet.view.frame.minY, 333.5 + finger - fingerStart, accuracy: 1e-6, "the sheet follows the finger")

            stage.advance(to: SheetDetentsScene.swipeDownTime - 0.05)
            assertRect(sheet.view.shownFrame, CGRect(x: 0, y: 30, width: 375, height: 637))
            XCTAssertEqual(sheet.sheetPresentationController?.selectedDetentIdentifier, .large)
            assertRect(scene.presenter.view.shownFrame, CGRect(x: 16, y: 20, width: 343, height: 667 * 343 / 375.0))
            XCTAssertEqual(
                scene.log.entries,
                [
                    "A.willAppear", "A.didAppear", "Sheet.willAppear", "Sheet.didAppear", "presentCompletion",
                    "didChangeDetent(large)",
                ], "A appears with the window; the sheet only")
        }

        stage.advance(to: SheetDetentsScene.duration)
        XCTAssertTrue(player.isFinished)
        XCTAssertNil(scene.sheet, "the dismissed sheet is released")
        XCTAssertEqual(scene.presenter.view.transform, .identity)
        XCTAssertEqual(
            scene.log.entries,
            [
                "A.willAppear", "A.didAppear", "Sheet.willAppear", "Sheet.didAppear", "presentCompletion",
                "didChangeDetent(large)", "willDismiss", "Sheet.willDisappear", "Sheet.didDisappear", "didDismiss",
            ])
        XCTAssertTrue(identical(stage.window.subviews, [scene.presenter.view]), "backdrop and container are gone")
    }

    /// Rendered at 10 fps on a 375 × 667 @1x screen with the iPhone SE's 20 pt top inset: at 1.0 s the presenter
    /// (systemBlue 0 122 255, on its left margin) shows above the medium sheet under the 0.2 black dimming
    /// (0 98 204) and the sheet (systemPink 255 45 85, on its margin) below the middle; at 2.2 s the large sheet
    /// covers y 600 and the black backdrop shows beside the receded presenter above the sheet (5, 25).
    func testRenderedFramesShowTheDetents() async throws {
        let device = DeviceProfile(
            name: "se-at-1x", size: CGSize(width: 375, height: 667), scale: 1, statusBarHeight: 20,
            safeAreaInsets: DeviceInsets(top: 20, left: 0, bottom: 0, right: 0))
        let demo = DemoCatalog.sheetDetents()
        let sink = try MemorySink(width: 375, height: 667, framesPerSecond: 10)
        try SceneRecorder.record(demo, device: device, framesPerSecond: 10, showsStatusBar: false, to: sink)
        let medium = sink.frames[10]
        let above = medium.pixel(x: 5, y: 200)
        let below = medium.pixel(x: 5, y: 600)
        XCTAssertEqual(Double(above.r), 0, accuracy: 1)
        XCTAssertEqual(Double(above.g), 97.6, accuracy: 1)
        XCTAssertEqual(Double(above.b), 204, accuracy: 1)
        XCTAssertEqual([below.r, below.g, below.b], [255, 45, 85])
        let large = sink.frames[22]
        let sheetPixel = large.pixel(x: 5, y: 600)
        let beside = large.pixel(x: 5, y: 25)
        XCTAssertEqual([sheetPixel.r, sheetPixel.g, sheetPixel.b], [255, 45, 85])
        XCTAssertEqual([beside.r, beside.g, beside.b], [0, 0, 0])
    }
}
