// The touch handling table and collection views share: a finger down on a row or item highlights it (when the
// delegate allows), lifted inside selects it (single selection first deselects the others; a tap on a selected
// one with multiple selection deselects it), lifted outside or cancelled (the content began scrolling) only
// unhighlights. Each list answers the delegate questions its UIKit class asks (UITableView+Selection,
// UICollectionView+Selection); the table also tracks taps on accessory buttons.
import Foundation
import PassageCore

/// A scroll view whose rows or items a tap highlights and selects (UITableView and UICollectionView).
@MainActor
protocol TapSelectableList: UIScrollView {
    /// The finger being followed and the row or item it came down on.
    var trackedTouch: (touch: UITouch, indexPath: IndexPath)? { get set }
    var allowsSelection: Bool { get }
    var allowsMultipleSelection: Bool { get }
    /// The selected rows or items, in selection order.
    var selectedIndexPathsInOrder: [IndexPath] { get }
    /// The row or item at `point`, in the list's coordinates.
    func tapIndexPath(at point: CGPoint) -> IndexPath?
    /// Whether the row or item has a cell on screen.
    func hasVisibleCell(at indexPath: IndexPath) -> Bool
    /// Follows `touch` itself when it is one the list handles apart from selection (an accessory button); true
    /// when it does.
    func beginsOwnTap(_ touch: UITouch, at indexPath: IndexPath) -> Bool
    /// Ends the tap `beginsOwnTap` took, if it did: `tapped` when the finger was lifted inside. True when it did.
    func finishesOwnTap(at indexPath: IndexPath, tapped: Bool) -> Bool
    /// The delegate's answer to highlighting (true without a delegate).
    func shouldHighlightForTap(_ indexPath: IndexPath) -> Bool
    /// Highlights or unhighlights the cell and tells the delegate.
    func setHighlightedForTap(_ highlighted: Bool, at indexPath: IndexPath)
    /// The row or item a tap on `indexPath` selects, or nil when the delegate refuses.
    func willSelectForTap(_ indexPath: IndexPath) -> IndexPath?
    /// The selected row or item a tap on it deselects (multiple selection), or nil when the delegate refuses.
    func willDeselectForTap(_ indexPath: IndexPath) -> IndexPath?
    /// The row or item a tap elsewhere deselects in single selection, or nil when it stays selected.
    func willDeselectForOtherTap(_ indexPath: IndexPath) -> IndexPath?
    /// Selects or deselects without telling the delegate.
    func setSelectedForTap(_ selected: Bool, at indexPath: IndexPath)
    /// Tells the delegate of a selection or deselection made by a tap.
    func didSelectForTap(_ indexPath: IndexPath)
    func didDeselectForTap(_ indexPath: IndexPath)
    /// Passes touches the list does not take on to UIScrollView.
    func passTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)
    func passTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)
    func passTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)
    func passTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)
}

extension TapSelectableList {
    func handleTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, touches.count == 1, let touch = touches.first, allowsSelection,
            let indexPath = tapIndexPath(at: touch.location(in: self)), hasVisibleCell(at: indexPath)
        else {
            passTouchesBegan(touches, with: event)
            return
        }
        if beginsOwnTap(touch, at: indexPath) {
            trackedTouch = (touch, indexPath)
            return
        }
        guard shouldHighlightForTap(indexPath) else { return }
        trackedTouch = (touch, indexPath)
        setHighlightedForTap(true, at: indexPath)
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
        let inside = tapIndexPath(at: tracked.touch.location(in: self)) == indexPath
        if finishesOwnTap(at: indexPath, tapped: inside) { return }
        guard inside else {
            setHighlightedForTap(false, at: indexPath)
            return
        }
        if allowsMultipleSelection, selectedIndexPathsInOrder.contains(indexPath) {
            guard let target = willDeselectForTap(indexPath) else {
                setHighlightedForTap(false, at: indexPath)
                return
            }
            setSelectedForTap(false, at: target)
            setHighlightedForTap(false, at: indexPath)
            didDeselectForTap(target)
            return
        }
        guard let target = willSelectForTap(indexPath) else {
            setHighlightedForTap(false, at: indexPath)
            return
        }
        if !allowsMultipleSelection {
            for other in selectedIndexPathsInOrder where other != target {
                guard let deselected = willDeselectForOtherTap(other) else { continue }
                setSelectedForTap(false, at: deselected)
                didDeselectForTap(deselected)
            }
        }
        setSelectedForTap(true, at: target)
        setHighlightedForTap(false, at: indexPath)
        didSelectForTap(target)
    }

    func handleTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let tracked = trackedTouch, touches.contains(where: { $0 === tracked.touch }) else {
            passTouchesCancelled(touches, with: event)
            return
        }
        trackedTouch = nil
        if finishesOwnTap(at: tracked.indexPath, tapped: false) { return }
        setHighlightedForTap(false, at: tracked.indexPath)
    }
}
