// Selection and highlight. By code (`selectItem`, `deselectItem`) no delegate method is called. By touch:
// a finger down on a cell asks `shouldHighlightItemAt`, highlights and tells `didHighlightItemAt`; lifted
// inside the cell it asks `shouldSelectItemAt` (or `shouldDeselectItemAt` for a selected item with multiple
// selection), deselects the others in single selection (with `didDeselectItemAt`), selects, unhighlights
// (`didUnhighlightItemAt`) and tells `didSelectItemAt`. A cancelled or moved-away touch only unhighlights. The
// touch handling is the table view's too (TapSelectableList); here are the collection view's answers.
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

}

// MARK: Touch

extension UICollectionView: TapSelectableList {

    var selectedIndexPathsInOrder: [IndexPath] { selectedIndexPaths }

    func tapIndexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func hasVisibleCell(at indexPath: IndexPath) -> Bool { cellForItem(at: indexPath) != nil }

    /// A collection view follows no tap apart from selection.
    func beginsOwnTap(_ touch: UITouch, at indexPath: IndexPath) -> Bool { false }

    func finishesOwnTap(at indexPath: IndexPath, tapped: Bool) -> Bool { false }

    func shouldHighlightForTap(_ indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func setHighlightedForTap(_ highlighted: Bool, at indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = highlighted
        if highlighted {
            collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        } else {
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
    }

    func willSelectForTap(_ indexPath: IndexPath) -> IndexPath? {
        collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true ? indexPath : nil
    }

    func willDeselectForTap(_ indexPath: IndexPath) -> IndexPath? {
        collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true ? indexPath : nil
    }

    /// A new selection deselects the others without asking.
    func willDeselectForOtherTap(_ indexPath: IndexPath) -> IndexPath? { indexPath }

    func setSelectedForTap(_ selected: Bool, at indexPath: IndexPath) { setSelected(selected, at: indexPath) }

    func didSelectForTap(_ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func didDeselectForTap(_ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }
}
