#if canImport(UIKit)
import UIKit
import Foundation

extension Notification.Name {
    /// Posted when the app wants every deck to step back (e.g. a second card is coming).
    static let deckShouldDim = Notification.Name("DeckShouldDim")
}

/// A card presentation: the presented view sits below a 40 pt inset over a dimming view that dismisses on tap.
final class DeckPresentationController: UIPresentationController {
    /// The notification observers this class added.
    private let notificationObservers = NotificationObservers()
    static let topInset: CGFloat = 40
    var dimmingAlpha: CGFloat = 0.5
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: Self.topInset, width: bounds.width, height: bounds.height - Self.topInset)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 1)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.dimmingViewTapped))
        containerView.insertSubview(dimmingView, at: 0)
        notificationObservers.addObserver(to: NotificationCenter.default, forName: .deckShouldDim, object: nil) { [weak self] notification in MainActor.assumeIsolated { self?.deckShouldDim(notification) } }
        dimmingView.alpha = dimmingAlpha
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            notificationObservers.removeObservers(from: NotificationCenter.default)
        }
    }

    func dimmingViewTapped() {
        presentedViewController.dismiss(animated: true, completion: nil)
    }

    private func deckShouldDim(_ notification: Notification) {
        dimmingView.alpha = 1
    }
}

/// Slides the card up from the bottom edge and back down.
final class DeckAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        let container = transitionContext.containerView
        let shown = isPresenting ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height)
        if isPresenting {
            container.addSubview(controller.view)
            controller.view.frame = hidden
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
            controller.view.frame = self.isPresenting ? shown : hidden
        }, completion: { _ in
            if transitionContext.transitionWasCancelled {
                controller.view.frame = self.isPresenting ? hidden : shown
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Vends the deck's presentation controller, animators and the swipe-to-dismiss interactor.
final class DeckTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interactor = SwipeToDismissInteractor()

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        return DeckPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DeckAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DeckAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactor.isInteracting ? interactor : nil
    }

    /// Whether `animator` is one of the deck's (and not some other transition's).
    func vended(_ animator: UIViewControllerAnimatedTransitioning) -> Bool {
        return (animator as AnyObject) is DeckAnimator
    }
}
#endif
