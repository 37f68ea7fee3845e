// Runs the Swift 5 collection-view patterns: the template controller lays out two columns from its flow
// delegate and deletes through a batch update; the NSObject data source fills its cells.
import Passage
import XCTest

@MainActor
final class CollectionViewPatternTests: XCTestCase {
    /// The template: 40 labelled cells, two per line from sizeForItemAt ((400 − 30) / 2 = 185 wide); a batch
    /// delete removes the first and the labels follow.
    func testTemplateControllerLaysOutAndDeletes() async {
        let (loop, window, controller) = showing(CGRect(x: 0, y: 0, width: 400, height: 800)) {
            PhotosViewController(collectionViewLayout: UICollectionViewFlowLayout())
        }
        loop.step()
        let cell = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell
        XCTAssertEqual(cell?.frame, CGRect(x: 215, y: 0, width: 185, height: 60))
        XCTAssertEqual(cell?.label.text, "Item 1")
        controller.deleteFirst()
        XCTAssertTrue(loop.runUntilIdle())
        XCTAssertEqual(
            (controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)?.label.text,
            "Item 1")
        withExtendedLifetime(window) {}
    }

    /// An NSObject data source supplies the cells of a plain collection view.
    func testNSObjectDataSourceFillsCells() async {
        let loop = FrameLoop()
        loop.makeCurrent()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        let source = StringsDataSource()
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.visibleCells.compactMap { ($0 as? LabelCell)?.label.text }, ["a", "b", "c"])
        withExtendedLifetime(source) {}
    }
}
