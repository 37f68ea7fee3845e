// The animation and interaction controller of one zoom transition (a push or presentation zooming in, a pop or
// dismissal zooming out). It is always its own interaction controller, as Apple's fluid transitions are: touches
// keep coming while it runs, so a finger can catch the zoom at any moment. Its springs run on a display link of
// the transition's frame loop and it completes the transition when they settle.
//
// Interaction (see ZoomSession for the gestures): a finger that grabs a zoom out pauses it where it stands and
// drives it; released, it finishes (to the source) or cancels (back to the zoomed frame) on the release springs
// with the finger's velocity. A finger that grabs a zoom in completes it at once (a push or presentation is never
// cancelled) and the session starts the zoom out, which takes the same views and springs on from where they are.
import Foundation
import PassageCore

/// Runs one zoom transition.
@MainActor
final class ZoomTransitionAnimator: UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    let session: ZoomSession
    let zoomingIn: Bool
    /// True when a gesture starts this transition (an interactive dismissal, or the reverse of a caught zoom in).
    let wantsInteractiveStart: Bool
    private(set) var context: UIViewControllerContextTransitioning?
    private(set) var flight: ZoomFlight?
    private var link: CADisplayLink?
    private var lastTick: CFTimeInterval = 0
    /// The clip's frame when the finger took hold.
    private var anchor: CGRect?

    init(session: ZoomSession, zoomingIn: Bool, interactiveStart: Bool) {
        self.session = session
        self.zoomingIn = zoomingIn
        wantsInteractiveStart = interactiveStart
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        ZoomMetrics.nominalDuration
    }

    /// Run as the interaction controller; called directly, it runs the same zoom.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        startInteractiveTransition(transitionContext)
    }

    func startInteractiveTransition(_ context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let zoomed = context.viewController(forKey: zoomingIn ? .to : .from),
            let other = context.viewController(forKey: zoomingIn ? .from : .to),
            let zoomedView = context.view(forKey: zoomingIn ? .to : .from)
        else { return context.completeTransition(!context.transitionWasCancelled) }
        self.context = context
        session.animator = self
        let zoomedFrame = zoomingIn ? context.finalFrame(for: zoomed) : context.initialFrame(for: zoomed)
        if zoomingIn, zoomedView.superview == nil {
            // Laid out where it will rest first, so the alignment rectangle is asked of its real layout.
            zoomedView.frame = zoomedFrame
            container.addSubview(zoomedView)
            zoomedView.layoutIfNeeded()
        }
        if !zoomingIn, let behind = context.view(forKey: .to), behind.superview == nil {
            behind.frame = context.finalFrame(for: other)
            container.insertSubview(behind, at: 0)
            behind.layoutIfNeeded()
        }
        let source = session.resolveSource(sourceController: other, in: container, zoomedFrame: zoomedFrame)
        let flight: ZoomFlight
        if let running = session.flight, running.container === container, running.zoomedView === zoomedView {
            flight = running
            flight.adoptZoomedView()
        } else {
            session.flight?.tearDown()
            flight = ZoomFlight(
                container: container, zoomedView: zoomedView, zoomedFrame: zoomedFrame,
                at: zoomingIn ? (source?.frame ?? zoomedFrame) : zoomedFrame, dimming: zoomingIn ? 0 : 1,
                fade: zoomingIn ? 0 : 1, options: session.options)
            session.flight = flight
        }
        flight.setSource(source)
        session.attachGrab(to: flight)
        self.flight = flight
        if zoomingIn {
            flight.retarget(
                to: zoomedFrame, position: ZoomMetrics.openPositionSpring, heightSpring: ZoomMetrics.openHeightSpring)
            flight.dimming.retarget(1, on: ZoomMetrics.inSpring)
            flight.fade.retarget(1, on: ZoomMetrics.openFadeSpring, delay: ZoomMetrics.openFadeDelay)
        } else if wantsInteractiveStart {
            // A finger holds it from the start: it stops where it is (a caught zoom in stops under the finger).
            anchor = flight.frame
            flight.hold(at: flight.frame)
        } else {
            zoomOut(velocity: .zero, released: false)
        }
        lastTick = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] _ in self?.tick() }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Sends the flight back to the source: after a finger's release (`released`) on the drag springs carrying
    /// `velocity` (points per second), else on the zoom-out spring.
    private func zoomOut(velocity: CGPoint, released: Bool) {
        guard let flight else { return }
        let target = flight.source?.frame ?? flight.frame
        if released {
            flight.retarget(
                to: target, position: ZoomMetrics.dragDismissPositionSpring,
                heightSpring: ZoomMetrics.dragDismissHeightSpring)
            flight.centerX.velocity = velocity.x
            flight.centerY.velocity = velocity.y
        } else {
            flight.retarget(to: target, position: ZoomMetrics.outSpring, heightSpring: ZoomMetrics.outSpring)
        }
        flight.dimming.retarget(0, on: ZoomMetrics.outSpring)
        flight.fade.retarget(0, on: ZoomMetrics.closeFadeSpring)
    }

    private func tick() {
        guard let flight, let context else { return }
        let now = CACurrentMediaTime()
        flight.step(max(now - lastTick, 0))
        lastTick = now
        let dimming = min(max(flight.dimming.value, 0), 1)
        context.updateInteractiveTransition(zoomingIn ? dimming : 1 - dimming)
        if anchor == nil, flight.isSettled { finish() }
    }

    private func stopLink() {
        link?.invalidate()
        link = nil
    }

    /// The springs settled: the views go back where the hierarchy keeps them and the transition completes.
    private func finish() {
        guard let flight, let context else { return }
        stopLink()
        flight.settle()
        flight.releaseZoomedView()
        flight.tearDown()
        self.flight = nil
        self.context = nil
        if session.flight === flight { session.flight = nil }
        if session.animator === self { session.animator = nil }
        let completed = !context.transitionWasCancelled
        session.zoomDidEnd(onScreen: zoomingIn == completed)
        context.completeTransition(completed)
    }

    // MARK: Interaction

    /// Whether a finger may take hold now: the zoom runs and nothing holds it.
    var canBeGrabbed: Bool { flight != nil && anchor == nil }

    /// A zoom in caught by a finger completes at once, leaving its views and springs where they are for the zoom
    /// out that follows (the session starts it).
    func interruptZoomIn() {
        guard zoomingIn, let flight, let context else { return }
        stopLink()
        flight.releaseZoomedView()
        self.flight = nil
        self.context = nil
        if session.animator === self { session.animator = nil }
        context.completeTransition(true)
    }

    /// A finger takes hold of a zoom out where it stands.
    func beginInteraction() {
        guard !zoomingIn, let flight, let context else { return }
        if anchor == nil, !context.isInteractive { context.pauseInteractiveTransition() }
        anchor = flight.frame
        flight.hold(at: flight.frame)
    }

    /// The finger moved `translation` (points, since it took hold): the clip shrinks by the drag rates and its
    /// centre follows, and the content behind undims as it shrinks.
    func drag(by translation: CGPoint) {
        guard let flight, let anchor else { return }
        flight.hold(at: Self.dragged(anchor, by: translation))
        flight.apply()
    }

    /// Two fingers pinched to `scale`, their centroid moved by `offset`.
    func pinch(scale: CGFloat, offset: CGPoint) {
        guard let flight, let anchor else { return }
        let scale = max(scale, 0)
        let size = CGSize(width: anchor.width * scale, height: anchor.height * scale)
        flight.hold(
            at: CGRect(
                x: anchor.midX + offset.x - size.width / 2, y: anchor.midY + offset.y - size.height / 2,
                width: size.width, height: size.height))
        flight.apply()
    }

    /// The finger let go: the zoom out finishes (`dismiss`) carrying `velocity`, or returns to the zoomed frame.
    func endInteraction(dismiss: Bool, velocity: CGPoint) {
        guard let flight, let context, anchor != nil else { return }
        anchor = nil
        if dismiss {
            zoomOut(velocity: velocity, released: true)
            context.finishInteractiveTransition()
        } else {
            flight.retarget(
                to: flight.zoomedFrame, position: ZoomMetrics.dragReturnSpring,
                heightSpring: ZoomMetrics.dragReturnSpring)
            flight.centerX.velocity = velocity.x
            flight.centerY.velocity = velocity.y
            flight.dimming.retarget(1, on: ZoomMetrics.dragReturnSpring)
            flight.fade.retarget(1, on: ZoomMetrics.openFadeSpring)
            context.cancelInteractiveTransition()
        }
        lastTick = CACurrentMediaTime()
    }

    /// Where the drag model puts a clip that was at `anchor` when the finger has moved `translation`: the travel
    /// down and toward the trailing edge shrinks it (rates blended by the squared direction components), and its
    /// centre follows the finger by the blended gain.
    static func dragged(_ anchor: CGRect, by translation: CGPoint) -> CGRect {
        let down = max(translation.y, 0)
        let across = max(translation.x, 0)
        let distance = (down * down + across * across).squareRoot()
        let total = max((translation.x * translation.x + translation.y * translation.y).squareRoot(), 1e-9)
        let vertical = (translation.y * translation.y) / (total * total)
        let horizontal = 1 - vertical
        let widthRate = vertical * ZoomMetrics.dragDownWidthRate + horizontal * ZoomMetrics.dragSidewaysWidthRate
        let heightRate = vertical * ZoomMetrics.dragDownHeightRate + horizontal * ZoomMetrics.dragSidewaysHeightRate
        let gain = vertical * ZoomMetrics.dragDownCenterGain + horizontal * ZoomMetrics.dragSidewaysCenterGain
        let width = anchor.width * max(1 - widthRate * distance, 0)
        let height = anchor.height * max(1 - heightRate * distance, 0)
        let center = CGPoint(x: anchor.midX + gain * translation.x, y: anchor.midY + gain * translation.y)
        return CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }
}
