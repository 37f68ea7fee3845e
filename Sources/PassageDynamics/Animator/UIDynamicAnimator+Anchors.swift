// Static bodies that attachments and snaps hang their items on. They have no shape, so nothing collides
// with them; moving one (a new anchor or snap point) wakes the bodies joined to it.
import Foundation
import PassageCore
import PassageUI
@_implementationOnly import CPassageBox2D

extension UIDynamicAnimator {
    /// A static anchor body at `point` (animator coordinates, points).
    func makeAnchorBody(at point: CGPoint) -> OpaquePointer {
        pb_body_create(
            world.handle, PBBodyTypeStatic, PhysicsUnits.meters(point.x), PhysicsUnits.meters(point.y), 0,
            makeTag())!
    }

    func destroyBody(_ body: OpaquePointer) {
        pb_body_destroy(world.handle, body)
    }

    func destroyJoint(_ joint: OpaquePointer) {
        pb_joint_destroy(world.handle, joint)
    }

    /// Where the point `offset` from `body`'s item centre (in the item's rotated frame) is, in points.
    func worldPoint(of body: ItemBody, offset: UIOffset) -> CGPoint {
        var x: Float = 0
        var y: Float = 0
        var angle: Float = 0
        pb_body_get_transform(body.body, &x, &y, &angle)
        let turned = CGPoint(x: offset.horizontal, y: offset.vertical).applying(
            CGAffineTransform(rotationAngle: CGFloat(angle)))
        return CGPoint(x: PhysicsUnits.points(x) + turned.x, y: PhysicsUnits.points(y) + turned.y)
    }
}
