// The animation controller protocol: the object an app vends to animate a transition.
import Foundation
import PassageCore

/// An object that animates a view-controller transition (UIKit's `UIViewControllerAnimatedTransitioning`).
///
/// Optional members have defaults: `animationEnded(_:)` does nothing, and `interruptibleAnimator(using:)`
/// returns a placeholder that stands for "no interruptible animator" (implement it to return a
/// `UIViewPropertyAnimator`, the same one for the whole transition, and the transition is interruptible).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition's animations last, in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Builds the transition's animations in the context's container; must end with `completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// The animator that runs the transition, for interruptible transitions.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    /// Called after `completeTransition(_:)` with whether the transition completed. Default does nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        NoInterruptibleAnimator()
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default `interruptibleAnimator(using:)` returns: an inert animator that marks the animation
/// controller as not interruptible (Objective-C UIKit asks whether the method is implemented instead).
@MainActor
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}

extension UIViewControllerAnimatedTransitioning {
    /// The animator's interruptible animator, or nil when it offers none.
    func offeredInterruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating?
    {
        let animator = interruptibleAnimator(using: context)
        return animator is NoInterruptibleAnimator ? nil : animator
    }
}
