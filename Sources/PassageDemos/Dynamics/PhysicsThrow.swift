// A sheet thrown away by a pan ("flick to dismiss" with UIKit Dynamics), as an interactive dismissal:
//   pan began → `dismiss(animated: true)`; the interaction controller's `startInteractiveTransition` hangs the
//               sheet on an attachment at the finger (offset from its centre where the finger touched it);
//   changed   → the attachment's anchor follows the finger;
//   ended     → at 1000 points/s or faster, the attachment goes and an instantaneous push of the pan's velocity
//               (times the sheet's mass / 100, so it leaves at that velocity) at the finger's offset throws and
//               spins it; an item behaviour's `action` finishes the transition once the sheet is off screen.
//               Slower, a snap puts the sheet back and the transition is cancelled when the animator pauses.
import Passage

extension DemoCatalog {
    /// The sheet thrown off the screen: the dismissal finishes.
    public static func physicsThrow() -> Scene {
        Scene(
            name: "physics-throw",
            summary:
                "a sheet hangs on an attachment that follows the finger; flicked fast, an instantaneous push at the pan's velocity throws it off screen and the dismissal finishes",
            duration: PhysicsThrowScene.duration,
            trace: { size in PhysicsThrowScene.trace(for: size, throwing: true) }
        ) { window in
            PhysicsThrowScene(in: window).watched
        }
    }

    /// The sheet dragged and let go slowly: it snaps back and the dismissal is cancelled.
    public static func physicsThrowCancel() -> Scene {
        Scene(
            name: "physics-throw-cancel",
            summary:
                "a sheet dragged on an attachment and let go slowly: a snap puts it back and the interactive dismissal is cancelled when the animator pauses",
            duration: PhysicsThrowScene.duration,
            trace: { size in PhysicsThrowScene.trace(for: size, throwing: false) }
        ) { window in
            PhysicsThrowScene(in: window).watched
        }
    }
}

/// The interaction controller: the dynamics of the grab, the throw and the snap back.
@MainActor
final class PhysicsThrowInteraction: UIViewControllerInteractiveTransitioning, UIDynamicAnimatorDelegate {
    /// The release speed, in points per second, from which a release throws instead of snapping back.
    static let throwSpeed: CGFloat = 1000

    let log: DemoEventLog?
    /// Whether a pan is driving the dismissal (the delegate vends this controller only then).
    var isInteractive = false
    private(set) var animator: UIDynamicAnimator?
    private var attachment: UIAttachmentBehavior?
    private var context: UIViewControllerContextTransitioning?
    private weak var sheet: UIView?
    private weak var pan: UIPanGestureRecognizer?
    private var restingCenter = CGPoint.zero
    private var grabOffset = UIOffset.zero

    init(log: DemoEventLog?) {
        self.log = log
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard
            let sheet = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)?.view,
            let pan
        else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        context = transitionContext
        self.sheet = sheet
        restingCenter = sheet.center
        let finger = pan.location(in: container)
        grabOffset = UIOffset(horizontal: finger.x - sheet.center.x, vertical: finger.y - sheet.center.y)
        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = self
        self.animator = animator
        let attachment = UIAttachmentBehavior(item: sheet, offsetFromCenter: grabOffset, attachedToAnchor: finger)
        animator.addBehavior(attachment)
        self.attachment = attachment
        log?.add("grab")
    }

    /// The pan's handler (the scene adds the recognizer to the sheet).
    func didPan(_ pan: UIPanGestureRecognizer, presented: UIViewController) {
        switch pan.state {
        case .began:
            self.pan = pan
            isInteractive = true
            presented.dismiss(animated: true) { [log] in log?.add("dismissCompletion") }
        case .changed:
            guard let context, let attachment else { return }
            attachment.anchorPoint = pan.location(in: context.containerView)
            let travel = hypot(
                attachment.anchorPoint.x - restingCenter.x - grabOffset.horizontal,
                attachment.anchorPoint.y - restingCenter.y - grabOffset.vertical)
            context.updateInteractiveTransition(min(travel / context.containerView.bounds.height, 1))
        case .ended, .cancelled:
            guard let context else { return }
            let velocity = pan.state == .ended ? pan.velocity(in: context.containerView) : .zero
            release(velocity: velocity)
        default:
            break
        }
    }

    private func release(velocity: CGPoint) {
        guard let animator, let sheet, let context else { return }
        if let attachment { animator.removeBehavior(attachment) }
        attachment = nil
        if hypot(velocity.x, velocity.y) >= Self.throwSpeed {
            log?.add("throw")
            context.finishInteractiveTransition()
            let mass = sheet.bounds.width * sheet.bounds.height / 10_000
            let push = UIPushBehavior(items: [sheet], mode: .instantaneous)
            push.pushDirection = CGVector(dx: velocity.x * mass / 100, dy: velocity.y * mass / 100)
            push.setTargetOffsetFromCenter(grabOffset, for: sheet)
            animator.addBehavior(push)
            let watch = UIDynamicItemBehavior(items: [sheet])
            watch.action = { [weak self, weak sheet, weak container = context.containerView] in
                guard let sheet, let container, !sheet.frame.intersects(container.bounds) else { return }
                self?.complete()
            }
            animator.addBehavior(watch)
        } else {
            log?.add("snapBack")
            context.cancelInteractiveTransition()
            animator.addBehavior(UISnapBehavior(item: sheet, snapTo: restingCenter))
        }
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        log?.add("dynamicAnimatorDidPause")
        if context?.transitionWasCancelled == true { complete() }
    }

    private func complete() {
        guard let context else { return }
        self.context = nil
        animator?.removeAllBehaviors()
        isInteractive = false
        if let sheet {
            sheet.transform = .identity
            sheet.center = restingCenter
        }
        let completed = !context.transitionWasCancelled
        log?.add("completeTransition(\(completed))")
        context.completeTransition(completed)
        animator = nil
    }
}

