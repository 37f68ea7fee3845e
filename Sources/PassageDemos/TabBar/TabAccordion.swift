// A tab switch like an accordion's bellows: the old tab squeezes toward the edge away from the new tab's
// item while the new tab expands from the other edge (scale in x about that edge), driven by a
// UIPercentDrivenInteractiveTransition the script updates every frame, as a pan gesture would. The first
// switch (to the tab on the right) is let go at 50% and finishes; the second (back to the left) is let go at
// 30% and is cancelled, so the squeezed tab opens out again.
import Passage

extension DemoCatalog {
    /// Two interactive tab switches with an accordion squeeze: one finished, one cancelled.
    public static func tabAccordion() -> Scene {
        Scene(
            name: "tab-accordion",
            summary:
                "interactive tab switches squeeze the old tab and expand the new one like an accordion; one finishes, one is cancelled",
            duration: TabAccordionScene.duration
        ) { window in
            TabAccordionScene(in: window).watched
        }
    }
}

/// Squeezes the from view to its edge away from the to view's side and expands the to view from the other
/// edge, linearly over `duration` (so an interaction's percent maps straight onto the squeeze).
@MainActor
final class AccordionAnimator: UIViewControllerAnimatedTransitioning {
    /// The length of the squeeze, in seconds.
    static let duration: TimeInterval = 0.6
    /// The x scale of a fully squeezed view (not 0, so the transform stays invertible).
    static let squeezed: CGFloat = 0.01

    /// True when the new tab is to the right of the old one (it expands from the right edge).
    let forward: Bool
    let log: DemoEventLog?

    init(forward: Bool, log: DemoEventLog?) {
        self.forward = forward
        self.log = log
    }

    /// The transform that scales a view of `width` by `scale` in x while keeping its left (or right) edge in place.
    static func squeeze(_ scale: CGFloat, width: CGFloat, keepingLeftEdge: Bool) -> CGAffineTransform {
        let shift = (1 - scale) * width / 2
        return CGAffineTransform(a: scale, b: 0, c: 0, d: 1, tx: keepingLeftEdge ? -shift : shift, ty: 0)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to),
            let toController = context.viewController(forKey: .to)
        else { return context.completeTransition(false) }
        let container = context.containerView
        toView.frame = context.finalFrame(for: toController)
        container.addSubview(toView)
        let width = container.bounds.width
        // Going forward, the old tab keeps its left edge and the new one its right edge; backward, the reverse.
        toView.transform = Self.squeeze(Self.squeezed, width: width, keepingLeftEdge: !forward)
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: .curveLinear,
            animations: {
                toView.transform = .identity
                fromView.transform = Self.squeeze(Self.squeezed, width: width, keepingLeftEdge: self.forward)
            },
            completion: { _ in
                toView.transform = .identity
                fromView.transform = .identity
                self.log?.add("completeTransition")
                context.completeTransition(!context.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.add("animationEnded(\(transitionCompleted))")
    }
}

/// The tab bar controller's delegate: vends the accordion animator and, during a scripted swipe, the
/// percent-driven interaction.
@MainActor
final class AccordionTabDelegate: UITabBarControllerDelegate {
    /// The interaction of the swipe in progress; nil between swipes.
    var interaction: UIPercentDrivenInteractiveTransition?
    let log: DemoEventLog?

    init(log: DemoEventLog?) {
        self.log = log
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let tabs = tabBarController.viewControllers ?? []
        let from = tabs.firstIndex { $0 === fromVC } ?? 0
        let to = tabs.firstIndex { $0 === toVC } ?? 0
        return AccordionAnimator(forward: to > from, log: log)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    /// A swipe toward the tab at `index` began: select it interactively.
    func beginSwipe(in tabBarController: UITabBarController, to index: Int) {
        interaction = UIPercentDrivenInteractiveTransition()
        tabBarController.tabBar.simulateTap(onItemAt: index)
    }

    /// The swipe ended: finish or cancel the switch.
    func endSwipe(finishing: Bool) {
        if finishing { interaction?.finish() } else { interaction?.cancel() }
        interaction = nil
    }
}

/// The tab-accordion demo's controllers and timeline.
@MainActor
final class TabAccordionScene {
    /// The first swipe (to tab 1): begins, lets go at `firstPercent` and finishes.
    static let firstSwipe = (begin: 0.3, end: 0.9)
    static let firstPercent: CGFloat = 0.5
    /// The second swipe (back to tab 0): begins, lets go at `secondPercent` and is cancelled.
    static let secondSwipe = (begin: 1.5, end: 2.0)
    static let secondPercent: CGFloat = 0.3
    static let duration: TimeInterval = 2.5

    let log = DemoEventLog()
    let window: UIWindow
    let tabs: UITabBarController
    let screens: [DemoScreenController]
    let delegate: AccordionTabDelegate
    private let script = DemoScript()

    init(in window: UIWindow) {
        self.window = window
        let log = log
        let delegate = AccordionTabDelegate(log: log)
        self.delegate = delegate
        screens = [
            DemoScreenController(title: "One", color: .systemRed, log: log),
            DemoScreenController(title: "Two", color: .systemPurple, log: log),
            DemoScreenController(title: "Three", color: .systemTeal, log: log),
        ]
        screens[0].retained.append(delegate)
        let tabs = UITabBarController()
        tabs.viewControllers = screens
        tabs.delegate = delegate
        self.tabs = tabs
        window.rootViewController = tabs
        let first = Self.firstSwipe
        let second = Self.secondSwipe
        script.at(first.begin) { delegate.beginSwipe(in: tabs, to: 1) }
        script.ramp(from: first.begin, to: first.end) { fraction in
            delegate.interaction?.update(fraction * Self.firstPercent)
        }
        script.at(first.end) { delegate.endSwipe(finishing: true) }
        script.at(second.begin) { delegate.beginSwipe(in: tabs, to: 0) }
        script.ramp(from: second.begin, to: second.end) { fraction in
            delegate.interaction?.update(fraction * Self.secondPercent)
        }
        script.at(second.end) { delegate.endSwipe(finishing: false) }
    }

    var watched: WatchedViews {
        ["One": screens[0].view, "Two": screens[1].view]
    }
}
