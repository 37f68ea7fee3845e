// Flow-layout positions against UIKit's numbers (COLLECTION_VIEWS.md §0 and §2.4).
import Foundation
import PassageCore
import PassageUI
import XCTest

@MainActor
final class FlowLayoutPositionTests: XCTestCase {
    /// §0: width 375, 50-pt items, minimum spacing 10 → 6 per line with 15-pt gaps; a 4-item last line keeps the columns.
    func testSixItemsFitA375PointLineAndTheShortLastLineKeepsTheColumns() async {
        let (_, collectionView, _) = makeCollectionView(counts: [10])
        let xs = (0..<10).compactMap { itemFrame(collectionView, $0)?.minX }
        let ys = (0..<10).compactMap { itemFrame(collectionView, $0)?.minY }
        XCTAssertEqual(xs, [0, 65, 130, 195, 260, 325, 0, 65, 130, 195])
        XCTAssertEqual(ys, [0, 0, 0, 0, 0, 0, 60, 60, 60, 60])
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 375, height: 110))
    }

    /// §0: UIKit's defaults: item 50 × 50, spacings 10, no insets, headers or estimates, vertical.
    func testDefaultsAreUIKits() async {
        let layout = UICollectionViewFlowLayout()
        XCTAssertEqual(layout.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(layout.minimumLineSpacing, 10)
        XCTAssertEqual(layout.minimumInteritemSpacing, 10)
        XCTAssertEqual(layout.sectionInset, .zero)
        XCTAssertEqual(layout.headerReferenceSize, .zero)
        XCTAssertEqual(layout.footerReferenceSize, .zero)
        XCTAssertEqual(layout.estimatedItemSize, .zero)
        XCTAssertEqual(layout.scrollDirection, .vertical)
        XCTAssertEqual(layout.sectionInsetReference, .fromContentInset)
    }

    /// §2.4 rule 2: a full line spreads its items edge to edge; a lone item on a non-last line is centred.
    func testFullLinesSpreadEdgeToEdgeAndALoneItemIsCentred() async {
        let (_, collectionView, source) = makeCollectionView(counts: [6])
        source.sizes = [
            IndexPath(item: 0, section: 0): CGSize(width: 100, height: 50),
            IndexPath(item: 1, section: 0): CGSize(width: 120, height: 50),
            IndexPath(item: 2, section: 0): CGSize(width: 100, height: 50),
            IndexPath(item: 3, section: 0): CGSize(width: 300, height: 50),
            IndexPath(item: 4, section: 0): CGSize(width: 300, height: 50),
            IndexPath(item: 5, section: 0): CGSize(width: 200, height: 50),
        ]
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        let frames = (0..<6).compactMap { itemFrame(collectionView, $0) }
        // On the 3× pixel grid: 127.5 → 383/3, 37.5 → 113/3, 87.5 → 263/3.
        assertClose(frames.map(\.minX), [0, 383.0 / 3, 275, 113.0 / 3, 113.0 / 3, 263.0 / 3])
        XCTAssertEqual(frames.map(\.minY), [0, 0, 0, 60, 120, 180])
    }

    /// §2.4 rule 3: a last line of mixed sizes is left-aligned at exactly the minimum spacing.
    func testMixedLastLineIsLeftAlignedAtTheMinimumSpacing() async {
        let (_, collectionView, source) = makeCollectionView(counts: [3])
        source.sizes = [
            IndexPath(item: 0, section: 0): CGSize(width: 300, height: 50),
            IndexPath(item: 1, section: 0): CGSize(width: 100, height: 50),
            IndexPath(item: 2, section: 0): CGSize(width: 50, height: 50),
        ]
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        let frames = (0..<3).compactMap { itemFrame(collectionView, $0) }
        assertClose(frames.map(\.minX), [113.0 / 3, 0, 110])  // 37.5 on the 3× grid
        XCTAssertEqual(frames.map(\.minY), [0, 60, 60])
    }

    /// §2.4 rules 4 and 7: a line is as tall as its tallest item, shorter ones are centred, origins land on
    /// the 3× pixel grid (0.5 pt becomes 2/3 pt).
    func testShorterItemsAreCentredInTheLineOnThePixelGrid() async {
        let (_, collectionView, source) = makeCollectionView(counts: [2])
        source.sizes = [
            IndexPath(item: 0, section: 0): CGSize(width: 100, height: 41),
            IndexPath(item: 1, section: 0): CGSize(width: 100, height: 40),
        ]
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(itemFrame(collectionView, 0), CGRect(x: 0, y: 0, width: 100, height: 41))
        XCTAssertEqual(itemFrame(collectionView, 1)?.minX, 110)
        XCTAssertEqual(itemFrame(collectionView, 1)?.minY ?? 0, 2.0 / 3.0, accuracy: 1e-12)
    }

    /// §2.4 rule 5: header (full width, no insets), section insets around the lines, footer; sections stack.
    func testHeadersInsetsAndFootersStackSections() async {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 7, right: 10)
        let (_, collectionView, _) = makeCollectionView(counts: [3, 3], layout: layout)
        XCTAssertEqual((0..<3).compactMap { itemFrame(collectionView, $0)?.minX }, [10, 71, 132])
        XCTAssertEqual(itemFrame(collectionView, 0)?.minY, 35)
        XCTAssertEqual(itemFrame(collectionView, 0, section: 1)?.minY, 147)
        let header1 = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(header1?.frame, CGRect(x: 0, y: 112, width: 375, height: 30))
        XCTAssertEqual(header1?.representedElementCategory, .supplementaryView)
        XCTAssertEqual(header1?.representedElementKind, UICollectionView.elementKindSectionHeader)
        let footer0 = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter,
            at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(footer0?.frame, CGRect(x: 0, y: 92, width: 375, height: 20))
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 375, height: 224))
        let header0View = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header0View?.frame, CGRect(x: 0, y: 0, width: 375, height: 30))
        XCTAssertTrue(header0View is TestHeader)
    }

    /// §2.4: an empty section still contributes its header, insets and footer.
    func testEmptySectionKeepsHeaderInsetsAndFooter() async {
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
        let (_, collectionView, _) = makeCollectionView(counts: [0, 1], layout: layout)
        XCTAssertEqual(itemFrame(collectionView, 0, section: 1)?.minY, 62 + 35)
    }

    /// §2.4: horizontal scrolling swaps the axes: lines are columns spread over the height.
    func testHorizontalScrollingFillsColumns() async {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let (_, collectionView, _) = makeCollectionView(
            size: CGSize(width: 375, height: 200), counts: [7], layout: layout)
        let frames = (0..<7).compactMap { itemFrame(collectionView, $0) }
        XCTAssertEqual(frames.map(\.minY), [0, 75, 150, 0, 75, 150, 0])
        XCTAssertEqual(frames.map(\.minX), [0, 0, 0, 60, 60, 60, 120])
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 170, height: 200))
    }

    /// §2.4: the content inset narrows the lines (sectionInsetReference .fromContentInset).
    func testContentInsetNarrowsTheLines() async {
        let (_, collectionView, _) = makeCollectionView(counts: [7])
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        // 335 points: 5 items per line, gaps (335 − 250) / 4 = 21.25: 71.25, 142.5, 213.75 on the 3× grid.
        assertClose(
            (0..<7).compactMap { itemFrame(collectionView, $0)?.minX },
            [0, 214.0 / 3, 428.0 / 3, 641.0 / 3, 285, 0, 214.0 / 3])
        XCTAssertEqual(collectionView.contentSize.width, 335)
    }

    /// §2.4 rule 10: with an estimated size, items start at the estimate and take the size their cell prefers.
    func testSelfSizingCellsReplaceTheEstimate() async {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let loop = FrameLoop()
        loop.makeCurrent()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        let source = GridSource(counts: [10])
        collectionView.register(TallCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        XCTAssertEqual(itemFrame(collectionView, 0)?.size, CGSize(width: 50, height: 80))
        XCTAssertEqual(itemFrame(collectionView, 6)?.minY, 90)
        XCTAssertEqual(collectionView.contentSize.height, 170)
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 9, section: 0))?.frame,
            CGRect(x: 195, y: 90, width: 50, height: 80))
    }

    /// §2.4 rule 8: scrolling does not invalidate a flow layout; a width change does.
    func testScrollingDoesNotInvalidateButAWidthChangeDoes() async {
        let layout = CountingFlowLayout()
        let (_, collectionView, _) = makeCollectionView(counts: [100], layout: layout)
        XCTAssertEqual(layout.prepareCount, 1)
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.prepareCount, 1)
        collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 667)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.prepareCount, 2)
        // 5 per line in 320: gaps (320 − 250) / 4 = 17.5, so item 1 at 67.5 → 203/3 on the 3× grid.
        XCTAssertEqual(itemFrame(collectionView, 1)?.minX ?? 0, 203.0 / 3, accuracy: 1e-9)
    }
}

/// Asserts two lists of coordinates agree within 1e-9 points.
func assertClose(_ actual: [CGFloat], _ expected: [CGFloat], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.count, expected.count, "\(actual) vs \(expected)", file: file, line: line)
    for (a, e) in zip(actual, expected) where abs(a - e) > 1e-9 {
        XCTFail("\(actual) is not \(expected)", file: file, line: line)
        return
    }
}

/// A flow layout that counts its prepare() calls.
final class CountingFlowLayout: UICollectionViewFlowLayout {
    var prepareCount = 0
    override func prepare() {
        prepareCount += 1
        super.prepare()
    }
}

/// A self-sizing cell that always wants to be 80 points tall.
final class TallCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: layoutAttributes.size.width, height: 80)
        return attributes
    }
}
