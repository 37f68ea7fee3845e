// performBatchUpdates with inserts, deletes, moves and reloads of items and sections, animated through the
// layout's appearing and disappearing attributes (COLLECTION_VIEWS.md §1.2 "Batch updates").
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A flow layout that logs the update items and the finalize call.
final class UpdateLoggingFlowLayout: UICollectionViewFlowLayout {
    var log: [String] = []
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        log += updateItems.map {
            "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\(Array($0))" } ?? "nil") \($0.indexPathAfterUpdate.map { "\(Array($0))" } ?? "nil")"
        }
    }
    override func finalizeCollectionViewUpdates() { log.append("finalize") }
}

@MainActor
final class BatchUpdateTests: XCTestCase {
    private func x(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x - view.bounds.width / 2 }

    /// §1.2: a deleted item fades out where it was (halfway at half time) and is retired at the end; the
    /// next item slides into its place; the completion runs when the animation ends, with true.
    func testDeletedItemFadesOutAndTheNextSlidesIntoItsPlace() async {
        let (loop, collectionView, source) = makeCollectionView(counts: [10])
        let deleted = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        let next = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        var finished: Bool?
        collectionView.performBatchUpdates(
            {
                source.counts = [9]
                collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            }, completion: { finished = $0 })
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === next)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 9)
        loop.advance(frames: 9)
        XCTAssertEqual(Double(deleted.layer.presentation()!.opacity), 0.5, accuracy: 1e-4)
        XCTAssertEqual(x(deleted), 65, accuracy: 1e-9)
        XCTAssertEqual(x(next), (130 + 65) / 2, accuracy: 1e-4)
        XCTAssertNil(finished)
        loop.advance(frames: 9)
        XCTAssertEqual(finished, true)
        XCTAssertNil(deleted.superview)
        XCTAssertEqual(collectionView.visibleCells.count, 9)
    }

    /// §1.2: an inserted item fades in at its place (the flow layout's appearing attributes); the items after it move on.
    func testInsertedItemFadesInAtItsPlace() async {
        let (loop, collectionView, source) = makeCollectionView(counts: [3])
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        source.log.removeAll()
        collectionView.performBatchUpdates({
            source.counts = [4]
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        XCTAssertEqual(source.log, ["cell 0.0"])
        let inserted = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        XCTAssertFalse(inserted === first)
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
        XCTAssertEqual(inserted.frame.origin, .zero)
        XCTAssertEqual(Double(inserted.layer.presentation()!.opacity), 0, accuracy: 1e-9)
        loop.advance(frames: 9)
        XCTAssertEqual(Double(inserted.layer.presentation()!.opacity), 0.5, accuracy: 1e-4)
        XCTAssertEqual(x(first), 65.0 / 2, accuracy: 1e-4)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(first.frame.origin.x, 65)
    }

    /// §1.2: a moved item keeps its cell and moves; a reloaded item gets a new cell from the data source.
    func testMoveKeepsTheCellAndReloadReplacesIt() async {
        let (loop, collectionView, source) = makeCollectionView(counts: [5])
        let moving = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        let reloaded = collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!
        source.log.removeAll()
        collectionView.performBatchUpdates({
            collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
            collectionView.reloadItems(at: [IndexPath(item: 4, section: 0)])
        })
        XCTAssertEqual(source.log, ["cell 0.4"])
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === moving)
        XCTAssertEqual(moving.frame.origin.x, 195)
        XCTAssertFalse(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === reloaded)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.origin.x, 65)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertNil(reloaded.superview)
    }

    /// §1.2: the layout hears the update items (deletes, inserts, reloads, moves) before, and
    /// finalizeCollectionViewUpdates inside the animation.
    func testLayoutHearsTheUpdateItemsAndFinalize() async {
        let layout = UpdateLoggingFlowLayout()
        let (loop, collectionView, source) = makeCollectionView(counts: [5, 2], layout: layout)
        collectionView.performBatchUpdates({
            source.counts = [5, 3]
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 2, section: 1)])
        })
        XCTAssertEqual(layout.log, ["delete [0, 2] nil", "insert nil [0, 0]", "insert nil [1, 2]", "finalize"])
        XCTAssertTrue(loop.runUntilIdle())
    }

    /// §1.2: deleting a section moves the next section (header included) up; selection follows its item.
    func testDeletingASectionMovesTheNextUpAndSelectionFollows() async {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let (loop, collectionView, source) = makeCollectionView(counts: [3, 4], layout: layout)
        let header1 = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))!
        let item = collectionView.cellForItem(at: IndexPath(item: 2, section: 1))!
        collectionView.selectItem(at: IndexPath(item: 2, section: 1), animated: false, scrollPosition: [])
        collectionView.performBatchUpdates({
            source.counts = [4]
            collectionView.deleteSections(IndexSet(integer: 0))
        })
        XCTAssertTrue(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                === header1)
        XCTAssertEqual(header1.frame.origin.y, 0)
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === item)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        XCTAssertTrue(item.isSelected)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(collectionView.numberOfSections, 1)
    }

    /// §1.2: inserting a section between two shifts the later one down and fills the new one from the data source.
    func testInsertingASectionShiftsTheLaterOne() async {
        let (loop, collectionView, source) = makeCollectionView(counts: [2, 2])
        let later = collectionView.cellForItem(at: IndexPath(item: 0, section: 1))!
        collectionView.performBatchUpdates({
            source.counts = [2, 1, 2]
            collectionView.insertSections(IndexSet(integer: 1))
        })
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 0, section: 2)) === later)
        XCTAssertEqual(later.frame.origin.y, 100)  // sections stack with no spacing: 50 + 50
        XCTAssertNotNil(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
        XCTAssertTrue(loop.runUntilIdle())
    }

    /// §1.2: counts that contradict the changes (UIKit raises) reload the data; the completion gets false.
    func testInconsistentCountsReloadTheDataAndCompleteWithFalse() async {
        let (loop, collectionView, source) = makeCollectionView(counts: [5])
        var finished: Bool?
        collectionView.performBatchUpdates(
            {
                source.counts = [7]
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { finished = $0 })
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 7)
        loop.step()
        XCTAssertEqual(finished, false)
        XCTAssertEqual(collectionView.visibleCells.count, 7)
    }

    /// §1.2: a change outside performBatchUpdates is an update of its own; nested calls join the outer one
    /// and every completion runs once, when the animation ends.
    func testLoneChangesAnimateAndNestedUpdatesJoin() async {
        let (loop, collectionView, source) = makeCollectionView(counts: [2])
        source.counts = [3]
        collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
        XCTAssertEqual(
            Double(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!.layer.presentation()!.opacity), 0,
            accuracy: 1e-9)
        XCTAssertTrue(loop.runUntilIdle())
        var calls: [String] = []
        collectionView.performBatchUpdates(
            {
                source.counts = [5]
                collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
                collectionView.performBatchUpdates(
                    { collectionView.insertItems(at: [IndexPath(item: 4, section: 0)]) },
                    completion: { calls.append("inner \($0)") })
            }, completion: { calls.append("outer \($0)") })
        XCTAssertEqual(calls, [])
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(calls.sorted(), ["inner true", "outer true"])
        XCTAssertEqual(collectionView.visibleCells.count, 5)
    }
}
