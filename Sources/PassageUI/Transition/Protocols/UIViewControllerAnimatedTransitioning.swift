// The animation controller protocol: the object an app vends to animate a transition.
import Foundation

/// An object that animates a view-controller transition (UIKit's `UIViewControllerAnimatedTransitioning`).
///
/// Optional members have defaults: `animationEnded(_:)` does nothing and `interruptibleAnimator(using:)`
/// returns nil (implement it to return a `UIViewPropertyAnimator` and the transition is interruptible).
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition's animations last, in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Builds the transition's animations in the context's container; must end with `completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// The animator that runs the transition, for interruptible transitions; nil (the default) when there is none.
    /// UIKit's signature returns a non-optional animator, and a conformer may write it that way.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating?
    /// Called after `completeTransition(_:)` with whether the transition completed. Default does nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating? { nil }
    public func animationEnded(_ transitionCompleted: Bool) {}
}
