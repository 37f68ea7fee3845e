// The moves an interaction makes: taking a running transition over (pause) and letting it go (finish or
// cancel). The coordinator's interaction handlers hear both; the watchdog waits while an interaction holds the
// transition and, once it ends, for as long as the rest should take at the completion speed.
import Foundation
import PassageCore

extension ControllerTransition {
    /// `pauseInteractiveTransition()`: the transition becomes interactive where it stands. Pausing a transition
    /// that is already interactive changes nothing.
    func pause() {
        guard state != .interacting, perform(.pause) else { return }
        watchdog.deadline = nil
        alongside.interactionDidChange()
    }

    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`: the interaction ends, and the rest
    /// runs on its own (the interaction controller, or Passage's run-out, takes it to the end or the start).
    func endInteraction(cancelled: Bool) {
        guard perform(.endInteraction(cancelled: cancelled)) else { return }
        let percent = interaction.percent
        frameLoop?.stage.publish(.interactionEnded(cancelled: cancelled, percent: percent))
        let remaining = cancelled ? Double(percent) * animationDuration : Double(1 - percent) * animationDuration
        watchdog.deadline =
            CACurrentMediaTime() + remaining / Double(max(completionVelocity, 0.01)) + CompletionWatchdog.timeout
        alongside.interactionDidEnd()
    }

    /// How fast the rest runs after the interaction ends, relative to the transition's pace.
    var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }

    /// The curve the rest runs on after the interaction ends.
    var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? alongsideCurve }

    /// How far the transition is, 0…1: the interaction's progress while one holds it (or its run-out runs),
    /// the interruptible animator's, else the share of the duration elapsed; 1 once completed, 0 once cancelled.
    var percentComplete: CGFloat {
        if interaction.scrubber != nil || state == .interacting { return interaction.percent }
        if let propertyAnimator = interaction.propertyAnimator { return propertyAnimator.fractionComplete }
        guard state.isRunning, animationDuration > 0 else {
            return state.hasEnded ? (transitionWasCancelled ? 0 : 1) : 0
        }
        return CGFloat(min(max((CACurrentMediaTime() - animationStart) / animationDuration, 0), 1))
    }

    // MARK: Participants, for the context and the coordinator

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from.controller
        case .to: to.controller
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.view
        case .to: to.view
        default: nil
        }
    }
}
