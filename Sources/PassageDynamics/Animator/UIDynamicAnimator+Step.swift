// One frame of the animator, run by its display link:
// 1. rebuild bodies if anything changed;
// 2. behaviours apply forces and impulses (pushes, fields), and collision boundaries follow the reference bounds;
// 3. the world steps the frame's duration in equal sub-steps of at most 1/120 s, forces cleared once after;
// 4. every awake body writes its centre and rotation back to its item;
// 5. contacts that began, then those that ended, go to collision delegates;
// 6. every behaviour's `action` runs, in tree order;
// 7. a layout animator invalidates its layout;
// 8. when no dynamic body is awake (or no behaviour is left) the animator pauses and tells its delegate.
import Foundation
import PassageCore
import PassageUI
@_implementationOnly import CPassageBox2D

extension UIDynamicAnimator {
    func step(frameDuration: Double) {
        reconcileIfNeeded()
        guard !registered.isEmpty else {
            pause()
            return
        }
        let duration = frameDuration > 0 && frameDuration.isFinite ? frameDuration : 1.0 / 60
        elapsedTime += duration
        let behaviorsThisFrame = registered
        for behavior in behaviorsThisFrame { behavior.applyForces(in: self, frameDuration: duration) }
        let subSteps = max(1, Int((duration * PhysicsUnits.subStepsPerSecond - 1e-9).rounded(.up)))
        world.stepFrame(duration: duration, count: subSteps)
        for body in bodies where body.isAwake { body.writeBack() }
        deliverContacts()
        for behavior in behaviorsThisFrame { behavior.action?() }
        collectionViewLayout?.invalidateLayout()
        if !bodies.contains(where: { !$0.configuration.isAnchored && $0.isAwake }) || registered.isEmpty {
            pause()
        }
    }
}
