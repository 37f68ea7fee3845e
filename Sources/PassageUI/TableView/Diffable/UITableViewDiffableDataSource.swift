// A table data source driven by snapshots (iOS 13): it answers the table's questions from its current snapshot
// and its cell provider, and `apply` turns the difference between the current snapshot and the new one into one
// batch update (deletes, inserts, moves, reloads) animated with `defaultRowAnimation`. Hold a strong reference to
// it: the table view holds its data source weakly, as in UIKit.
import Foundation
import PassageCore

/// A table view data source whose content is a snapshot (UIKit's `UITableViewDiffableDataSource`).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// Makes the cell for an item: usually `dequeueReusableCell(withIdentifier:for:)` and configuring it.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// How rows animate when a snapshot is applied with animation. Default `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// Creates the data source and makes it `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> Snapshot { current }

    /// Makes `snapshot` current: with `animatingDifferences`, the table animates the difference as one batch
    /// update; without, it updates at once. `completion` runs when the table is up to date.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.clearingMarks()
        guard let tableView else {
            completion?()
            return
        }
        guard tableView.cachedRowCounts != nil else {
            tableView.reloadData()
            completion?()
            return
        }
        let difference = snapshot.difference(from: old)
        let animation = animatingDifferences ? defaultRowAnimation : .none
        let update = {
            tableView.performBatchUpdates(
                {
                    tableView.deleteSections(difference.deletedSections, with: animation)
                    tableView.insertSections(difference.insertedSections, with: animation)
                    tableView.reloadSections(difference.reloadedSections, with: animation)
                    for move in difference.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                    tableView.deleteRows(at: difference.deletedItems, with: animation)
                    tableView.insertRows(at: difference.insertedItems, with: animation)
                    tableView.reloadRows(at: difference.reloadedItems, with: animation)
                    for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
                }, completion: { _ in completion?() })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Makes `snapshot` current by reloading the table, without computing a difference.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.clearingMarks()
        tableView?.reloadData()
        completion?()
    }

    /// The item at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        return current.item(at: indexPath.row, inSectionAt: indexPath.section)
    }

    /// Where `itemIdentifier` is, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// The index of `sectionIdentifier`, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    /// The snapshot's section count.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The snapshot's item count in `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    /// The cell provider's cell for the item; an empty cell (logged) when it returns nil.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        tableView.diagnosticLoop.diagnose(
            .diffableCellProviderReturnedNil, .error,
            "the cell provider returned no cell for row \(indexPath); showing an empty cell")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Default nil: override to title the sections.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Default nil: override to add footers.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Default false.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Default false.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Default does nothing.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Default does nothing.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
