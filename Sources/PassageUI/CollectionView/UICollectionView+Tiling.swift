// The layout pass. For the visible rect (the bounds): prepare the layout if it was invalidated, take the
// content size, ask for the attributes of the elements there, retire the views of elements no longer there
// to their reuse queues (before any new view is asked for, so scrolling recycles), re-apply attributes to the
// views that stay, and obtain views for the new elements. Self-sizing cells may invalidate the layout; the
// pass then repeats, at most `UICollectionViewFlowLayout.maximumSelfSizingPasses` times.
import Foundation
import PassageCore

extension UICollectionView {
    /// Brings the views on screen in line with the layout for the current bounds.
    func layOutVisibleElements() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        for _ in 0..<UICollectionViewFlowLayout.maximumSelfSizingPasses {
            tileOnce()
            if !installedLayout.needsPrepare { return }
        }
        diagnosticLoop.diagnose(
            .selfSizingDidNotSettle, .warning,
            "self-sizing cells kept invalidating the layout for \(UICollectionViewFlowLayout.maximumSelfSizingPasses) rounds; showing the last layout"
        )
    }

    /// The attributes of the elements that intersect `rect` and are not hidden, keyed by element; elements with
    /// non-finite attributes (checked first: Foundation cannot intersect them) or at index paths that do not exist
    /// are dropped with a diagnostic.
    func displayedAttributes(in rect: CGRect, layout: UICollectionViewLayout) -> [CollectionElementKey:
        UICollectionViewLayoutAttributes]
    {
        var result: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: rect) ?? [] where !attributes.isHidden {
            guard attributes.center.x.isFinite, attributes.center.y.isFinite,
                attributes.size.width.isFinite, attributes.size.height.isFinite
            else {
                diagnosticLoop.diagnose(
                    .layoutAttributesNotFinite, .error, "the layout gave non-finite attributes \(attributes); skipped")
                continue
            }
            guard attributes.frame.intersects(rect) else { continue }
            if attributes.representedElementCategory == .cell, !isValidItem(attributes.indexPath) {
                diagnosticLoop.diagnose(
                    .layoutItemNotInDataSource, .warning,
                    "the layout placed an item at \(attributes.indexPath), which the data source does not have; skipped"
                )
                continue
            }
            result[CollectionElementKey(attributes)] = attributes
        }
        return result
    }

    private func tileOnce() {
        let layout = installedLayout
        layout.prepareIfNeeded()
        contentSize = layout.collectionViewContentSize
        let wanted = displayedAttributes(in: bounds, layout: layout)
        for (key, view) in visibleViews where wanted[key] == nil {
            visibleViews[key] = nil
            retire(view, for: key)
        }
        var newlyShown: [(CollectionElementKey, UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        for (key, attributes) in wanted.sorted(by: { elementOrder($0.key, $1.key) }) {
            if let view = visibleViews[key] {
                view.applyStandardAttributes(attributes)
                continue
            }
            guard let view = obtainView(for: key, attributes: attributes) else { continue }
            view.applyStandardAttributes(attributes)
            if let cell = view as? UICollectionViewCell {
                cell.isSelected = selectedIndexPaths.contains(key.indexPath)
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
            } else if key.category == .supplementaryView, let kind = key.kind {
                collectionDelegate?.collectionView(
                    self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
            }
            if view.superview !== self { addSubview(view) }
            visibleViews[key] = view
            newlyShown.append((key, view, attributes))
        }
        for (_, view, attributes) in newlyShown {
            let preferred = view.preferredLayoutAttributesFitting(attributes)
            if layout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
            {
                layout.invalidateLayout(
                    with: layout.invalidationContext(
                        forPreferredLayoutAttributes: preferred,
                        withOriginalAttributes: attributes))
            }
        }
    }

    /// Sections, then items, in index-path order; cells before supplementary before decoration views.
    func elementOrder(_ a: CollectionElementKey, _ b: CollectionElementKey) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        return (a.kind ?? "") < (b.kind ?? "")
    }

    /// Asks the data source (cells, supplementary views) or the layout's registration (decoration views) for
    /// the view of `key`.
    func obtainView(for key: CollectionElementKey, attributes: UICollectionViewLayoutAttributes)
        -> UICollectionReusableView?
    {
        attributesBeingDisplayed[key] = attributes
        dequeuedViews.removeAll()
        defer { attributesBeingDisplayed[key] = nil }
        switch key.category {
        case .cell:
            guard let dataSource else { return nil }
            let cell = dataSource.collectionView(self, cellForItemAt: key.indexPath)
            if !dequeuedViews.contains(ObjectIdentifier(cell)) {
                diagnosticLoop.diagnose(
                    .cellNotDequeued, .error,
                    "the cell returned from collectionView(_:cellForItemAt: \(key.indexPath)) was not obtained from dequeueReusableCell(withReuseIdentifier:for:); it is shown but never reused"
                )
            }
            return cell
        case .supplementaryView:
            guard let dataSource, let kind = key.kind else { return nil }
            return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
        case .decorationView:
            guard let kind = key.kind else { return nil }
            return dequeueDecorationView(ofKind: kind)
        }
    }
}
