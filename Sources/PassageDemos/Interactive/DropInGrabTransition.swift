// The “Building Better Transitions” talk's "always interactive" drop-in (slides 70–97), done by hand: the animation
// code lives in `startInteractiveTransition(_:)`, so the presentation is interactive from its first frame and touches
// keep coming while the card drops (an animated transition without an interaction controller ignores them). The card
// drops as in `drop-in` (hanging from its top edge, swinging from 45° to flat in perspective, 0.5 s ease in, ease out)
// but with `.allowUserInteraction`, and a pan recognizer on the container (its delegate set) can take it over at any
// time: see DropInGrabTransition+Pan. If no pan begins, the drop's completion (finished true) finishes the interaction
// and completes the transition; a grab removes the drop's animations, so that completion runs with finished false and
// leaves the ending to the release's spring. The shared view of `drop-in` is left out: the grab takes over the card
// alone.
import Passage

/// Animation and interaction controller of the `drop-in-grab` presentations (one object, as in the seed).
@MainActor
final class DropInGrabTransition: UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    /// The length of the drop when nothing interrupts it, in seconds.
    static let duration = DropInAnimator.duration
    /// The length of the spring after a release, in seconds (the spring settles to 0.1% by then).
    static let springDuration: TimeInterval = 0.5
    /// The damping ratio of the spring after a release.
    static let springDamping: CGFloat = 0.8

    let log: DemoEventLog?
    /// The running transition's context; nil before it starts and after it completed.
    private(set) var context: UIViewControllerContextTransitioning?
    /// The card being presented, while the transition runs.
    private(set) var card: UIView?
    /// The pan that can grab the card, while the transition runs.
    private(set) var pan: UIPanGestureRecognizer?
    /// The card's path in the running transition's container.
    private(set) var path = DropInPath(in: .zero)
    /// Where the card was shown when the pan grabbed it (its presentation layer's position), for tests.
    var grabbedPosition: CGPoint?
    /// The release, once the finger let go.
    var release: DropInRelease?

    init(log: DemoEventLog?) {
        self.log = log
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    /// Not called while this object is also the interaction controller (the seed moved the code out of it);
    /// a transition without the interaction controller runs the same drop.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        startInteractiveTransition(transitionContext)
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let card = transitionContext.viewController(forKey: .to)?.view else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        let path = DropInPath(in: container.bounds)
        context = transitionContext
        self.card = card
        self.path = path
        grabbedPosition = nil
        release = nil

        path.hang(card, in: container)

        let pan = UIPanGestureRecognizer(target: self, action: DropInGrabTransition.didPan)
        container.addGestureRecognizer(pan)
        pan.delegate = self
        self.pan = pan

        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.allowUserInteraction, .curveEaseInOut],
            animations: {
                card.center = path.endPosition
                card.layer.transform = CATransform3DIdentity
            },
            completion: { finished in
                // Finished false: a pan grabbed the card and removed this animation; the release ends the transition.
                guard finished else { return }
                self.log?.add("dropped")
                self.context?.finishInteractiveTransition()
                self.complete()
            })
    }

    /// Ends the transition: removes the pan, puts the geometry back to flat and centred (anchor point, transform
    /// and the container's perspective), and completes as the interaction decided.
    func complete() {
        guard let context else { return }
        if let pan { pan.view?.removeGestureRecognizer(pan) }
        if let card {
            context.containerView.layer.sublayerTransform = CATransform3DIdentity
            card.layer.transform = CATransform3DIdentity
            card.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            card.center = path.center
        }
        pan = nil
        card = nil
        self.context = nil
        let completed = !context.transitionWasCancelled
        log?.add("completeTransition(\(completed))")
        context.completeTransition(completed)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.add("animationEnded(\(transitionCompleted))")
    }
}
