// The animation controllers a program draws from: the usual ways apps animate a transition (a block animation,
// keyframes, a spring, a property animator, an interruptible animator, UIKit Dynamics) and the usual ways they
// get completeTransition wrong (never, twice, late), each written as an app writes it. Every animator tells the
// world's ledger when it is asked to animate, so the checks can insist that `animationEnded` follows exactly once.
//
// Well-behaved animators follow Apple's samples: the incoming view is added to the container at its final frame,
// moved in; on cancel it is taken out again; transforms are reset before completeTransition.
import Foundation
import Passage

/// One transition's animation controller of a given kind.
@MainActor
final class StressAnimator: UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    let kind: StressAnimatorKind
    /// Whether the transition moves forward (push, present, tab switch) rather than back (pop, dismiss).
    let forward: Bool
    private weak var world: StressWorld?
    private var endedEntry: Int?
    private var dynamics: UIDynamicAnimator?
    private var dynamicsContext: UIViewControllerContextTransitioning?
    private var fallingHome: (view: UIView, center: CGPoint)?
    private var dynamicsFinal: (view: UIView, frame: CGRect)?

    init(kind: StressAnimatorKind, forward: Bool, world: StressWorld) {
        self.kind = kind
        self.forward = forward
        self.world = world
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        switch kind {
        case .system, .block, .twice, .never, .planted: 0.3
        case .keyframes: 0.4
        case .spring: 0.5
        case .propertyAnimator, .interruptible: 0.35
        case .dynamics: 1.5
        case .instant: 0
        case .late: 0.25
        }
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        if let world {
            if endedEntry != nil {
                world.fail(.animationEnded, "animateTransition called twice on one \(kind) animator")
            }
            endedEntry = world.ledger.expect("animationEnded (\(kind) animator)")
        }
        if kind == .dynamics { return fall(context) }
        let (toView, fromView) = place(context)
        let width = context.containerView.bounds.width
        let sign: CGFloat = forward ? 1 : -1
        toView?.transform = CGAffineTransform(translationX: sign * width, y: 0)
        let duration = transitionDuration(using: context)
        let animations = {
            toView?.transform = .identity
            fromView?.transform = CGAffineTransform(translationX: -sign * width / 3, y: 0)
        }
        let done: (Bool) -> Void = { [self] _ in finish(context, toView: toView, fromView: fromView) }
        switch kind {
        case .instant:
            done(true)
        case .keyframes:
            UIView.animateKeyframes(
                withDuration: duration, delay: 0, options: [],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                        toView?.transform = CGAffineTransform(translationX: sign * width / 2, y: 0)
                        fromView?.alpha = 0.7
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        animations()
                        fromView?.alpha = 1
                    }
                }, completion: done)
        case .spring:
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5, options: [],
                animations: animations, completion: done)
        case .propertyAnimator:
            let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
            animator.addCompletion { _ in done(true) }
            world?.runningAnimators.append(WeakAnimator(animator))
            animator.startAnimation()
        default:
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveLinear, animations: animations, completion: done)
        }
    }

    /// Puts the incoming view into the container at its final frame (under the outgoing one when going back) and
    /// returns the incoming and outgoing views.
    func place(_ context: UIViewControllerContextTransitioning) -> (UIView?, UIView?) {
        let container = context.containerView
        let toView = context.view(forKey: .to)
        let fromView = context.view(forKey: .from)
        if let toView, let to = context.viewController(forKey: .to) {
            toView.frame = context.finalFrame(for: to)
            if !forward, let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        return (toView, fromView)
    }

    /// Resets the views and completes as the kind does (a cancelled transition takes the incoming view out).
    private func finish(_ context: UIViewControllerContextTransitioning, toView: UIView?, fromView: UIView?) {
        toView?.transform = .identity
        fromView?.transform = .identity
        fromView?.alpha = 1
        let cancelled = context.transitionWasCancelled
        if cancelled { toView?.removeFromSuperview() }
        switch kind {
        case .never:
            return
        case .twice:
            context.completeTransition(!cancelled)
            context.completeTransition(!cancelled)
        case .late:
            var frames = 0
            let link = CADisplayLink { link in
                frames += 1
                guard frames >= 6 else { return }
                link.invalidate()
                context.completeTransition(!context.transitionWasCancelled)
            }
            link.add(to: .main, forMode: .common)
        case .planted:
            toView?.removeFromSuperview()
            context.completeTransition(!cancelled)
        default:
            context.completeTransition(!cancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        dynamics = nil
        dynamicsContext = nil
        world?.checkAnimationEnded(endedEntry, missingStart: "animateTransition", owner: "\(kind) animator")
    }

    // MARK: Dynamics

    /// The incoming view falls onto a floor at its final frame's bottom (done when the dynamic animator pauses);
    /// without one, the outgoing view falls away (done when it leaves the container).
    private func fall(_ context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let (toView, fromView) = place(context)
        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = self
        dynamics = animator
        dynamicsContext = context
        if forward, let toView {
            let final = toView.frame
            dynamicsFinal = (toView, final)
            toView.frame = final.offsetBy(dx: 0, dy: -final.maxY)
            let gravity = UIGravityBehavior(items: [toView])
            gravity.magnitude = 3
            animator.addBehavior(gravity)
            let collision = UICollisionBehavior(items: [toView])
            collision.addBoundary(
                withIdentifier: "floor" as NSCopying, from: CGPoint(x: -1000, y: final.maxY + 1),
                to: CGPoint(x: container.bounds.width + 1000, y: final.maxY + 1))
            animator.addBehavior(collision)
            let material = UIDynamicItemBehavior(items: [toView])
            material.elasticity = 0.3
            material.allowsRotation = false
            animator.addBehavior(material)
        } else if let fromView {
            fallingHome = (fromView, fromView.center)
            let gravity = UIGravityBehavior(items: [fromView])
            gravity.magnitude = 4
            gravity.action = { [weak self, weak fromView, weak container] in
                guard let fromView, let container, !fromView.frame.intersects(container.bounds) else { return }
                self?.finishFalling()
            }
            animator.addBehavior(gravity)
        } else {
            finishFalling()
        }
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        finishFalling()
    }

    private func finishFalling() {
        guard let context = dynamicsContext else { return }
        dynamicsContext = nil
        dynamics?.removeAllBehaviors()
        if let (view, frame) = dynamicsFinal { view.frame = frame }
        if let (view, center) = fallingHome { view.center = center }
        dynamicsFinal = nil
        fallingHome = nil
        context.completeTransition(!context.transitionWasCancelled)
    }
}

/// A property animator the program may interrupt, held weakly.
@MainActor
struct WeakAnimator {
    weak var animator: UIViewPropertyAnimator?

    init(_ animator: UIViewPropertyAnimator) {
        self.animator = animator
    }
}
