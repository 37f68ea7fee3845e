// Swift 5 code in the style of declarative transition libraries (a matched-view animator that snapshots the
// views sharing a tag, animates the snapshots with Core Animation, and hands size changes to UIView's
// animation block, then re-keys the animations that block added), written as on iOS except where Linux forces
// a change: `CALayer.addedAnimations(during:)` in place of swizzling `CALayer.add(_:forKey:)`.
import Passage

/// A view's tag for matching: views with the same `matchTag` in the two controllers are animated into each other.
final class MatchRegistry {
    private var tags: [ObjectIdentifier: String] = [:]
    func tag(_ view: UIView, _ tag: String) { tags[ObjectIdentifier(view)] = tag }
    func tag(of view: UIView) -> String? { tags[ObjectIdentifier(view)] }

    /// Every tagged view under `root`, by tag (the last one wins, as such libraries do).
    func taggedViews(in root: UIView) -> [String: UIView] {
        var found: [String: UIView] = [:]
        var stack = [root]
        while let view = stack.popLast() {
            if let tag = tag(of: view) { found[tag] = view }
            stack += view.subviews.reversed()
        }
        return found
    }
}

/// Animates matched views from the presenting controller's frame to the presented one's: a snapshot of the
/// destination view moves (position, boxed in NSValue as Objective-C code does) and fades while a UIView block
/// resizes it; the animations that block added are moved under the library's own keys.
final class MatchedSnapshotAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let registry: MatchRegistry
    let duration: TimeInterval = 0.4
    /// The keys the resize block's animations were moved to.
    private(set) var movedKeys: [String] = []
    private(set) var snapshots: [UIView] = []

    init(registry: MatchRegistry) {
        self.registry = registry
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return }
        container.addSubview(toView)
        toView.layoutIfNeeded()
        let sources = registry.taggedViews(in: fromView)
        let destinations = registry.taggedViews(in: toView)
        for (tag, destination) in destinations {
            guard let source = sources[tag], let snapshot = destination.snapshotView(afterScreenUpdates: true)
            else { continue }
            let start = source.convert(source.bounds, to: container)
            let end = destination.convert(destination.bounds, to: container)
            snapshot.frame = end
            container.addSubview(snapshot)
            snapshots.append(snapshot)
            destination.alpha = 0

            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: start.midX, y: start.midY))
            move.toValue = NSValue(cgPoint: CGPoint(x: end.midX, y: end.midY))
            move.duration = duration
            move.fillMode = .both
            move.isRemovedOnCompletion = false
            snapshot.layer.add(move, forKey: "match.position")

            snapshot.bounds.size = start.size
            let added = CALayer.addedAnimations {
                UIView.animate(
                    withDuration: duration, delay: 0, options: [.curveLinear],
                    animations: {
                        snapshot.bounds.size = end.size
                    }, completion: nil)
            }
            for animation in added {
                guard let key = animation.key else { continue }
                animation.layer.removeAnimation(forKey: key)
                animation.layer.add(animation.animation, forKey: "match." + key)
                movedKeys.append("match." + key)
            }
        }
        toView.alpha = 0
        UIView.animate(
            withDuration: duration, animations: { toView.alpha = 1 },
            completion: { _ in
                for snapshot in self.snapshots { snapshot.removeFromSuperview() }
                for destination in destinations.values { destination.alpha = 1 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Hands out the matched animator for presentations and dismissals.
final class MatchedTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: MatchedSnapshotAnimator

    init(registry: MatchRegistry) {
        animator = MatchedSnapshotAnimator(registry: registry)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return animator
    }
}
