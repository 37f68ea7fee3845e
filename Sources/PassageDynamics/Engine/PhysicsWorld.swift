// Owns one Box2D world through the CPassageBox2D interface and frees it (bodies and joints with it) on deinit.
import Foundation
@_implementationOnly import CPassageBox2D

final class PhysicsWorld {
    let handle: OpaquePointer

    init() {
        handle = pb_world_create()
    }

    deinit {
        pb_world_destroy(handle)
    }

    /// Steps one frame of `duration` seconds as `count` equal sub-steps, then clears the frame's forces.
    func stepFrame(duration: Double, count: Int) {
        pb_world_step_frame(
            handle, Float(duration / Double(count)), Int32(count),
            PhysicsUnits.velocityIterations, PhysicsUnits.positionIterations)
    }

    /// How many bodies the world holds (items, boundaries and anchors).
    var bodyCount: Int { Int(pb_world_body_count(handle)) }

    /// The contacts that began or ended during the last frame, in the order Box2D reported them.
    var contactEvents: [PBContactEvent] {
        let count = Int(pb_world_contact_event_count(handle))
        guard count > 0 else { return [] }
        return (0..<count).map { pb_world_contact_event(handle, Int32($0)) }
    }

    /// Tags of the bodies whose fixtures' bounding boxes overlap the box (metres).
    func tags(overlappingMinX minX: Float, minY: Float, maxX: Float, maxY: Float) -> [Int64] {
        var capacity = 64
        while true {
            var tags = [Int64](repeating: 0, count: capacity)
            let found = Int(pb_world_query_aabb(handle, minX, minY, maxX, maxY, &tags, Int32(capacity)))
            if found <= capacity { return Array(tags.prefix(found)) }
            capacity = found
        }
    }
}
