// Batch updates. `performBatchUpdates` runs the block, which changes the data source and names the changes
// (insert, delete, reload, move of items and sections); the collection view then checks the data source's new
// counts against the changes, tells the layout (`prepare(forCollectionViewUpdates:)`), re-prepares it, and
// animates every element on screen before or after: surviving items move to their new place, inserted ones
// start at the layout's appearing attributes (default: a fade at their place), deleted ones end at its
// disappearing attributes (default: a fade where they are). `finalizeCollectionViewUpdates()` runs inside the
// animation block; the completion runs when the animations end. Counts that contradict the changes (UIKit
// raises) are logged and turn the update into `reloadData()`, with completion(false).
// A change method called outside `performBatchUpdates` is a batch update of its own, as in UIKit.
import Foundation
import PassageCore

extension UICollectionView {
    /// Runs `updates` (which changes the data source and calls the insert/delete/reload/move methods) and
    /// animates the result; `completion(finished)` runs when the animations end. Nested calls join the outer update.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if batchRecord != nil {
            updates?()
            if let completion { pendingBatchCompletions.append(completion) }
            return
        }
        layoutIfNeeded()
        let oldCounts = itemCounts
        batchRecord = BatchUpdateRecord()
        pendingBatchCompletions = completion.map { [$0] } ?? []
        updates?()
        let record = batchRecord ?? BatchUpdateRecord()
        let completions = pendingBatchCompletions
        batchRecord = nil
        pendingBatchCompletions = []
        let finish: (Bool) -> Void = { finished in for completion in completions { completion(finished) } }
        var problem = ""
        let newCounts = askDataSourceForCounts()
        guard let mapping = BatchUpdateMapping.solve(record, oldCounts: oldCounts, problem: &problem),
            mapping.agrees(with: newCounts)
        else {
            let detail =
                problem.isEmpty
                ? "the data source has \(newCounts) items per section after the update, the changes imply \(BatchUpdateMapping.solve(record, oldCounts: oldCounts, problem: &problem)?.expectedCounts ?? [])"
                : problem
            diagnosticLoop.diagnose(
                .invalidBatchUpdate, .error,
                "invalid batch update: \(detail) (UIKit raises); reloading the data instead")
            reloadData()
            layoutIfNeeded()
            UIView.animate(withDuration: 0, animations: {}, completion: { _ in finish(false) })
            return
        }
        applyBatchUpdate(record, mapping: mapping, newCounts: newCounts, completion: finish)
    }

    /// Inserts items at `indexPaths` (index paths after the update).
    public func insertItems(at indexPaths: [IndexPath]) { recordChange { $0.insertedItems += indexPaths } }
    /// Deletes the items at `indexPaths` (index paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) { recordChange { $0.deletedItems += indexPaths } }
    /// Reloads the items at `indexPaths` (before the update): each gets a new view from the data source.
    public func reloadItems(at indexPaths: [IndexPath]) { recordChange { $0.reloadedItems += indexPaths } }
    /// Moves the item at `indexPath` (before) to `newIndexPath` (after).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordChange { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Inserts the sections `sections` (indices after the update).
    public func insertSections(_ sections: IndexSet) { recordChange { $0.insertedSections.formUnion(sections) } }
    /// Deletes the sections `sections` (indices before the update).
    public func deleteSections(_ sections: IndexSet) { recordChange { $0.deletedSections.formUnion(sections) } }
    /// Reloads the sections `sections`: all their items get new views.
    public func reloadSections(_ sections: IndexSet) { recordChange { $0.reloadedSections.formUnion(sections) } }
    /// Moves section `section` (before) to `newSection` (after).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        recordChange { $0.movedSections.append((section, newSection)) }
    }

    private func recordChange(_ change: (inout BatchUpdateRecord) -> Void) {
        if batchRecord != nil {
            change(&batchRecord!)
        } else {
            withoutActuallyEscaping(change) { change in
                performBatchUpdates({ change(&self.batchRecord!) })
            }
        }
    }

    /// The UICollectionViewUpdateItems of `record`, in UIKit's order: deletes, inserts, reloads, moves.
    func updateItems(of record: BatchUpdateRecord) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        items += record.deletedSections.map {
            UICollectionViewUpdateItem(action: .delete, before: IndexPath(index: $0), after: nil)
        }
        items += record.deletedItems.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
        items += record.insertedSections.map {
            UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(index: $0))
        }
        items += record.insertedItems.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
        items += record.reloadedSections.map {
            UICollectionViewUpdateItem(action: .reload, before: IndexPath(index: $0), after: IndexPath(index: $0))
        }
        items += record.reloadedItems.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) }
        items += record.movedSections.map {
            UICollectionViewUpdateItem(action: .move, before: IndexPath(index: $0.from), after: IndexPath(index: $0.to))
        }
        items += record.movedItems.map { UICollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to) }
        return items
    }

    /// The element `key` (before the update) becomes after it, or nil when it goes away.
    func mapped(_ key: CollectionElementKey, _ mapping: BatchUpdateMapping) -> CollectionElementKey? {
        switch key.category {
        case .cell:
            return mapping.items[key.indexPath].map { CollectionElementKey(category: .cell, kind: nil, indexPath: $0) }
        case .supplementaryView, .decorationView:
            guard let section = key.indexPath.first, let newSection = mapping.sections[section] else { return nil }
            var indexPath = key.indexPath
            indexPath[0] = newSection
            return CollectionElementKey(category: key.category, kind: key.kind, indexPath: indexPath)
        }
    }

    private func applyBatchUpdate(
        _ record: BatchUpdateRecord, mapping: BatchUpdateMapping, newCounts: [Int],
        completion: @escaping (Bool) -> Void
    ) {
        let layout = installedLayout
        let before = visibleViews
        cachedItemCounts = newCounts
        selectedIndexPaths = selectedIndexPaths.compactMap { mapping.items[$0] }
        layout.prepare(forCollectionViewUpdates: updateItems(of: record))
        let context = layout.makeInvalidationContext()
        context.storedInvalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
        layout.prepareIfNeeded()
        let newContentSize = layout.collectionViewContentSize
        let proposed = clampedOffset(contentOffset, contentSize: newContentSize)
        let fromLayout = layout.targetContentOffset(forProposedContentOffset: proposed)
        let target =
            collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: fromLayout)
            ?? fromLayout
        let after = displayedAttributes(in: CGRect(origin: target, size: bounds.size), layout: layout)
        var survivors: [CollectionElementKey: (old: CollectionElementKey, view: UICollectionReusableView)] = [:]
        for (key, view) in before {
            if let newKey = mapped(key, mapping) { survivors[newKey] = (key, view) }
        }
        var moves: [ElementMove] = []
        var shown: [CollectionElementKey: UICollectionReusableView] = [:]
        var used = Set<ObjectIdentifier>()
        for (key, end) in after.sorted(by: { elementOrder($0.key, $1.key) }) {
            if let survivor = survivors[key] {
                moves.append(
                    ElementMove(
                        key: key, view: survivor.view, start: currentAttributes(of: survivor.view, fallback: end),
                        end: end, disappears: false))
                shown[key] = survivor.view
                used.insert(ObjectIdentifier(survivor.view))
                continue
            }
            let start = updateAppearingAttributes(key, in: layout) ?? faded(end)
            guard let view = obtainView(for: key, attributes: start) else { continue }
            if let cell = view as? UICollectionViewCell {
                cell.isSelected = selectedIndexPaths.contains(key.indexPath)
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
            }
            moves.append(ElementMove(key: key, view: view, start: start, end: end, disappears: false))
            shown[key] = view
        }
        for (key, view) in before where !used.contains(ObjectIdentifier(view)) {
            let start = currentAttributes(of: view, fallback: UICollectionViewLayoutAttributes())
            let end: UICollectionViewLayoutAttributes
            if let newKey = mapped(key, mapping), let place = attributes(for: newKey, in: layout) {
                end = place  // it survives but moves off screen: it goes to its new place
            } else {
                end = updateDisappearingAttributes(key, in: layout) ?? faded(start)
            }
            moves.append(ElementMove(key: key, view: view, start: start, end: end, disappears: true))
        }
        visibleViews = shown
        contentSize = newContentSize
        animate(
            moves,
            alongside: { [weak self] in
                if self?.contentOffset != target { self?.contentOffset = target }
                layout.finalizeCollectionViewUpdates()
            }, completion: completion)
    }

    /// The layout's current attributes for `key`.
    func attributes(for key: CollectionElementKey, in layout: UICollectionViewLayout)
        -> UICollectionViewLayoutAttributes?
    {
        switch key.category {
        case .cell: return layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView:
            return key.kind.flatMap { layout.layoutAttributesForSupplementaryView(ofKind: $0, at: key.indexPath) }
        case .decorationView:
            return key.kind.flatMap { layout.layoutAttributesForDecorationView(ofKind: $0, at: key.indexPath) }
        }
    }

    func updateAppearingAttributes(_ key: CollectionElementKey, in layout: UICollectionViewLayout)
        -> UICollectionViewLayoutAttributes?
    {
        appearingAttributes(key, in: layout, from: nil)
    }

    func updateDisappearingAttributes(_ key: CollectionElementKey, in layout: UICollectionViewLayout)
        -> UICollectionViewLayoutAttributes?
    {
        disappearingAttributes(key, in: layout, to: nil)
    }
}
