// Session 218's pinch to pop (its `YYSlideInteractor`): a UIPercentDrivenInteractiveTransition subclass that owns
// a pinch on the navigation controller's view and is the target of its actions. When the pinch begins it pops
// the top controller, marking itself interactive so the navigation delegate vends it as the interaction
// controller; each change reports 1 − scale / startScale (the scale measured from where the pinch began, never
// below 0); when the fingers lift it finishes if they were still closing (velocity < 0) and cancels if they had
// stopped or were opening (velocity ≥ 0) or the gesture was cancelled, then stops being interactive.
import Passage

/// Pops the top controller of `parent` as two fingers pinch in, percent-driven.
@MainActor
final class PinchToPopInteractor: UIPercentDrivenInteractiveTransition {
    /// The navigation controller a pinch pops from (the session's `parent`); held weakly, it owns the pinch's view.
    private(set) weak var parent: UINavigationController?
    /// The pinch on the navigation controller's view.
    let pinch = UIPinchGestureRecognizer()
    /// Whether a pinch drives a pop: the navigation delegate vends the interactor only then (the session's
    /// `interactive`).
    private(set) var isInteractive = false
    /// The pinch's scale when it began (the session's `_startScale`): the pop's progress counts from there, so it
    /// starts at 0 although the fingers already closed by the recognizer's 8-point threshold.
    private(set) var startScale: CGFloat = 1
    let log: DemoEventLog?

    /// An interactor that pinches `navigationController`'s top controller away, logging its decisions to `log`.
    init(navigationController: UINavigationController, log: DemoEventLog? = nil) {
        parent = navigationController
        self.log = log
        super.init()
        pinch.addTarget(self, action: PinchToPopInteractor.handlePinch)
        navigationController.view.addGestureRecognizer(pinch)
    }

    /// The pop's progress for a pinch at `scale` that began at `startScale`: 1 − scale / startScale, clamped to
    /// 0…1 (the session clamps at 0; `update(_:)` clamps at 1).
    static func percent(scale: CGFloat, startScale: CGFloat) -> CGFloat {
        min(max(1 - scale / startScale, 0), 1)
    }

    /// The session's `handlePinch:`.
    func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
        let scale = recognizer.scale
        switch recognizer.state {
        case .began:
            guard let parent, parent.viewControllers.count > 1, !isInteractive else { return }
            isInteractive = true
            startScale = scale
            log?.add("pinch.began")
            parent.popViewController(animated: true)
        case .changed:
            guard isInteractive else { return }
            update(Self.percent(scale: scale, startScale: startScale))
        case .ended, .cancelled:
            guard isInteractive else { return }
            if recognizer.velocity >= 0 || recognizer.state == .cancelled {
                log?.add("pinch.cancel")
                cancel()
            } else {
                log?.add("pinch.finish")
                finish()
            }
            isInteractive = false
        default:
            break
        }
    }
}

/// The pinch-to-pop navigation delegate: vends the fold for pushes and pops, and the pinch interactor while it
/// drives a pop (a push, or a pop from the back button, runs on its own).
@MainActor
final class FoldPinchNavigationDelegate: UINavigationControllerDelegate {
    let interactor: PinchToPopInteractor
    let log: DemoEventLog?

    init(interactor: PinchToPopInteractor, log: DemoEventLog? = nil) {
        self.interactor = interactor
        self.log = log
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FoldAnimator(log: log)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactor.isInteractive ? interactor : nil
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log?.add("didShow(\(viewController.title ?? "?"))")
    }
}
