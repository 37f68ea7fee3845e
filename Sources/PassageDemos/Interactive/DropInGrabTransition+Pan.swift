// The pan side of the hand-made drop-in (the “Building Better Transitions” talk, slides 75–97):
//   began   → the grab: the card's model takes what its presentation layer shows (position and swing), then its
//             animations are removed, so it stops where it is seen; the translation restarts from zero, so the
//             pan's 10-point threshold does not make it jump on the first move;
//   changed → the card follows the finger in both directions (translation added, then reset to zero);
//   ended   → the release: finish or cancel (DropInRelease), then a spring to the end (flat) or back above the top
//             edge (swung to 45°) whose initialSpringVelocity is the pan's velocity toward the target divided by
//             the distance left; its completion completes the transition (and removes the pan).
// The delegate lets the pan begin only once per transition, before it was released.
import Passage

extension DropInGrabTransition: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        context != nil && release == nil
    }

    func didPan(_ pan: UIPanGestureRecognizer) {
        guard let card, let context else { return }
        let container = context.containerView
        switch pan.state {
        case .began:
            grab(card)
            pan.setTranslation(.zero, in: container)
        case .changed:
            let translation = pan.translation(in: container)
            card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
            pan.setTranslation(.zero, in: container)
            context.updateInteractiveTransition(min(max(path.progress(ofPosition: card.center), 0), 1))
        case .ended, .cancelled:
            let translation = pan.translation(in: container)
            card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
            letGo(card, velocity: pan.state == .ended ? pan.velocity(in: container) : .zero, in: context)
        default:
            break
        }
    }

    /// Stops the card where it is seen: model = presentation, then no animations.
    private func grab(_ card: UIView) {
        let shown = card.layer.presentation() ?? card.layer
        grabbedPosition = shown.position
        card.center = shown.position
        card.layer.transform = shown.transform
        card.layer.removeAllAnimations()
        log?.add("grab")
    }

    /// Finishes or cancels the interaction and springs the card on with the finger's velocity.
    private func letGo(_ card: UIView, velocity: CGPoint, in context: UIViewControllerContextTransitioning) {
        let release = DropInRelease(position: card.center, velocity: velocity, path: path)
        self.release = release
        release.endInteraction(of: context, log: log)
        let transform = release.finishes ? CATransform3DIdentity : DropInPath.startTransform
        UIView.animate(
            withDuration: Self.springDuration, delay: 0, usingSpringWithDamping: Self.springDamping,
            initialSpringVelocity: release.initialSpringVelocity, options: [.allowUserInteraction],
            animations: {
                card.center = release.target
                card.layer.transform = transform
            },
            completion: { _ in
                self.complete()
            })
    }
}
