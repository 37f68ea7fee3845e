// The collection-view demos (session 218): layout-to-layout navigation driven by taps, and Apple's pinch
// between a stack and a grid. Each test plays the demo's trace from its start, as SceneRecorder does, and checks
// the frames at the start, middle and end, what is left afterwards, and that pushed controllers go away.
import Foundation
import PassageCore
import PassageUI
import XCTest

@testable import PassageDemos
@testable import PassageRender

@MainActor
final class CollectionDemoTests: XCTestCase {
    /// Plays `trace` on `stage` until `time` seconds after the start.
    private func play(_ player: TouchTracePlayer, on stage: DemoStage, until time: TimeInterval) {
        stage.advance(to: time)
        _ = player
    }

    /// collection-flick on the iPhone SE: 18 rows of three 105-pt squares, 10 pt apart, inset 10 pt at both ends,
    /// make 10 + 18 × 105 + 17 × 10 + 10 = 2080 pt of content. The adjusted content inset adds the 20-pt status bar
    /// at the top (the SE has no bottom inset), so the content opens at offset −20 and its resting end is at
    /// 2080 − 667 = 1413. The 4000 pt/s flick coasts
    /// into it, goes past it and comes to rest exactly on it; the pull past the end springs back to it; and over
    /// the whole run the collection view creates only about one screen of cells (recycling), never all 54.
    func testFlickDeceleratesRecyclesAndSpringsBack() async {
        let stage = DemoStage()
        let demo = DemoCatalog.collectionFlick()
        _ = demo.start(stage.window)
        let controller = try! XCTUnwrap(stage.window.rootViewController as? FlickGridController)
        let collectionView = controller.collectionView!
        let player = TouchTracePlayer(trace: demo.trace(for: stage.window.bounds.size)!)
        stage.step()
        XCTAssertEqual(collectionView.contentSize.height, 2080)
        XCTAssertEqual(collectionView.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(collectionView.contentOffset.y, -20, "the content starts below the status bar")
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 18, "six rows of three on screen at the start")
        let end: CGFloat = 2080 - 667
        var furthest: CGFloat = 0
        while stage.now < ScrollFlickScene.pullTime - 0.05 {
            stage.step()
            furthest = max(furthest, collectionView.contentOffset.y)
        }
        XCTAssertGreaterThan(furthest, end + 1, "the coast carries the content past its end")
        XCTAssertEqual(collectionView.contentOffset.y, end, accuracy: 1e-6, "and it rests on the end")
        XCTAssertFalse(collectionView.isDecelerating)
        furthest = 0
        while stage.now < ScrollFlickScene.pullRelease {
            stage.step()
            furthest = max(furthest, collectionView.contentOffset.y)
        }
        XCTAssertGreaterThan(furthest, end + 50, "the pull stretches past the end")
        stage.advance(to: ScrollFlickScene.duration)
        XCTAssertEqual(collectionView.contentOffset.y, end, accuracy: 1e-6, "and springs back to it")
        XCTAssertLessThanOrEqual(controller.cellsSeen.count, 24, "about one screen of cells, recycled")
        XCTAssertEqual(collectionView.visibleCells.count, collectionView.indexPathsForVisibleItems.count)
        withExtendedLifetime(player) {}
    }

    /// The demos are listed under their command-line names.
    func testCollectionDemosAreRegistered() async {
        for name in [
            "collection-layout-push", "collection-pinch", "collection-pinch-cancel", "collection-pinch-pop",
            "collection-batch-updates",
            "collection-flick",
        ] {
            XCTAssertNotNil(DemoCatalog.named(name), name)
        }
    }

