// Shared pieces of the collection-view tests: a cell subclass written the iOS way (after the compiler's fix-it),
// a data source and flow delegate that log what they are asked, and a collection view on a fresh frame loop.
import Foundation
import PassageCore
import PassageUI
import XCTest

/// A cell as iOS code writes it; `required` is the compiler's fix-it for `override init(frame:)`.
final class TestCell: UICollectionViewCell {
    var reuseCount = 0
    var appliedCount = 0

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBlue
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        appliedCount += 1
    }
}

/// A header or footer view.
final class TestHeader: UICollectionReusableView {}

/// A data source and flow-layout delegate over `counts`, logging the questions it gets as short strings.
@MainActor
final class GridSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: [IndexPath: CGSize] = [:]
    var log: [String] = []
    var allowHighlight = true
    weak var collectionView: UICollectionView?

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        log.append("cell \(indexPath.section).\(indexPath.item)")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return allowHighlight
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append(
            "didHighlight \(indexPath.item) highlighted=\(collectionView.cellForItem(at: indexPath)?.isHighlighted ?? false)"
        )
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append(
            "didSelect \(indexPath.item) selected=\(collectionView.cellForItem(at: indexPath)?.isSelected ?? false)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }
}

/// A collection view that keeps its test data source alive (a collection view holds its data source weakly).
final class TestCollectionView: UICollectionView {
    var retainedSource: AnyObject?
}

/// A collection view of `size` on a fresh frame loop, with `source` as data source and delegate, TestCell
/// registered as "cell" and TestHeader for headers and footers.
@MainActor
func makeCollectionView(
    size: CGSize = CGSize(width: 375, height: 667), counts: [Int],
    layout: UICollectionViewLayout = UICollectionViewFlowLayout()
) -> (FrameLoop, UICollectionView, GridSource) {
    let loop = FrameLoop()
    loop.makeCurrent()
    let collectionView = TestCollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    let source = GridSource(counts: counts)
    collectionView.retainedSource = source
    source.collectionView = collectionView
    collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
        TestHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "supplementary")
    collectionView.register(
        TestHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
        withReuseIdentifier: "supplementary")
    collectionView.dataSource = source
    collectionView.delegate = source
    collectionView.layoutIfNeeded()
    return (loop, collectionView, source)
}

/// The frame of the item at `item` in `section`, from the collection view's layout.
@MainActor
func itemFrame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}
