// Delivers the frame's contacts to collision delegates: every contact that began, then every contact that
// ended, each to the collision behaviours that hold both items (item contacts, when their mode includes
// `.items`) or that own the boundary and hold the item (boundary contacts).
import Foundation
import PassageCore
@_implementationOnly import CPassageBox2D

extension UIDynamicAnimator {
    func deliverContacts() {
        let collisions = registered.compactMap { $0 as? UICollisionBehavior }.filter { $0.collisionDelegate != nil }
        guard !collisions.isEmpty else { return }
        let events = world.contactEvents
        guard !events.isEmpty else { return }
        for began in [true, false] {
            for event in events where (event.began != 0) == began {
                deliver(event, began: began, to: collisions)
            }
        }
    }

    private func deliver(_ event: PBContactEvent, began: Bool, to collisions: [UICollisionBehavior]) {
        let point = CGPoint(x: PhysicsUnits.points(event.x), y: PhysicsUnits.points(event.y))
        switch (bodyByTag[event.tagA], bodyByTag[event.tagB]) {
        case (let first?, let second?):
            for behavior in collisions
            where behavior.collisionMode.contains(.items)
                && behavior.items.contains(where: { $0 === first.item })
                && behavior.items.contains(where: { $0 === second.item })
            {
                guard let delegate = behavior.collisionDelegate else { continue }
                if began {
                    delegate.collisionBehavior(behavior, beganContactFor: first.item, with: second.item, at: point)
                } else {
                    delegate.collisionBehavior(behavior, endedContactFor: first.item, with: second.item)
                }
            }
        case (let body?, nil), (nil, let body?):
            let boundaryTag = bodyByTag[event.tagA] == nil ? event.tagA : event.tagB
            guard let boundary = boundaryByTag[boundaryTag], collisions.contains(where: { $0 === boundary.behavior }),
                boundary.behavior.items.contains(where: { $0 === body.item }),
                let delegate = boundary.behavior.collisionDelegate
            else { return }
            if began {
                delegate.collisionBehavior(
                    boundary.behavior, beganContactFor: body.item,
                    withBoundaryIdentifier: boundary.identifier, at: point)
            } else {
                delegate.collisionBehavior(
                    boundary.behavior, endedContactFor: body.item,
                    withBoundaryIdentifier: boundary.identifier)
            }
        case (nil, nil):
            return
        }
    }
}
