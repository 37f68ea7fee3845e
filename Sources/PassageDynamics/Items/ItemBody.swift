// One item's Box2D body: made from the item's size, shape, centre and rotation when a behaviour first needs
// it, configured on each reconcile, and written back to the item after every step. Positions inside the
// world are reference-view (or layout content) coordinates in metres; views are converted from and to their
// superview's coordinates, and their centres are rounded to the screen's pixel grid as UIKit does.
import Foundation
import PassageCore
import PassageUI
@_implementationOnly import CPassageBox2D

@MainActor
final class ItemBody {
    /// A member of a group: its item, its place relative to the group's centre and its rotation when made.
    struct Member {
        let item: any UIDynamicItem
        let offset: CGPoint
        let angle: CGFloat
    }

    let item: any UIDynamicItem
    let tag: Int64
    let body: OpaquePointer
    let members: [Member]
    private let initialAngle: CGFloat
    private let superview: UIView?
    private let referenceView: UIView?
    private let pixelScale: CGFloat?
    private(set) var applied: BodyConfiguration?
    var configuration = BodyConfiguration()

    private init(
        item: any UIDynamicItem, tag: Int64, body: OpaquePointer, members: [Member], angle: CGFloat,
        referenceView: UIView?
    ) {
        self.item = item
        self.tag = tag
        self.body = body
        self.members = members
        self.initialAngle = angle
        self.referenceView = referenceView
        let view = item as? UIView
        superview = view?.superview === referenceView ? nil : view?.superview
        pixelScale = view == nil ? nil : UIScreen.main.scale
    }

    /// Makes the body of `item` in `world`, or logs why it cannot and returns nil (zero or non-finite size or
    /// centre, a nested group).
    static func make(
        for item: any UIDynamicItem, tag: Int64, world: PhysicsWorld, referenceView: UIView?,
        configuration: BodyConfiguration
    ) -> ItemBody? {
        let parts: [any UIDynamicItem]
        if let group = item as? UIDynamicItemGroup {
            guard !group.items.isEmpty, !group.items.contains(where: { $0 is UIDynamicItemGroup }) else {
                diagnose(
                    .itemGroupInvalid, .error,
                    "UIDynamicItemGroup: a group must hold at least one item and no other group; ignored")
                return nil
            }
            parts = group.items
        } else {
            parts = [item]
        }
        for part in parts where !isValid(part) { return nil }
        let center = referencePoint(of: item, referenceView: referenceView)
        let angle = item is UIDynamicItemGroup ? 0 : rotation(of: item.transform)
        let body = pb_body_create(
            world.handle, PBBodyTypeDynamic, PhysicsUnits.meters(center.x),
            PhysicsUnits.meters(center.y), Float(angle), tag)!
        var members: [Member] = []
        for part in parts {
            let partAngle = rotation(of: part.transform)
            let offset: CGPoint
            if part === item {
                offset = .zero
            } else {
                let partCenter = referencePoint(of: part, referenceView: referenceView)
                offset = CGPoint(x: partCenter.x - center.x, y: partCenter.y - center.y)
                members.append(Member(item: part, offset: offset, angle: partAngle))
            }
            addShape(
                of: part, to: body, offset: offset, angle: part === item ? 0 : partAngle, configuration: configuration)
        }
        return ItemBody(item: item, tag: tag, body: body, members: members, angle: angle, referenceView: referenceView)
    }

