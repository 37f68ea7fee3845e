// Questions about what is on screen and where: visible cells, the item at a point, an item's attributes.
import Foundation
import PassageCore

extension UICollectionView {
    /// The cells on screen, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        visibleViews.filter { $0.key.category == .cell }.sorted { $0.key.indexPath < $1.key.indexPath }
            .compactMap { $0.value as? UICollectionViewCell }
    }

    /// The index paths of the items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The cell on screen for `indexPath`, or nil when the item is not visible.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    /// The index path of a visible `cell`, or nil.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.value === cell && $0.key.category == .cell }?.key.indexPath
    }

    /// The supplementary view on screen of `elementKind` at `indexPath`, or nil.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        visibleViews[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The visible supplementary views of `elementKind`.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleViews.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The item whose frame contains `point` (in the collection view's coordinates, i.e. content
    /// coordinates), the one with the highest zIndex when several do; nil when none.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        installedLayout.prepareIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (installedLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
                && isValidItem($0.indexPath)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes for the item at `indexPath` (preparing the layout first if needed).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        installedLayout.prepareIfNeeded()
        return installedLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary element of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        installedLayout.prepareIfNeeded()
        return installedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
}
