// The animation of a committed batch update: from the cells on screen before (at their frames in the old
// geometry) to the rows on screen after (in the new geometry, at the content offset clamped to the new content).
// Each cell gets a start and an end state; every change runs in one UIView animation so an update is one motion.
import Foundation
import PassageCore

/// One cell's part in an update animation.
struct RowMotion {
    let cell: UITableViewCell
    let start: RowAnimationStyle
    let end: RowAnimationStyle
    /// The row the cell leaves from (a deleted or reloaded row), queued for reuse at the end; nil when it stays.
    let leavingRow: IndexPath?
}

extension UITableView {
    func animateUpdate(
        _ record: TableBatchRecord, mapping: BatchUpdateMapping, places: BatchUpdateMapping,
        from oldGeometry: TableGeometry,
        completion: @escaping (Bool) -> Void
    ) {
        // Carry what belongs to surviving rows over to their new index paths.
        measuredRowHeights = Dictionary(
            measuredRowHeights.compactMap { old, height in mapping.items[old].map { ($0, height) } },
            uniquingKeysWith: { first, _ in first })
        selectedRows = selectedRows.compactMap { mapping.items[$0] }
        trackedTouch = nil
        cachedGeometry = nil
        var newGeometry = geometry
        let width = bounds.width
        let oldBounds = bounds
        func visibleRect(_ geometry: TableGeometry) -> CGRect {
            let inset = adjustedContentInset
            let maxY = max(-inset.top, geometry.contentHeight + inset.bottom - oldBounds.height)
            let y = min(max(oldBounds.minY, -inset.top), maxY)
            return CGRect(x: oldBounds.minX, y: y, width: oldBounds.width, height: oldBounds.height)
        }
        // Measure the self-sizing rows that will be on screen before placing anything.
        var prepared: [IndexPath: UITableViewCell] = [:]
        var reloadedOldByNew: [IndexPath: IndexPath] = [:]
        for (old, new) in places.items where mapping.items[old] == nil { reloadedOldByNew[new] = old }
        let survivorsByNew = Dictionary(
            visibleCellsByRow.compactMap { old, cell in mapping.items[old].map { ($0, cell) } },
            uniquingKeysWith: { first, _ in first })
        var remeasured = false
        for new in newGeometry.rows(in: visibleRect(newGeometry)) where survivorsByNew[new] == nil {
            guard let cell = obtainCell(for: new) else { continue }
            prepared[new] = cell
            if isSelfSizing(new), measuredRowHeights[new] == nil {
                measuredRowHeights[new] = fittingHeight(of: cell, width: width - 2 * sectionInset)
                remeasured = true
            }
        }
        if remeasured {
            cachedGeometry = nil
            newGeometry = geometry
        }
        let target = visibleRect(newGeometry)
        var motions: [RowMotion] = []
        var shown: [IndexPath: UITableViewCell] = [:]
        var held: Set<IndexPath> = []
        // Cells on screen before: they move to their new row, or leave.
        for (old, cell) in visibleCellsByRow {
            let current = RowAnimationStyle(frame: cell.frame, alpha: 1, behindNeighbours: false, animates: true)
            if let new = mapping.items[old], let frame = newGeometry.rowFrame(new) {
                shown[new] = cell
                if !frame.intersects(target) { held.insert(new) }
                motions.append(
                    RowMotion(
                        cell: cell, start: current,
                        end: RowAnimationStyle(frame: frame, alpha: 1, behindNeighbours: false, animates: true),
                        leavingRow: nil))
            } else {
                let leaving = RowAnimationStyle.offscreen(record.leavingAnimation(old), rect: cell.frame, width: width)
                motions.append(RowMotion(cell: cell, start: current, end: leaving, leavingRow: old))
            }
        }
        // Rows on screen after that have no cell yet: new rows arrive, others come from their old place.
        let oldByNew = Dictionary(mapping.items.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for new in newGeometry.rows(in: target) where shown[new] == nil {
            guard let frame = newGeometry.rowFrame(new), let cell = prepared[new] ?? obtainCell(for: new) else {
                continue
            }
            let end = RowAnimationStyle(frame: frame, alpha: 1, behindNeighbours: false, animates: true)
            let start: RowAnimationStyle
            if let old = oldByNew[new], let oldFrame = oldGeometry.rowFrame(old) {
                start = RowAnimationStyle(frame: oldFrame, alpha: 1, behindNeighbours: false, animates: true)
            } else {
                let animation = record.arrivingAnimation(new, reloadedFrom: reloadedOldByNew[new])
                start = RowAnimationStyle.offscreen(animation, rect: frame, width: width)
            }
            cell.setSelected(selectedRows.contains(new), animated: false)
            cell.applyTableContext(tableContext(for: new))
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: new)
            shown[new] = cell
            motions.append(RowMotion(cell: cell, start: start, end: end, leavingRow: nil))
        }
        for (new, cell) in prepared where shown[new] !== cell {
            if let identifier = cell.storedReuseIdentifier { cellQueues[identifier, default: []].append(cell) }
        }
        visibleCellsByRow = shown
        rowsHeldForAnimation.formUnion(held)
        run(motions, mapping: mapping, newGeometry: newGeometry, target: target, held: held, completion: completion)
    }

    /// Places every cell at its start state, then animates all of them (and the content offset and section
    /// views) to their end states; leaving cells are queued for reuse when the animation ends.
    private func run(
        _ motions: [RowMotion], mapping: BatchUpdateMapping, newGeometry: TableGeometry, target: CGRect,
        held: Set<IndexPath>,
        completion: @escaping (Bool) -> Void
    ) {
        UIView.performWithoutAnimation {
            for motion in motions {
                let cell = motion.cell
                if cell.superview !== self { insertSubview(cell, at: firstCellSubviewIndex) }
                cell.frame = motion.start.frame
                cell.alpha = motion.start.alpha
                let behind = motion.start.behindNeighbours || motion.end.behindNeighbours
                cell.layer.zPosition = behind ? -1 : 0
                if !motion.end.animates {
                    cell.frame = motion.end.frame
                    cell.alpha = motion.leavingRow == nil ? 1 : 0
                }
            }
            contentSize = CGSize(width: bounds.width, height: newGeometry.contentHeight)
        }
        let sectionViews = prepareSectionViews(mapping: mapping, newGeometry: newGeometry, target: target)
        for (new, cell) in visibleCellsByRow { cell.applyTableContext(tableContext(for: new)) }
        UIView.animate(
            withDuration: TableMetrics.rowAnimationDuration, delay: 0, options: [.curveEaseInOut],
            animations: { [self] in
                for motion in motions where motion.end.animates {
                    motion.cell.frame = motion.end.frame
                    motion.cell.alpha = motion.end.alpha
                }
                sectionViews.animate()
                if contentOffset.y != target.minY { contentOffset = CGPoint(x: contentOffset.x, y: target.minY) }
            },
            completion: { [weak self] finished in
                guard let self else { return }
                for motion in motions {
                    motion.cell.layer.zPosition = 0
                    if let leaving = motion.leavingRow {
                        motion.cell.alpha = 1
                        self.retire(motion.cell, row: leaving)
                    }
                }
                sectionViews.finish()
                self.rowsHeldForAnimation.subtract(held)
                self.setNeedsLayout()
                completion(finished)
            })
    }
}
