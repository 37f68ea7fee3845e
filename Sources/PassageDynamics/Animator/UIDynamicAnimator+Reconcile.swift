// Rebuilds the world's bodies from the behaviours: items in the order they first appear in the tree get
// bodies, bodies no behaviour needs any more are destroyed, every body's configuration is recomputed from
// defaults through each behaviour in tree order (so the last item behaviour to set a property wins), and
// joint or boundary owners attach. Runs before a step, or before a query, after anything changed.
import Foundation
import PassageCore
import PassageUI
@_implementationOnly import CPassageBox2D

extension UIDynamicAnimator {
    /// Reconciles now if anything changed since the last time.
    func reconcileIfNeeded() {
        if needsReconcile { reconcile() }
    }

    private func reconcile() {
        needsReconcile = false
        var wanted: [any UIDynamicItem] = []
        var wantedIDs: Set<ObjectIdentifier> = []
        for behavior in registered {
            for item in behavior.dynamicItems where wantedIDs.insert(ObjectIdentifier(item)).inserted {
                wanted.append(item)
            }
        }
        removeBodies(notIn: wantedIDs)
        refusedItems.formIntersection(wantedIDs)
        for item in wanted
        where bodyByItem[ObjectIdentifier(item)] == nil && !refusedItems.contains(ObjectIdentifier(item)) {
            guard accepts(item),
                let body = ItemBody.make(
                    for: item, tag: makeTag(), world: world,
                    referenceView: referenceView,
                    configuration: BodyConfiguration())
            else {
                refusedItems.insert(ObjectIdentifier(item))
                continue
            }
            bodies.append(body)
            bodyByItem[ObjectIdentifier(item)] = body
            bodyByTag[body.tag] = body
        }
        for body in bodies { body.configuration = BodyConfiguration() }
        worldGravity = CGVector(dx: 0, dy: 0)
        nextCollisionSlot = 0
        for behavior in registered { behavior.configure(in: self) }
        for body in bodies {
            body.applyConfiguration()
            if !body.configuration.isAnchored { pb_body_set_awake(body.body, 1) }
        }
        pb_world_set_gravity(
            world.handle, Float(worldGravity.dx * PhysicsUnits.gravityPerUnit),
            Float(worldGravity.dy * PhysicsUnits.gravityPerUnit))
        for behavior in registered {
            attached[ObjectIdentifier(behavior)] = behavior
            behavior.attach(to: self)
        }
    }

    private func removeBodies(notIn wanted: Set<ObjectIdentifier>) {
        guard bodies.contains(where: { !wanted.contains(ObjectIdentifier($0.item)) }) else { return }
        bodies.removeAll { body in
            guard !wanted.contains(ObjectIdentifier(body.item)) else { return false }
            bodyByItem[ObjectIdentifier(body.item)] = nil
            bodyByTag[body.tag] = nil
            pb_body_destroy(world.handle, body.body)
            return true
        }
    }

    /// Whether `item` may move in this animator: a view must be a descendant of the reference view, and
    /// views and layout attributes do not mix (UIKit raises for both; Passage logs and leaves the item out).
    private func accepts(_ item: any UIDynamicItem) -> Bool {
        let parts = (item as? UIDynamicItemGroup)?.items ?? [item]
        for part in parts {
            if let view = part as? UIView {
                guard !isLayoutAnimator else {
                    diagnosticLoop.diagnose(
                        .viewItemInLayoutAnimator, .error,
                        "UIDynamicAnimator: a collection-view layout animator cannot move the view \(describe(view)); the item is ignored"
                    )
                    return false
                }
                guard let referenceView, view !== referenceView, view.isDescendant(of: referenceView) else {
                    diagnosticLoop.diagnose(
                        .viewItemOutsideReferenceView, .error,
                        "UIDynamicAnimator: view item (\(describe(view))) should be a descendant of reference view; the item is ignored"
                    )
                    return false
                }
            } else if part is UICollectionViewLayoutAttributes, !isLayoutAnimator {
                diagnosticLoop.diagnose(
                    .layoutAttributesItemWithoutLayout, .error,
                    "UIDynamicAnimator: layout attributes need an animator made with init(collectionViewLayout:); the item is ignored"
                )
                return false
            }
        }
        return true
    }
}
