// Session 218's springs, as the “Building Better Transitions” talk uses them, in a presentation: the sheet springs up
// from below the screen under-damped (damping ratio 0.6, so it overshoots its place by about 9.5% of the distance and
// settles back) and leaves critically damped (ratio 1.0, no overshoot), in the form sheet's presentation controller.
import Passage

extension DemoCatalog {
    /// A sheet presented on an under-damped spring and dismissed on a critically damped one.
    public static func bouncePresent() -> Scene {
        Scene(
            name: "bounce-present",
            summary:
                "a sheet springs in under-damped (ratio 0.6) and leaves critically damped (ratio 1.0) (session 218; the “Building Better Transitions” talk)",
            duration: BouncePresentScene.duration
        ) { window in
            BouncePresentScene(in: window).watched
        }
    }
}

/// The bounce demo's springs: duration in seconds and damping ratio.
enum BounceSprings {
    /// The presentation's spring: under-damped, it overshoots.
    static let presentation = (duration: 0.8, damping: CGFloat(0.6))
    /// The dismissal's spring: critically damped, it does not.
    static let dismissal = (duration: 0.5, damping: CGFloat(1.0))
}

/// Vends the form sheet's presentation controller with the spring animator.
@MainActor
final class BounceTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let log: DemoEventLog?

    init(log: DemoEventLog?) {
        self.log = log
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        FormSheetPresentationController(presentedViewController: presented, presenting: presenting, log: nil)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(
            presenting: true,
            motion: .spring(
                duration: BounceSprings.presentation.duration,
                damping: BounceSprings.presentation.damping), log: log)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(
            presenting: false,
            motion: .spring(
                duration: BounceSprings.dismissal.duration,
                damping: BounceSprings.dismissal.damping), log: log)
    }
}

/// The bounce-present demo's controllers and timeline.
@MainActor
final class BouncePresentScene: PresentDismissScene {
    /// When the presentation starts, in seconds after the demo started.
    static let presentTime: TimeInterval = 0.3
    /// When the dismissal starts.
    static let dismissTime: TimeInterval = 1.8
    static let duration: TimeInterval = 2.6

    init(in window: UIWindow) {
        super.init(
            in: window, presenter: Screen(title: "A", color: .systemBlue, label: "presenter"),
            presented: Screen(title: "Bounce", color: .systemGreen, label: "sheet"), style: .custom,
            presentTime: Self.presentTime, dismissTime: Self.dismissTime
        ) { BounceTransitioningDelegate(log: $0) }
    }
}
