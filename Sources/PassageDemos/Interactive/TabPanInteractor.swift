// A horizontal pan that switches tabs with the accordion, percent-driven, in the pattern of session 218's pinch
// interactor: a UIPercentDrivenInteractiveTransition subclass owning a pan on the tab bar controller's view.
// When the pan begins it selects the neighbouring tab the fingers move toward (left: the next tab, right: the
// previous one) the way a tap on the tab bar does, marked interactive so the delegate vends it; each change
// reports the distance covered toward that tab over the view's width (0 when the fingers are back past where
// they came down); on release it finishes past half the width or when moving toward the tab faster than
// 500 points per second, and cancels otherwise or when the gesture was cancelled.
import Passage

/// Switches to the neighbouring tab as a finger pans across the tab bar controller's view.
@MainActor
final class TabPanInteractor: UIPercentDrivenInteractiveTransition {
    /// The speed toward the new tab above which a release finishes whatever the distance, in points per second.
    static let finishingVelocity: CGFloat = 500
    /// The fraction of the width past which a release finishes.
    static let finishingPercent: CGFloat = 0.5

    /// The tab bar controller a pan switches; held weakly, it owns the pan's view.
    private(set) weak var tabBarController: UITabBarController?
    /// The pan on the tab bar controller's view.
    let pan = UIPanGestureRecognizer()
    /// Whether a pan drives a switch: the delegate vends the interactor only then.
    private(set) var isInteractive = false
    /// −1 while panning left (toward the next tab), +1 while panning right (toward the previous one).
    private(set) var direction: CGFloat = 0
    let log: DemoEventLog?

    /// An interactor that pans `tabBarController` between its tabs, logging its decisions to `log`.
    init(tabBarController: UITabBarController, log: DemoEventLog? = nil) {
        self.tabBarController = tabBarController
        self.log = log
        super.init()
        pan.addTarget(self, action: TabPanInteractor.handlePan)
        tabBarController.view.addGestureRecognizer(pan)
    }

    /// The switch's progress for a horizontal translation of `translation` points in a view `width` points wide,
    /// panning in `direction` (−1 left, +1 right): |translation| / width while it points that way, else 0, at most 1.
    static func percent(translation: CGFloat, width: CGFloat, direction: CGFloat) -> CGFloat {
        guard width > 0 else { return 0 }
        return min(max(translation * direction / width, 0), 1)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let tabBarController, let view = recognizer.view else { return }
        let translation = recognizer.translation(in: view).x
        switch recognizer.state {
        case .began:
            let direction: CGFloat = translation < 0 ? -1 : 1
            // Panning left brings in the tab to the right (the next one), as a page turns.
            let target = tabBarController.selectedIndex - Int(direction)
            guard !isInteractive, (tabBarController.viewControllers ?? []).indices.contains(target) else { return }
            self.direction = direction
            isInteractive = true
            log?.add("pan.began(\(target))")
            tabBarController.tabBar.simulateTap(onItemAt: target)
        case .changed:
            guard isInteractive else { return }
            update(Self.percent(translation: translation, width: view.bounds.width, direction: direction))
        case .ended, .cancelled:
            guard isInteractive else { return }
            let percent = Self.percent(translation: translation, width: view.bounds.width, direction: direction)
            let speed = recognizer.velocity(in: view).x * direction
            if recognizer.state == .ended, percent > Self.finishingPercent || speed > Self.finishingVelocity {
                log?.add("pan.finish")
                finish()
            } else {
                log?.add("pan.cancel")
                cancel()
            }
            isInteractive = false
        default:
            break
        }
    }
}

/// The pan's tab bar controller delegate: the accordion animator (from `AccordionTabDelegate`), the pan
/// interactor while it drives a switch, and a log of selections.
@MainActor
final class AccordionPanTabDelegate: UITabBarControllerDelegate {
    let interactor: TabPanInteractor
    /// Vends the accordion animator, squeezing toward the side away from the new tab.
    let accordion: AccordionTabDelegate
    let log: DemoEventLog?

    init(interactor: TabPanInteractor, log: DemoEventLog? = nil) {
        self.interactor = interactor
        accordion = AccordionTabDelegate(log: log)
        self.log = log
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log?.add("didSelect(\(viewController.title ?? "?"))")
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        accordion.tabBarController(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interactor.isInteractive ? interactor : nil
    }
}
