// The delegate that answers a controller's transitions: the animation controller of the kind the current
// operation chose, a percent-driven interaction controller when the operation drives one, and for `.custom`
// presentations a presentation controller. It is the transitioning delegate of presented controllers and the
// delegate of navigation and tab bar controllers. The world sets its answers right before each request, and the
// answers stay until the next request (a queued request is answered when it starts, as in UIKit).
import Foundation
import Passage

/// Vends animation, interaction and presentation controllers for one controller.
@MainActor
final class StressVendor: UIViewControllerTransitioningDelegate, UINavigationControllerDelegate,
    UITabBarControllerDelegate
{
    /// The animator the next transition uses (`.system`: none).
    var animator: StressAnimatorKind = .system
    /// The drive of an interaction controller for the next transition, or nil.
    var drive: StressDrive?
    /// An interaction controller the program made for the next transition (a pan's, or a dynamics-driven one that
    /// is its animation controller too), answered once.
    var pendingInteraction: UIViewControllerInteractiveTransitioning? {
        didSet { pendingAnsweredAsAnimator = false }
    }
    /// Whether `pendingInteraction` was vended as an animation controller and not yet as an interaction controller
    /// (the transition may not ask for one: a sheet's own swipe takes it over); it is not vended again.
    private var pendingAnsweredAsAnimator = false
    /// Whether a `.custom` presentation's controller removes the presenter's view.
    var removesPresenter = false
    private weak var world: StressWorld?

    init(world: StressWorld) {
        self.world = world
    }

    private func makeAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning? {
        if let both = pendingInteraction as? UIViewControllerAnimatedTransitioning {
            guard pendingAnsweredAsAnimator else {
                pendingAnsweredAsAnimator = true
                return both
            }
            pendingInteraction = nil
        }
        guard animator != .system, let world else { return nil }
        if animator == .interruptible { return StressInterruptibleAnimator(forward: presenting, world: world) }
        return StressAnimator(kind: animator, forward: presenting, world: world)
    }

    private func makeInteractor() -> UIViewControllerInteractiveTransitioning? {
        if let pendingInteraction {
            self.pendingInteraction = nil
            return pendingInteraction
        }
        guard let drive, let world else { return nil }
        self.drive = nil
        return StressInteraction(drive: drive, world: world)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { makeAnimator(presenting: true) }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        makeAnimator(presenting: false)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { makeInteractor() }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { makeInteractor() }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        StressPresentationController(
            presentedViewController: presented, presenting: presenting, removesPresenter: removesPresenter)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { makeAnimator(presenting: operation != .pop) }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { makeInteractor() }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { makeAnimator(presenting: true) }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { makeInteractor() }
}

/// A custom presentation: the presented view inset from the container's edges over a dimming view that comes
/// and goes alongside the transition.
@MainActor
final class StressPresentationController: UIPresentationController {
    private let removesPresenter: Bool
    private let dimming = UIView()

    init(presentedViewController: UIViewController, presenting: UIViewController?, removesPresenter: Bool) {
        self.removesPresenter = removesPresenter
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }

    override var frameOfPresentedViewInContainerView: CGRect {
        (containerView?.bounds ?? .zero).insetBy(dx: 20, dy: 60)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.frame = containerView.bounds
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        let dimming = self.dimming
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = 1 }, completion: nil)
        } else {
            dimming.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimming.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        let dimming = self.dimming
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = 0 }, completion: nil)
        } else {
            dimming.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() } else { dimming.alpha = 1 }
    }
}
