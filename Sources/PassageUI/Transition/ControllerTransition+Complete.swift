// The end of a transition: completeTransition and everything after it, in this order —
//   held time released → the container's hierarchy update (completed, or back to the start) →
//   did-appear callbacks (cancelled: the appearing side willDisappear/didDisappear, then the disappearing side
//   willAppear/didAppear) → movement flags cleared → the container's didEnd (containment, delegates,
//   presentationTransitionDidEnd) → animationEnded → coordinator completions → the caller's completion →
//   the next queued transition.
import Foundation
import PassageCore

extension ControllerTransition {
    /// Ends the transition (`completeTransition(_:)` of its context); a second call, or one before the start, is a
    /// diagnostic and changes nothing.
    func complete(_ didComplete: Bool) {
        let wasCancelled = transitionWasCancelled
        guard perform(.complete(didComplete)) else { return }
        if didComplete, wasCancelled {
            diagnose(
                .completeTransitionTrueWhenCancelled, .warning,
                "completeTransition(true) on a cancelled transition: it completes, as UIKit does; pass !transitionWasCancelled"
            )
        }
        frameLoop?.stage.publish(.completeTransition(didComplete))
        ignoringApplication?.endIgnoringInteractionEvents()
        ignoringApplication = nil
        watchdog.stop()
        interaction.releaseHeldTime()
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
        alongside.runCompletions()
        for controller in marked where controller.activeTransition === self { controller.activeTransition = nil }
        marked.removeAll()
        interaction.transitionDidEnd()
        steps.completion(didComplete)
        steps = Steps()
        frameLoop?.stage.transitions.transitionDidEnd(self)
        releaseContext()
    }
}