    private static func isValid(_ item: any UIDynamicItem) -> Bool {
        let size = item.bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            diagnose(
                .itemSizeInvalid, .error,
                "UIDynamicAnimator: invalid size \(size) for item \(describe(item)) in Dynamics; the item is ignored")
            return false
        }
        let t = item.transform
        guard item.center.isUsable, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
            diagnose(
                .itemStateNotFinite, .error,
                "UIDynamicAnimator: non-finite center or transform for item \(describe(item)); the item is ignored")
            return false
        }
        return true
    }

    /// The rotation angle of a transform: atan2(b, a), as UIKit reads it.
    static func rotation(of transform: CGAffineTransform) -> CGFloat {
        atan2(transform.b, transform.a)
    }

    /// The item's centre in the animator's coordinate space (the reference view's, or the item's own).
    static func referencePoint(of item: any UIDynamicItem, referenceView: UIView?) -> CGPoint {
        guard let referenceView, let view = item as? UIView, let superview = view.superview,
            superview !== referenceView
        else { return item.center }
        return superview.convert(view.center, to: referenceView)
    }

    // MARK: Shapes

    private static func addShape(
        of item: any UIDynamicItem, to body: OpaquePointer, offset: CGPoint, angle: CGFloat,
        configuration c: BodyConfiguration
    ) {
        let size = item.bounds.size
        let (density, friction, restitution) = (Float(c.density), Float(c.friction), Float(c.elasticity))
        let cx = PhysicsUnits.meters(offset.x)
        let cy = PhysicsUnits.meters(offset.y)
        switch item.collisionBoundsType {
        case .rectangle:
            break
        case .ellipse:
            if size.width == size.height {
                _ = pb_body_add_circle(
                    body, cx, cy, PhysicsUnits.meters(size.width / 2), density, friction, restitution)
                return
            }
            let points = (0..<8).map { index -> CGPoint in
                let theta = CGFloat(index) * .pi / 4
                return CGPoint(x: size.width / 2 * cos(theta), y: size.height / 2 * sin(theta))
            }
            if addPolygon(points, to: body, offset: offset, angle: angle, configuration: c) { return }
        case .path:
            let points = outline(of: item.collisionBoundingPath)
            if addPolygon(points, to: body, offset: offset, angle: angle, configuration: c) { return }
            diagnose(
                .collisionBoundingPathInvalid, .error,
                "UIDynamicAnimator: collisionBoundingPath of \(describe(item)) is not a convex outline of 3 or more points; using its bounds"
            )
        }
        _ = pb_body_add_box(
            body, cx, cy, PhysicsUnits.meters(size.width / 2), PhysicsUnits.meters(size.height / 2),
            Float(angle), density, friction, restitution)
    }

    private static func addPolygon(
        _ points: [CGPoint], to body: OpaquePointer, offset: CGPoint, angle: CGFloat,
        configuration c: BodyConfiguration
    ) -> Bool {
        guard points.count >= 3 else { return false }
        let rotation = CGAffineTransform(rotationAngle: angle)
        var coordinates: [Float] = []
        for point in points {
            let turned = point.applying(rotation)
            coordinates.append(PhysicsUnits.meters(turned.x + offset.x))
            coordinates.append(PhysicsUnits.meters(turned.y + offset.y))
        }
        return pb_body_add_polygon(
            body, coordinates, Int32(points.count), Float(c.density), Float(c.friction),
            Float(c.elasticity)) != 0
    }

    /// The path's points (curves by their end points), at most 8 of them evenly picked, as Box2D's polygons
    /// hold at most 8 vertices.
    private static func outline(of path: UIBezierPath) -> [CGPoint] {
        var points: [CGPoint] = []
        for element in path.cgPath.segments {
            guard let point = element.endPoint else { continue }
            if points.last != point { points.append(point) }
        }
        if points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count > 8 else { return points }
        return (0..<8).map { points[$0 * points.count / 8] }
    }

    // MARK: Configuration

    /// Pushes `configuration` onto the body, touching only what changed since the last call.
    func applyConfiguration() {
        let c = configuration
        let old = applied
        if old?.isAnchored != c.isAnchored {
            pb_body_set_type(body, c.isAnchored ? PBBodyTypeStatic : PBBodyTypeDynamic)
        }
        if old?.category != c.category || old?.mask != c.mask { pb_body_set_filter(body, c.category, c.mask) }
        if old?.density != c.density || old?.friction != c.friction || old?.elasticity != c.elasticity {
            pb_body_set_material(body, Float(c.density), Float(c.friction), Float(c.elasticity))
        }
        if old?.resistance != c.resistance || old?.angularResistance != c.angularResistance {
            pb_body_set_damping(body, Float(c.resistance), Float(c.angularResistance))
        }
        if old?.allowsRotation != c.allowsRotation { pb_body_set_fixed_rotation(body, c.allowsRotation ? 0 : 1) }
        if old?.gravityScale != c.gravityScale { pb_body_set_gravity_scale(body, c.gravityScale) }
        applied = c
    }

    // MARK: State

    /// The body's centre in the animator's coordinate space, in points.
    var position: CGPoint {
        var x: Float = 0
        var y: Float = 0
        var angle: Float = 0
        pb_body_get_transform(body, &x, &y, &angle)
        return CGPoint(x: PhysicsUnits.points(x), y: PhysicsUnits.points(y))
    }

    /// The body's mass in UIKit's units (a 100 × 100-pt item of density 1 weighs 1).
    var mass: CGFloat { CGFloat(pb_body_mass(body)) }

    /// The linear velocity in points per second.
    var linearVelocity: CGPoint {
        get {
            var vx: Float = 0
            var vy: Float = 0
            var omega: Float = 0
            pb_body_get_velocity(body, &vx, &vy, &omega)
            return CGPoint(x: PhysicsUnits.points(vx), y: PhysicsUnits.points(vy))
        }
        set {
            pb_body_set_velocity(
                body, PhysicsUnits.meters(newValue.x), PhysicsUnits.meters(newValue.y), Float(angularVelocity))
            pb_body_set_awake(body, 1)
        }
    }

    /// The angular velocity in radians per second (positive: clockwise on screen).
    var angularVelocity: CGFloat {
        get {
            var vx: Float = 0
            var vy: Float = 0
            var omega: Float = 0
            pb_body_get_velocity(body, &vx, &vy, &omega)
            return CGFloat(omega)
        }
        set {
            var vx: Float = 0
            var vy: Float = 0
            var omega: Float = 0
            pb_body_get_velocity(body, &vx, &vy, &omega)
            pb_body_set_velocity(body, vx, vy, Float(newValue))
            pb_body_set_awake(body, 1)
        }
    }

    var isAwake: Bool { pb_body_is_awake(body) != 0 }

    /// Moves the body to the item's current centre and rotation and wakes it (`updateItem(usingCurrentState:)`).
    func readItemState() {
        let center = ItemBody.referencePoint(of: item, referenceView: referenceView)
        let angle = members.isEmpty ? ItemBody.rotation(of: item.transform) : bodyAngle
        guard center.isUsable, angle.isFinite else {
            diagnose(
                .itemStateNotFinite, .error,
                "UIDynamicAnimator.updateItem(usingCurrentState:): non-finite state of \(describe(item)); ignored")
            return
        }
        pb_body_set_transform(body, PhysicsUnits.meters(center.x), PhysicsUnits.meters(center.y), Float(angle))
        pb_body_set_awake(body, 1)
    }

    private var bodyAngle: CGFloat {
        var x: Float = 0
        var y: Float = 0
        var angle: Float = 0
        pb_body_get_transform(body, &x, &y, &angle)
        return CGFloat(angle)
    }

    // MARK: Write-back

    /// Writes the body's centre and rotation to the item (or to every member of a group).
    func writeBack() {
        var x: Float = 0
        var y: Float = 0
        var angle: Float = 0
        pb_body_get_transform(body, &x, &y, &angle)
        let center = CGPoint(x: PhysicsUnits.points(x), y: PhysicsUnits.points(y))
        let theta = CGFloat(angle)
        if members.isEmpty {
            write(center: center, angle: theta, to: item)
            return
        }
        item.center = center
        item.transform = CGAffineTransform(rotationAngle: theta)
        let turn = CGAffineTransform(rotationAngle: theta - initialAngle)
        for member in members {
            let offset = member.offset.applying(turn)
            write(
                center: CGPoint(x: center.x + offset.x, y: center.y + offset.y),
                angle: member.angle + theta - initialAngle, to: member.item)
        }
    }

    private func write(center: CGPoint, angle: CGFloat, to target: any UIDynamicItem) {
        var point = center
        if let superview, let referenceView { point = referenceView.convert(center, to: superview) }
        var rotation = angle
        if let pixelScale {
            point = CGPoint(
                x: (point.x * pixelScale).rounded() / pixelScale, y: (point.y * pixelScale).rounded() / pixelScale)
            rotation = (angle * 5000).rounded() / 5000
        }
        if target.center != point { target.center = point }
        let transform = CGAffineTransform(rotationAngle: rotation)
        if target.transform != transform { target.transform = transform }
    }
}
