// UIKit Dynamics as iOS code writes it in the Swift 5 language mode: an NSObject animation controller that is
// its animator's delegate, drops the presented view with gravity onto a boundary and completes the transition
// in dynamicAnimatorDidPause; the animator is released in animationEnded.
import Passage

final class DynamicsDropAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    var animator: UIDynamicAnimator?
    var context: UIViewControllerContextTransitioning?
    var pauses = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        context = transitionContext
        let container = transitionContext.containerView
        toView.frame = container.bounds.offsetBy(dx: 0, dy: -container.bounds.height)
        container.addSubview(toView)
        animator = UIDynamicAnimator(referenceView: container)
        animator?.delegate = self
        let gravity = UIGravityBehavior(items: [toView])
        gravity.magnitude = 4
        let collision = UICollisionBehavior(items: [toView])
        collision.addBoundary(
            withIdentifier: "bottom" as NSCopying, from: CGPoint(x: 0, y: container.bounds.maxY + 1),
            to: CGPoint(x: container.bounds.maxX, y: container.bounds.maxY + 1))
        let itemBehavior = UIDynamicItemBehavior(items: [toView])
        itemBehavior.elasticity = 0.5
        animator?.addBehavior(gravity)
        animator?.addBehavior(collision)
        animator?.addBehavior(itemBehavior)
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        pauses += 1
        context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        context = nil
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator?.removeAllBehaviors()
        animator = nil
    }
}

final class DynamicsDropDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = DynamicsDropAnimator()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return animator
    }
}
