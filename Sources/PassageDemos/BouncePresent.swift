// Session 218's and seed 004's springs in a presentation: the sheet springs up from below the screen
// under-damped (damping ratio 0.6, so it overshoots its place by about 9.5% of the distance and settles back)
// and leaves critically damped (ratio 1.0, no overshoot), in the form sheet's presentation controller.
import Passage

extension DemoCatalog {
    /// A sheet presented on an under-damped spring and dismissed on a critically damped one.
    public static func bouncePresent() -> Demo {
        Demo(name: "bounce-present",
             summary: "a sheet springs in under-damped (ratio 0.6) and leaves critically damped (ratio 1.0) (session 218, seed 004)",
             duration: BouncePresentScene.duration) { root in
            BouncePresentScene(in: root).watched
        }
    }
}

/// Springs a presented view up from below the container into its final frame, and down out of it on dismissal.
@MainActor
final class BounceAnimator: UIViewControllerAnimatedTransitioning {
    /// The presentation's spring: duration in seconds and damping ratio.
    static let presentation = (duration: 0.8, damping: CGFloat(0.6))
    /// The dismissal's spring.
    static let dismissal = (duration: 0.5, damping: CGFloat(1.0))

    let presenting: Bool
    let log: DemoEventLog?

    init(presenting: Bool, log: DemoEventLog?) {
        self.presenting = presenting
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? Self.presentation.duration : Self.dismissal.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let controller = context.viewController(forKey: presenting ? .to : .from),
              let view = context.view(forKey: presenting ? .to : .from) else { return context.completeTransition(false) }
        let shown = presenting ? context.finalFrame(for: controller) : view.frame
        let below = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if presenting {
            view.frame = below
            container.addSubview(view)
        }
        let spring = presenting ? Self.presentation : Self.dismissal
        UIView.animate(withDuration: spring.duration, delay: 0, usingSpringWithDamping: spring.damping, initialSpringVelocity: 0,
                       options: [], animations: {
            view.frame = self.presenting ? shown : below
        }, completion: { _ in
            self.log?.add("completeTransition")
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.add("animationEnded(\(transitionCompleted))")
    }
}

/// Vends the form sheet's presentation controller with the spring animator.
@MainActor
final class BounceTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let log: DemoEventLog?

    init(log: DemoEventLog?) {
        self.log = log
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        FormSheetPresentationController(presentedViewController: presented, presenting: presenting, log: nil)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BounceAnimator(presenting: true, log: log)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BounceAnimator(presenting: false, log: log)
    }
}

/// The bounce-present demo's controllers and timeline.
@MainActor
final class BouncePresentScene {
    /// When the presentation starts, in seconds after the demo started.
    static let presentTime: TimeInterval = 0.3
    /// When the dismissal starts.
    static let dismissTime: TimeInterval = 1.8
    static let duration: TimeInterval = 2.6

    let log = DemoEventLog()
    let window: UIWindow
    let presenter: DemoScreenController
    private(set) weak var presented: DemoScreenController?
    private let script = DemoScript()

    init(in root: UIView) {
        window = DemoCatalog.demoWindow(in: root)
        let log = log
        let delegate = BounceTransitioningDelegate(log: log)
        let presenter = DemoScreenController(title: "A", color: .systemBlue, log: log)
        presenter.retained.append(delegate)
        self.presenter = presenter
        window.rootViewController = presenter
        let presented = DemoScreenController(title: "Bounce", color: .systemGreen, log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        self.presented = presented
        script.at(Self.presentTime) {
            presenter.present(presented, animated: true) { log.add("presentCompletion") }
        }
        script.at(Self.dismissTime) {
            presenter.dismiss(animated: true) { log.add("dismissCompletion") }
        }
    }

    var watched: [(label: String, view: UIView)] {
        var views: [(label: String, view: UIView)] = [("presenter", presenter.view)]
        if let presented { views.append(("sheet", presented.view)) }
        return views
    }
}
