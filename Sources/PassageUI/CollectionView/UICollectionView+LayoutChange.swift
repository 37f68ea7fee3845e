// Animated layout changes. The outgoing layout hears `prepareForTransition(to:)`, the incoming one
// `prepareForTransition(from:)`; the new content offset keeps the item nearest the old visible centre where
// it was on screen (clamped to the new content), then the incoming layout's
// `targetContentOffset(forProposedContentOffset:)` and the delegate's have their say. Every element on
// screen before or after moves from where it is to where the new layout puts it; an element only on screen
// after starts at the incoming layout's appearing attributes (else its place in the old layout, else a fade);
// one only on screen before ends at the outgoing layout's disappearing attributes (else its place in the new
// layout, else a fade). `finalizeLayoutTransition()` runs on both layouts inside the animation block.
import Foundation
import PassageCore

extension UICollectionView {
    /// Changes the layout, animated or not (see `setCollectionViewLayout(_:animated:completion:)`).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout; animated, every element moves to its new place over
    /// `UICollectionView.layoutAnimationDuration` and `completion(finished)` runs when the animation ends;
    /// not animated, the new layout is laid out at once and `completion(true)` runs right away. Either way the
    /// item nearest the visible centre keeps its place on screen where the new content allows.
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        cutShortInteractiveTransition(for: "setCollectionViewLayout(_:animated:)")
        guard layout !== installedLayout else {
            completion?(true)
            return
        }
        guard animated else {
            layoutIfNeeded()
            let oldBounds = bounds
            installLayout(layout)
            layout.prepareIfNeeded()
            contentOffset = transitionTargetOffset(
                oldBounds: oldBounds, to: layout, contentSize: layout.collectionViewContentSize)
            layoutIfNeeded()
            completion?(true)
            return
        }
        animateLayoutChange(to: layout, completion: completion)
    }

    func animateLayoutChange(to layout: UICollectionViewLayout, completion: ((Bool) -> Void)?) {
        layoutIfNeeded()
        let old = installedLayout
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        let oldBounds = bounds
        let before = visibleViews
        for view in before.values { view.willTransition(from: old, to: layout) }
        installLayout(layout)
        layout.prepareIfNeeded()
        let newContentSize = layout.collectionViewContentSize
        let target = transitionTargetOffset(oldBounds: oldBounds, to: layout, contentSize: newContentSize)
        let after = displayedAttributes(in: CGRect(origin: target, size: oldBounds.size), layout: layout)
        var moves: [ElementMove] = []
        var shown: [CollectionElementKey: UICollectionReusableView] = [:]
        for (key, end) in after.sorted(by: { elementOrder($0.key, $1.key) }) {
            if let view = before[key] {
                moves.append(
                    ElementMove(
                        key: key, view: view, start: currentAttributes(of: view, fallback: end), end: end,
                        disappears: false))
                shown[key] = view
                continue
            }
            let start = appearingAttributes(key, in: layout, from: old) ?? faded(end)
            guard let view = obtainView(for: key, attributes: start) else { continue }
            view.willTransition(from: old, to: layout)
            if let cell = view as? UICollectionViewCell { cell.isSelected = selectedIndexPaths.contains(key.indexPath) }
            moves.append(ElementMove(key: key, view: view, start: start, end: end, disappears: false))
            shown[key] = view
        }
        for (key, view) in before where after[key] == nil {
            let start = currentAttributes(of: view, fallback: UICollectionViewLayoutAttributes())
            let end = disappearingAttributes(key, in: old, to: layout) ?? faded(start)
            moves.append(ElementMove(key: key, view: view, start: start, end: end, disappears: true))
        }
        visibleViews = shown
        contentSize = newContentSize
        animate(
            moves,
            alongside: { [weak self] in
                self?.contentOffset = target
                old.finalizeLayoutTransition()
                layout.finalizeLayoutTransition()
            },
            completion: { finished in
                for move in moves { move.view.didTransition(from: old, to: layout) }
                completion?(finished)
            })
    }

    /// Where an element that appears in `layout` starts: the layout's appearing attributes, else its place in `old`.
    func appearingAttributes(
        _ key: CollectionElementKey, in layout: UICollectionViewLayout,
        from old: UICollectionViewLayout?
    ) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell:
            return layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
                ?? old?.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView:
            guard let kind = key.kind else { return nil }
            return layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: key.indexPath)
                ?? old?.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
        case .decorationView:
            guard let kind = key.kind else { return nil }
            return layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: key.indexPath)
                ?? old?.layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath)
        }
    }

    /// Where an element that disappears from `old` ends: its disappearing attributes, else its place in `layout`.
    func disappearingAttributes(
        _ key: CollectionElementKey, in old: UICollectionViewLayout,
        to layout: UICollectionViewLayout?
    ) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell:
            return old.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
                ?? layout?.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView:
            guard let kind = key.kind else { return nil }
            return old.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: key.indexPath)
                ?? layout?.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
        case .decorationView:
            guard let kind = key.kind else { return nil }
            return old.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: key.indexPath)
                ?? layout?.layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath)
        }
    }

    /// The content offset after a layout change: the anchor item (the visible item nearest the old visible
    /// centre) keeps its place on screen, clamped to `contentSize`; then the layout's and the delegate's say.
    func transitionTargetOffset(
        oldBounds: CGRect, to layout: UICollectionViewLayout,
        contentSize: CGSize
    ) -> CGPoint {
        let centre = CGPoint(x: oldBounds.midX, y: oldBounds.midY)
        var proposed = oldBounds.origin
        let anchor = visibleViews.filter { $0.key.category == .cell }.min { a, b in
            let pa = a.value.appliedAttributes?.center ?? .zero
            let pb = b.value.appliedAttributes?.center ?? .zero
            let da = hypot(pa.x - centre.x, pa.y - centre.y)
            let db = hypot(pb.x - centre.x, pb.y - centre.y)
            return da != db ? da < db : a.key.indexPath < b.key.indexPath
        }
        if let anchor, let oldCentre = anchor.value.appliedAttributes?.center,
            let newCentre = layout.layoutAttributesForItem(at: anchor.key.indexPath)?.center
        {
            proposed = CGPoint(
                x: newCentre.x - (oldCentre.x - oldBounds.minX), y: newCentre.y - (oldCentre.y - oldBounds.minY))
        }
        proposed = clampedOffset(proposed, contentSize: contentSize)
        let fromLayout = layout.targetContentOffset(forProposedContentOffset: proposed)
        return collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: fromLayout)
            ?? fromLayout
    }
}
