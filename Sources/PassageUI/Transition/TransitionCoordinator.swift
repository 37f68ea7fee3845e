// What `transitionCoordinator` returns while a transition runs: the transition as its participants see it,
// with animations to run alongside and interaction notifications (kept by AlongsideAnimations). It holds its
// transition, so a block or a completion that keeps the coordinator reads the transition's final state.
import Foundation
import PassageCore

/// Passage's `UIViewControllerTransitionCoordinator` for view-controller transitions.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    /// The transition coordinated.
    let transition: ControllerTransition

    init(_ transition: ControllerTransition) {
        self.transition = transition
    }

    var isAnimated: Bool { transition.isAnimated }
    var presentationStyle: UIModalPresentationStyle { transition.presentationStyle }
    var initiallyInteractive: Bool { transition.startedInteractive }
    var isInterruptible: Bool { transition.interaction.propertyAnimator != nil }
    var isInteractive: Bool { transition.state == .interacting }
    var isCancelled: Bool { transition.transitionWasCancelled }
    var transitionDuration: TimeInterval { transition.animationDuration }
    var percentComplete: CGFloat { transition.percentComplete }
    var completionVelocity: CGFloat { transition.completionVelocity }
    var completionCurve: UIView.AnimationCurve { transition.completionCurve }
    var containerView: UIView { transition.containerView }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        transition.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        transition.view(forKey: key)
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        transition.alongside.register(.init(view: nil, animation: animation, completion: completion))
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        transition.alongside.register(.init(view: view, animation: animation, completion: completion))
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        transition.alongside.notifyWhenInteractionEnds(handler)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        transition.alongside.notifyWhenInteractionChanges(handler)
    }
}
