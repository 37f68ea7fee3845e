// A custom presentation (modalPresentationStyle .custom, session 218's "presentation controller" and seed
// 002's diagram): the presentation controller adds a dimming view behind the presented view when the
// presentation begins and fades it in alongside the transition through the presented controller's
// transition coordinator, lays the presented view out as a centred sheet, fades the dimming out alongside
// the dismissal and removes it when the dismissal ends (or when a presentation is cancelled). The
// presenting view stays in the window throughout. `SheetAnimator` slides the sheet up from below the
// container and back down.
import Passage

/// Presents a centred sheet over a dimmed presenter.
@MainActor
final class FormSheetPresentationController: UIPresentationController {
    /// The sheet's size, in points (smaller when the container is smaller).
    static let sheetSize = CGSize(width: 300, height: 400)
    /// The dimming's darkness when fully shown: black at this alpha.
    static let dimmingDarkness: CGFloat = 0.4

    let log: DemoEventLog?
    /// The view behind the sheet that dims the presenter; nil when not presented.
    private(set) var dimmingView: UIView?

    init(presentedViewController: UIViewController, presenting: UIViewController?, log: DemoEventLog?) {
        self.log = log
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let width = min(Self.sheetSize.width, bounds.width - 40)
        let height = min(Self.sheetSize.height, bounds.height - 80)
        return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    }

    override func presentationTransitionWillBegin() {
        log?.add("presentationTransitionWillBegin")
        guard let containerView else { return }
        let dimmingView = UIView(frame: containerView.bounds)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingDarkness)
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        self.dimmingView = dimmingView
        presentedView?.layer.cornerRadius = 16
        presentedView?.clipsToBounds = true
        let log = log
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                dimmingView.alpha = 1
            },
            completion: { context in
                log?.add("dimmingFadedIn(cancelled: \(context.isCancelled))")
            })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.add("presentationTransitionDidEnd(\(completed))")
        if !completed {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
        }
    }

    override func dismissalTransitionWillBegin() {
        log?.add("dismissalTransitionWillBegin")
        guard let dimmingView else { return }
        let log = log
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                dimmingView.alpha = 0
            },
            completion: { context in
                log?.add("dimmingFadedOut(cancelled: \(context.isCancelled))")
            })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.add("dismissalTransitionDidEnd(\(completed))")
        if completed {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
        }
    }
}

/// Slides a presented view up from below the container into its final frame, and back down on dismissal:
/// on an ease-in-out curve (the form sheet) or on a spring (the bounce demo).
@MainActor
final class SheetAnimator: UIViewControllerAnimatedTransitioning {
    /// How the sheet moves.
    enum Motion {
        case easeInOut(duration: TimeInterval)
        /// UIKit's duration-based spring with `damping` as its damping ratio.
        case spring(duration: TimeInterval, damping: CGFloat)

        var duration: TimeInterval {
            switch self {
            case .easeInOut(let duration), .spring(let duration, _): duration
            }
        }
    }

    /// The length of the form sheet's slide, in seconds.
    static let duration: TimeInterval = 0.5

    let presenting: Bool
    let motion: Motion
    let log: DemoEventLog?

    init(presenting: Bool, motion: Motion = .easeInOut(duration: SheetAnimator.duration), log: DemoEventLog?) {
        self.presenting = presenting
        self.motion = motion
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        motion.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = context.viewController(forKey: key),
            let view = context.view(forKey: presenting ? .to : .from)
        else {
            return context.completeTransition(false)
        }
        let shown = presenting ? context.finalFrame(for: controller) : view.frame
        let below = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if presenting {
            view.frame = below
            container.addSubview(view)
        }
        let move = { view.frame = self.presenting ? shown : below }
        let finish = { (_: Bool) in
            self.log?.add("completeTransition")
            context.completeTransition(!context.transitionWasCancelled)
        }
        switch motion {
        case .easeInOut(let duration):
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveEaseInOut, animations: move, completion: finish)
        case .spring(let duration, let damping):
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                options: [], animations: move, completion: finish)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.add("animationEnded(\(transitionCompleted))")
    }
}

/// Vends the form sheet's presentation controller and the sheet animator.
@MainActor
final class FormSheetTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let log: DemoEventLog?

    init(log: DemoEventLog? = nil) {
        self.log = log
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        FormSheetPresentationController(presentedViewController: presented, presenting: presenting, log: log)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(presenting: true, log: log)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(presenting: false, log: log)
    }
}
