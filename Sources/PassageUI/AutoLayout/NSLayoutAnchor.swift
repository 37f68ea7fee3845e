// Anchors: a typed handle on one attribute of a view or layout guide, making constraints that can only
// relate compatible attributes (x with x, y with y, dimension with dimension), as UIKit's anchor family.
import Foundation

/// What an anchor stands for: one attribute of an item, or (from `anchorWithOffset(to:)`) the distance
/// from one attribute to another.
/// Items are held weakly, as UIKit's anchors and constraints hold them, so no anchor keeps a view alive.
struct LayoutAnchorExpression {
    /// The far end of an offset anchor's distance.
    struct OffsetEnd {
        weak var item: AnyObject?
        let attribute: NSLayoutConstraint.Attribute
    }

    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    /// For an offset anchor: the attribute the distance runs to (`to − item.attribute`).
    let offsetTo: OffsetEnd?

    var isOffset: Bool { offsetTo != nil }
}

/// A factory for constraints on one attribute of a view or layout guide (UIKit's `NSLayoutAnchor`).
/// `AnchorType` keeps the relations typed: x-axis anchors relate to x-axis anchors, and so on.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    let anchorExpression: LayoutAnchorExpression

    init(_ expression: LayoutAnchorExpression) {
        anchorExpression = expression
    }

    /// The view or layout guide the anchor belongs to (held weakly, as in UIKit).
    open var item: AnyObject? { anchorExpression.item }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: anchorExpression, relation: relation, second: anchor?.anchorExpression,
            multiplier: multiplier, constant: constant)
    }

    /// `self = anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor) }
    /// `self ≥ anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor)
    }
    /// `self ≤ anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor)
    }
    /// `self = anchor + c` (points).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `self ≥ anchor + c` (points).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self ≤ anchor + c` (points).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// An anchor on a horizontal position: left, right, leading, trailing or centre x (UIKit's `NSLayoutXAxisAnchor`).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension anchor for the distance from this anchor to `otherAnchor` (`other − self`).
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        let other = otherAnchor.anchorExpression
        return NSLayoutDimension(
            LayoutAnchorExpression(
                item: anchorExpression.item, attribute: anchorExpression.attribute,
                offsetTo: .init(item: other.item, attribute: other.attribute)))
    }
    /// `self = anchor + multiplier × 8` (the system spacing, 8 points in Passage).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: UIView.systemSpacing * multiplier)
    }
    /// `self ≥ anchor + multiplier × 8`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
    }
    /// `self ≤ anchor + multiplier × 8`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
    }
}

/// An anchor on a vertical position: top, bottom, centre y or a baseline (UIKit's `NSLayoutYAxisAnchor`).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension anchor for the distance from this anchor to `otherAnchor` (`other − self`).
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        let other = otherAnchor.anchorExpression
        return NSLayoutDimension(
            LayoutAnchorExpression(
                item: anchorExpression.item, attribute: anchorExpression.attribute,
                offsetTo: .init(item: other.item, attribute: other.attribute)))
    }
    /// `self = anchor + multiplier × 8` (the system spacing, 8 points in Passage).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: UIView.systemSpacing * multiplier)
    }
    /// `self ≥ anchor + multiplier × 8`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
    }
    /// `self ≤ anchor + multiplier × 8`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
    }
}

/// An anchor on a width or height (UIKit's `NSLayoutDimension`).
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self = c` (points).
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self ≥ c` (points).
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self ≤ c` (points).
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// `self = m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m)
    }
    /// `self ≥ m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m)
    }
    /// `self ≤ m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m)
    }
    /// `self = m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self ≥ m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self ≤ m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
