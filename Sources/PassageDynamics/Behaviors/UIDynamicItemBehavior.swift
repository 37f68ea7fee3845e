// Material and motion settings for items. Only properties set explicitly reach the bodies, so several item
// behaviours on one item combine, the later in tree order winning where both set the same property.
// Velocity added before the behaviour joins an animator accumulates and is applied when the body is made.
import Foundation
import PassageCore
import PassageUI
@_implementationOnly import CPassageBox2D

/// Sets the physical properties of its items and adds velocity to them (UIKit's `UIDynamicItemBehavior`).
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private enum Property: Hashable {
        case elasticity, friction, density, resistance, angularResistance, charge, anchored, rotation
    }

    private var list: ItemList
    private var explicitlySet: Set<Property> = []
    private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
    private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    /// Creates an item behaviour for `items` that changes nothing until a property is set.
    public init(items: [any UIDynamicItem]) {
        list = ItemList(items)
        super.init()
    }

    /// An item behaviour with no items yet (`UIDynamicItemBehavior()`, NSObject's `init()` on iOS).
    public override convenience init() {
        self.init(items: [])
    }

    /// The items, in the order added.
    open var items: [any UIDynamicItem] { list.items }

    /// Adds `item`.
    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { setNeedsUpdate() }
    }

    /// Removes `item`.
    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { setNeedsUpdate() }
    }

    /// Restitution of collisions, 0 (no bounce) … 1 (fully elastic). Default 0.2 (PhysicsKit's value).
    open var elasticity: CGFloat = 0.2 {
        didSet {
            if !accept(.elasticity, elasticity, range: 0...CGFloat.greatestFiniteMagnitude) { elasticity = oldValue }
        }
    }
    /// Coulomb friction, 0 or more. Default 0.2.
    open var friction: CGFloat = 0.2 {
        didSet { if !accept(.friction, friction, range: 0...CGFloat.greatestFiniteMagnitude) { friction = oldValue } }
    }
    /// Density: a 100 × 100-pt item of density 1 has mass 1. Must be positive. Default 1.
    open var density: CGFloat = 1 {
        didSet {
            if !accept(.density, density, range: CGFloat.leastNormalMagnitude...CGFloat.greatestFiniteMagnitude) {
                density = oldValue
            }
        }
    }
    /// Linear damping, 0 or more (Box2D's linear damping, per second). Default 0.1.
    open var resistance: CGFloat = 0.1 {
        didSet {
            if !accept(.resistance, resistance, range: 0...CGFloat.greatestFiniteMagnitude) { resistance = oldValue }
        }
    }
    /// Angular damping, 0 or more. Default 0.1.
    open var angularResistance: CGFloat = 0.1 {
        didSet {
            if !accept(.angularResistance, angularResistance, range: 0...CGFloat.greatestFiniteMagnitude) {
                angularResistance = oldValue
            }
        }
    }
    /// Electric charge, for electric and magnetic fields. Default 0.
    open var charge: CGFloat = 0 {
        didSet {
            if !accept(.charge, charge, range: -CGFloat.greatestFiniteMagnitude...CGFloat.greatestFiniteMagnitude) {
                charge = oldValue
            }
        }
    }
    /// Whether the items stay put (static bodies that others still collide with). Default false.
    open var isAnchored = false {
        didSet { mark(.anchored) }
    }
    /// Whether the items may rotate. Default true.
    open var allowsRotation = true {
        didSet { mark(.rotation) }
    }

    /// Marks `property` as set when `value` is finite and in `range`; otherwise logs and returns false.
    private func accept(_ property: Property, _ value: CGFloat, range: ClosedRange<CGFloat>) -> Bool {
        guard value.isFinite, range.contains(value) else {
            diagnose(
                .itemPropertyOutOfRange, .error,
                "UIDynamicItemBehavior: \(property) = \(value) is out of range \(range.lowerBound)…\(range.upperBound); ignored"
            )
            return false
        }
        mark(property)
        return true
    }

    private func mark(_ property: Property) {
        explicitlySet.insert(property)
        setNeedsUpdate()
    }

    /// Adds `velocity` (points per second) to `item`'s linear velocity.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        guard velocity.isUsable else {
            diagnose(
                .itemVelocityNotFinite, .error,
                "UIDynamicItemBehavior.addLinearVelocity(\(velocity)): expected finite components; ignored")
            return
        }
        guard list.contains(item) else {
            diagnose(
                .itemNotInBehavior, .warning,
                "UIDynamicItemBehavior.addLinearVelocity: \(describe(item)) is not an item of this behavior; ignored")
            return
        }
        if let body = dynamicAnimator?.body(for: item) {
            let current = body.linearVelocity
            body.linearVelocity = CGPoint(x: current.x + velocity.x, y: current.y + velocity.y)
            dynamicAnimator?.resume()
        } else {
            let pending = pendingLinear[ObjectIdentifier(item)] ?? .zero
            pendingLinear[ObjectIdentifier(item)] = CGPoint(x: pending.x + velocity.x, y: pending.y + velocity.y)
        }
    }

    /// `item`'s linear velocity in points per second (the pending sum before the item has a body).
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        dynamicAnimator?.reconcileIfNeeded()
        if let body = dynamicAnimator?.body(for: item) { return body.linearVelocity }
        return pendingLinear[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds `velocity` (radians per second, positive clockwise) to `item`'s angular velocity.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        guard velocity.isFinite else {
            diagnose(
                .itemVelocityNotFinite, .error,
                "UIDynamicItemBehavior.addAngularVelocity(\(velocity)): expected a finite value; ignored")
            return
        }
        guard list.contains(item) else {
            diagnose(
                .itemNotInBehavior, .warning,
                "UIDynamicItemBehavior.addAngularVelocity: \(describe(item)) is not an item of this behavior; ignored")
            return
        }
        if let body = dynamicAnimator?.body(for: item) {
            body.angularVelocity += velocity
            dynamicAnimator?.resume()
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
    }

    /// `item`'s angular velocity in radians per second.
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        dynamicAnimator?.reconcileIfNeeded()
        if let body = dynamicAnimator?.body(for: item) { return body.angularVelocity }
        return pendingAngular[ObjectIdentifier(item)] ?? 0
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    override func configure(in animator: UIDynamicAnimator) {
        for item in list.items {
            guard let body = animator.body(for: item) else { continue }
            for property in explicitlySet {
                switch property {
                case .elasticity: body.configuration.elasticity = elasticity
                case .friction: body.configuration.friction = friction
                case .density: body.configuration.density = density
                case .resistance: body.configuration.resistance = resistance
                case .angularResistance: body.configuration.angularResistance = angularResistance
                case .charge: body.configuration.charge = charge
                case .anchored: body.configuration.isAnchored = isAnchored
                case .rotation: body.configuration.allowsRotation = allowsRotation
                }
            }
        }
    }

    override func attach(to animator: UIDynamicAnimator) {
        for item in list.items {
            guard let body = animator.body(for: item) else { continue }
            if let velocity = pendingLinear.removeValue(forKey: ObjectIdentifier(item)) {
                let current = body.linearVelocity
                body.linearVelocity = CGPoint(x: current.x + velocity.x, y: current.y + velocity.y)
            }
            if let velocity = pendingAngular.removeValue(forKey: ObjectIdentifier(item)) {
                body.angularVelocity += velocity
            }
        }
    }
}
