// Attachments and the Box2D joints they become:
// - the classic attachments (to an anchor or to another item) are distance joints: a rod of `length` while
//   `frequency` is 0, a spring of that frequency and damping ratio otherwise; an anchor rod shorter than
//   1 point whose length was never set becomes a pin at the anchor, and an anchor spring shorter than 1 point
//   is a zero-length spring to the anchor (Box2D's mouse joint: a distance joint clamps its length to 0.5 pt
//   and then circles the anchor without ever resting);
// - pin → revolute joint (`frictionTorque` as a motor held at speed 0, `attachmentRange` as angle limits);
// - sliding → prismatic joint along the axis (`attachmentRange` as translation limits, in points);
// - limit → distance joint from 0 up to the length at creation; fixed → weld joint.
// Anchors hang on a static body of their own, which `anchorPoint` moves.
import Foundation
import PassageCore
import PassageUI
@_implementationOnly import CPassageBox2D

/// Joins an item to a point or to another item (UIKit's `UIAttachmentBehavior`).
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the attachment joins the first item to.
    public enum AttachmentType: Int, Sendable {
        /// Two items.
        case items = 0
        /// An item and an anchor point.
        case anchor = 1
    }

    enum Kind {
        case classic
        case sliding(CGVector)
        case limit, fixed, pin
    }

    /// The one or two items attached.
    public let items: [any UIDynamicItem]
    /// Whether the attachment joins two items or an item and an anchor.
    public let attachedBehaviorType: AttachmentType
    let kind: Kind
    private let offsets: [UIOffset]
    private var lengthWasSet = false
    private var joint: OpaquePointer?
    private var anchorBody: OpaquePointer?
    private var needsRebuild = false
    private var jointIsSpringToAnchor = false

    private init(kind: Kind, items: [any UIDynamicItem], offsets: [UIOffset], anchor: CGPoint?) {
        self.kind = kind
        self.items = items
        self.offsets = offsets
        attachedBehaviorType = items.count == 2 ? .items : .anchor
        let first = Self.point(of: items[0], offset: offsets[0])
        let usableAnchor = anchor.map { $0.isUsable ? $0 : first } ?? .zero
        if let anchor, !anchor.isUsable {
            diagnose(
                .attachmentAnchorNotFinite, .error,
                "UIAttachmentBehavior: anchor \(anchor) is not finite; using the item's attachment point")
        }
        anchorPoint = usableAnchor
        let second = items.count == 2 ? Self.point(of: items[1], offset: offsets[1]) : usableAnchor
        let distance = hypot(second.x - first.x, second.y - first.y)
        length = distance.isFinite ? distance : 0
        super.init()
    }

    /// Attaches `item`'s centre to `point` with a rod of the current distance.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from `item`'s centre to `point`.
    public convenience init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint)
    {
        self.init(kind: .classic, items: [item], offsets: [offset], anchor: point)
    }

    /// Attaches the centres of two items with a rod of their current distance.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches the point `offset1` from `item1`'s centre to the point `offset2` from `item2`'s.
    public convenience init(
        item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
        attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset
    ) {
        self.init(kind: .classic, items: [item1, item2], offsets: [offset1, offset2], anchor: nil)
    }

    /// Lets two items slide relative to each other along `axis` through `point`, without turning.
    public class func slidingAttachment(
        with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
        attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .sliding(axis), items: [item1, item2], offsets: [.zero, .zero], anchor: point)
    }

    /// Lets `item` slide along `axis` through `point`, without turning.
    public class func slidingAttachment(
        with item: any UIDynamicItem, attachmentAnchor point: CGPoint,
        axisOfTranslation axis: CGVector
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .sliding(axis), items: [item], offsets: [.zero], anchor: point)
    }

    /// Keeps two points at most their current distance apart, like a rope.
    public class func limitAttachment(
        with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
        attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .limit, items: [item1, item2], offsets: [offset1, offset2], anchor: nil)
    }

    /// Welds two items together at `point`.
    public class func fixedAttachment(
        with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
        attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .fixed, items: [item1, item2], offsets: [.zero, .zero], anchor: point)
    }

    /// Pins two items together at `point`; they turn about it.
    public class func pinAttachment(
        with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
        attachmentAnchor point: CGPoint
    ) -> UIAttachmentBehavior {
        UIAttachmentBehavior(kind: .pin, items: [item1, item2], offsets: [.zero, .zero], anchor: point)
    }

    private static func point(of item: any UIDynamicItem, offset: UIOffset) -> CGPoint {
        let turned = CGPoint(x: offset.horizontal, y: offset.vertical)
            .applying(CGAffineTransform(rotationAngle: ItemBody.rotation(of: item.transform)))
        return CGPoint(x: item.center.x + turned.x, y: item.center.y + turned.y)
    }

    /// The anchor (reference-view coordinates). Moving it drags the item and wakes the animator.
    open var anchorPoint: CGPoint {
        didSet {
            guard anchorPoint.isUsable else {
                diagnose(
                    .attachmentAnchorNotFinite, .error,
                    "UIAttachmentBehavior.anchorPoint = \(anchorPoint): expected a finite point; ignored")
                anchorPoint = oldValue
                return
            }
            guard let anchorBody, let animator = dynamicAnimator else { return }
            pb_body_set_transform(anchorBody, PhysicsUnits.meters(anchorPoint.x), PhysicsUnits.meters(anchorPoint.y), 0)
            if isSpringToAnchor, let joint {
                pb_joint_spring_to_point_set(
                    joint, PhysicsUnits.meters(anchorPoint.x), PhysicsUnits.meters(anchorPoint.y),
                    Float(frequency), Float(damping))
            }
            wakeItems(in: animator)
            animator.resume()
        }
    }

    /// The distance kept between the attachment points, in points; starts as their distance at creation.
    open var length: CGFloat {
        didSet {
            guard length.isUsableNonNegative(for: "UIAttachmentBehavior.length") else {
                length = oldValue
                return
            }
            lengthWasSet = true
            updateSpring()
        }
    }

    /// The spring's damping ratio (used when `frequency` > 0). Default 0.
    open var damping: CGFloat = 0 {
        didSet {
            guard damping.isUsableNonNegative(for: "UIAttachmentBehavior.damping") else {
                damping = oldValue
                return
            }
            updateSpring()
        }
    }

    /// The spring's frequency in hertz; 0 (the default) makes a rigid rod.
    open var frequency: CGFloat = 0 {
        didSet {
            guard frequency.isUsableNonNegative(for: "UIAttachmentBehavior.frequency") else {
                frequency = oldValue
                return
            }
            updateSpring()
        }
    }

    /// The torque resisting rotation of a pin attachment (newton-metres). Default 0.
    open var frictionTorque: CGFloat = 0 {
        didSet {
            guard frictionTorque.isUsableNonNegative(for: "UIAttachmentBehavior.frictionTorque") else {
                frictionTorque = oldValue
                return
            }
            rebuild()
        }
    }

    /// The allowed travel: points along the axis for sliding attachments, radians for pins. Must contain 0.
    /// Default infinite.
    open var attachmentRange: UIFloatRange = .infinite {
        didSet {
            guard !attachmentRange.minimum.isNaN, !attachmentRange.maximum.isNaN,
                attachmentRange.minimum <= 0, attachmentRange.maximum >= 0
            else {
                diagnose(
                    .attachmentRangeExcludesZero, .error,
                    "UIAttachmentBehavior.attachmentRange = \(attachmentRange.minimum)…\(attachmentRange.maximum): the range must contain 0; ignored"
                )
                attachmentRange = oldValue
                return
            }
            rebuild()
        }
    }

    private func updateSpring() {
        guard let joint, case .classic = kind, !isPinOnAnchor, let animator = dynamicAnimator,
            isSpringToAnchor == jointIsSpringToAnchor
        else {
            rebuild()
            return
        }
        if isSpringToAnchor {
            pb_joint_spring_to_point_set(
                joint, PhysicsUnits.meters(anchorPoint.x), PhysicsUnits.meters(anchorPoint.y),
                Float(frequency), Float(damping))
            wakeItems(in: animator)
        } else {
            pb_joint_distance_set(joint, PhysicsUnits.meters(length), Float(frequency), Float(damping))
        }
        animator.resume()
    }

    /// Whether the attachment is a spring of under a point to an anchor.
    private var isSpringToAnchor: Bool {
        if case .classic = kind { return attachedBehaviorType == .anchor && frequency > 0 && length < 1 }
        return false
    }

    private func rebuild() {
        guard joint != nil else { return }
        needsRebuild = true
        setNeedsUpdate()
    }

    private var isPinOnAnchor: Bool {
        if case .classic = kind {
            return attachedBehaviorType == .anchor && length < 1 && !lengthWasSet && frequency == 0
        }
        return false
    }

    private func wakeItems(in animator: UIDynamicAnimator) {
        for item in items { if let body = animator.body(for: item) { pb_body_set_awake(body.body, 1) } }
    }

    override var dynamicItems: [any UIDynamicItem] { items }

    override func attach(to animator: UIDynamicAnimator) {
        if needsRebuild { detach(from: animator) }
        needsRebuild = false
        guard joint == nil else { return }
        let bodies = items.compactMap { animator.body(for: $0) }
        guard bodies.count == items.count else { return }
        if items.count == 2, items[0] === items[1] {
            diagnose(
                .attachmentToItself, .error,
                "UIAttachmentBehavior: an item cannot be attached to itself; the attachment does nothing")
            return
        }
        let first = animator.worldPoint(of: bodies[0], offset: offsets[0])
        let other: OpaquePointer
        let second: CGPoint
        if bodies.count == 2 {
            other = bodies[1].body
            second = animator.worldPoint(of: bodies[1], offset: offsets[1])
        } else {
            let anchor = animator.makeAnchorBody(at: anchorPoint)
            anchorBody = anchor
            other = anchor
            second = anchorPoint
        }
        if !lengthWasSet {
            length = hypot(second.x - first.x, second.y - first.y)
            lengthWasSet = false
        }
        let world = animator.world.handle
        let m = PhysicsUnits.meters
        let limits = attachmentRange
        let hasLimits = !limits.isInfinite
        jointIsSpringToAnchor = isSpringToAnchor
        switch kind {
        case .classic where isSpringToAnchor:
            let maxForce = Float(1000 * bodies[0].mass)
            joint = pb_joint_spring_to_point_create(
                world, other, bodies[0].body, m(first.x), m(first.y), m(second.x), m(second.y),
                Float(frequency), Float(damping), maxForce)
        case .classic where isPinOnAnchor:
            joint = pb_joint_revolute_create(world, other, bodies[0].body, m(second.x), m(second.y), 0, 0, 0, 0, 0)
        case .classic:
            joint = pb_joint_distance_create(
                world, bodies[0].body, other, m(first.x), m(first.y), m(second.x), m(second.y),
                m(length), -1, Float(frequency), Float(damping), 1)
        case .limit:
            joint = pb_joint_distance_create(
                world, bodies[0].body, other, m(first.x), m(first.y), m(second.x), m(second.y),
                m(length), m(length), 0, 0, 1)
        case .fixed:
            joint = pb_joint_weld_create(world, bodies[0].body, other, m(anchorPoint.x), m(anchorPoint.y), 1)
        case .pin:
            joint = pb_joint_revolute_create(
                world, bodies[0].body, other, m(anchorPoint.x), m(anchorPoint.y),
                hasLimits ? 1 : 0, Float(max(limits.minimum, -1e6)), Float(min(limits.maximum, 1e6)),
                Float(frictionTorque), 1)
        case .sliding(let axis):
            let a: OpaquePointer = bodies.count == 2 ? bodies[0].body : other
            let b: OpaquePointer = bodies.count == 2 ? other : bodies[0].body
            joint = pb_joint_prismatic_create(
                world, a, b, m(anchorPoint.x), m(anchorPoint.y), Float(axis.dx), Float(axis.dy),
                hasLimits ? 1 : 0, m(max(limits.minimum, -1e8)), m(min(limits.maximum, 1e8)), 1)
        }
    }

    override func detach(from animator: UIDynamicAnimator) {
        if let joint { animator.destroyJoint(joint) }
        joint = nil
        if let anchorBody { animator.destroyBody(anchorBody) }
        anchorBody = nil
    }
}
