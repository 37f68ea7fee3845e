// Pushes: a force every frame (continuous) or one impulse (instantaneous) per item, at the item's centre
// plus an optional offset that does not turn with the item. Magnitude 1 on a 100 × 100-pt item of density 1
// accelerates it at 100 points/s² (continuous) or adds 100 points/s to its speed (instantaneous).
import Foundation
import PassageCore
import PassageUI
@_implementationOnly import CPassageBox2D

/// Applies a force or an impulse to its items (UIKit's `UIPushBehavior`).
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the push lasts or acts once.
    public enum Mode: Int, Sendable {
        /// A force applied every frame while `active`.
        case continuous = 0
        /// An impulse applied once; `active` then turns false (set it to true to push again).
        case instantaneous = 1
    }

    private var list: ItemList
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    private var vector = CGVector(dx: 0, dy: 0)
    /// The push's mode.
    public let mode: Mode

    /// Creates a push of `mode` on `items`, with no direction yet (magnitude 0).
    public init(items: [any UIDynamicItem], mode: Mode) {
        list = ItemList(items)
        self.mode = mode
        super.init()
    }

    /// The items pushed.
    open var items: [any UIDynamicItem] { list.items }

    /// Adds `item`.
    open func addItem(_ item: any UIDynamicItem) {
        if list.add(item) { setNeedsUpdate() }
    }

    /// Removes `item`.
    open func removeItem(_ item: any UIDynamicItem) {
        if list.remove(item) {
            offsets[ObjectIdentifier(item)] = nil
            setNeedsUpdate()
        }
    }

    /// Whether the push acts. Default true; an instantaneous push turns it false once applied.
    open var active = true {
        didSet { if active { setNeedsUpdate() } }
    }

    /// The force (or impulse) vector in UIKit newtons: 1 moves a 1-kg (100 × 100-pt, density 1) item at
    /// 100 points/s² (or by 100 points/s). Default (0, 0).
    open var pushDirection: CGVector {
        get { vector }
        set {
            guard newValue.isUsable else {
                diagnose(
                    .pushDirectionNotFinite, .error,
                    "UIPushBehavior.pushDirection = \(newValue): expected finite components; ignored")
                return
            }
            vector = newValue
            setNeedsUpdate()
        }
    }

    /// The direction in radians from +x towards +y. Setting it keeps the magnitude.
    open var angle: CGFloat {
        get { vector.polarAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength in UIKit newtons. Setting it keeps the angle.
    open var magnitude: CGFloat {
        get { vector.polarMagnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets direction and strength at once.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        if let direction = CGVector.polar(angle: angle, magnitude: magnitude, setter: "UIPushBehavior.setAngle") {
            pushDirection = direction
        }
    }

    /// Where the push acts on `item`, relative to its centre (not rotated with it). Default zero.
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    /// Makes the push act on `item` at `offset` from its centre, which also turns it.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
        guard offset.horizontal.isFinite, offset.vertical.isFinite else {
            diagnose(
                .pushOffsetNotFinite, .error,
                "UIPushBehavior.setTargetOffsetFromCenter(\(offset)): expected finite values; ignored")
            return
        }
        offsets[ObjectIdentifier(item)] = offset
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    override func applyForces(in animator: UIDynamicAnimator, frameDuration: Double) {
        guard active, vector != CGVector(dx: 0, dy: 0) else { return }
        let fx = Float(vector.dx)
        let fy = Float(vector.dy)
        for item in list.items {
            guard let body = animator.body(for: item) else { continue }
            let offset = targetOffsetFromCenter(for: item)
            let center = body.position
            let px = PhysicsUnits.meters(center.x + offset.horizontal)
            let py = PhysicsUnits.meters(center.y + offset.vertical)
            switch mode {
            case .continuous: pb_body_apply_force(body.body, fx, fy, px, py)
            case .instantaneous: pb_body_apply_impulse(body.body, fx, fy, px, py)
            }
        }
        if mode == .instantaneous { active = false }
    }
}
