// The “Building Better Transitions” talk's drop-in modal: a 280 × 180 view drops from above the top edge
// to the centre of the container, hanging from its top edge (anchor point (0.5, 0)) and swinging from 45°
// about x to flat in perspective (m34 = −1/500 on the container's sublayerTransform); on completion the
// anchor point, transform and sublayer transform are reset (the seed's guidelines for 3D transitions). A shared
// view is staged: it moves from the presenting view into the presented one (centre converted between the
// two, then animated to (140, 90) at 100 × 100) and back on dismissal (or at once, when an interaction
// cancels the presentation). One animator instance handles both directions, since it remembers where the
// shared view started.
import Passage

@MainActor
final class DropInAnimator: UIViewControllerAnimatedTransitioning {
    /// The presented view's size, in points.
    static let size = DropInPath.size
    /// The length of either transition, in seconds.
    static let duration: TimeInterval = 0.5
    /// The shared view's centre and size inside the presented view.
    static let stagedCenter = CGPoint(x: 140, y: 90)
    static let stagedSize = CGSize(width: 100, height: 100)

    let sharedView: UIView
    let log: DemoEventLog?
    /// True while presenting, false for the dismissal (set by the delegate before it vends the animator).
    var presenting = true
    /// Where the shared view was in the presenting view before it was staged.
    private(set) var startingPoint = CGPoint.zero
    private(set) var startingBounds = CGRect.zero

    init(sharedView: UIView, log: DemoEventLog?) {
        self.sharedView = sharedView
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let fromView = context.viewController(forKey: .from)?.view,
            let toView = context.viewController(forKey: .to)?.view
        else { return context.completeTransition(false) }
        if presenting { present(fromView, toView, context) } else { dismiss(fromView, toView, context) }
    }

    private func present(_ fromView: UIView, _ toView: UIView, _ context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let center = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        toView.bounds = CGRect(origin: .zero, size: Self.size)
        toView.center = CGPoint(x: center.x, y: -Self.size.height / 2)
        container.addSubview(toView)

        startingPoint = sharedView.center
        startingBounds = sharedView.bounds
        sharedView.center = toView.convert(startingPoint, from: fromView)
        toView.addSubview(sharedView)

        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.layer.sublayerTransform = perspective
        toView.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        toView.layer.position = CGPoint(x: center.x, y: -Self.size.height)
        toView.layer.transform = CATransform3DMakeRotation(.pi / 4, 1, 0, 0)

        UIView.animate(
            withDuration: Self.duration, delay: 0, options: .curveEaseInOut,
            animations: {
                toView.layer.transform = CATransform3DIdentity
                toView.layer.position = CGPoint(x: center.x, y: center.y - Self.size.height / 2)
                self.sharedView.center = Self.stagedCenter
                self.sharedView.bounds = CGRect(origin: .zero, size: Self.stagedSize)
            },
            completion: { _ in
                container.layer.sublayerTransform = CATransform3DIdentity
                toView.layer.transform = CATransform3DIdentity
                toView.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
                toView.layer.position = center
                if context.transitionWasCancelled {
                    // An interaction cancelled the presentation: the shared view goes back where it was.
                    self.sharedView.center = self.startingPoint
                    self.sharedView.bounds = self.startingBounds
                    fromView.addSubview(self.sharedView)
                }
                self.log?.add("completeTransition")
                context.completeTransition(!context.transitionWasCancelled)
            })
    }

    private func dismiss(_ fromView: UIView, _ toView: UIView, _ context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let raised = CGPoint(x: container.bounds.midX, y: -Self.size.height / 2)
        // Where the shared view must be, in the presented view's coordinates once that view has risen, to land
        // on its starting point in the presenting view.
        let home = container.convert(startingPoint, from: toView)
        let target = CGPoint(
            x: home.x - (raised.x - Self.size.width / 2), y: home.y - (raised.y - Self.size.height / 2))
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: .curveEaseInOut,
            animations: {
                fromView.center = raised
                self.sharedView.center = target
                self.sharedView.bounds = self.startingBounds
            },
            completion: { _ in
                self.sharedView.center = toView.convert(self.sharedView.center, from: fromView)
                toView.addSubview(self.sharedView)
                self.log?.add("completeTransition")
                context.completeTransition(!context.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.add("animationEnded(\(transitionCompleted))")
    }
}

/// Vends the one drop-in animator for the presentation and the dismissal.
@MainActor
final class DropInTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let animator: DropInAnimator

    init(animator: DropInAnimator) {
        self.animator = animator
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = false
        return animator
    }
}
