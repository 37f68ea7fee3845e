// What UIKit Dynamics moves: anything with a centre, bounds and transform. Views and collection-view layout
// attributes conform; so does UIDynamicItemGroup. The animator reads these when it makes a body and writes
// `center` and `transform` back after every step.
import Foundation
import PassageCore
import PassageUI

/// An object a dynamic animator can move (UIKit's `UIDynamicItem`).
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    /// The item's centre, in its own coordinate space (a view's superview, a layout's content).
    var center: CGPoint { get set }
    /// The item's bounds; only the size is used. Must not be empty.
    var bounds: CGRect { get }
    /// The item's transform; the animator replaces it with a pure rotation.
    var transform: CGAffineTransform { get set }
    /// The collision shape. Default `.rectangle`.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The convex outline for `.path`, with (0, 0) at the centre. Default: an empty path.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

extension UIView: UIDynamicItem {}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}

/// A short description of an item for diagnostics.
@MainActor
func describe(_ item: any UIDynamicItem) -> String {
    "\(type(of: item)) at \(item.center) size \(item.bounds.size)"
}
