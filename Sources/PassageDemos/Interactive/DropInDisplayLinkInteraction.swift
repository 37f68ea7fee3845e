// The “Building Better Transitions” talk's display-link interaction (slides 99–103): the presentation is percent-driven
// from its start (so it is interactive and touches keep coming), and a CADisplayLink made right before the animation
// starts plays it by setting the percent every frame to (link.timestamp − startTime) / duration. The link is
// invalidated when the animation ends (the percent reaches 1: finish) or when a pan on the container begins. The pan
// then takes the percent over: the animator's curve (ease in, ease out) is inverted so the card's top edge follows the
// finger one to one, vertically; on release a flick down or a card past halfway finishes, anything else cancels, and
// the rest runs out linearly in time (so the card eases out along the rest of the animator's curve) at a completion
// speed chosen so that the card leaves the finger at the finger's speed: a percent-driven run-out has no starting
// velocity (slide 85), but its speed can stand for one. On the grab frame the percent is first brought to the current
// time (input arrives before display links fire), so the card stops where the running animation shows it on that frame.
import Passage

/// A percent-driven interaction played by a display link until a pan takes over.
@MainActor
final class DropInDisplayLinkInteraction: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    /// How close to the end the link's percent must come to count as the end, absorbing rounding of frame times.
    static let endTolerance: CGFloat = 1e-9
    /// The completion speeds a release may choose from (1: the animation's own pace; a release not moving toward
    /// where the card goes uses 1).
    static let completionSpeeds: ClosedRange<CGFloat> = 0.25...5

    let log: DemoEventLog?
    /// The curve the animation controller animates with, to turn the card's position into a percent.
    let curve = TimingCurveMath(.easeInOut)
    private(set) var context: UIViewControllerContextTransitioning?
    private(set) var displayLink: CADisplayLink?
    private(set) var pan: UIPanGestureRecognizer?
    private(set) var path = DropInPath(in: .zero)
    /// The media time the animation started at.
    private(set) var startTime: CFTimeInterval = 0
    /// The drop's progress along y (the curve's value) when the pan grabbed the card.
    private(set) var grabbedProgress: CGFloat?
    /// The release, once the finger let go.
    private(set) var release: DropInRelease?

    init(log: DemoEventLog?) {
        self.log = log
        super.init()
        completionCurve = .linear
    }

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        path = DropInPath(in: transitionContext.containerView.bounds)
        grabbedProgress = nil
        release = nil
        startTime = CACurrentMediaTime()
        let link = CADisplayLink(target: self, action: DropInDisplayLinkInteraction.tick)
        link.add(to: .main, forMode: .common)
        displayLink = link
        super.startInteractiveTransition(transitionContext)
        let pan = UIPanGestureRecognizer(target: self, action: DropInDisplayLinkInteraction.didPan)
        transitionContext.containerView.addGestureRecognizer(pan)
        pan.delegate = self
        self.pan = pan
    }

    /// The percent the animation has reached at media time `time`.
    private func elapsedPercent(at time: CFTimeInterval) -> CGFloat {
        duration > 0 ? CGFloat((time - startTime) / Double(duration)) : 1
    }

    private func tick(_ link: CADisplayLink) {
        let complete = elapsedPercent(at: link.timestamp)
        guard complete < 1 - Self.endTolerance else {
            stopLink()
            update(1)
            log?.add("played")
            finish()
            return end()
        }
        update(complete)
    }

    private func stopLink() {
        displayLink?.invalidate()
        displayLink = nil
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        displayLink != nil
    }

    func didPan(_ pan: UIPanGestureRecognizer) {
        guard let context else { return }
        let container = context.containerView
        switch pan.state {
        case .began:
            update(min(elapsedPercent(at: CACurrentMediaTime()), 1))
            stopLink()
            grabbedProgress = curve.value(at: percentComplete)
            pan.setTranslation(.zero, in: container)
            log?.add("grab")
        case .changed, .ended, .cancelled:
            guard let grabbedProgress else { return }
            let progress = grabbedProgress + pan.translation(in: container).y / path.distance
            update(curve.fraction(reaching: progress))
            guard pan.state != .changed else { return }
            let release = DropInRelease(
                position: path.position(atProgress: min(max(progress, 0), 1)),
                velocity: pan.state == .ended ? pan.velocity(in: container) : .zero, path: path)
            self.release = release
            log?.add("release(\(release.finishes ? "finish" : "cancel"))")
            completionSpeed = completionSpeed(handingOn: release.speedTowardTarget)
            if release.finishes { finish() } else { cancel() }
            end()
        default:
            break
        }
    }

    /// The completion speed at which the card starts the run-out at `speed` points per second: a linear run-out
    /// moves the percent by completionSpeed / duration per second, and the card by the drop's distance times the
    /// curve's slope per unit of percent.
    private func completionSpeed(handingOn speed: CGFloat) -> CGFloat {
        let pointsPerPercent = path.distance * curve.slope(at: percentComplete)
        guard speed > 0, pointsPerPercent > 0 else { return 1 }
        let completionSpeed = speed * duration / pointsPerPercent
        return min(max(completionSpeed, Self.completionSpeeds.lowerBound), Self.completionSpeeds.upperBound)
    }

    /// The interaction is over: the pan goes, the transition runs out on its own.
    private func end() {
        if let pan { pan.view?.removeGestureRecognizer(pan) }
        pan = nil
        context = nil
    }
}
