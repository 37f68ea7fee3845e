// The built-in animation of a sheet (cover vertical, the default transition style): the card rises from below
// the container into its frame, and on dismissal falls from where it is to below the container. UIKit's sheet
// timing is private; Passage uses a critically damped UIView spring of 0.5 s (inferred) — and, while the
// transition is interactive (a swipe down), a linear curve, so the card follows the finger exactly as the
// transition is scrubbed. The presentation controller recedes the presenter and fades the dimming alongside.
import Foundation
import PassageCore

/// The animation controller of a sheet's presentation or dismissal without a custom one.
@MainActor
final class SheetTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// The duration of a sheet's presentation, dismissal and detent changes, in seconds (inferred).
    static let duration: TimeInterval = 0.5
    /// The damping ratio of the sheet's spring (inferred: critically damped, no overshoot).
    static let dampingRatio: CGFloat = 1

    /// True for a presentation, false for a dismissal.
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let card = context.view(forKey: key) else { return context.completeTransition(false) }
        if presenting {
            guard let controller = context.viewController(forKey: .to) else { return context.completeTransition(false) }
            card.frame = context.finalFrame(for: controller)
            card.transform = CGAffineTransform(translationX: 0, y: container.bounds.maxY - card.frame.minY)
            container.addSubview(card)
        }
        let below = CGAffineTransform(translationX: 0, y: container.bounds.maxY - card.frame.minY)
        let target: CGAffineTransform = presenting ? .identity : below
        let finish = { (_: Bool) in
            card.transform = .identity
            context.completeTransition(!context.transitionWasCancelled)
        }
        if context.isInteractive {
            UIView.animate(
                withDuration: Self.duration, delay: 0, options: .curveLinear,
                animations: { card.transform = target }, completion: finish)
        } else {
            UIView.animate(
                withDuration: Self.duration, delay: 0, usingSpringWithDamping: Self.dampingRatio,
                initialSpringVelocity: 0, options: [], animations: { card.transform = target }, completion: finish)
        }
    }
}
