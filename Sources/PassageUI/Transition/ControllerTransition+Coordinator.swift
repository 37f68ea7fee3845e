// The coordinator side: animations alongside the transition and the interaction notifications. Alongside
// blocks registered before the animation starts run right after the animator built its animations, in a
// UIView animation of the transition's duration and curve (inside the interruptible animator when there is
// one), so an interactive transition scrubs them with its own; `animateAlongsideTransition(in:)` holds the
// given view's time too. Completions run after the transition ends, with `isCancelled` set.
import Foundation
import PassageCore

extension ControllerTransition {
    /// One block registered with the coordinator.
    struct AlongsideAnimation {
        let view: UIView?
        let animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
        let completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    }

    var initiallyInteractive: Bool { startedInteractive }
    var isInterruptible: Bool { propertyAnimator != nil }
    var isCancelled: Bool { transitionWasCancelled }
    var transitionDuration: TimeInterval { animationDuration }
    var percentComplete: CGFloat {
        if scrubber != nil || isInteractive { return percent }
        if let propertyAnimator { return propertyAnimator.fractionComplete }
        guard phase == .running, animationDuration > 0 else {
            return phase == .ended ? (transitionWasCancelled ? 0 : 1) : 0
        }
        return CGFloat(min(max((CACurrentMediaTime() - animationStart) / animationDuration, 0), 1))
    }
    var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? alongsideCurve }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        register(AlongsideAnimation(view: nil, animation: animation, completion: completion))
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        register(AlongsideAnimation(view: view, animation: animation, completion: completion))
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard phase != .ended else { return }
        interactionEndHandlers.append(handler)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard phase != .ended else { return }
        interactionChangeHandlers.append(handler)
    }

    private func register(_ entry: AlongsideAnimation) -> Bool {
        guard phase != .ended, isAnimated else {
            if let completion = entry.completion { frameLoop?.enqueueCallback { completion(self) } }
            return false
        }
        alongside.append(entry)
        if alongsideStarted { run(entry, duration: remainingDuration) }
        return true
    }

    /// Runs the alongside blocks registered so far (once, when the transition's animations start).
    func runAlongsideAnimations() {
        guard !alongsideStarted else { return }
        alongsideStarted = true
        for entry in alongside { run(entry, duration: animationDuration) }
    }

    private var remainingDuration: TimeInterval {
        if let scrubber { return max(animationDuration - scrubber.elapsed, 0) }
        return max(animationDuration - (CACurrentMediaTime() - animationStart), 0)
    }

    private func run(_ entry: AlongsideAnimation, duration: TimeInterval) {
        guard let animation = entry.animation else { return }
        if let propertyAnimator {
            propertyAnimator.addAnimations { animation(self) }
            return
        }
        if let view = entry.view { scrubber?.hold(view.layer) }
        let options = UIView.AnimationOptions(rawValue: UInt(alongsideCurve.rawValue) << 16)
        recordingLayers {
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animation(self) })
        }
    }
}
