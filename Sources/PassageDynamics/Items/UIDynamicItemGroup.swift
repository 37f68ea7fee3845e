// Several items that move as one rigid body: each member contributes its shape at its place; the group's
// body carries them all, and every member's centre and rotation follow it.
import Foundation
import PassageCore
import PassageUI

/// Items that the animator moves as a single body (UIKit's `UIDynamicItemGroup`).
@preconcurrency @MainActor
public final class UIDynamicItemGroup: UIDynamicItem {
    /// The members, in the order given.
    public let items: [any UIDynamicItem]
    private var storedTransform: CGAffineTransform = .identity
    private var storedCenter: CGPoint?

    /// Creates a group of `items`; an item that is itself a group is refused by the animator.
    public init(items: [any UIDynamicItem]) {
        self.items = items
    }

    /// The centre of the members' bounding box (the centre of the group's body while it moves).
    public var center: CGPoint {
        get { storedCenter ?? CGPoint(x: memberBox.midX, y: memberBox.midY) }
        set { storedCenter = newValue }
    }

    /// The size of the box around every member's frame.
    public var bounds: CGRect { CGRect(origin: .zero, size: memberBox.size) }

    /// The rotation the animator last wrote. Default identity.
    public var transform: CGAffineTransform {
        get { storedTransform }
        set { storedTransform = newValue }
    }

    private var memberBox: CGRect {
        var box = CGRect.null
        for item in items {
            let size = item.bounds.size
            box = box.union(
                CGRect(
                    x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
                    width: size.width, height: size.height))
        }
        return box.isNull ? .zero : box
    }
}
