// The circular reveal, one of the most copied custom transitions: the presented view is masked by
// a CAShapeLayer whose path grows from a circle inscribed in the tapped button's frame to one that covers the
// container; dismissal shrinks it back into the button that presented it. The mask goes when the animation ends.
import Passage

/// Reveals the presented view through a circle growing from (or, dismissing, shrinking into) `originFrame`.
@MainActor
final class CircularRevealAnimator: UIViewControllerAnimatedTransitioning {
    /// The length of each reveal, in seconds.
    static let duration: TimeInterval = 0.6

    /// The button's frame in the container's coordinates.
    var originFrame = CGRect.zero
    var presenting = true
    let log: DemoEventLog?

    init(log: DemoEventLog?) {
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    /// The circle about `origin`'s centre that covers `bounds`.
    static func coveringCircle(around origin: CGRect, in bounds: CGRect) -> CGRect {
        let dx = max(origin.midX - bounds.minX, bounds.maxX - origin.midX)
        let dy = max(origin.midY - bounds.minY, bounds.maxY - origin.midY)
        let radius = (dx * dx + dy * dy).squareRoot()
        return CGRect(x: origin.midX - radius, y: origin.midY - radius, width: 2 * radius, height: 2 * radius)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let view = transitionContext.view(forKey: presenting ? .to : .from) else { return }
        if presenting, let controller = transitionContext.viewController(forKey: .to) {
            view.frame = transitionContext.finalFrame(for: controller)
            container.addSubview(view)
        }
        let small = UIBezierPath(ovalIn: originFrame).cgPath
        let large = UIBezierPath(ovalIn: Self.coveringCircle(around: originFrame, in: container.bounds)).cgPath
        let mask = CAShapeLayer()
        mask.frame = view.bounds
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        mask.path = presenting ? large : small
        CATransaction.commit()
        view.layer.mask = mask

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = presenting ? small : large
        animation.toValue = presenting ? large : small
        animation.duration = Self.duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let log = log
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            view.layer.mask = nil
            log?.add("completeTransition")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        mask.add(animation, forKey: "reveal")
        CATransaction.commit()
    }
}

/// Vends the reveal for both directions, from the button that was tapped.
@MainActor
final class CircularRevealTransitionDelegate: UIViewControllerTransitioningDelegate {
    let animator: CircularRevealAnimator

    init(log: DemoEventLog?) {
        animator = CircularRevealAnimator(log: log)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = false
        return animator
    }
}
