// setCollectionViewLayout(_:animated:) and (_:animated:completion:) (COLLECTION_VIEWS.md §3).
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A flow layout that logs the transition hooks it gets.
final class HookLoggingFlowLayout: UICollectionViewFlowLayout {
    var name = ""
    var log: [String] = []
    weak var shared: HookLog?
    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        shared?.entries.append("\(name).prepareTo")
    }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        shared?.entries.append("\(name).prepareFrom")
    }
    override func finalizeLayoutTransition() { shared?.entries.append("\(name).finalize") }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        shared?.entries.append("\(name).target")
        return proposedContentOffset
    }
}

@MainActor
final class HookLog { var entries: [String] = [] }

@MainActor
final class AnimatedLayoutChangeTests: XCTestCase {
    private func bigItems(_ side: CGFloat, log: HookLog? = nil, name: String = "new") -> HookLoggingFlowLayout {
        let layout = HookLoggingFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        layout.name = name
        layout.shared = log
        return layout
    }

    /// §3: not animated, the new layout applies at once and the completion runs with true right away.
    func testUnanimatedChangeAppliesAtOnce() async {
        let (_, collectionView, _) = makeCollectionView(counts: [20])
        var finished: Bool?
        collectionView.setCollectionViewLayout(bigItems(100), animated: false) { finished = $0 }
        XCTAssertEqual(finished, true)
        // 3 per line with 37.5-pt gaps: item 1 at x 137.5, on the 3× grid 413/3.
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 413.0 / 3, y: 0, width: 100, height: 100))
        XCTAssertEqual(collectionView.visibleCells.count, 20)
    }

    /// §3: animated, cells move from the old place to the new over 0.3 s ease-in-out (halfway at half time, ±1e-4 pt as the curve solver),
    /// the model is at the end at once, and the completion gets true on the frame the animation ends.
    func testAnimatedChangeMovesCellsOverTheLayoutAnimationDuration() async {
        let (loop, collectionView, _) = makeCollectionView(counts: [20])
        // Item 7: centre (90, 85) → row 2, column 1 of the 100-pt grid: centre (137.5 on the 3× grid + 50, 270).
        let cell = collectionView.cellForItem(at: IndexPath(item: 7, section: 0))!
        let endX = 413.0 / 3 + 50
        var finished: Bool?
        collectionView.setCollectionViewLayout(bigItems(100), animated: true) { finished = $0 }
        XCTAssertEqual(UICollectionView.layoutAnimationDuration, 0.3)
        XCTAssertEqual(cell.center, CGPoint(x: endX, y: 270))
        XCTAssertEqual(cell.layer.presentation()!.position.x, 90, accuracy: 1e-6)
        loop.advance(frames: 9)
        XCTAssertEqual(cell.layer.presentation()!.position.x, (90 + endX) / 2, accuracy: 1e-4)
        XCTAssertEqual(cell.layer.presentation()!.position.y, (85 + 270) / 2, accuracy: 1e-4)
        XCTAssertNil(finished)
        loop.advance(frames: 9)
        XCTAssertEqual(finished, true)
        XCTAssertTrue(collectionView.collectionViewLayout is HookLoggingFlowLayout)
    }

    /// §2.2 / §3: prepareForTransition(to:) on the old layout, (from:) on the new, the new one's target
    /// offset, then finalizeLayoutTransition on both inside the animation.
    func testTransitionHooksRunInOrder() async {
        let log = HookLog()
        let (loop, collectionView, _) = makeCollectionView(counts: [20], layout: bigItems(50, log: log, name: "old"))
        collectionView.setCollectionViewLayout(bigItems(100, log: log, name: "new"), animated: true)
        XCTAssertEqual(log.entries, ["old.prepareTo", "new.prepareFrom", "new.target", "old.finalize", "new.finalize"])
        XCTAssertTrue(loop.runUntilIdle())
    }

    /// §2.2: a cell that leaves the screen moves to its place in the new layout (the old layout gives no
    /// disappearing attributes) and is retired when the animation ends; a cell that comes fades in at its
    /// new place (the flow layout's appearing attributes).
    func testLeavingCellsFadeOutAndAreRetiredAtTheEnd() async {
        let (loop, collectionView, _) = makeCollectionView(counts: [200])
        let leaving = collectionView.cellForItem(at: IndexPath(item: 71, section: 0))!
        var finished = false
        collectionView.setCollectionViewLayout(bigItems(100), animated: true) { _ in finished = true }
        XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 71, section: 0)))
        XCTAssertTrue(leaving.superview === collectionView)
        loop.advance(frames: 9)
        // Item 71: centre (350, 685) → row 23, column 2 of the 100-pt grid: centre (325, 2580).
        XCTAssertEqual(leaving.layer.presentation()!.position.x, (350 + 325) / 2, accuracy: 1e-4)
        XCTAssertEqual(leaving.layer.presentation()!.position.y, (685 + 2580) / 2, accuracy: 1e-4)
        XCTAssertEqual(leaving.layer.presentation()!.opacity, 1)
        loop.advance(frames: 9)
        XCTAssertTrue(finished)
        XCTAssertNil(leaving.superview)
        XCTAssertEqual(collectionView.visibleCells.count, 21)  // 3 per line, 7 rows in 667
        // Back to small items: item 60 appears, fading in at its place.
        collectionView.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: true)
        let appearing = collectionView.cellForItem(at: IndexPath(item: 60, section: 0))!
        XCTAssertEqual(appearing.frame.origin, CGPoint(x: 0, y: 600))
        XCTAssertEqual(Double(appearing.layer.presentation()!.opacity), 0, accuracy: 1e-6)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(appearing.alpha, 1)
    }

    /// §3 [I]: the item nearest the old visible centre keeps its place on screen (clamped to the content).
    func testTheCentreItemKeepsItsPlaceOnScreen() async {
        let (loop, collectionView, _) = makeCollectionView(counts: [1000])
        collectionView.contentOffset = CGPoint(x: 0, y: 3000)
        collectionView.layoutIfNeeded()
        // Visible centre (187.5, 3333.5): nearest are row 55's items 332 and 333 (centres x 155 and 220, both
        // 32.5 pt away); the lower index path wins: item 332, centre (155, 3325), 325 pt below the top.
        collectionView.setCollectionViewLayout(bigItems(100), animated: false)
        // New layout: item 332 is row 110, column 2: centre (325, 12150); the offset keeps it 325 pt below
        // the top (x clamps to 0: the content is as wide as the view).
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 12150 - 325))
        XCTAssertNotNil(collectionView.cellForItem(at: IndexPath(item: 332, section: 0)))
        XCTAssertTrue(loop.runUntilIdle())
    }
}
