// Gravity: one vector for the whole animator (Box2D has one world gravity), applied to the bodies of this
// behaviour's items only (gravity scale 1; other bodies keep 0). Magnitude 1 is 1000 points/s².
import Foundation
import PassageCore
import PassageUI

/// Accelerates its items in one direction (UIKit's `UIGravityBehavior`).
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    private var list: ItemList
    private var vector = CGVector(dx: 0, dy: 1)

    /// Creates gravity pulling `items` downward at 1000 points/s².
    public init(items: [any UIDynamicItem]) {
        list = ItemList(items)
        super.init()
    }

    /// Gravity with no items yet (`UIGravityBehavior()`, NSObject's `init()` on iOS).
    public override convenience init() {
        self.init(items: [])
    }

    /// The items gravity acts on, in the order added.
    open var items: [any UIDynamicItem] { list.items }

    /// Adds `item`; an item already present is ignored.
    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { setNeedsUpdate() }
    }

    /// Removes `item`.
    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { setNeedsUpdate() }
    }

    /// The acceleration as a vector; length 1 is 1000 points/s². Default (0, 1): downward.
    open var gravityDirection: CGVector {
        get { vector }
        set {
            guard newValue.isUsable else {
                diagnose(
                    .gravityDirectionNotFinite, .error,
                    "UIGravityBehavior.gravityDirection = \(newValue): expected finite components; ignored")
                return
            }
            vector = newValue
            setNeedsUpdate()
        }
    }

    /// The direction in radians from +x towards +y (clockwise on screen). Setting it keeps the magnitude.
    open var angle: CGFloat {
        get { vector.polarAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength; 1 is 1000 points/s². Setting it keeps the angle; 0 resets the angle to 0.
    open var magnitude: CGFloat {
        get { vector.polarMagnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets direction and strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        if let direction = CGVector.polar(angle: angle, magnitude: magnitude, setter: "UIGravityBehavior.setAngle") {
            gravityDirection = direction
        }
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    override func configure(in animator: UIDynamicAnimator) {
        animator.worldGravity = vector
        for item in list.items {
            guard let body = animator.body(for: item) else { continue }
            body.configuration.gravityScale = 1
        }
    }
}
