// The interruptible animator of iOS 10: `interruptibleAnimator(using:)` vends one property animator for the
// transition (the same one every time it is asked), `animateTransition` starts it, and an interaction controller
// drives it through `fractionComplete`. Its own class, because a type that implements `interruptibleAnimator` is
// driven that way by UIKit whatever it does in `animateTransition`.
import Foundation
import Passage

/// An animation controller that offers an interruptible property animator.
@MainActor
final class StressInterruptibleAnimator: UIViewControllerAnimatedTransitioning {
    private let slide: StressAnimator
    private weak var world: StressWorld?
    private var endedEntry: Int?
    private var animator: UIViewPropertyAnimator?

    init(forward: Bool, world: StressWorld) {
        slide = StressAnimator(kind: .interruptible, forward: forward, world: world)
        self.world = world
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: context).startAnimation()
    }

    func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        if endedEntry == nil { endedEntry = world?.ledger.expect("animationEnded (interruptible animator)") }
        let (toView, fromView) = slide.place(context)
        let width = context.containerView.bounds.width
        let sign: CGFloat = slide.forward ? 1 : -1
        toView?.transform = CGAffineTransform(translationX: sign * width, y: 0)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: context), dampingRatio: 0.8) {
            toView?.transform = .identity
            fromView?.transform = CGAffineTransform(translationX: -sign * width / 3, y: 0)
        }
        animator.addCompletion { position in
            toView?.transform = .identity
            fromView?.transform = .identity
            let completed = position == .end && !context.transitionWasCancelled
            if !completed { toView?.removeFromSuperview() }
            context.completeTransition(completed)
        }
        self.animator = animator
        world?.runningAnimators.append(WeakAnimator(animator))
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
        guard let world else { return }
        guard let endedEntry else {
            return world.fail(.animationEnded, "animationEnded before the interruptible animator was asked for")
        }
        if world.ledger.ran(endedEntry) != nil {
            world.fail(.animationEnded, "animationEnded called twice (interruptible animator)")
        }
    }
}
