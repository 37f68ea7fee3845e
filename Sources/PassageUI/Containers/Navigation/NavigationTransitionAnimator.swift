// UIKit's built-in push and pop (0.35 s): on a push the incoming view slides in from the right edge with a
// shadow on its left edge while the outgoing view moves a third of the width to the left under a dimming
// view (black, alpha 0 → 0.1); a pop plays the same motion backwards. Everything it adds is removed and every
// transform reset when it ends, finished or cancelled.
import Foundation
import PassageCore

/// The animation controller of a push or pop without a custom one.
@MainActor
final class NavigationTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// The dimming over the view underneath, at its darkest.
    static let dimmingAlpha: CGFloat = 0.1
    /// The shadow along the moving view's left edge.
    static let shadowOpacity: Float = 0.25
    static let shadowRadius: CGFloat = 6

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UINavigationController.builtInTransitionDuration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to),
            let toViewController = context.viewController(forKey: .to)
        else { return context.completeTransition(false) }
        let container = context.containerView
        let width = container.bounds.width
        let pushing = operation != .pop
        let top = pushing ? toView : fromView
        let under = pushing ? fromView : toView
        toView.frame = context.finalFrame(for: toViewController)
        if pushing { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }

        let dimming = UIView(frame: under.frame)
        dimming.backgroundColor = .black
        container.insertSubview(dimming, aboveSubview: under)
        let shadow = (
            path: top.layer.shadowPath, opacity: top.layer.shadowOpacity, radius: top.layer.shadowRadius,
            offset: top.layer.shadowOffset
        )
        top.layer.shadowPath = CGPath(rect: top.bounds, transform: nil)
        top.layer.shadowRadius = Self.shadowRadius
        top.layer.shadowOffset = .zero
        top.layer.shadowOpacity = Self.shadowOpacity

        let offscreen = CGAffineTransform(translationX: width, y: 0)
        let behind = CGAffineTransform(translationX: -width / 3, y: 0)
        UIView.performWithoutAnimation {
            top.transform = pushing ? offscreen : .identity
            under.transform = pushing ? .identity : behind
            dimming.transform = under.transform
            dimming.alpha = pushing ? 0 : Self.dimmingAlpha
        }
        UIView.animate(
            withDuration: UINavigationController.builtInTransitionDuration, delay: 0, options: .curveEaseInOut,
            animations: {
                top.transform = pushing ? .identity : offscreen
                under.transform = pushing ? behind : .identity
                dimming.transform = under.transform
                dimming.alpha = pushing ? Self.dimmingAlpha : 0
            },
            completion: { _ in
                dimming.removeFromSuperview()
                top.transform = .identity
                under.transform = .identity
                top.layer.shadowPath = shadow.path
                top.layer.shadowOpacity = shadow.opacity
                top.layer.shadowRadius = shadow.radius
                top.layer.shadowOffset = shadow.offset
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
