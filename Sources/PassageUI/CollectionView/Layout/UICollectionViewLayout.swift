// The layout's subclassing contract. A collection view asks its layout, in each layout pass: `prepare()`
// (only after an invalidation or on first use), then `collectionViewContentSize`, then
// `layoutAttributesForElements(in:)` for the visible rect. Everything here returns nothing by default;
// subclasses such as UICollectionViewFlowLayout provide the geometry.
import Foundation
import PassageCore

/// The object that decides where a collection view's cells, supplementary and decoration views go
/// (UIKit's `UICollectionViewLayout`). Subclass it and override the methods of the contract.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The collection view that uses this layout, or nil. Set when the layout is installed.
    open var collectionView: UICollectionView? { installedCollectionView }

    weak var installedCollectionView: UICollectionView?
    /// Whether `prepare()` must run before the next query (set by any invalidation).
    package var needsPrepare = true
    /// Classes registered for decoration kinds.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Creates a layout.
    public init() {}

    /// Creates a layout from an archive. Passage has no archives: the layout gets its defaults, and a
    /// diagnostic is logged.
    public required init?(coder: NSCoder) {
        diagnose(
            .decodingUnsupported, .info,
            "\(Self.self).init(coder:): Passage does not decode layouts; using the defaults")
    }

    /// The class of the attributes the layout creates. Default `UICollectionViewLayoutAttributes`.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout uses. Default `UICollectionViewLayoutInvalidationContext`.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Invalidation

    /// Marks the whole layout invalid: the collection view prepares it again in its next layout pass.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.storedInvalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the parts named by `context` invalid and schedules a layout pass of the collection view.
    /// Subclasses that override it call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.layoutDidInvalidate(context)
    }

    /// Whether a bounds change (scrolling or resizing) to `newBounds` invalidates the layout. Default false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context used when `shouldInvalidateLayout(forBoundsChange:)` returned true. Default: a context of
    /// `invalidationContextClass` that invalidates everything.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.storedInvalidateEverything = true
        return context
    }

    /// Whether a self-sizing cell's preferred attributes invalidate the layout. Default false.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// The context used when `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// returned true. Default: a context that invalidates the item.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    )
        -> UICollectionViewLayoutInvalidationContext
    {
        let context = makeInvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        if let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type {
            return type.init()
        }
        diagnose(
            .invalidationContextClassMismatch, .warning,
            "\(Self.self).invalidationContextClass is not a UICollectionViewLayoutInvalidationContext subclass; using the base class"
        )
        return UICollectionViewLayoutInvalidationContext()
    }

    // MARK: The layout pass

    /// Computes what the layout needs before it is queried. Called after an invalidation, before any query.
    /// Default does nothing.
    open func prepare() {}

    /// The size of the whole content, in points. Default zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect` (content coordinates). Default nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The content offset to use instead of `proposedContentOffset` after an update or layout transition.
    /// Default: the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The offset where scrolling with `velocity` (points per second) should stop. Default: the proposed offset.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Decoration views

    /// Registers the class the collection view instantiates (with `init(frame:)`) for decoration views of
    /// `elementKind`; nil unregisters.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationClasses[elementKind] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            diagnose(
                .registerDecorationClassMismatch, .error,
                "register(_:forDecorationViewOfKind:): \(viewClass) is not a UICollectionReusableView subclass; ignored"
            )
            return
        }
        decorationClasses[elementKind] = type
    }

    // MARK: Updates

    /// Called before a batch update is animated, with its changes. Default does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called inside the animation block of a batch update, after the attributes were applied. Default does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Called before an animated bounds change. Default does nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change. Default does nothing.
    open func finalizeAnimatedBoundsChange() {}

    /// Where an item inserted by an update (or shown by a layout transition) starts. Default nil: the
    /// collection view then fades it in at its final attributes.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where an item deleted by an update (or hidden by a layout transition) ends. Default nil: the collection
    /// view then fades it out at its current attributes.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where an appearing supplementary view starts. Default nil (fade in).
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where a disappearing supplementary view ends. Default nil (fade out).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where an appearing decoration view starts. Default nil (fade in).
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where a disappearing decoration view ends. Default nil (fade out).
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    { nil }

    // MARK: Layout transitions

    /// Called on the outgoing layout before a transition to `newLayout`. Default does nothing.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on the incoming layout before a transition from `oldLayout`. Default does nothing.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on both layouts when a layout transition ends. Default does nothing.
    open func finalizeLayoutTransition() {}

    /// Runs `prepare()` if an invalidation asked for it.
    package func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
