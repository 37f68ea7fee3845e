// Fields: Box2D has none, so each frame, before the step, a field computes a force for every item body in
// its region and applies it at the body's centre. Force laws (UIKit documents shapes, not constants; these
// are Passage's, in UIKit newtons, where 1 accelerates a 1-kg item at 100 points/s²), with d the offset from
// the field's position and v the velocity, both in metres (100 points), and every law but the custom one
// divided by max(|d|, minimumRadius)^falloff:
// - linear gravity: 10 · strength · direction · mass (strength 1, direction (0, 1) is UIKit gravity);
// - radial gravity: 10 · strength · mass towards the position; vortex: the same, turned 90° clockwise;
// - spring: −strength · d · mass; drag: −strength · v · mass;
// - velocity: the force that brings v to direction · strength (points/s) within the frame;
// - noise / turbulence: 10 · strength · mass along a smooth pseudo-random direction that changes with
//   position (scale set by smoothness) and time (animationSpeed); turbulence scales it by |v|;
// - electric: strength · charge · d/|d|³; magnetic: strength · charge · (v turned 90° clockwise).
import Foundation
import PassageCore
import PassageUI
@_implementationOnly import CPassageBox2D

/// A force field acting on its items (UIKit's `UIFieldBehavior`).
@preconcurrency @MainActor
open class UIFieldBehavior: UIDynamicBehavior {
    /// The block of a custom field: (field, position, velocity, mass, charge, deltaTime) → force.
    public typealias EvaluationBlock = (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    enum Kind {
        case drag, vortex, radialGravity, linearGravity, velocity, noise, turbulence, spring, electric, magnetic
        case custom(EvaluationBlock)
    }

    let kind: Kind
    private var list = ItemList([])

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// A field that slows items in proportion to their speed.
    open class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }
    /// A field that swirls items around its position.
    open class func vortexField() -> UIFieldBehavior { UIFieldBehavior(kind: .vortex) }
    /// A field that pulls items towards `position`.
    open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .radialGravity)
        field.position = position
        return field
    }
    /// A field that accelerates items along `direction`.
    open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .linearGravity)
        field.direction = direction
        return field
    }
    /// A field that gives items the velocity `direction` (points/s, times strength).
    open class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .velocity)
        field.direction = direction
        return field
    }
    /// A field of smooth pseudo-random forces.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// A noise field whose force grows with the item's speed.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// A field that pulls items towards its position like a spring.
    open class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }
    /// A field that pushes charged items away from (or towards) its position.
    open class func electricField() -> UIFieldBehavior { UIFieldBehavior(kind: .electric) }
    /// A field that turns moving charged items.
    open class func magneticField() -> UIFieldBehavior { UIFieldBehavior(kind: .magnetic) }
    /// A field whose force `block` computes.
    open class func field(evaluationBlock block: @escaping EvaluationBlock) -> UIFieldBehavior {
        UIFieldBehavior(kind: .custom(block))
    }

    /// The items the field acts on.
    open var items: [any UIDynamicItem] { list.items }

    /// Adds `item`.
    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { setNeedsUpdate() }
    }

    /// Removes `item`.
    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) { setNeedsUpdate() }
    }

    /// The field's origin, in reference-view coordinates. Default zero.
    open var position: CGPoint = .zero {
        didSet {
            if !position.isUsable {
                reject("position", position)
                position = oldValue
            } else {
                setNeedsUpdate()
            }
        }
    }
    /// Where the field acts, relative to `position`. Default infinite.
    open var region: UIRegion = .infinite {
        didSet { setNeedsUpdate() }
    }
    /// The force's scale. Default 1.
    open var strength: CGFloat = 1 {
        didSet {
            if !strength.isFinite {
                reject("strength", strength)
                strength = oldValue
            } else {
                setNeedsUpdate()
            }
        }
    }
    /// How fast the force falls off with distance: divided by distance (metres) to this power. Default 0.
    open var falloff: CGFloat = 0 {
        didSet {
            if !falloff.isFinite {
                reject("falloff", falloff)
                falloff = oldValue
            } else {
                setNeedsUpdate()
            }
        }
    }
    /// The distance (points) below which falloff stops growing the force. Default 0.
    open var minimumRadius: CGFloat = 0 {
        didSet {
            if !(minimumRadius.isFinite && minimumRadius >= 0) {
                reject("minimumRadius", minimumRadius)
                minimumRadius = oldValue
            } else {
                setNeedsUpdate()
            }
        }
    }
    /// The direction of linear-gravity and velocity fields. Default zero.
    open var direction: CGVector = CGVector(dx: 0, dy: 0) {
        didSet {
            if !direction.isUsable {
                reject("direction", direction)
                direction = oldValue
            } else {
                setNeedsUpdate()
            }
        }
    }
    /// The spatial smoothness of noise, 0…1. Default 0.
    open var smoothness: CGFloat = 0 {
        didSet {
            if !smoothness.isFinite {
                reject("smoothness", smoothness)
                smoothness = oldValue
            } else {
                setNeedsUpdate()
            }
        }
    }
    /// How fast noise changes over time. Default 0.
    open var animationSpeed: CGFloat = 0 {
        didSet {
            if !animationSpeed.isFinite {
                reject("animationSpeed", animationSpeed)
                animationSpeed = oldValue
            } else {
                setNeedsUpdate()
            }
        }
    }

    private func reject(_ name: String, _ value: Any) {
        diagnose(.fieldValueNotFinite, .error, "UIFieldBehavior.\(name) = \(value): expected a finite value; ignored")
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    override func applyForces(in animator: UIDynamicAnimator, frameDuration: Double) {
        for item in list.items {
            guard let body = animator.body(for: item), !body.configuration.isAnchored else { continue }
            let center = body.position
            let offset = CGPoint(x: center.x - position.x, y: center.y - position.y)
            guard region.contains(offset) else { continue }
            let force = self.force(on: body, offset: offset, time: animator.elapsedTime, frameDuration: frameDuration)
            guard force.isUsable else { continue }
            pb_body_apply_force(
                body.body, Float(force.dx), Float(force.dy), PhysicsUnits.meters(center.x),
                PhysicsUnits.meters(center.y))
        }
    }

    /// The force on `body` (UIKit newtons) at `offset` points from the field's position.
    func force(on body: ItemBody, offset: CGPoint, time: TimeInterval, frameDuration: Double) -> CGVector {
        let mass = body.mass
        let d = CGVector(dx: offset.x / PhysicsUnits.pointsPerMeter, dy: offset.y / PhysicsUnits.pointsPerMeter)
        let distance = hypot(d.dx, d.dy)
        let velocityPoints = body.linearVelocity
        let v = CGVector(
            dx: velocityPoints.x / PhysicsUnits.pointsPerMeter, dy: velocityPoints.y / PhysicsUnits.pointsPerMeter)
        let toward = distance > 0 ? CGVector(dx: -d.dx / distance, dy: -d.dy / distance) : CGVector(dx: 0, dy: 0)
        let g = PhysicsUnits.gravityPerUnit
        var force: CGVector
        switch kind {
        case .linearGravity: force = CGVector(dx: g * direction.dx * mass, dy: g * direction.dy * mass)
        case .radialGravity: force = CGVector(dx: g * toward.dx * mass, dy: g * toward.dy * mass)
        case .vortex: force = CGVector(dx: -g * toward.dy * mass, dy: g * toward.dx * mass)
        case .spring: force = CGVector(dx: -d.dx * mass, dy: -d.dy * mass)
        case .drag: force = CGVector(dx: -v.dx * mass, dy: -v.dy * mass)
        case .velocity:
            let target = CGVector(
                dx: direction.dx / PhysicsUnits.pointsPerMeter, dy: direction.dy / PhysicsUnits.pointsPerMeter)
            return CGVector(
                dx: (target.dx * strength - v.dx) * mass / frameDuration,
                dy: (target.dy * strength - v.dy) * mass / frameDuration)
        case .noise, .turbulence:
            let angle = noiseAngle(at: offset, time: time)
            let scale = g * mass * (isTurbulence ? hypot(v.dx, v.dy) : 1)
            force = CGVector(dx: cos(angle) * scale, dy: sin(angle) * scale)
        case .electric:
            let r = max(distance, minimumRadius / PhysicsUnits.pointsPerMeter, 0.01)
            let charge = body.configuration.charge
            return CGVector(dx: -toward.dx * strength * charge / (r * r), dy: -toward.dy * strength * charge / (r * r))
        case .magnetic:
            let charge = body.configuration.charge
            force = CGVector(dx: -v.dy * charge, dy: v.dx * charge)
        case .custom(let block):
            return block(
                self, offset, CGVector(dx: velocityPoints.x, dy: velocityPoints.y), mass,
                body.configuration.charge, frameDuration)
        }
        let radius = max(distance, minimumRadius / PhysicsUnits.pointsPerMeter, 0.01)
        let attenuation = falloff == 0 ? 1 : pow(radius, -falloff)
        return CGVector(dx: force.dx * strength * attenuation, dy: force.dy * strength * attenuation)
    }

    private var isTurbulence: Bool {
        if case .turbulence = kind { return true }
        return false
    }

    /// A smooth, deterministic angle over the plane and time: value noise from a fixed hash, interpolated.
    private func noiseAngle(at point: CGPoint, time: TimeInterval) -> CGFloat {
        let cell = 50 + 450 * min(max(smoothness, 0), 1)
        let x = point.x / cell
        let y = point.y / cell
        let t = CGFloat(time) * animationSpeed
        let x0 = x.rounded(.down)
        let y0 = y.rounded(.down)
        let t0 = t.rounded(.down)
        func hash(_ i: CGFloat, _ j: CGFloat, _ k: CGFloat) -> CGFloat {
            let s = sin(i * 127.1 + j * 311.7 + k * 74.7) * 43758.5453
            return s - s.rounded(.down)
        }
        func smooth(_ f: CGFloat) -> CGFloat { f * f * (3 - 2 * f) }
        let fx = smooth(x - x0)
        let fy = smooth(y - y0)
        let ft = smooth(t - t0)
        func layer(_ k: CGFloat) -> CGFloat {
            let top = hash(x0, y0, k) * (1 - fx) + hash(x0 + 1, y0, k) * fx
            let bottom = hash(x0, y0 + 1, k) * (1 - fx) + hash(x0 + 1, y0 + 1, k) * fx
            return top * (1 - fy) + bottom * fy
        }
        return (layer(t0) * (1 - ft) + layer(t0 + 1) * ft) * 2 * .pi
    }
}