/// Vends the sheet's presentation controller, a physics dismissal and, while a pan drives it, the interaction.
@MainActor
final class PhysicsThrowTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let interaction: PhysicsThrowInteraction
    let log: DemoEventLog?

    init(log: DemoEventLog?) {
        self.log = log
        interaction = PhysicsThrowInteraction(log: log)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        FormSheetPresentationController(presentedViewController: presented, presenting: presenting, log: nil)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PhysicsDropAnimator(presenting: false, log: log)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction.isInteractive ? interaction : nil
    }
}

/// The throw demos' controllers: a sheet presented at once, with a pan on it that starts the dismissal.
@MainActor
final class PhysicsThrowScene {
    static let duration: TimeInterval = 2.4
    /// When the finger comes down on the sheet.
    static let touchDownTime: TimeInterval = 0.3

    let log = DemoEventLog()
    let window: UIWindow
    let presenter: DemoScreenController
    let delegate: PhysicsThrowTransitioningDelegate
    private(set) weak var presented: DemoScreenController?

    init(in window: UIWindow) {
        self.window = window
        let presenter = DemoScreenController(title: "A", color: .systemBlue, log: log)
        self.presenter = presenter
        window.rootViewController = presenter
        delegate = PhysicsThrowTransitioningDelegate(log: log)
        presenter.retained.append(delegate)
        let presented = DemoScreenController(title: "Throw", color: .systemPink, log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        self.presented = presented
        presenter.present(presented, animated: false)
        let pan = UIPanGestureRecognizer(target: self, action: PhysicsThrowScene.didPan)
        presented.view.addGestureRecognizer(pan)
        presented.retained.append(self)
    }

    func didPan(_ pan: UIPanGestureRecognizer) {
        guard let presented else { return }
        delegate.interaction.didPan(pan, presented: presented)
    }

    var watched: WatchedViews {
        var views: WatchedViews = ["presenter": presenter.view]
        if let presented { views.append("sheet", presented.view) }
        return views
    }

    /// The finger comes down on the sheet above and right of its centre and drags it down and right: in 0.25 s,
    /// leaving at (900, 1600) points/s (`throwing`), or 60 points in 0.4 s, leaving at 200 points/s.
    static func trace(for size: CGSize, throwing: Bool) -> TouchTrace {
        let start = CGPoint(x: size.width / 2 + 40, y: size.height / 2 - 60)
        if throwing {
            return .drag(
                from: start, to: CGPoint(x: start.x + 50, y: start.y + 110), startTime: touchDownTime,
                duration: 0.25, releaseVelocity: CGVector(dx: 900, dy: 1600))
        }
        return .drag(
            from: start, to: CGPoint(x: start.x + 15, y: start.y + 60), startTime: touchDownTime, duration: 0.4,
            releaseVelocity: CGVector(dx: 50, dy: 200))
    }
}