    /// collection-layout-push (on the iPhone SE: the adjusted content inset puts the content's top at the bar's
    /// bottom, 64, so the content opens at offset −64 and item 0, 10 pt into the content, shows at 74): item 0
    /// starts in the small grid (10, 10, 60 × 60); halfway through the first push (0.15 s into its 0.3 s) it is
    /// halfway to the big grid (10, 10, 110 × 110); after the second push it is a
    /// full-width row; after both pops it is back, the stack holds the root alone, the pushed controllers are
    /// gone and the root stayed data source and delegate.
    func testLayoutPushFramesAtStartMiddleAndEnd() async {
        let stage = DemoStage()
        let scene = CollectionLayoutPushScene(in: stage.window)
        let player = TouchTracePlayer(trace: CollectionLayoutPushScene.trace(for: stage.window.bounds.size))
        stage.step()
        let collectionView = scene.root.collectionView!
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        XCTAssertEqual(collectionView.contentOffset.y, -64, "the content starts below the navigation bar")
        assertRect(cell.shownFrame, CGRect(x: 10, y: 10, width: 60, height: 60))
        play(player, on: stage, until: CollectionLayoutPushScene.firstTap + 0.05)
        XCTAssertEqual(scene.navigation.viewControllers.count, 2)
        let pushStart = stage.now
        stage.advance(to: pushStart + 0.15)
        assertRect(cell.shownFrame, CGRect(x: 10, y: 10, width: 85, height: 85), accuracy: 0.6)
        play(player, on: stage, until: CollectionLayoutPushScene.firstPop - 0.05)
        XCTAssertEqual(scene.navigation.viewControllers.count, 3)
        XCTAssertTrue(collectionView.collectionViewLayout === scene.third?.collectionViewLayout)
        assertRect(cell.shownFrame, CGRect(x: 10, y: 10, width: stage.window.bounds.width - 20, height: 40))
        XCTAssertTrue(scene.third?.collectionView === collectionView)
        play(player, on: stage, until: CollectionLayoutPushScene.duration)
        XCTAssertEqual(scene.navigation.viewControllers.count, 1)
        XCTAssertNil(scene.navigation.transitionCoordinator)
        XCTAssertTrue(collectionView.collectionViewLayout === scene.root.collectionViewLayout)
        assertRect(cell.shownFrame, CGRect(x: 10, y: 10, width: 60, height: 60))
        XCTAssertEqual(collectionView.contentOffset.y, -64)
        XCTAssertTrue(collectionView.superview === scene.root.view)
        XCTAssertTrue(collectionView.dataSource === scene.root)
        XCTAssertEqual(scene.log.entries.filter { $0.hasSuffix("didSelect 0") }, ["A.didSelect 0", "A.didSelect 0"])
        XCTAssertNil(scene.second)
        XCTAssertNil(scene.third)
    }

