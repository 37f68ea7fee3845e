// The layout between two layouts. At progress 0 it looks exactly like `currentLayout`, at 1 like
// `nextLayout`; in between (and beyond: progress is not clamped) each element is the linear blend of its
// attributes in the two. The elements are those on screen in either end state (the collection view gives
// the visible rect at the start and at the target offset); an element on screen at one end only takes its
// other end from the appearing or disappearing attributes, else its place in the other layout, else a fade.
//
// Setting `transitionProgress` or an animated key records the value with the media time, so the collection
// view can finish or cancel at the velocity the app was moving them. Setting them does not invalidate the
// layout: call `invalidateLayout()` after, as UIKit's documentation asks.
import Foundation
import PassageCore

/// A layout that blends two layouts by `transitionProgress` (UIKit's `UICollectionViewTransitionLayout`).
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from (progress 0).
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition goes to (progress 1).
    public let nextLayout: UICollectionViewLayout

    /// How far the transition has gone: 0 looks like `currentLayout`, 1 like `nextLayout`. Not clamped.
    /// Default 0. Set it (then call `invalidateLayout()`) from a gesture; the collection view sets it while
    /// it finishes or cancels.
    open var transitionProgress: CGFloat {
        get { progress.value }
        set {
            if isSettling {
                progress.set(newValue)
            } else {
                progress.record(newValue, at: CACurrentMediaTime())
            }
        }
    }

    private var progress = TrackedValue(0)
    private var animatedValues: [String: TrackedValue] = [:]
    /// Whether the collection view is driving the values (finish or cancel in progress).
    var isSettling = false
    /// The visible rects at the start and at the target offset, in the two layouts' content coordinates.
    var fromVisibleRect: CGRect = .zero
    var toVisibleRect: CGRect = .zero

    /// Creates a transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// Transition layouts cannot be decoded (they need their two layouts): logs a diagnostic and fails.
    public required init?(coder: NSCoder) {
        diagnose(
            .decodingUnsupported, .error,
            "UICollectionViewTransitionLayout.init(coder:): use init(currentLayout:nextLayout:)")
        return nil
    }

    /// Stores `value` under `key`, recording when it was set so the collection view can carry on at its
    /// velocity when the transition finishes or cancels (it then animates the value to 0).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        if isSettling {
            animatedValues[key, default: TrackedValue(0)].set(value)
        } else {
            animatedValues[key, default: TrackedValue(value)].record(value, at: CACurrentMediaTime())
        }
    }

    /// The latest value of `key` (during a finish or cancel, the collection view's animated value); 0 for
    /// a key never set.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key]?.value ?? 0
    }

    /// The progress's velocity over its last two settings, per second.
    package var progressVelocity: CGFloat { progress.velocity }

    /// The animated keys and their velocities, per second.
    var animatedKeyVelocities: [String: CGFloat] { animatedValues.mapValues(\.velocity) }

    // MARK: The layout pass

    /// Prepares the two layouts if they need it.
    open override func prepare() {
        super.prepare()
        currentLayout.prepareIfNeeded()
        nextLayout.prepareIfNeeded()
    }

    /// The blend of the two layouts' content sizes.
    open override var collectionViewContentSize: CGSize {
        let a = currentLayout.collectionViewContentSize
        let b = nextLayout.collectionViewContentSize
        let t = transitionProgress
        return CGSize(
            width: max(0, LayoutAttributesBlend.lerp(a.width, b.width, t)),
            height: max(0, LayoutAttributesBlend.lerp(a.height, b.height, t)))
    }

    /// The blended attributes of every element on screen at either end (`rect` is not consulted: the
    /// collection view keeps those that intersect its bounds).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var fromByKey: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        var order: [CollectionElementKey] = []
        for attributes in currentLayout.layoutAttributesForElements(in: fromVisibleRect) ?? []
        where attributes.frame.intersects(fromVisibleRect) {
            let key = CollectionElementKey(attributes)
            if fromByKey[key] == nil { order.append(key) }
            fromByKey[key] = attributes
        }
        var toByKey: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in nextLayout.layoutAttributesForElements(in: toVisibleRect) ?? []
        where attributes.frame.intersects(toVisibleRect) {
            let key = CollectionElementKey(attributes)
            if fromByKey[key] == nil && toByKey[key] == nil { order.append(key) }
            toByKey[key] = attributes
        }
        return order.compactMap { key in
            blendedAttributes(key, from: fromByKey[key], to: toByKey[key])
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let key = CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
        return blendedAttributes(
            key, from: currentLayout.layoutAttributesForItem(at: indexPath),
            to: nextLayout.layoutAttributesForItem(at: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let key = CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
        return blendedAttributes(
            key, from: currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
            to: nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let key = CollectionElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath)
        return blendedAttributes(
            key, from: currentLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath),
            to: nextLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath))
    }

    /// The blend for `key`, filling a missing end from the appearing/disappearing attributes, the other
    /// layout, or a fade.
    func blendedAttributes(
        _ key: CollectionElementKey, from: UICollectionViewLayoutAttributes?,
        to: UICollectionViewLayoutAttributes?
    ) -> UICollectionViewLayoutAttributes? {
        let start: UICollectionViewLayoutAttributes
        let end: UICollectionViewLayoutAttributes
        switch (from, to) {
        case (let from?, let to?):
            (start, end) = (from, to)
        case (let from?, nil):
            start = from
            end = Self.disappearing(key, from: currentLayout, to: nextLayout) ?? Self.faded(from)
        case (nil, let to?):
            end = to
            start = Self.appearing(key, in: nextLayout, from: currentLayout) ?? Self.faded(to)
        case (nil, nil):
            return nil
        }
        return LayoutAttributesBlend.blend(start, end, progress: transitionProgress)
    }

    static func faded(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        copy.alpha = 0
        return copy
    }

    static func appearing(
        _ key: CollectionElementKey, in layout: UICollectionViewLayout,
        from old: UICollectionViewLayout
    ) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell:
            return layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
                ?? old.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView:
            guard let kind = key.kind else { return nil }
            return layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: key.indexPath)
                ?? old.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
        case .decorationView:
            guard let kind = key.kind else { return nil }
            return layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: key.indexPath)
                ?? old.layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath)
        }
    }

    static func disappearing(
        _ key: CollectionElementKey, from old: UICollectionViewLayout,
        to layout: UICollectionViewLayout
    ) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell:
            return old.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
                ?? layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView:
            guard let kind = key.kind else { return nil }
            return old.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: key.indexPath)
                ?? layout.layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
        case .decorationView:
            guard let kind = key.kind else { return nil }
            return old.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: key.indexPath)
                ?? layout.layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath)
        }
    }
}
