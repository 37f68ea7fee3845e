// The interaction controller of `drop-in-grab-animator`: the “Building Better Transitions” talk's grab with iOS 10's
// APIs. It does not start interactive (`wantsInteractiveStart` false): it starts the animation controller's property
// animator and puts a pan on the container (its delegate set). The pan
//   began   → pauses the animator and the transition (`pauseAnimation`, `pauseInteractiveTransition`), reads
//             where the card is shown and scrubs the animator to exactly that progress (the animator scrubs
//             linearly, so the fraction is the shown progress along the drop: nothing jumps, the swing included);
//   changed → scrubs with the finger's vertical movement (progress = grabbed progress + translation / drop);
//   ended   → finishes or cancels the interaction (DropInRelease), reverses the animator for a cancel, and
//             continues it with `UISpringTimingParameters(dampingRatio:initialVelocity:)`, the velocity being
//             the pan's velocity toward the target divided by the distance left (UIKit's unit for a spring's
//             initial velocity: the remaining distance per second). The animator's own completion completes the
//             transition; this controller's removes the pan and lets go.
import Passage

/// Drives `DropInInterruptibleAnimator`'s property animator from a pan.
@MainActor
final class DropInGrabDriver: UIViewControllerInteractiveTransitioning, UIGestureRecognizerDelegate {
    /// The spring's damping ratio after a release.
    static let springDamping: CGFloat = 0.8
    /// The spring's length after a release, as a multiple of the animator's duration (0.5 s).
    static let springDurationFactor: CGFloat = 1

    let animationController: DropInInterruptibleAnimator
    let log: DemoEventLog?
    /// The running transition's context; nil before it starts and after it completed.
    private(set) var context: UIViewControllerContextTransitioning?
    /// The running transition's property animator.
    private(set) var animator: UIViewImplicitlyAnimating?
    private(set) var card: UIView?
    private(set) var pan: UIPanGestureRecognizer?
    private(set) var path = DropInPath(in: .zero)
    /// The drop's progress when the pan grabbed the card.
    private var grabbedProgress: CGFloat = 0
    /// The progress the card is scrubbed to.
    private(set) var progress: CGFloat = 0
    /// Where the card was shown when the pan grabbed it, for tests.
    private(set) var grabbedPosition: CGPoint?
    /// The release, once the finger let go.
    private(set) var release: DropInRelease?

    /// The transition animates on its own until a pan pauses it.
    var wantsInteractiveStart: Bool { false }

    init(animationController: DropInInterruptibleAnimator, log: DemoEventLog?) {
        self.animationController = animationController
        self.log = log
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        grabbedPosition = nil
        release = nil
        animationController.animateTransition(using: transitionContext)
        let animator = animationController.interruptibleAnimator(using: transitionContext)
        self.animator = animator
        card = transitionContext.viewController(forKey: .to)?.view
        path = DropInPath(in: transitionContext.containerView.bounds)
        let pan = UIPanGestureRecognizer(target: self, action: DropInGrabDriver.didPan)
        transitionContext.containerView.addGestureRecognizer(pan)
        pan.delegate = self
        self.pan = pan
        animator.addCompletion { [weak self] _ in self?.end() }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        context != nil && release == nil
    }

    func didPan(_ pan: UIPanGestureRecognizer) {
        guard let context, let animator, let card else { return }
        let container = context.containerView
        switch pan.state {
        case .began:
            animator.pauseAnimation()
            context.pauseInteractiveTransition()
            let shown = card.layer.presentation() ?? card.layer
            grabbedPosition = shown.position
            grabbedProgress = path.progress(ofPosition: shown.position)
            scrub(to: grabbedProgress)
            pan.setTranslation(.zero, in: container)
            log?.add("grab")
        case .changed, .ended, .cancelled:
            scrub(to: grabbedProgress + pan.translation(in: container).y / path.distance)
            guard pan.state != .changed else { return }
            letGo(velocity: pan.state == .ended ? pan.velocity(in: container) : .zero)
        default:
            break
        }
    }

    private func scrub(to requested: CGFloat) {
        progress = min(max(requested, 0), 1)
        animator?.fractionComplete = progress
        context?.updateInteractiveTransition(progress)
    }

    private func letGo(velocity: CGPoint) {
        guard let context, let animator else { return }
        let release = DropInRelease(position: path.position(atProgress: progress), velocity: velocity, path: path)
        self.release = release
        release.endInteraction(of: context, log: log)
        animator.isReversed = !release.finishes
        let spring = UISpringTimingParameters(
            dampingRatio: Self.springDamping,
            initialVelocity: CGVector(dx: release.initialSpringVelocity, dy: 0))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: Self.springDurationFactor)
    }

    /// The animator finished (after it completed the transition): remove the pan and let go of the transition.
    private func end() {
        if let pan { pan.view?.removeGestureRecognizer(pan) }
        pan = nil
        card = nil
        animator = nil
        context = nil
    }
}
