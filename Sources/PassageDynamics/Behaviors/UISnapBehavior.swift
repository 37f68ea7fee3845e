// A snap: the item hangs on four springs (4 Hz, damping ratio = `damping`) from a static body at the snap
// point, one from each corner, pulling outward along the corner's diagonal; they rest only when the item sits
// at the point. Diagonal springs barely resist a small turn, so a torque spring of the same frequency and
// damping straightens the item as well, as UIKit's snap does.
import Foundation
import PassageCore
import PassageUI
@_implementationOnly import CPassageBox2D

/// Moves an item to a point with a springy finish (UIKit's `UISnapBehavior`).
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    private let item: any UIDynamicItem
    private var anchorBody: OpaquePointer?
    private var joints: [OpaquePointer] = []
    private static let frequency: Float = 4
    private static let springLength: CGFloat = 50

    /// Creates a snap of `item` to `point` (reference-view coordinates).
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        if point.isUsable {
            snapPoint = point
        } else {
            diagnose(
                .snapPointNotFinite, .error,
                "UISnapBehavior(snapTo: \(point)): expected a finite point; snapping to the item's centre")
            snapPoint = item.center
        }
        super.init()
    }

    /// Where the item comes to rest. Setting it moves the target and wakes the item.
    open var snapPoint: CGPoint {
        didSet {
            guard snapPoint.isUsable else {
                diagnose(
                    .snapPointNotFinite, .error,
                    "UISnapBehavior.snapPoint = \(snapPoint): expected a finite point; ignored")
                snapPoint = oldValue
                return
            }
            guard let anchorBody, let animator = dynamicAnimator else { return }
            pb_body_set_transform(anchorBody, PhysicsUnits.meters(snapPoint.x), PhysicsUnits.meters(snapPoint.y), 0)
            if let body = animator.body(for: item) { pb_body_set_awake(body.body, 1) }
            animator.resume()
        }
    }

    /// The damping ratio of the springs, 0…1 (larger: less oscillation). Default 0.5. Like UIKit, a change
    /// reaches a snap already running only when it is added again.
    open var damping: CGFloat = 0.5 {
        didSet {
            if !damping.isUsableNonNegative(for: "UISnapBehavior.damping") { damping = oldValue }
        }
    }

    override var dynamicItems: [any UIDynamicItem] { [item] }

    override func attach(to animator: UIDynamicAnimator) {
        guard anchorBody == nil, let body = animator.body(for: item) else { return }
        let anchor = animator.makeAnchorBody(at: snapPoint)
        anchorBody = anchor
        let size = item.bounds.size
        let corners = [(-1, -1), (1, -1), (1, 1), (-1, 1)].map {
            CGPoint(x: CGFloat($0.0) * size.width / 2, y: CGFloat($0.1) * size.height / 2)
        }
        let diagonal = hypot(size.width, size.height) / 2
        let springLength = Self.springLength
        for corner in corners {
            let pull = CGPoint(x: corner.x / diagonal, y: corner.y / diagonal)
            let onItem = animator.worldPoint(of: body, offset: UIOffset(horizontal: corner.x, vertical: corner.y))
            let onAnchor = CGPoint(
                x: snapPoint.x + corner.x + pull.x * springLength,
                y: snapPoint.y + corner.y + pull.y * springLength)
            joints.append(
                pb_joint_distance_create(
                    animator.world.handle, anchor, body.body, PhysicsUnits.meters(onAnchor.x),
                    PhysicsUnits.meters(onAnchor.y),
                    PhysicsUnits.meters(onItem.x), PhysicsUnits.meters(onItem.y), PhysicsUnits.meters(springLength), -1,
                    Self.frequency, Float(damping), 0)!)
        }
    }

    /// The torque spring on the item's rotation: I·ω² stiffness and 2·ζ·I·ω damping at the snap's frequency.
    override func applyForces(in animator: UIDynamicAnimator, frameDuration: Double) {
        guard anchorBody != nil, let body = animator.body(for: item), !body.configuration.isAnchored,
            body.configuration.allowsRotation
        else { return }
        var x: Float = 0
        var y: Float = 0
        var angle: Float = 0
        pb_body_get_transform(body.body, &x, &y, &angle)
        let inertia = pb_body_inertia(body.body)
        let omega = 2 * Float.pi * Self.frequency
        let turn = remainder(angle, 2 * Float.pi)
        let torque =
            -inertia * omega * omega * turn - 2 * Float(damping) * inertia * omega * Float(body.angularVelocity)
        if abs(turn) > 1e-5 || abs(body.angularVelocity) > 1e-4 { pb_body_apply_torque(body.body, torque) }
    }

    override func detach(from animator: UIDynamicAnimator) {
        for joint in joints { animator.destroyJoint(joint) }
        joints.removeAll()
        if let anchorBody { animator.destroyBody(anchorBody) }
        anchorBody = nil
    }
}
