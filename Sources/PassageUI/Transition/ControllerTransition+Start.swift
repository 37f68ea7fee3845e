// The start of a transition: mark the participants, send the will-appear callbacks, then hand the
// transition to the interaction controller or the animation controller (or, without animation, place the
// views and complete at once). An animated transition without an interaction controller has the application
// ignore touches until it completes, as UIKit does; with one (even one that starts non-interactively) touches
// keep coming, so a gesture can take the transition over.
import Foundation
import PassageCore

extension ControllerTransition {
    /// Starts the transition; the queue calls this when no other transition runs.
    func begin() {
        // The coordinator reports interactive from the first will-appear callback on, as UIKit's does (session
        // 218: viewWillAppear registers notifyWhenInteractionEnds when the coordinator is initially
        // interactive), and before the animator is asked its duration: some animators answer differently for
        // interactive transitions, and the answer must match what they animate.
        let interactive = isAnimated && (interactor?.wantsInteractiveStart ?? false)
        guard perform(.begin(interactive: interactive)) else { return }
        startedInteractive = interactive
        frameLoop?.stage.transitions.transitionDidBegin(self)
        mark(from.controller)
        mark(to.controller)
        for side in [from, to] {
            if let flag = side.movement { side.controller.movement[keyPath: flag] = true }
        }
        frameLoop?.stage.publish(
            .transitionBegan(
                from: .init(from.controller), to: .init(to.controller), animated: isAnimated,
                interactive: startedInteractive))
        if from.changesAppearance { from.controller.startAppearance(false, animated: isAnimated) }
        if to.changesAppearance { to.controller.startAppearance(true, animated: isAnimated) }
        steps.willBegin()
        guard isAnimated, let animator else {
            steps.placeWithoutAnimation()
            context.completeTransition(true)
            return
        }
        animationDuration = max(0, animator.transitionDuration(using: context))
        watchdog.start()
        if let interactor {
            interactor.startInteractiveTransition(context)
            if !alongside.started, state.isRunning { alongside.start() }
        } else {
            let application = UIApplication.shared
            application.beginIgnoringInteractionEvents()
            ignoringApplication = application
            runAnimator()
            watchdog.deadline = animationStart + animationDuration + CompletionWatchdog.timeout
        }
    }

    /// Lets the animation controller build its animations, recording the layers outside the container that
    /// gain animations (an interactive transition scrubs them too), then starts the alongside animations.
    /// Only a transition with an interaction controller (one that can be paused later) asks for the
    /// interruptible animator; UIKit never asks it of a transition that has none.
    func runAnimator() {
        guard let animator, state.isRunning else { return }
        animationStart = CACurrentMediaTime()
        frameLoop?.stage.publish(.animateTransition(duration: animationDuration))
        interaction.recordingLayers { animator.animateTransition(using: context) }
        if state.isRunning, interactor != nil, interaction.propertyAnimator == nil {
            interaction.propertyAnimator = animator.offeredInterruptibleAnimator(using: context)
        }
        alongside.start()
    }

    /// Marks `controller` and its ancestors as taking part, for `transitionCoordinator`.
    private func mark(_ controller: UIViewController) {
        var current: UIViewController? = controller
        while let participant = current {
            if participant.activeTransition == nil || participant.activeTransition?.hasEnded == true {
                participant.activeTransition = self
                marked.append(participant)
            }
            current = participant.storedParent
        }
    }
}
