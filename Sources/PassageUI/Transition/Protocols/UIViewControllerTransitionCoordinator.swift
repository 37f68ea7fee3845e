// The transition coordinator: what participants of a running transition use to animate alongside it and to
// hear how it ends.
import Foundation
import PassageCore

/// What a coordinator reports about its transition (UIKit's `UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The presentation style; `.none` for navigation and tab transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    /// Whether the transition runs on an interruptible animator.
    var isInterruptible: Bool { get }
    /// Whether an interaction drives the transition right now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration, in seconds.
    var transitionDuration: TimeInterval { get }
    /// The progress, 0…1, last reported by the interaction (1 for non-interactive transitions once started).
    var percentComplete: CGFloat { get }
    /// The speed of the rest of the transition after the interaction ends (the interactor's completionSpeed).
    var completionVelocity: CGFloat { get }
    /// The curve of the rest of the transition after the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// The `.from` or `.to` controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The `.from` or `.to` view, as the animation controller sees it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The transition's container view.
    var containerView: UIView { get }
    /// Always identity in Passage.
    var targetTransform: CGAffineTransform { get }
}

/// Coordinates work with a running transition (UIKit's `UIViewControllerTransitionCoordinator`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation (same duration and curve; scrubbed with it when
    /// interactive) and `completion` after the transition ends. Returns false (running nothing but the
    /// completion) when the transition does not animate or has ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Like `animate(alongsideTransition:completion:)` for animations of `view`, a view outside the container:
    /// its layer is paused and scrubbed along with the transition when it is interactive.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when the interaction ends (finished or cancelled). Deprecated in UIKit for the next one.
    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
    /// Calls `handler` each time the transition stops (or starts, after a pause) being interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition with no completion: UIKit's `completion` defaults to nil,
    /// so `coordinator.animate(alongsideTransition: { _ in … })` compiles as on iOS.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool
    {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Like `animateAlongsideTransition(in:animation:completion:)` with no completion (UIKit's default nil).
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?,
        animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
