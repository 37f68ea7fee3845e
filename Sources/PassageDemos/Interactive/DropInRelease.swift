// What happens when the finger lets go of a grabbed drop-in card, as pure math (the “Building Better Transitions” talk,
// slides 81–89): a flick decides by its direction (down finishes, up cancels), a slow release by where the card is
// (past halfway finishes); the card then springs to the end or back to the start, and the spring starts with the
// finger's velocity: UIKit's initialSpringVelocity is in whole remaining distances per second, so it is the velocity
// along the way to the target divided by the distance left ("pan velocity / animation distance").
import Passage

/// The outcome of a release: finish or cancel, where the card goes, and the spring's starting velocity.
struct DropInRelease {
    /// The vertical speed above which a release counts as a flick, in points per second.
    static let flickSpeed: CGFloat = 200
    /// The remaining distance below which the spring starts at rest, in points (nothing left to divide by).
    static let minimumDistance: CGFloat = 0.5

    /// Whether the presentation finishes (true) or is cancelled (false).
    let finishes: Bool
    /// Where the card's position goes: the path's end when finishing, its start when cancelling.
    let target: CGPoint
    /// The straight-line distance from the card to `target`, in points.
    let distance: CGFloat
    /// The finger's velocity along the way to `target`, in points per second (negative: moving away from it).
    let speedTowardTarget: CGFloat
    /// `speedTowardTarget / distance`: the spring's initial velocity in remaining distances per second, as
    /// `initialSpringVelocity` and `UISpringTimingParameters.initialVelocity` take it.
    let initialSpringVelocity: CGFloat

    /// The release of a card at `position` (its top edge's middle) while the finger moves at `velocity`
    /// (points per second) along `path`.
    init(position: CGPoint, velocity: CGPoint, path: DropInPath) {
        if abs(velocity.y) > Self.flickSpeed {
            finishes = velocity.y > 0
        } else {
            finishes = path.progress(ofPosition: position) >= 0.5
        }
        target = finishes ? path.endPosition : path.startPosition
        let offset = CGPoint(x: target.x - position.x, y: target.y - position.y)
        distance = hypot(offset.x, offset.y)
        guard distance >= Self.minimumDistance else {
            speedTowardTarget = 0
            initialSpringVelocity = 0
            return
        }
        speedTowardTarget = (velocity.x * offset.x + velocity.y * offset.y) / distance
        initialSpringVelocity = speedTowardTarget / distance
    }

    /// Tells `context` the interaction ended (finished or cancelled, as decided) and logs the release.
    @MainActor
    func endInteraction(of context: UIViewControllerContextTransitioning, log: DemoEventLog?) {
        log?.add("release(\(finishes ? "finish" : "cancel"))")
        if finishes {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
    }
}