    /// collection-pinch: the spread pushes the grid interactively; the cards follow the fingers; released while
    /// spreading the transition finishes past 1 (overshoot) and settles on the grid; the grid stays pushed.
    func testPinchSpreadFinishesWithOvershoot() async {
        let stage = DemoStage()
        let scene = CollectionPinchScene(in: stage.window)
        let player = TouchTracePlayer(trace: CollectionPinchScene.trace(.spread, for: stage.window.bounds.size))
        stage.step()
        let collectionView = scene.stack.collectionView!
        let card = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        XCTAssertEqual(card.center, CGPoint(x: 187.5, y: 333.5))
        play(player, on: stage, until: CollectionPinchScene.pinchTime + 0.3)
        guard let layout = scene.manager.transitionLayout else { return XCTFail("the pinch started no transition") }
        XCTAssertGreaterThan(layout.transitionProgress, 0.05)
        XCTAssertTrue(collectionView.collectionViewLayout === layout)
        var peak: CGFloat = 0
        while stage.now < CollectionPinchScene.duration {
            stage.step()
            peak = max(peak, layout.transitionProgress)
        }
        XCTAssertGreaterThan(peak, 1)
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("pinch") }, ["pinch.push", "pinch.finish"])
        XCTAssertEqual(scene.navigation.viewControllers.count, 2)
        XCTAssertTrue(collectionView.collectionViewLayout === scene.grid?.collectionViewLayout)
        XCTAssertNil(scene.navigation.transitionCoordinator)
        // Item 0 at its grid place: 10 pt into the content, which starts below the bar (offset −64).
        assertRect(card.shownFrame, CGRect(x: 10, y: 10, width: 75, height: 75))
        XCTAssertEqual(collectionView.contentOffset.y, -64)
        XCTAssertTrue(collectionView.superview === scene.grid?.view)
    }

    /// collection-pinch-cancel: a short spread (progress under 0.1) cancels: the cards fall back into the
    /// stack, the stack is alone again and the grid controller is gone.
    func testShortSpreadCancelsBackToTheStack() async {
        let stage = DemoStage()
        let scene = CollectionPinchScene(in: stage.window)
        let player = TouchTracePlayer(trace: CollectionPinchScene.trace(.shortSpread, for: stage.window.bounds.size))
        stage.step()
        play(player, on: stage, until: CollectionPinchScene.duration)
        let collectionView = scene.stack.collectionView!
        XCTAssertEqual(scene.log.entries.filter { $0.hasPrefix("pinch") }, ["pinch.push", "pinch.cancel"])
        XCTAssertEqual(scene.navigation.viewControllers.count, 1)
        XCTAssertTrue(collectionView.collectionViewLayout is StackLayout)
        XCTAssertTrue(collectionView.superview === scene.stack.view)
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.center, CGPoint(x: 187.5, y: 333.5))
        XCTAssertNil(scene.grid)
    }

    /// collection-pinch-pop: the tap pushes the grid automatically (layout to layout), the pinch closed pops it.
    func testTapPushesAndPinchClosedPops() async {
        let stage = DemoStage()
        let scene = CollectionPinchScene(in: stage.window)
        let player = TouchTracePlayer(trace: CollectionPinchScene.trace(.tapThenClose, for: stage.window.bounds.size))
        stage.step()
        play(player, on: stage, until: CollectionPinchScene.closeTime - 0.05)
        XCTAssertEqual(scene.navigation.viewControllers.count, 2)
        XCTAssertTrue(scene.stack.collectionView.collectionViewLayout === scene.grid?.collectionViewLayout)
        play(player, on: stage, until: CollectionPinchScene.duration)
        XCTAssertEqual(
            scene.log.entries.filter { $0.hasPrefix("pinch") || $0.hasPrefix("tap") },
            ["tap.push", "pinch.pop", "pinch.finish"])
        XCTAssertEqual(scene.navigation.viewControllers.count, 1)
        XCTAssertTrue(scene.stack.collectionView.collectionViewLayout is StackLayout)
        XCTAssertNil(scene.grid)
    }

    /// collection-batch-updates: 92-pt photos in four columns 94⅓ pt apart. Halfway through the insertion the
    /// new first photo is half faded in and the old first photo halfway to column 3; at the end every
    /// update completed with true, the grid shows exactly its 18 photos (no view left from the animations)
    /// in the data's order.
    func testBatchUpdatesFramesAtStartMiddleAndEnd() async {
        let stage = DemoStage()
        let scene = CollectionBatchUpdatesScene(in: stage.window)
        stage.step()
        let collectionView = scene.collectionView!
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        assertRect(first.shownFrame, CGRect(x: 0, y: 0, width: 92, height: 92))
        stage.advance(to: CollectionBatchUpdatesScene.insertTime + 0.15)
        let inserted = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        XCTAssertFalse(inserted === first)
        XCTAssertEqual(inserted.shownAlpha, 0.5, accuracy: 0.02)
        XCTAssertEqual(first.shownFrame.minX, 283 / 2, accuracy: 1)
        stage.advance(to: CollectionBatchUpdatesScene.duration)
        XCTAssertEqual(scene.completions, ["insert true", "delete true", "move true"])
        XCTAssertEqual(collectionView.visibleCells.count, 18)
        XCTAssertEqual(collectionView.subviews.count, 18)
        XCTAssertTrue(collectionView.visibleCells.allSatisfy { $0.shownAlpha == 1 })
        XCTAssertEqual(scene.photos.prefix(10), [19, 20, 0, 1, 5, 6, 7, 8, 9, 18])
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 9, section: 0))?.contentView.backgroundColor,
            PhotoCell.color(for: 18))
    }

    /// Rendered through SceneRecorder (4 fps at half scale, to keep the debug-build render short), collection-pinch's
    /// last frame shows the grid's first card (item 0's photo, not the background, at 10…85, 74…149 points) and the
    /// white background right of the first row's last card.
    func testPinchRendersTheGridAtTheEnd() async throws {
        let device = DeviceProfile(name: "half", size: CGSize(width: 375, height: 667), scale: 0.5)
        let demo = DemoCatalog.collectionPinch()
        let size = SceneRecorder.frameSize(for: device)
        let sink = try MemorySink(width: size.width, height: size.height, framesPerSecond: 4)
        try SceneRecorder.record(demo, device: device, framesPerSecond: 4, to: sink)
        XCTAssertEqual(sink.frames.count, SceneRecorder.frameCount(demo, framesPerSecond: 4, device: device))
        let last = sink.frames[sink.frames.count - 1]
        let card = last.pixel(x: 23, y: 50)
        XCTAssertNotEqual([card.r, card.g, card.b], [255, 255, 255], "item 0's photo")
        let gap = last.pixel(x: 185, y: 50)
        XCTAssertEqual([gap.r, gap.g, gap.b], [255, 255, 255])
    }
}
