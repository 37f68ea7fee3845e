// Session 218's "transitions with UIKit Dynamics" pattern: the animation controller hands the presented sheet
// to a UIDynamicAnimator in the container (gravity 3, a floor boundary one point under the sheet's final
// frame, elasticity 0.35, no rotation) and completes the transition in `dynamicAnimatorDidPause`, when the
// sheet has bounced and come to rest. The dismissal drops it off the bottom edge with a small upward kick and
// a spin; a behaviour `action` completes it once the sheet has left the container.
import Passage

extension DemoCatalog {
    /// A sheet dropped in by gravity and collision, completing when the animator pauses; thrown off to dismiss.
    public static func physicsDrop() -> Scene {
        Scene(
            name: "physics-drop",
            summary:
                "a sheet falls in under UIKit Dynamics gravity, bounces on a boundary and completes when the animator pauses; it falls away to dismiss (session 218)",
            duration: PhysicsDropScene.duration
        ) { window in
            PhysicsDropScene(in: window).watched
        }
    }
}

/// Animates a presentation or dismissal with UIKit Dynamics.
@MainActor
final class PhysicsDropAnimator: UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    /// Gravity's magnitude (1 = 1000 points/s²).
    static let gravity: CGFloat = 3
    /// The sheet's bounce.
    static let elasticity: CGFloat = 0.35

    let presenting: Bool
    let log: DemoEventLog?
    private var animator: UIDynamicAnimator?
    private var context: UIViewControllerContextTransitioning?
    private var finalFrame = CGRect.zero
    private weak var sheet: UIView?

    init(presenting: Bool, log: DemoEventLog?) {
        self.presenting = presenting
        self.log = log
    }

    /// An upper bound only: the animator decides when the transition ends.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 2 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = context.viewController(forKey: key), let sheet = controller.view else {
            return context.completeTransition(false)
        }
        let container = context.containerView
        self.context = context
        self.sheet = sheet
        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = self
        self.animator = animator
        let gravity = UIGravityBehavior(items: [sheet])
        gravity.magnitude = Self.gravity
        animator.addBehavior(gravity)
        if presenting {
            finalFrame = context.finalFrame(for: controller)
            sheet.frame = finalFrame.offsetBy(dx: 0, dy: -finalFrame.maxY)
            container.addSubview(sheet)
            let collision = UICollisionBehavior(items: [sheet])
            collision.addBoundary(
                withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: finalFrame.maxY + 1),
                to: CGPoint(x: container.bounds.width, y: finalFrame.maxY + 1))
            animator.addBehavior(collision)
            let material = UIDynamicItemBehavior(items: [sheet])
            material.elasticity = Self.elasticity
            material.allowsRotation = false
            animator.addBehavior(material)
        } else {
            let spin = UIDynamicItemBehavior(items: [sheet])
            spin.addLinearVelocity(CGPoint(x: 0, y: -400), for: sheet)
            spin.addAngularVelocity(0.8, for: sheet)
            spin.action = { [weak self, weak sheet, weak container] in
                guard let sheet, let container, !sheet.frame.intersects(container.bounds) else { return }
                self?.finish()
            }
            animator.addBehavior(spin)
        }
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        log?.add("dynamicAnimatorDidPause")
        guard presenting else { return }
        // Box2D rests the sheet on its skin, a fraction of a point off: put it exactly in place.
        sheet?.frame = finalFrame
        finish()
    }

    private func finish() {
        guard let context else { return }
        self.context = nil
        animator?.removeAllBehaviors()
        if !presenting { sheet?.transform = .identity }
        log?.add("completeTransition")
        context.completeTransition(!context.transitionWasCancelled)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.add("animationEnded(\(transitionCompleted))")
        animator = nil
    }
}

/// Vends the form sheet's presentation controller and the physics animators.
@MainActor
final class PhysicsDropTransitioningDelegate: UIViewControllerTransitioningDelegate {
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
        PhysicsDropAnimator(presenting: true, log: log)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PhysicsDropAnimator(presenting: false, log: log)
    }
}

/// The physics-drop demo's controllers and timeline.
@MainActor
final class PhysicsDropScene: PresentDismissScene {
    /// When the presentation starts, in seconds after the demo started.
    static let presentTime: TimeInterval = 0.2
    /// When the dismissal starts.
    static let dismissTime: TimeInterval = 2.6
    static let duration: TimeInterval = 3.6

    init(in window: UIWindow) {
        super.init(
            in: window, presenter: Screen(title: "A", color: .systemBlue, label: "presenter"),
            presented: Screen(title: "Physics", color: .systemPurple, label: "sheet"), style: .custom,
            presentTime: Self.presentTime, dismissTime: Self.dismissTime
        ) { PhysicsDropTransitioningDelegate(log: $0) }
    }
}
