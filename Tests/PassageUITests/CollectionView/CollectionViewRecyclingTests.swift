// Tiling and recycling: one view per visible element, retired views reused before new ones are made
// (COLLECTION_VIEWS.md §1.2 "Cells and reuse", "Scrolling, visibility and tiling").
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class CollectionViewRecyclingTests: XCTestCase {
    /// §1.2: the visible rect holds rows 0…11 of 6 items (row 11 starts at y 660 < 667): 72 cells, in order.
    func testVisibleCellsAreTheItemsInTheBounds() async {
        let (_, collectionView, _) = makeCollectionView(counts: [1000])
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, (0..<72).map { IndexPath(item: $0, section: 0) })
        XCTAssertEqual(collectionView.visibleCells.count, 72)
        XCTAssertEqual(collectionView.visibleCells.first?.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertTrue(collectionView.visibleCells.allSatisfy { $0.superview === collectionView })
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 375, height: 167 * 60 - 10))
    }

    /// §1.2: scrolling one row reuses the six cells that left for the six that came; none is created.
    func testScrollingOneRowReusesTheCellsThatLeft() async {
        let (_, collectionView, source) = makeCollectionView(counts: [1000])
        XCTAssertEqual(collectionView.createdViewCount, 72)
        let leaving = (0..<6).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        source.log.removeAll()
        collectionView.contentOffset = CGPoint(x: 0, y: 60)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(source.log, (72..<78).map { "cell 0.\($0)" })
        XCTAssertEqual(collectionView.createdViewCount, 72)
        let arrived = (72..<78).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        XCTAssertEqual(Set(arrived.map(ObjectIdentifier.init)), Set(leaving.map(ObjectIdentifier.init)))
        XCTAssertTrue(arrived.allSatisfy { ($0 as! TestCell).reuseCount == 1 })
        XCTAssertEqual(arrived.first?.frame, CGRect(x: 0, y: 720, width: 50, height: 50))
    }

    /// §1.2 / issue 12: scrolling any distance creates about one screen of cells: exactly the most ever visible.
    func testALongScrollCreatesOnlyOneScreenOfCells() async {
        let (_, collectionView, _) = makeCollectionView(counts: [1000])
        var mostVisible = collectionView.visibleCells.count
        var y: CGFloat = 0
        let maxY = collectionView.contentSize.height - collectionView.bounds.height
        while y < maxY {
            y = min(maxY, y + 23)
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            collectionView.layoutIfNeeded()
            mostVisible = max(mostVisible, collectionView.visibleCells.count)
        }
        XCTAssertEqual(collectionView.createdViewCount, mostVisible)
        XCTAssertLessThanOrEqual(mostVisible, 78)
        XCTAssertNotNil(collectionView.cellForItem(at: IndexPath(item: 999, section: 0)))
        XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    }

    /// §1.2: the delegate hears didEndDisplaying for a cell that leaves, before the data source is asked for the new one.
    func testCellsLeaveBeforeNewOnesAreAskedFor() async {
        let (_, collectionView, source) = makeCollectionView(counts: [1000])
        let watcher = DisplayWatcher(source: source)
        collectionView.delegate = watcher
        source.log.removeAll()
        collectionView.contentOffset = CGPoint(x: 0, y: 60)
        collectionView.layoutIfNeeded()
        let ends = source.log.indices.filter { source.log[$0].hasPrefix("end") }
        let asks = source.log.indices.filter { source.log[$0].hasPrefix("cell") }
        XCTAssertEqual(ends.count, 6)
        XCTAssertEqual(asks.count, 6)
        XCTAssertLessThan(ends.max()!, asks.min()!)
    }

    /// §1.2: reloadData asks the data source again and reuses the cells it had on screen.
    func testReloadDataAsksAgainAndReusesTheCells() async {
        let (_, collectionView, source) = makeCollectionView(counts: [20])
        XCTAssertEqual(collectionView.createdViewCount, 20)
        source.counts = [30]
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 20)
        collectionView.reloadData()
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 30)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.visibleCells.count, 30)
        XCTAssertEqual(collectionView.createdViewCount, 30)
        XCTAssertEqual(collectionView.numberOfSections, 1)
    }

    /// §1.2: an unregistered identifier (UIKit raises) gives a plain cell and does not stop the layout pass.
    func testDequeuingAnUnregisteredIdentifierGivesAPlainCell() async {
        let (_, collectionView, _) = makeCollectionView(counts: [2])
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        XCTAssertTrue(type(of: cell) == UICollectionViewCell.self)
        XCTAssertEqual(cell.reuseIdentifier, "nope")
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    /// §1.2: a registered class is instantiated through its required init(frame:); the content view fills it.
    func testRegisteredSubclassIsInstantiatedWithItsContentView() async {
        let (_, collectionView, _) = makeCollectionView(counts: [1])
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        XCTAssertTrue(cell is TestCell)
        XCTAssertEqual(cell?.reuseIdentifier, "cell")
        XCTAssertEqual(cell?.contentView.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertTrue(cell?.contentView.superview === cell)
    }

    /// §1.2: indexPathForItem(at:) finds the item under a point and nil in the gaps.
    func testIndexPathForItemAtAPoint() async {
        let (_, collectionView, _) = makeCollectionView(counts: [1000])
        XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 25, y: 25)), IndexPath(item: 0, section: 0))
        XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 70, y: 125)), IndexPath(item: 13, section: 0))
        XCTAssertNil(collectionView.indexPathForItem(at: CGPoint(x: 57, y: 25)))
        XCTAssertNil(collectionView.indexPathForItem(at: CGPoint(x: 25, y: 55)))
        XCTAssertEqual(
            collectionView.indexPathForItem(at: CGPoint(x: 330, y: 9000)), IndexPath(item: 150 * 6 + 5, section: 0))
    }

    /// §1.2: scrollToItem places the item at the top, centre or bottom, clamped to the scrollable range.
    func testScrollToItemPositionsAndClamps() async {
        let (_, collectionView, _) = makeCollectionView(counts: [1000])
        let item60 = IndexPath(item: 60, section: 0)  // row 10: y 600…650
        collectionView.scrollToItem(at: item60, at: .top, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 600))
        collectionView.scrollToItem(at: item60, at: .centeredVertically, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 625 - 333.5))
        collectionView.scrollToItem(at: item60, at: .bottom, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 0))
        collectionView.scrollToItem(at: IndexPath(item: 999, section: 0), at: .top, animated: false)
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 10010 - 667))
        collectionView.layoutIfNeeded()
        XCTAssertNotNil(collectionView.cellForItem(at: IndexPath(item: 999, section: 0)))
    }

    /// Animated, scrollToItem moves as setContentOffset(_:animated:) does: still at the start right after the
    /// call, on the way after 0.15 s of its 0.3 s, at the item when the loop is idle.
    func testAnimatedScrollToItemUsesTheScrollViewsAnimation() async {
        let (loop, collectionView, _) = makeCollectionView(counts: [1000])
        collectionView.scrollToItem(at: IndexPath(item: 60, section: 0), at: .top, animated: true)
        XCTAssertEqual(collectionView.contentOffset, .zero)
        loop.advance(frames: 9)
        XCTAssertGreaterThan(collectionView.contentOffset.y, 0)
        XCTAssertLessThan(collectionView.contentOffset.y, 600)
        loop.runUntilIdle()
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: 600))
    }
}

/// A delegate that logs didEndDisplaying into the source's log.
@MainActor
final class DisplayWatcher: UICollectionViewDelegate {
    let source: GridSource
    init(source: GridSource) { self.source = source }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        source.log.append("end \(indexPath.item)")
    }
}
