// The “iOS 7 Custom Transition” article's interactive pop: the view underneath starts 30% of the width to the left
// under a dimming view (black at 10%) and slides into place while the popped view slides off to the right with a shadow
// along its left edge that fades (a CABasicAnimation on shadowOpacity). A UIPercentDrivenInteractiveTransition scrubs
// it; `SwipeToPop` is the seed's navigation delegate and the target of its directional pan.
import Passage

extension UIView {
    /// The “iOS 7 Custom Transition” article's `addLeftSideShadowWithFading`: a 4-point shadow along the left edge
    /// (reaching 20 points past the top and bottom) at opacity 0.1, fading to 0 over Core Animation's default 0.25 s.
    func addLeftSideShadowWithFading() {
        let shadowWidth: CGFloat = 4
        let shadowVerticalPadding: CGFloat = -20
        let shadowHeight = frame.height - 2 * shadowVerticalPadding
        let shadowRect = CGRect(x: -shadowWidth, y: shadowVerticalPadding, width: shadowWidth, height: shadowHeight)
        layer.shadowPath = UIBezierPath(rect: shadowRect).cgPath
        layer.shadowOpacity = 0.1
        let animation = CABasicAnimation(keyPath: "shadowOpacity")
        animation.fromValue = layer.shadowOpacity
        animation.toValue = Float(0)
        layer.add(animation, forKey: nil)
        layer.shadowOpacity = 0
    }
}

/// The “iOS 7 Custom Transition” article's pop animation: linear, 0.4 s when interactive and 0.5 s otherwise.
@MainActor
final class SwipePopAnimation: UIViewControllerAnimatedTransitioning {
    /// How far left the view underneath starts, as a fraction of the container's width.
    static let underlapFraction: CGFloat = 0.3
    /// The dimming over the view underneath at the start.
    static let dimmingAlpha: CGFloat = 0.1

    let log: DemoEventLog?
    /// The controller whose view the pop reveals, to reset its transform if the pop is cancelled.
    private weak var toViewController: UIViewController?
    /// The durations the transitions asked for, in order.
    private(set) var durations: [TimeInterval] = []

    init(log: DemoEventLog? = nil) {
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        let duration = transitionContext?.isInteractive == true ? 0.4 : 0.5
        durations.append(duration)
        return duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let toViewController = context.viewController(forKey: .to),
            let fromViewController = context.viewController(forKey: .from),
            let toView = toViewController.view, let fromView = fromViewController.view
        else {
            return context.completeTransition(false)
        }
        let container = context.containerView
        toView.frame = context.finalFrame(for: toViewController)
        container.insertSubview(toView, belowSubview: fromView)
        toView.transform = CGAffineTransform(translationX: -container.bounds.width * Self.underlapFraction, y: 0)

        fromView.addLeftSideShadowWithFading()
        let previousClipsToBounds = fromView.clipsToBounds
        fromView.clipsToBounds = false

        let dimmingView = UIView(frame: toView.bounds)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
        toView.addSubview(dimmingView)

        UIView.animate(
            withDuration: transitionDuration(using: context), delay: 0, options: .curveLinear,
            animations: {
                toView.transform = .identity
                fromView.transform = CGAffineTransform(translationX: toView.frame.width, y: 0)
                dimmingView.alpha = 0
            },
            completion: { _ in
                dimmingView.removeFromSuperview()
                fromView.transform = .identity
                fromView.clipsToBounds = previousClipsToBounds
                self.log?.add("completeTransition")
                context.completeTransition(!context.transitionWasCancelled)
            })
        self.toViewController = toViewController
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.add("animationEnded(\(transitionCompleted))")
        if !transitionCompleted {
            toViewController?.view.transform = .identity
        }
    }
}

/// The “iOS 7 Custom Transition” article's `SwipeToPop`: a directional pan (rightwards, one finger) on the navigation
/// controller's view pops interactively: began → pop with a percent-driven interaction, changed → progress = the
/// translation over the width, ended → finish when moving right, else cancel; the delegate vends the pop animation for
/// pops (the built-in animation for pushes) and the interaction while a swipe is in progress.
@MainActor
final class SwipeToPop: UINavigationControllerDelegate {
    let popAnimation: SwipePopAnimation
    let panGesture = DirectionalPanGestureRecognizer()
    private weak var navigationController: UINavigationController?
    /// The interaction of the swipe in progress; nil between swipes.
    private(set) var interaction: UIPercentDrivenInteractiveTransition?
    /// Whether an animated transition runs (a swipe does not start then).
    private(set) var duringAnimation = false
    let log: DemoEventLog?

    init(navigationController: UINavigationController, log: DemoEventLog? = nil) {
        self.navigationController = navigationController
        self.log = log
        popAnimation = SwipePopAnimation(log: log)
        panGesture.maximumNumberOfTouches = 1
        panGesture.direction = .right
        panGesture.addTarget(self, action: SwipeToPop.handlePan)
        navigationController.view.addGestureRecognizer(panGesture)
    }

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let navigationController else { return }
        let view = navigationController.view!
        switch recognizer.state {
        case .began:
            guard navigationController.viewControllers.count > 1, !duringAnimation else { return }
            log?.add("swipe began")
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            self.interaction = interaction
            navigationController.popViewController(animated: true)
        case .changed:
            let translation = recognizer.translation(in: view)
            interaction?.update(translation.x > 0 ? translation.x / view.bounds.width : 0)
        case .cancelled:
            interaction?.cancel()
            interaction = nil
        case .ended:
            let finishing = recognizer.velocity(in: view).x > 0
            log?.add(finishing ? "swipe ended: finish" : "swipe ended: cancel")
            if finishing {
                interaction?.finish()
            } else {
                interaction?.cancel()
                duringAnimation = false
            }
            interaction = nil
        default:
            break
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? popAnimation : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        if animated { duringAnimation = true }
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        duringAnimation = false
        panGesture.isEnabled = navigationController.viewControllers.count > 1
        log?.add("didShow(\(viewController.title ?? "?"))")
    }
}
