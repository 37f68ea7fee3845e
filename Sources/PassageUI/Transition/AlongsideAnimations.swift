// The coordinator's registry: animations alongside the transition and the interaction notifications. Alongside
// blocks registered before the animation starts run right after the animator built its animations, in a
// UIView animation of the transition's duration and curve (inside the interruptible animator when there is
// one), so an interactive transition scrubs them with its own; `animateAlongsideTransition(in:)` holds the
// given view's time too. Completions run after the transition ends, with `isCancelled` set.
import Foundation
import PassageCore

/// The blocks registered with one transition's coordinator.
@MainActor
final class AlongsideAnimations {
    /// One block registered with the coordinator.
    struct Entry {
        let view: UIView?
        let animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
        let completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    }

    /// The transition coordinated; it owns this registry.
    private unowned let transition: ControllerTransition
    private var entries: [Entry] = []
    /// Whether the alongside animations have started (once, when the transition's animations start).
    private(set) var started = false
    private var changeHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var endHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(transition: ControllerTransition) {
        self.transition = transition
    }

    /// Keeps `entry` (running its animation at once when the alongside animations have started) and returns
    /// true; for a transition that does not animate or has ended, schedules its completion and returns false.
    func register(_ entry: Entry) -> Bool {
        guard !transition.hasEnded, transition.isAnimated else {
            if let completion = entry.completion {
                let coordinator = transition.coordinator
                transition.frameLoop?.enqueueCallback { completion(coordinator) }
            }
            return false
        }
        entries.append(entry)
        if started { run(entry, duration: remainingDuration) }
        return true
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !transition.hasEnded else { return }
        endHandlers.append(handler)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !transition.hasEnded else { return }
        changeHandlers.append(handler)
    }

    /// Runs the alongside blocks registered so far (once, when the transition's animations start).
    func start() {
        guard !started else { return }
        started = true
        for entry in entries { run(entry, duration: transition.animationDuration) }
    }

    /// An interaction took the transition over: the change handlers hear it.
    func interactionDidChange() {
        let coordinator = transition.coordinator
        for handler in changeHandlers { handler(coordinator) }
    }

    /// The interaction ended: the change handlers hear it, then the end handlers, once.
    func interactionDidEnd() {
        interactionDidChange()
        let coordinator = transition.coordinator
        let ends = endHandlers
        endHandlers.removeAll()
        for handler in ends { handler(coordinator) }
    }

    /// After the transition ended: each completion runs once, in the order registered; the handlers are let go.
    func runCompletions() {
        let coordinator = transition.coordinator
        let registered = entries
        entries.removeAll()
        for entry in registered {
            guard let completion = entry.completion else { continue }
            transition.frameLoop?.stage.publish(.coordinatorCompletion(cancelled: transition.transitionWasCancelled))
            completion(coordinator)
        }
        changeHandlers.removeAll()
        endHandlers.removeAll()
    }

    private var remainingDuration: TimeInterval {
        let duration = transition.animationDuration
        if let scrubber = transition.interaction.scrubber { return max(duration - scrubber.elapsed, 0) }
        return max(duration - (CACurrentMediaTime() - transition.animationStart), 0)
    }

    private func run(_ entry: Entry, duration: TimeInterval) {
        guard let animation = entry.animation else { return }
        let coordinator = transition.coordinator
        if let propertyAnimator = transition.interaction.propertyAnimator {
            propertyAnimator.addAnimations { animation(coordinator) }
            return
        }
        if let view = entry.view { transition.interaction.hold(view.layer) }
        let options = UIView.AnimationOptions(rawValue: UInt(transition.alongsideCurve.rawValue) << 16)
        transition.interaction.recordingLayers {
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animation(coordinator) })
        }
    }
}
