// Diffable data sources: snapshots edited as values, the difference between two snapshots as UIKit's batch
// changes (one move for one item moved, not a shuffle), and `apply` animating those changes in a table or a
// collection view (inserts arrive, deletes leave, moved rows keep their cells).
import Foundation
import PassageCore
import XCTest

@testable import PassageUI

@MainActor
final class DiffableDataSourceTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// Snapshot editing: append, insert before and after, move, delete, and the queries.
    func testSnapshotEditing() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        var snapshot = snapshot([("A", ["a", "b"]), ("B", ["c"])])
        snapshot.insertItems(["x"], beforeItem: "b")
        snapshot.insertItems(["y"], afterItem: "c")
        snapshot.moveItem("a", afterItem: "y")
        snapshot.insertSections(["Z"], beforeSection: "A")
        snapshot.appendItems(["z"], toSection: "Z")
        snapshot.deleteItems(["b"])
        XCTAssertEqual(snapshot.sectionIdentifiers, ["Z", "A", "B"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["z", "x", "c", "y", "a"])
        XCTAssertEqual(snapshot.numberOfItems, 5)
        XCTAssertEqual(snapshot.numberOfItems(inSection: "B"), 3)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "a"), "B")
        XCTAssertEqual(snapshot.indexOfItem("c"), 2)
        XCTAssertEqual(snapshot.indexOfSection("B"), 2)
        snapshot.moveSection("Z", afterSection: "B")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["A", "B", "Z"])
        snapshot.appendItems(["c"], toSection: "A")
        XCTAssertEqual(loop.diagnostics.last?.code, .snapshotIdentifierInvalid, "an item added twice")
        XCTAssertEqual(snapshot.numberOfItems, 5, "and not added")
        snapshot.deleteAllItems()
        XCTAssertEqual(snapshot.numberOfSections, 0)
    }

    /// One item moved to the top is one move; deletions and insertions name old and new positions.
    func testDifferenceIsMinimal() async {
        let old: [(section: String, items: [String])] = [("A", ["a", "b", "c", "d", "e"])]
        let moved = SnapshotDifference(from: old, to: [("A", ["e", "a", "b", "c", "d"])])
        XCTAssertEqual(
            moved.movedItems, [.init(from: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))])
        XCTAssertTrue(moved.insertedItems.isEmpty && moved.deletedItems.isEmpty)
        let changed = SnapshotDifference(
            from: old + [("B", ["f"])], to: [("C", ["g"]), ("A", ["a", "x", "c", "e"])], reloadedItems: ["c"])
        XCTAssertEqual(changed.deletedSections, IndexSet(integer: 1))
        XCTAssertEqual(changed.insertedSections, IndexSet(integer: 0))
        XCTAssertEqual(changed.deletedItems, [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        XCTAssertEqual(changed.insertedItems, [IndexPath(row: 1, section: 1)])
        XCTAssertEqual(changed.reloadedItems, [IndexPath(row: 2, section: 0)])
        XCTAssertEqual(changed.movedSections, [], "A keeps its order among the surviving sections")
        XCTAssertEqual(SnapshotDifference.longestIncreasingRun([3, 1, 2, 5, 4]), [1, 2, 4])
    }

    /// A table's diffable data source: apply animates the difference (the moved row keeps its cell and is
    /// halfway at 0.15 s, the new row fades in), and the data source answers from the snapshot.
    func testTableApplyAnimatesTheDifference() async {
        let (loop, table, _) = makeTable(sections: [["placeholder"]])
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        dataSource.apply(snapshot([("A", ["a", "b", "c"])]), animatingDifferences: false)
        table.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.compactMap(\.textLabel?.text), ["a", "b", "c"])
        let cellC = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        var completed = false
        dataSource.apply(snapshot([("A", ["c", "a", "new"])])) { completed = true }
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellC, "the moved row keeps its cell")
        let inserted = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        loop.advance(frames: 9)
        XCTAssertEqual(cellC.presentedOrigin.y, 44, accuracy: 1e-4, "halfway from 88 to 0")
        XCTAssertEqual(inserted.presentedAlpha, 0.5, accuracy: 1e-4)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertTrue(completed)
        XCTAssertEqual(table.visibleCells.compactMap(\.textLabel?.text), ["c", "a", "new"])
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)), "a")
        XCTAssertEqual(dataSource.indexPath(for: "new"), IndexPath(row: 2, section: 0))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["c", "a", "new"])
        XCTAssertEqual(dataSource.sectionIdentifier(for: 0), "A")
        XCTAssertEqual(dataSource.index(for: "A"), 0)
    }

    /// A cell provider that returns nil gets an empty cell and a diagnostic.
    func testNilCellProvider() async {
        let (loop, table, _) = makeTable(sections: [["placeholder"]])
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { _, _, _ in nil }
        dataSource.apply(snapshot([("A", ["a"])]), animatingDifferences: false)
        table.layoutIfNeeded()
        XCTAssertEqual(table.visibleCells.count, 1)
        XCTAssertTrue(loop.diagnostics.contains { $0.code == .diffableCellProviderReturnedNil })
    }

    /// A collection view's diffable data source: apply turns the difference into the collection view's batch
    /// update (the moved item keeps its cell and ends at its new place).
    func testCollectionApplyMovesItems() async {
        let (loop, collectionView, _) = makeCollectionView(counts: [1])
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.apply(snapshot([("A", ["a", "b", "c"])]), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
        let cellA = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        dataSource.apply(snapshot([("A", ["b", "c", "a", "d"])]))
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cellA)
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(cellA.frame.origin.x, 130, "third place of the 50 pt flow layout")
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)), "d")
    }
}
