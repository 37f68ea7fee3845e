// A collection data source driven by snapshots (iOS 13): it answers the collection view's questions from its
// current snapshot and providers, and `apply` turns the difference between snapshots into one batch update that
// the collection view animates (UICollectionView+BatchUpdates). Hold a strong reference to it: the collection
// view holds its data source weakly, as in UIKit.
import Foundation
import PassageCore

/// A collection view data source whose content is a snapshot (UIKit's `UICollectionViewDiffableDataSource`).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// Makes the supplementary views the layout asks for. Default nil.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// Creates the data source and makes it `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> Snapshot { current }

    /// Makes `snapshot` current: with `animatingDifferences`, the collection view animates the difference as one
    /// batch update; without, it updates at once. `completion` runs when the collection view is up to date.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.clearingMarks()
        guard let collectionView else {
            completion?()
            return
        }
        guard collectionView.cachedItemCounts != nil else {
            collectionView.reloadData()
            completion?()
            return
        }
        let difference = snapshot.difference(from: old)
        let update = {
            collectionView.performBatchUpdates(
                {
                    collectionView.deleteSections(difference.deletedSections)
                    collectionView.insertSections(difference.insertedSections)
                    collectionView.reloadSections(difference.reloadedSections)
                    for move in difference.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
                    collectionView.deleteItems(at: difference.deletedItems)
                    collectionView.insertItems(at: difference.insertedItems)
                    collectionView.reloadItems(at: difference.reloadedItems)
                    for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
                }, completion: { _ in completion?() })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Makes `snapshot` current by reloading the collection view, without computing a difference.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.clearingMarks()
        collectionView?.reloadData()
        completion?()
    }

    /// The item at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        return current.item(at: indexPath.item, inSectionAt: indexPath.section)
    }

    /// Where `itemIdentifier` is, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier).map { IndexPath(item: $0.row, section: $0.section) }
    }

    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// The index of `sectionIdentifier`, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    /// The snapshot's section count.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The snapshot's item count in `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    /// The cell provider's cell for the item; an empty cell (logged) when it returns nil.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        collectionView.diagnosticLoop.diagnose(
            .diffableCellProviderReturnedNil, .error,
            "the cell provider returned no cell for item \(indexPath); showing an empty cell")
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view provider's view; an empty view when there is no provider or it returns nil.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
