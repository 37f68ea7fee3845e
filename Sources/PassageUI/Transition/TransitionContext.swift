// The transition context an animation controller and an interaction controller are handed: the participants,
// their frames, the container, and the calls that drive and end the transition. It holds its transition, so an
// animator that keeps the context (to complete later) keeps the transition it completes.
import Foundation
import PassageCore

/// Passage's `UIViewControllerContextTransitioning`, for presentations, navigation and tab switches alike.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    /// The transition this context belongs to.
    let transition: ControllerTransition

    init(_ transition: ControllerTransition) {
        self.transition = transition
    }

    var containerView: UIView { transition.containerView }
    var isAnimated: Bool { transition.isAnimated }
    var isInteractive: Bool { transition.state == .interacting }
    var transitionWasCancelled: Bool { transition.transitionWasCancelled }
    var presentationStyle: UIModalPresentationStyle { transition.presentationStyle }
    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        transition.interaction.update(percentComplete)
    }

    func finishInteractiveTransition() {
        transition.endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        transition.endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        transition.pause()
    }

    func completeTransition(_ didComplete: Bool) {
        transition.complete(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        transition.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        transition.view(forKey: key)
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === transition.from.controller { return transition.from.initialFrame }
        if vc === transition.to.controller { return transition.to.initialFrame }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === transition.from.controller { return transition.from.finalFrame }
        if vc === transition.to.controller { return transition.to.finalFrame }
        return .zero
    }
}
