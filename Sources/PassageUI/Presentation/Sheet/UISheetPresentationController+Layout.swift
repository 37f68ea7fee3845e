// Where everything stands for a card whose top is at a given height: the card's frame at its detent, the
// presenter's recession (SheetMetrics' transform, concatenated with the presenter's own, its corners rounded
// while receded), the dimming's level between the largest undimmed detent and the next, the card's rounding and
// the grabber. Used at rest, by the transitions' alongside animations, by drags and by detent changes.
import Foundation
import PassageCore

extension UISheetPresentationController {
    /// Puts the card at its detent, the presenter and dimming where that detent wants them, without animation.
    func layOutAtRest() {
        presentedView?.frame = frameOfPresentedViewInContainerView
        showRest(sheetTop: frameOfPresentedViewInContainerView.minY)
    }

    /// Springs the card to its detent from where it is, `velocity` (points per second, downward positive) its
    /// start speed.
    func animateToRest(velocity: CGFloat) {
        guard let presentedView else { return }
        let target = frameOfPresentedViewInContainerView
        let distance = target.minY - presentedView.frame.minY
        let springVelocity = abs(distance) > 0.5 ? velocity / distance : 0
        UIView.animate(
            withDuration: SheetTransitionAnimator.duration, delay: 0,
            usingSpringWithDamping: SheetTransitionAnimator.dampingRatio, initialSpringVelocity: springVelocity,
            options: [.allowUserInteraction, .beginFromCurrentState],
            animations: {
                presentedView.frame = target
                self.showRest(sheetTop: target.minY)
            })
    }

    /// Sets the presenter's recession and the dimming for a card whose top is at `sheetTop` (dimming: the
    /// given level instead of the detents').
    func showRest(sheetTop: CGFloat, dimming: CGFloat? = nil) {
        let metrics = self.metrics
        dimmingView?.alpha = dimming ?? dimmingLevel(sheetTop: sheetTop)
        recedePresenter(metrics.recession(sheetTop: sheetTop))
        grabberView?.frame.origin.x = ((presentedView?.bounds.width ?? 0) - SheetGrabber.size.width) / 2
    }

    /// The dimming (0…1) with the card's top at `sheetTop`: full at and above the detent after the largest
    /// undimmed one, none at and below the undimmed one, in proportion between.
    func dimmingLevel(sheetTop: CGFloat) -> CGFloat {
        guard let undimmed = largestUndimmedDetentIdentifier, metrics.isCompactWidth else { return 1 }
        let resolved = resolvedDetents
        guard let index = resolved.firstIndex(where: { $0.identifier == undimmed }) else { return 1 }
        guard index + 1 < resolved.count else { return 0 }
        let undimmedTop = metrics.top(forValue: resolved[index].value)
        let dimmedTop = metrics.top(forValue: resolved[index + 1].value)
        guard undimmedTop > dimmedTop else { return 1 }
        return min(max((undimmedTop - sheetTop) / (undimmedTop - dimmedTop), 0), 1)
    }

    /// Recedes the presenter's view by `fraction` (0…1), rounding its corners while receded.
    func recedePresenter(_ fraction: CGFloat) {
        guard let restore = presenterRestore, let superview = restore.view.superview, let containerView else { return }
        let view = restore.view
        let frame = CGRect(
            x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
            width: view.bounds.width, height: view.bounds.height)
        let recededTop = superview.convert(
            CGPoint(x: 0, y: containerView.bounds.minY + containerView.safeAreaInsets.top),
            from: containerView
        ).y
        view.transform = restore.transform.concatenating(
            SheetMetrics.recededTransform(frame: frame, recededTop: recededTop, fraction: fraction))
        let receded = fraction > 0
        if receded { view.clipsToBounds = true }
        view.layer.cornerRadius = receded ? (preferredCornerRadius ?? SheetMetrics.cornerRadius) : restore.cornerRadius
    }

    /// Rounds the card: its top corners in a compact width, all four in a regular one.
    func roundCard() {
        guard let card = presentedView else { return }
        card.layer.cornerRadius = preferredCornerRadius ?? SheetMetrics.cornerRadius
        card.layer.maskedCorners =
            metrics.isCompactWidth
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        card.clipsToBounds = true
    }

    /// Shows or hides the grabber as `prefersGrabberVisible` says, while presented.
    func updateGrabber() {
        let wanted = prefersGrabberVisible && isShowingChrome && isCard
        if !wanted {
            grabberView?.removeFromSuperview()
            grabberView = nil
        } else if grabberView == nil, let card = presentedView {
            let grabber = SheetGrabber.make(width: card.bounds.width)
            card.addSubview(grabber)
            grabberView = grabber
        }
    }
}
