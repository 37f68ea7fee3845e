// Selection and highlight. By code (`selectItem`, `deselectItem`) no delegate method is called. By touch:
// a finger down on a cell asks `shouldHighlightItemAt`, highlights and tells `didHighlightItemAt`; lifted
// inside the cell it asks `shouldSelectItemAt` (or `shouldDeselectItemAt` for a selected item with multiple
// selection), deselects the others in single selection (with `didDeselectItemAt`), selects, unhighlights
// (`didUnhighlightItemAt`) and tells `didSelectItemAt`. A cancelled or moved-away touch only unhighlights.
import Foundation
import PassageCore

extension UICollectionView {
    /// The selected items, in the order they were selected; empty when none.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths }

    /// Selects the item at `indexPath` (nil deselects all) and scrolls it to `scrollPosition`, without
    /// telling the delegate. In single selection the other items are deselected. Does nothing when selection
    /// is not allowed or the item does not exist.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { setSelected(false, at: selected) }
            return
        }
        guard allowsSelection else { return }
        guard isValidItem(indexPath) else {
            diagnosticLoop.diagnose(
                .selectItemNotFound, .warning, "selectItem(at: \(indexPath)): no such item; nothing selected")
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath { setSelected(false, at: selected) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        } else {
            selectedIndexPaths.removeAll { $0 == indexPath }
        }
        cellForItem(at: indexPath)?.isSelected = selected
    }

    // MARK: Touch

    func handleTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, touches.count == 1, let touch = touches.first, allowsSelection,
            let indexPath = indexPathForItem(at: touch.location(in: self)), cellForItem(at: indexPath) != nil
        else {
            passTouchesBegan(touches, with: event)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        trackedTouch = (touch, indexPath)
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func handleTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedTouch, touches.contains(where: { $0 === tracked.touch }) else {
            passTouchesMoved(touches, with: event)
            return
        }
    }

    func handleTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedTouch, touches.contains(where: { $0 === tracked.touch }) else {
            passTouchesEnded(touches, with: event)
            return
        }
        trackedTouch = nil
        let indexPath = tracked.indexPath
        let inside = indexPathForItem(at: tracked.touch.location(in: self)) == indexPath
        guard inside else {
            unhighlight(indexPath)
            return
        }
        let delegate = collectionDelegate
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else {
                unhighlight(indexPath)
                return
            }
            setSelected(false, at: indexPath)
            unhighlight(indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else {
            unhighlight(indexPath)
            return
        }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != indexPath {
                setSelected(false, at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: indexPath)
        unhighlight(indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func handleTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedTouch, touches.contains(where: { $0 === tracked.touch }) else {
            passTouchesCancelled(touches, with: event)
            return
        }
        trackedTouch = nil
        unhighlight(tracked.indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
