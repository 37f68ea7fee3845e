// The collision shapes of UIKit Dynamics. Declared beside UIView because UIView's overridable
// `collisionBoundsType` uses it; the dynamics engine itself lives in PassageDynamics.
import Foundation

/// How UIKit Dynamics outlines an item for collisions (UIKit's `UIDynamicItemCollisionBoundsType`).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds rectangle.
    case rectangle = 0
    /// The ellipse inscribed in the bounds (a circle when width equals height).
    case ellipse = 1
    /// The convex `collisionBoundingPath`, centred on the item.
    case path = 2
}
