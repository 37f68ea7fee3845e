// The end of a transition: completeTransition and everything after it, in this order —
//   held time released → the container's hierarchy update (completed, or back to the start) →
//   did-appear callbacks (cancelled: the appearing side willDisappear/didDisappear, then the disappearing side
//   willAppear/didAppear) → movement flags cleared → the container's didEnd (containment, delegates,
//   presentationTransitionDidEnd) → animationEnded → coordinator completions → the caller's completion →
//   the next queued transition.
import Foundation
import PassageCore

extension ControllerTransition {
    func completeTransition(_ didComplete: Bool) {
        switch phase {
        case .waiting:
            return diagnose(
                .completeTransitionBeforeStart, .warning,
                "completeTransition(\(didComplete)) before the transition started; ignored")
        case .ended:
            return diagnose(
                .completeTransitionTwice, .warning,
                "completeTransition(\(didComplete)) called again on the transition from \(type(of: from.controller)) to \(type(of: to.controller)); the first call stands, this one is ignored"
            )
        case .running:
            break
        }
        if didComplete, transitionWasCancelled {
            diagnose(
                .completeTransitionTrueWhenCancelled, .warning,
                "completeTransition(true) on a cancelled transition: it completes, as UIKit does; pass !transitionWasCancelled"
            )
        }
        phase = .ended
        frameLoop?.stage.publish(.completeTransition(didComplete))
        isInteractive = false
        ignoringApplication?.endIgnoringInteractionEvents()
        ignoringApplication = nil
        stopTicking()
        releaseHeldTime()
        steps.updateHierarchy(didComplete)
        if didComplete {
            if from.changesAppearance { from.controller.finishAppearance() }
            if to.changesAppearance { to.controller.finishAppearance() }
        } else {
            if to.changesAppearance {
                to.controller.startAppearance(false, animated: isAnimated)
                to.controller.finishAppearance()
            }
            if from.changesAppearance {
                from.controller.startAppearance(true, animated: isAnimated)
                from.controller.finishAppearance()
            }
        }
        for side in [from, to] {
            if let flag = side.movement { side.controller.movement[keyPath: flag] = false }
        }
        steps.didEnd(didComplete)
        animator?.animationEnded(didComplete)
        let entries = alongside
        alongside.removeAll()
        for entry in entries {
            guard let completion = entry.completion else { continue }
            frameLoop?.stage.publish(.coordinatorCompletion(cancelled: transitionWasCancelled))
            completion(self)
        }
        interactionChangeHandlers.removeAll()
        interactionEndHandlers.removeAll()
        for controller in marked where controller.activeTransition === self { controller.activeTransition = nil }
        marked.removeAll()
        propertyAnimator = nil
        recordedLayers.removeAll()
        steps.completion(didComplete)
        steps = Steps()
        frameLoop?.stage.transitions.transitionDidEnd(self)
    }
}
