// The base of every behaviour. Primitive behaviours (gravity, collision, push, snap, attachment, item
// properties, fields) hold items and tell the animator how to configure their bodies; composite behaviours
// (this class and app subclasses) hold child behaviours. The animator walks the tree in pre-order, so
// configuration, forces and actions always run in the same order.
import Foundation
import PassageCore
import PassageUI

/// A physics behaviour for a dynamic animator, or a composite of child behaviours (UIKit's `UIDynamicBehavior`).
@preconcurrency @MainActor
open class UIDynamicBehavior {
    private var children: [UIDynamicBehavior] = []
    weak var parent: UIDynamicBehavior?
    weak var owner: UIDynamicAnimator?

    /// Creates an empty composite behaviour.
    public init() {}

    /// The child behaviours, in the order added.
    open var childBehaviors: [UIDynamicBehavior] { children }

    /// Runs once per animator step, after the physics step and the collision callbacks. Default nil.
    open var action: (() -> Void)?

    /// The animator the behaviour (or its top-level ancestor) is added to; nil otherwise.
    open var dynamicAnimator: UIDynamicAnimator? { owner }

    /// Called with the animator just before the behaviour joins it, and with nil just before it leaves.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Adds `behavior` as a child. A behaviour that already has a parent, this behaviour itself or one of its
    /// ancestors is refused with a logged error.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.parent == nil, !behavior.contains(self) else {
            diagnose(
                .childBehaviorHasParent, .error,
                "UIDynamicBehavior.addChildBehavior: \(type(of: behavior)) already has a parent or would make a cycle; ignored"
            )
            return
        }
        if let animator = behavior.owner, animator.behaviors.contains(where: { $0 === behavior }) {
            diagnose(
                .childBehaviorIsTopLevel, .error,
                "UIDynamicBehavior.addChildBehavior: \(type(of: behavior)) is a top-level behavior of an animator; ignored"
            )
            return
        }
        children.append(behavior)
        behavior.parent = self
        owner?.childrenChanged(under: self)
    }

    /// Removes the child `behavior`; does nothing when it is not a child.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = children.firstIndex(where: { $0 === behavior }) else { return }
        children.remove(at: index)
        behavior.parent = nil
        owner?.childrenChanged(under: self)
    }

    /// This behaviour and all its descendants, in pre-order.
    var subtree: [UIDynamicBehavior] {
        var result: [UIDynamicBehavior] = [self]
        for child in children { result += child.subtree }
        return result
    }

    private func contains(_ behavior: UIDynamicBehavior) -> Bool {
        behavior === self || children.contains { $0.contains(behavior) }
    }

    /// Asks the animator to rebuild bodies before its next step and to run again if paused.
    func setNeedsUpdate() {
        owner?.setNeedsReconcile()
    }

    // MARK: Hooks for the primitive behaviours (the animator calls these in tree order)

    /// The items whose bodies this behaviour needs.
    var dynamicItems: [any UIDynamicItem] { [] }

    /// Adds this behaviour's settings to the configuration of its items' bodies.
    func configure(in animator: UIDynamicAnimator) {}

    /// Creates or updates what the behaviour owns in the world (joints, boundaries, anchor bodies).
    func attach(to animator: UIDynamicAnimator) {}

    /// Removes from the world everything `attach(to:)` created.
    func detach(from animator: UIDynamicAnimator) {}

    /// Applies forces and impulses before the frame's physics step.
    func applyForces(in animator: UIDynamicAnimator, frameDuration: Double) {}
}
