// The codes of the misuse PassageDynamics handles: behaviours, items and animators given values or structures
// Box2D cannot simulate (UIKit raises or asserts on most of them). Each is raised on the frame loop of the
// animator misused when there is one, else on the current one, and logged.
import PassageCore

extension Diagnostic.Code {
    // MARK: Animators

    /// The same behaviour added twice to an animator (ignored).
    public static let behaviorAddedTwice = Self(rawValue: "behavior-added-twice")
    /// A behaviour added to an animator while it belongs to another animator or behaviour (ignored).
    public static let behaviorHasOwner = Self(rawValue: "behavior-has-owner")
    /// A second gravity behaviour in one animator (the last one added sets the gravity).
    public static let multipleGravityBehaviors = Self(rawValue: "multiple-gravity-behaviors")
    /// `items(in:)` with a non-finite rectangle (no items).
    public static let itemsInNonFiniteRect = Self(rawValue: "items-in-non-finite-rect")
    /// `updateItem(usingCurrentState:)` of an item in no behaviour of the animator (ignored).
    public static let updatedItemNotInAnimator = Self(rawValue: "updated-item-not-in-animator")
    /// A view item in an animator made for a collection-view layout (the item is ignored).
    public static let viewItemInLayoutAnimator = Self(rawValue: "view-item-in-layout-animator")
    /// A view item that is not a descendant of the reference view (the item is ignored).
    public static let viewItemOutsideReferenceView = Self(rawValue: "view-item-outside-reference-view")
    /// Layout attributes as an item of an animator not made for a layout (the item is ignored).
    public static let layoutAttributesItemWithoutLayout = Self(rawValue: "layout-attributes-item-without-layout")

    // MARK: Behaviours

    /// `addChildBehavior` of a behaviour that has a parent, or that would make a cycle (ignored).
    public static let childBehaviorHasParent = Self(rawValue: "child-behavior-has-parent")
    /// `addChildBehavior` of a behaviour that is a top-level behaviour of an animator (ignored).
    public static let childBehaviorIsTopLevel = Self(rawValue: "child-behavior-is-top-level")
    /// `UICollisionBehavior` boundary insets that are not finite (ignored).
    public static let collisionInsetsNotFinite = Self(rawValue: "collision-insets-not-finite")
    /// A collision boundary path that cannot be a boundary (ignored).
    public static let collisionBoundaryPathInvalid = Self(rawValue: "collision-boundary-path-invalid")
    /// A collision boundary between points that are not two distinct finite points (ignored).
    public static let collisionBoundaryPointsInvalid = Self(rawValue: "collision-boundary-points-invalid")
    /// More than 16 collision behaviours in an animator (later ones share category bits with earlier ones).
    public static let collisionCategoriesExhausted = Self(rawValue: "collision-categories-exhausted")
    /// `UIPushBehavior.pushDirection` with non-finite components (ignored).
    public static let pushDirectionNotFinite = Self(rawValue: "push-direction-not-finite")
    /// `UIPushBehavior.setTargetOffsetFromCenter(_:for:)` with non-finite values (ignored).
    public static let pushOffsetNotFinite = Self(rawValue: "push-offset-not-finite")
    /// A `UIAttachmentBehavior` anchor that is not finite (ignored; at creation, the item's attachment point).
    public static let attachmentAnchorNotFinite = Self(rawValue: "attachment-anchor-not-finite")
    /// A `UIAttachmentBehavior.attachmentRange` that does not contain 0 (ignored).
    public static let attachmentRangeExcludesZero = Self(rawValue: "attachment-range-excludes-zero")
    /// An attachment of an item to itself (it does nothing).
    public static let attachmentToItself = Self(rawValue: "attachment-to-itself")
    /// `UIGravityBehavior.gravityDirection` with non-finite components (ignored).
    public static let gravityDirectionNotFinite = Self(rawValue: "gravity-direction-not-finite")
    /// A `UISnapBehavior` snap point that is not finite (ignored; at creation, the item's centre).
    public static let snapPointNotFinite = Self(rawValue: "snap-point-not-finite")
    /// A `UIDynamicItemBehavior` property (elasticity, friction, density, resistance, …) out of its range
    /// (ignored).
    public static let itemPropertyOutOfRange = Self(rawValue: "item-property-out-of-range")
    /// `addLinearVelocity` or `addAngularVelocity` with non-finite values (ignored).
    public static let itemVelocityNotFinite = Self(rawValue: "item-velocity-not-finite")
    /// `addLinearVelocity` or `addAngularVelocity` for an item that is not in the behaviour (ignored).
    public static let itemNotInBehavior = Self(rawValue: "item-not-in-behavior")
    /// A `UIFieldBehavior` property set to a non-finite value (ignored).
    public static let fieldValueNotFinite = Self(rawValue: "field-value-not-finite")
    /// An attachment's length, damping, frequency or friction torque, or a snap's damping, negative or not finite
    /// (ignored).
    public static let physicsValueInvalid = Self(rawValue: "physics-value-invalid")
    /// A gravity or push angle or magnitude that is not finite (ignored).
    public static let physicsVectorNotFinite = Self(rawValue: "physics-vector-not-finite")

    // MARK: Items

    /// A `UIDynamicItemGroup` that is empty or holds another group (ignored).
    public static let itemGroupInvalid = Self(rawValue: "item-group-invalid")
    /// An item whose bounds size is not positive and finite (the item is ignored).
    public static let itemSizeInvalid = Self(rawValue: "item-size-invalid")
    /// An item whose centre or transform is not finite (the item, or the update, is ignored).
    public static let itemStateNotFinite = Self(rawValue: "item-state-not-finite")
    /// An item's `collisionBoundingPath` that is not a convex outline of 3 or more points (its bounds are used).
    public static let collisionBoundingPathInvalid = Self(rawValue: "collision-bounding-path-invalid")
}
