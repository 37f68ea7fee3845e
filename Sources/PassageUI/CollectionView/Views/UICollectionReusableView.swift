// The base of every view a collection view shows and recycles. Swift on Linux has no Objective-C runtime to
// instantiate a registered class by name, so the collection view creates registered classes through the
// required initializer `init(frame:)`: a subclass that overrides it marks the override `required` (the
// compiler's own fix-it for the usual `override init(frame:)`).
import Foundation
import PassageCore

/// A view that a collection view shows for an element and reuses (UIKit's `UICollectionReusableView`).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued under; nil for a view not made by a collection view.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    var storedReuseIdentifier: String?
    /// The attributes last applied by the collection view.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    /// Creates the view with `frame`. Required: the collection view instantiates registered classes with it.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the view from an archive. Passage has no archives: this logs a diagnostic and fails.
    public required init?(coder: NSCoder) {
        diagnose(
            .decodingUnsupported, .error,
            "\(Self.self).init(coder:): Passage does not decode views; create it with init(frame:)")
        return nil
    }

    /// Called just before the view is handed out again by a dequeue. Default does nothing; cells reset
    /// their selection and highlight.
    open func prepareForReuse() {}

    /// Called after the collection view applied the standard attributes (frame, transform, alpha, hidden,
    /// zIndex), so a subclass can read custom attributes. Default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before an animated layout change from `oldLayout` to `newLayout`. Default does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after an animated layout change from `oldLayout` to `newLayout`. Default does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like, given the layout's `layoutAttributes` (self-sizing). Default: a copy
    /// whose size is `sizeThatFits(layoutAttributes.size)` (without Auto Layout, a subclass sizes itself by
    /// overriding `sizeThatFits(_:)` or this method).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        guard let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        copy.size = sizeThatFits(layoutAttributes.size)
        return copy
    }

    /// Applies the standard attributes (size, centre, transform, alpha, hidden, zIndex as `layer.zPosition`),
    /// then calls `apply(_:)`. Skips attributes equal to the ones last applied.
    func applyStandardAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        if let applied = appliedAttributes, applied.isEqual(attributes) { return }
        bounds = CGRect(origin: bounds.origin, size: attributes.size)
        center = attributes.center
        layer.transform = attributes.transform3D
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        layer.zPosition = CGFloat(attributes.zIndex)
        appliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        apply(attributes)
    }
}
