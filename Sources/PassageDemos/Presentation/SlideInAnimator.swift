// Session 218's slide-in as the “UIViewController Non Interactive Transition” article builds it: the from view is
// replaced by a snapshot (`snapshotView(afterScreenUpdates:)`) that slides out while the to view slides in from a
// chosen edge. One animator serves presentations, navigation and tab switches: `SlideTransitionDelegate` vends it as a
// UIViewControllerTransitioningDelegate, a UINavigationControllerDelegate and a UITabBarControllerDelegate.
import Passage

/// Slides the to view in from `edge` over `duration` seconds (ease in-out), pushing a snapshot of the from
/// view out the other side. The from view is hidden while its snapshot stands in for it.
@MainActor
final class SlideInAnimator: UIViewControllerAnimatedTransitioning {
    /// The edge a view enters from.
    enum Edge { case left, right, top, bottom }

    /// The length of every slide, in seconds.
    static let duration: TimeInterval = 0.6

    let edge: Edge
    let log: DemoEventLog?

    init(edge: Edge, log: DemoEventLog? = nil) {
        self.edge = edge
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    /// The translation that puts a view one container's length beyond `edge`.
    static func offset(beyond edge: Edge, in bounds: CGRect) -> CGAffineTransform {
        switch edge {
        case .left: CGAffineTransform(translationX: -bounds.width, y: 0)
        case .right: CGAffineTransform(translationX: bounds.width, y: 0)
        case .top: CGAffineTransform(translationX: 0, y: -bounds.height)
        case .bottom: CGAffineTransform(translationX: 0, y: bounds.height)
        }
    }

    static func opposite(of edge: Edge) -> Edge {
        switch edge {
        case .left: .right
        case .right: .left
        case .top: .bottom
        case .bottom: .top
        }
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let fromController = context.viewController(forKey: .from),
            let toController = context.viewController(forKey: .to),
            let fromView = fromController.view, let toView = toController.view,
            let snapshot = fromView.snapshotView(afterScreenUpdates: false)
        else {
            return context.completeTransition(false)
        }
        // The view leaving is replaced by its snapshot, placed where the view is on screen.
        snapshot.frame = container.convert(fromView.bounds, from: fromView)
        container.addSubview(snapshot)
        fromView.isHidden = true
        // The view arriving goes into the container at its final frame, unless it is already on screen (the
        // presenter a dismissal returns to): then it slides where it is.
        if toView.superview == nil {
            toView.frame = context.finalFrame(for: toController)
            container.addSubview(toView)
        }
        toView.transform = Self.offset(beyond: edge, in: container.bounds)
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: .curveEaseInOut,
            animations: {
                toView.transform = .identity
                snapshot.transform = Self.offset(beyond: Self.opposite(of: self.edge), in: container.bounds)
            },
            completion: { _ in
                snapshot.removeFromSuperview()
                fromView.isHidden = false
                toView.transform = .identity
                self.log?.add("completeTransition")
                context.completeTransition(!context.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.add("animationEnded(\(transitionCompleted))")
    }
}

/// Vends a `SlideInAnimator` for presentations (from the right), dismissals (from the left), pushes (from the
/// right), pops (from the left) and tab switches (from the side of the tab being selected).
@MainActor
final class SlideTransitionDelegate: UIViewControllerTransitioningDelegate, UINavigationControllerDelegate,
    UITabBarControllerDelegate
{
    let log: DemoEventLog?

    init(log: DemoEventLog? = nil) {
        self.log = log
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideInAnimator(edge: .right, log: log)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideInAnimator(edge: .left, log: log)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideInAnimator(edge: operation == .pop ? .left : .right, log: log)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let tabs = tabBarController.viewControllers ?? []
        let from = tabs.firstIndex { $0 === fromVC } ?? 0
        let to = tabs.firstIndex { $0 === toVC } ?? 0
        return SlideInAnimator(edge: to > from ? .right : .left, log: log)
    }
}
