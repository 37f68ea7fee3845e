// Batch updates. `performBatchUpdates` (or `beginUpdates`/`endUpdates`) runs the block, which changes the data
// source and names the changes with their row animations; the table view then checks the data source's new
// counts against the changes (UIKit raises on a mismatch; Passage logs and reloads), restacks its geometry, and
// animates in one UIView animation of `TableMetrics.rowAnimationDuration` (ease in, ease out): rows that stay
// move to their new frames (rows coming on screen start from their old place), inserted rows arrive from their
// animation's off-screen state, deleted rows leave to theirs and are queued for reuse when the animation ends.
// A change method called outside an update is an update of its own, as in UIKit.
import Foundation
import PassageCore

extension UITableView {
    /// Runs `updates` (which changes the data source and calls the insert, delete, reload and move methods)
    /// and animates the result; `completion(finished)` runs when the animations end. Nested calls join the
    /// outer update.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if tableBatch != nil {
            updates?()
            if let completion { pendingBatchCompletions.append(completion) }
            return
        }
        tableBatch = TableBatchRecord()
        updates?()
        let record = tableBatch ?? TableBatchRecord()
        tableBatch = nil
        var completions = pendingBatchCompletions
        pendingBatchCompletions.removeAll()
        if let completion { completions.insert(completion, at: 0) }
        commit(record) { finished in
            for completion in completions { completion(finished) }
        }
    }

    /// Starts a batch of changes that `endUpdates()` animates together.
    public func beginUpdates() {
        openUpdateLevels += 1
        if openUpdateLevels == 1 { tableBatch = TableBatchRecord() }
    }

    /// Ends the batch `beginUpdates()` started and animates it.
    public func endUpdates() {
        guard openUpdateLevels > 0 else {
            diagnosticLoop.diagnose(
                .tableBatchUpdateInconsistent, .warning, "endUpdates() without beginUpdates(); ignored")
            return
        }
        openUpdateLevels -= 1
        guard openUpdateLevels == 0 else { return }
        let record = tableBatch ?? TableBatchRecord()
        tableBatch = nil
        let completions = pendingBatchCompletions
        pendingBatchCompletions.removeAll()
        commit(record) { finished in
            for completion in completions { completion(finished) }
        }
    }

    /// Inserts rows at `indexPaths` (after the update), arriving with `animation`.
    public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { record in
            record.changes.insertedItems += indexPaths
            for indexPath in indexPaths { record.insertAnimations[indexPath] = animation }
        }
    }

    /// Deletes the rows at `indexPaths` (before the update), leaving with `animation`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { record in
            record.changes.deletedItems += indexPaths
            for indexPath in indexPaths { record.deleteAnimations[indexPath] = animation }
        }
    }

    /// Replaces the cells of the rows at `indexPaths` (before the update) with new ones, using `animation`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { record in
            record.changes.reloadedItems += indexPaths
            for indexPath in indexPaths { record.reloadAnimations[indexPath] = animation }
        }
    }

    /// Moves the row at `indexPath` (before) to `newIndexPath` (after).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.changes.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts `sections` (indexes after the update), arriving with `animation`.
    public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { record in
            record.changes.insertedSections.formUnion(sections)
            for section in sections { record.insertedSectionAnimations[section] = animation }
        }
    }

    /// Deletes `sections` (indexes before the update), leaving with `animation`.
    public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { record in
            record.changes.deletedSections.formUnion(sections)
            for section in sections { record.deletedSectionAnimations[section] = animation }
        }
    }

    /// Replaces every row of `sections` (indexes before the update), using `animation`.
    public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { record in
            record.changes.reloadedSections.formUnion(sections)
            for section in sections { record.reloadedSectionAnimations[section] = animation }
        }
    }

    /// Moves `section` (before) to `newSection` (after) with its rows.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.changes.movedSections.append((section, newSection)) }
    }

    /// Adds a change to the open update, or makes it an update of its own.
    private func record(_ change: (inout TableBatchRecord) -> Void) {
        if tableBatch != nil {
            change(&tableBatch!)
            return
        }
        var single = TableBatchRecord()
        change(&single)
        commit(single) { _ in }
    }

    /// Reloads instead of animating, finishing `completion` at the next frame with `finished`.
    private func reloadInstead(_ completion: @escaping (Bool) -> Void, finished: Bool) {
        reloadData()
        diagnosticLoop.enqueueCallback { completion(finished) }
    }

    /// Checks the changes against the counts and animates them (UITableView+UpdateAnimation).
    func commit(_ record: TableBatchRecord, completion: @escaping (Bool) -> Void) {
        guard let oldCounts = cachedRowCounts, let oldGeometry = cachedGeometry else {
            // Nothing was shown yet: there is nothing to animate from.
            reloadInstead(completion, finished: true)
            return
        }
        var problem = ""
        guard let mapping = BatchUpdateMapping.solve(record.changes, oldCounts: oldCounts, problem: &problem) else {
            diagnosticLoop.diagnose(
                .tableBatchUpdateInconsistent, .error,
                "invalid batch update: \(problem); the table view reloads instead")
            reloadInstead(completion, finished: false)
            return
        }
        cachedRowCounts = nil
        let newCounts = rowCounts
        guard mapping.agrees(with: newCounts) else {
            let expected = mapping.expectedCounts.map { $0 < 0 ? "any" : String($0) }
            diagnosticLoop.diagnose(
                .tableBatchUpdateInconsistent, .error,
                "invalid batch update: the data source now has \(newCounts.count) sections with \(newCounts) rows, but the changes imply \(expected.count) sections with [\(expected.joined(separator: ", "))]; the table view reloads instead"
            )
            reloadInstead(completion, finished: false)
            return
        }
        var placement = record.changes
        placement.reloadedItems = []
        placement.reloadedSections = IndexSet()
        var ignored = ""
        let places = BatchUpdateMapping.solve(placement, oldCounts: oldCounts, problem: &ignored) ?? mapping
        animateUpdate(record, mapping: mapping, places: places, from: oldGeometry, completion: completion)
    }
}
