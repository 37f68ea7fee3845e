// Selection and highlight by touch and by code (COLLECTION_VIEWS.md §1.2 "Selection/highlight order").
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class CollectionViewSelectionTests: XCTestCase {
    private func makeTouchable(counts: [Int] = [30]) -> (TouchBench, UICollectionView, GridSource) {
        let bench = TouchBench()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),
            collectionViewLayout: UICollectionViewFlowLayout())
        let source = GridSource(counts: counts)
        collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.delegate = source
        bench.window.addSubview(collectionView)
        bench.loop.step()
        source.log.removeAll()
        return (bench, collectionView, source)
    }

    /// 400 points: 6 items per line with 20-pt gaps; the centre of item `i` in the first row.
    private func centre(_ item: Int) -> (CGFloat, CGFloat) { (CGFloat(item) * 70 + 25, 25) }

    /// §1.2: down highlights (should → state → did); up selects: should, select, unhighlight, did.
    func testATapHighlightsThenSelectsInUIKitsOrder() async {
        let (bench, collectionView, source) = makeTouchable()
        let (x, y) = centre(1)
        bench.send([(0, .began, x, y)], at: 0.1)
        XCTAssertEqual(source.log, ["shouldHighlight 1", "didHighlight 1 highlighted=true"])
        bench.send([(0, .ended, x, y)], at: 0.2)
        XCTAssertEqual(
            source.log,
            [
                "shouldHighlight 1", "didHighlight 1 highlighted=true",
                "shouldSelect 1", "didUnhighlight 1", "didSelect 1 selected=true",
            ])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        XCTAssertFalse(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!.isHighlighted)
    }

    /// §1.2: in single selection a tap on another item deselects the first (didDeselect before the new select).
    func testSingleSelectionDeselectsThePreviousItem() async {
        let (bench, collectionView, source) = makeTouchable()
        let (x1, y1) = centre(1)
        let (x2, y2) = centre(2)
        bench.send([(0, .began, x1, y1)], at: 0.1)
        bench.send([(0, .ended, x1, y1)], at: 0.2)
        source.log.removeAll()
        bench.send([(0, .began, x2, y2)], at: 0.3)
        bench.send([(0, .ended, x2, y2)], at: 0.4)
        XCTAssertEqual(
            source.log,
            [
                "shouldHighlight 2", "didHighlight 2 highlighted=true", "shouldSelect 2",
                "didDeselect 1", "didUnhighlight 2", "didSelect 2 selected=true",
            ])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        XCTAssertFalse(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!.isSelected)
    }

    /// §1.2: with multiple selection a tap on a selected item deselects it.
    func testMultipleSelectionTapTogglesTheItem() async {
        let (bench, collectionView, source) = makeTouchable()
        collectionView.allowsMultipleSelection = true
        let (x1, y1) = centre(1)
        let (x2, y2) = centre(2)
        for (t, (x, y)) in [(0.1, (x1, y1)), (0.3, (x2, y2)), (0.5, (x1, y1))] {
            bench.send([(0, .began, x, y)], at: t)
            bench.send([(0, .ended, x, y)], at: t + 0.1)
        }
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        XCTAssertEqual(source.log.last, "didDeselect 1")
    }

    /// §1.2: shouldHighlight false aborts the whole tap: no highlight, no selection.
    func testRefusedHighlightAbortsTheTap() async {
        let (bench, collectionView, source) = makeTouchable()
        source.allowHighlight = false
        let (x, y) = centre(0)
        bench.send([(0, .began, x, y)], at: 0.1)
        bench.send([(0, .ended, x, y)], at: 0.2)
        XCTAssertEqual(source.log, ["shouldHighlight 0"])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [])
    }

    /// §1.2: a finger lifted outside the cell it went down on only unhighlights.
    func testLiftingOutsideTheCellOnlyUnhighlights() async {
        let (bench, collectionView, source) = makeTouchable()
        let (x, y) = centre(0)
        bench.send([(0, .began, x, y)], at: 0.1)
        bench.send([(0, .moved, x, y + 300)], at: 0.2)
        bench.send([(0, .ended, x, y + 300)], at: 0.3)
        XCTAssertEqual(source.log, ["shouldHighlight 0", "didHighlight 0 highlighted=true", "didUnhighlight 0"])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [])
    }

    /// §1.2: selecting by code calls no delegate method; the state follows a cell through reuse; reloadData clears it.
    func testSelectionByCodeIsSilentSurvivesReuseAndReloadClearsIt() async {
        let (_, collectionView, source) = makeCollectionView(counts: [1000])
        source.log.removeAll()
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(source.log, [])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!.isSelected)
        XCTAssertFalse(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!.isSelected)
        collectionView.contentOffset = CGPoint(x: 0, y: 3000)
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.visibleCells.allSatisfy { !$0.isSelected })
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!.isSelected)
        collectionView.deselectItem(at: IndexPath(item: 4, section: 0), animated: false)
        XCTAssertFalse(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!.isSelected)
        collectionView.selectItem(at: IndexPath(item: 60, section: 0), animated: false, scrollPosition: .top)
        XCTAssertEqual(collectionView.contentOffset.y, 600)
        collectionView.reloadData()
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [])
    }

    /// §1.2: prepareForReuse resets isSelected and isHighlighted.
    func testPrepareForReuseResetsSelectionAndHighlight() async {
        let cell = TestCell(frame: .zero)
        cell.isSelected = true
        cell.isHighlighted = true
        cell.prepareForReuse()
        XCTAssertFalse(cell.isSelected)
        XCTAssertFalse(cell.isHighlighted)
    }
}
