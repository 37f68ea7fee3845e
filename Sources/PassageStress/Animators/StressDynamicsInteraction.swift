// An interaction controller that is not percent-driven: UIKit Dynamics moves the transition's view and the
// interaction reports what happens through the context, as an app's physics-driven interactive transition does.
// Going forward the incoming view comes in from the right; going back the outgoing view leaves to the right over
// the incoming one. A snap behaviour pulls the view to where it ends (or, for a cancel, a push toward the end
// first and a snap back to where it started); its action reports the progress, and when the dynamic animator
// comes to rest the interaction finishes or cancels and completes. It is its own animation controller, so the
// transition's `animationEnded` comes to it; the world's ledger checks that it follows the start exactly once.
import Foundation
import Passage

/// A dynamics-driven interaction controller and animation controller for one transition.
@MainActor
final class StressDynamicsInteraction: UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning, UIDynamicAnimatorDelegate
{
    private let forward: Bool
    private let finishes: Bool
    private weak var world: StressWorld?
    private var endedEntry: Int?
    private var context: UIViewControllerContextTransitioning?
    private var dynamics: UIDynamicAnimator?
    /// The view the dynamics move, where it starts and where it ends if the transition finishes.
    private var moving: (view: UIView, start: CGPoint, end: CGPoint)?
    /// The incoming view this interaction added to the container (taken out again on cancel).
    private var added: UIView?

    init(forward: Bool, finishes: Bool, world: StressWorld) {
        self.forward = forward
        self.finishes = finishes
        self.world = world
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    /// Only called if the transition runs without its interaction controller: the same motion, uninterrupted.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        start(transitionContext)
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        start(transitionContext)
    }

    private func start(_ context: UIViewControllerContextTransitioning) {
        if let world {
            if endedEntry != nil { world.fail(.animationEnded, "a dynamics interaction was started twice") }
            endedEntry = world.ledger.expect("animationEnded (dynamics interaction)")
        }
        self.context = context
        let container = context.containerView
        let width = container.bounds.width
        let toView = context.view(forKey: .to)
        let fromView = context.view(forKey: .from)
        if let toView, let to = context.viewController(forKey: .to) {
            toView.frame = context.finalFrame(for: to)
            if !forward, let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
            added = toView
        }
        let view = forward ? toView : fromView
        guard let view else { return end() }
        let rest = view.center
        let aside = CGPoint(x: rest.x + width, y: rest.y)
        if forward { view.center = aside }
        let start = forward ? aside : rest
        let end = forward ? rest : aside
        moving = (view, start, end)
        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = self
        dynamics = animator
        let snap = UISnapBehavior(item: view, snapTo: finishes ? end : start)
        snap.damping = 0.6
        snap.action = { [weak self] in self?.reportProgress() }
        animator.addBehavior(snap)
        let material = UIDynamicItemBehavior(items: [view])
        material.allowsRotation = false
        animator.addBehavior(material)
        if !finishes {
            let push = UIPushBehavior(items: [view], mode: .instantaneous)
            push.pushDirection = CGVector(dx: forward ? -2 : 2, dy: 0)
            animator.addBehavior(push)
        }
    }

    /// The progress of the moving view from its start toward its end, 0…1.
    private func reportProgress() {
        guard let context, let moving else { return }
        let distance = moving.end.x - moving.start.x
        guard distance != 0 else { return }
        let progress = min(1, max(0, (moving.view.center.x - moving.start.x) / distance))
        context.updateInteractiveTransition(progress)
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        end()
    }

    /// Puts the views where the transition leaves them, then finishes or cancels and completes.
    private func end() {
        guard let context else { return }
        self.context = nil
        dynamics?.removeAllBehaviors()
        // The moved view goes back to its resting place (it may be shown again later).
        if let moving { moving.view.center = forward ? moving.end : moving.start }
        moving = nil
        if finishes {
            context.finishInteractiveTransition()
            context.completeTransition(true)
        } else {
            context.cancelInteractiveTransition()
            added?.removeFromSuperview()
            context.completeTransition(false)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        dynamics = nil
        added = nil
        world?.checkAnimationEnded(endedEntry, missingStart: "a start", owner: "dynamics interaction")
    }
}
