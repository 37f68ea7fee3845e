// The “Building Better Transitions” talk's drop-in with iOS 10's interruptible animators: the animation controller
// builds the drop (the card hanging from its top edge, swinging from 45° to flat in perspective, 0.5 s ease in, ease
// out) as one UIViewPropertyAnimator and returns that same instance from every `interruptibleAnimator(using:)` call of
// a transition; `animateTransition(using:)` just starts it. The animator's completion puts the geometry back to flat
// and centred and completes the transition as the interaction decided (`!transitionWasCancelled`); the animator is
// forgotten in `animationEnded(_:)`, so the next transition builds a new one.
import Passage

/// The animation controller of `drop-in-grab-animator`.
@MainActor
final class DropInInterruptibleAnimator: UIViewControllerAnimatedTransitioning {
    /// The length of the drop, in seconds.
    static let duration = DropInAnimator.duration

    let log: DemoEventLog?
    /// The running transition's animator; nil between transitions.
    private(set) var animator: UIViewPropertyAnimator?

    init(log: DemoEventLog?) {
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let container = transitionContext.containerView
        let path = DropInPath(in: container.bounds)
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .easeInOut)
        self.animator = animator
        guard let card = transitionContext.viewController(forKey: .to)?.view else {
            animator.addCompletion { _ in transitionContext.completeTransition(false) }
            return animator
        }
        path.hang(card, in: container)

        animator.addAnimations {
            card.center = path.endPosition
            card.layer.transform = CATransform3DIdentity
        }
        animator.addCompletion { [log] position in
            container.layer.sublayerTransform = CATransform3DIdentity
            card.layer.transform = CATransform3DIdentity
            card.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            card.center = path.center
            let completed = !transitionContext.transitionWasCancelled
            log?.add("completeTransition(\(completed))")
            transitionContext.completeTransition(completed)
        }
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.add("animationEnded(\(transitionCompleted))")
        animator = nil
    }
}
