// Dragging a sheet, and the swipe down that dismisses it. A pan on the card moves it with the finger:
//   - between the smallest and the largest detent the card's top follows the finger (the card resizes; the
//     presenter recedes and the dimming changes with it);
//   - above the largest detent it rubber-bands (UIKit's scroll-view band over the container's height);
//   - below the smallest detent it is a dismissal: unless the presented controller `isModalInPresentation`
//     or the delegate's `presentationControllerShouldDismiss` answers false, the delegate hears
//     `presentationControllerWillDismiss`, and an interactive dismissal starts (the presented controller gets
//     viewWillDisappear) whose progress is the card's travel over the distance to the bottom edge; refused,
//     the delegate hears `presentationControllerDidAttemptToDismiss` once for the gesture and the card
//     rubber-bands below the detent.
// On release the card goes to the target nearest to where the release velocity projects it — UIScrollView's
// normal deceleration projection, v · 0.998 / (1000 · (1 − 0.998)) points (the reference file's): one of the
// detents, or, in a dismissal, the bottom edge (the dismissal finishes; the delegate hears
// `presentationControllerDidDismiss` after the presented controller's viewDidDisappear) or the smallest
// detent (it is cancelled). A refused pull springs back. The nearest-target rule is Passage's (UIKit's is private).
import Foundation
import PassageCore

/// One drag of a sheet.
struct SheetDrag {
    /// The card's top when the finger came down.
    var startTop: CGFloat
    /// Whether `presentationControllerDidAttemptToDismiss` was sent during this drag.
    var refusedDismissal = false
    /// The card's top where the interactive dismissal started; nil unless dismissing.
    var dismissalTop: CGFloat?

    /// How far a release at `velocity` points per second carries the card: UIScrollView's normal deceleration
    /// projection.
    static func projection(velocity: CGFloat) -> CGFloat {
        let rate: CGFloat = 0.998
        return velocity / 1000 * rate / (1 - rate)
    }
}

extension UISheetPresentationController {
    func installPan() {
        guard panRecognizer == nil, let card = presentedView else { return }
        let pan = UIPanGestureRecognizer(target: self, action: UISheetPresentationController.didPan)
        card.addGestureRecognizer(pan)
        panRecognizer = pan
    }

    func removePan() {
        if let panRecognizer { panRecognizer.view?.removeGestureRecognizer(panRecognizer) }
        panRecognizer = nil
        drag = nil
    }

    private func didPan(_ pan: UIPanGestureRecognizer) {
        guard let containerView else { return }
        switch pan.state {
        case .began:
            beginDrag()
        case .changed:
            moveDrag(translation: pan.translation(in: containerView).y)
        case .ended, .cancelled, .failed:
            endDrag(velocity: pan.state == .ended ? pan.velocity(in: containerView).y : 0)
        default:
            break
        }
    }

    /// The tops of the resting places, smallest detent (lowest top) first.
    private var detentTops: [(identifier: Detent.Identifier, top: CGFloat)] {
        let metrics = self.metrics
        guard metrics.isCompactWidth else {
            return [(restIdentifier, metrics.regularFrame(formSheet: presentationStyle == .formSheet).minY)]
        }
        return resolvedDetents.map { ($0.identifier, metrics.top(forValue: $0.value)) }
    }

    private func beginDrag() {
        guard drag == nil, presentedViewController.transitionCoordinator == nil, let card = presentedView else {
            return
        }
        // A spring still settling stops where it shows.
        let shownTop = card.layer.presentation()?.frame.minY ?? card.frame.minY
        for layer in [card.layer, presentingViewController.view.layer, dimmingView?.layer].compactMap({ $0 }) {
            layer.removeAllAnimations()
        }
        drag = SheetDrag(startTop: shownTop)
        place(top: shownTop)
    }

    private func moveDrag(translation: CGFloat) {
        guard var drag, let containerView else { return }
        let proposed = drag.startTop + translation
        let bottom = containerView.bounds.maxY
        if let dismissalTop = drag.dismissalTop {
            let travel = max(bottom - dismissalTop, 1)
            dismissalInteractor?.update(min(max((proposed - dismissalTop) / travel, 0), 1))
            return
        }
        let tops = detentTops
        let highest = tops.last?.top ?? 0
        let lowest = tops.first?.top ?? 0
        let band = RubberBand(dimension: containerView.bounds.height)
        var top = proposed
        if proposed < highest {
            top = highest - band.offset(forOverscroll: highest - proposed)
        } else if proposed > lowest {
            if mayDismiss(&drag) {
                place(top: lowest)
                drag.dismissalTop = lowest
                self.drag = drag
                startInteractiveDismissal()
                dismissalInteractor?.update(min(max((proposed - lowest) / max(bottom - lowest, 1), 0), 1))
                return
            }
            top = lowest + band.offset(forOverscroll: proposed - lowest)
        }
        self.drag = drag
        place(top: top)
    }

    private func endDrag(velocity: CGFloat) {
        guard let drag, let containerView else { return }
        let card = presentedView
        let top = card?.frame.minY ?? 0
        if let dismissalTop = drag.dismissalTop {
            self.drag = nil
            let bottom = containerView.bounds.maxY
            let travel = max(bottom - dismissalTop, 1)
            let reached = dismissalTop + (dismissalInteractor?.percentComplete ?? 0) * travel
            let projected = reached + SheetDrag.projection(velocity: velocity)
            if abs(projected - bottom) < abs(projected - dismissalTop) {
                dismissalInteractor?.finish()
            } else {
                dismissalInteractor?.cancel()
            }
            return
        }
        let projected = top + SheetDrag.projection(velocity: velocity)
        let tops = detentTops
        let nearest = tops.min { abs($0.top - projected) < abs($1.top - projected) }
        let previous = restIdentifier
        if let nearest, metrics.isCompactWidth { selectedDetentIdentifier = nearest.identifier }
        self.drag = nil
        animateToRest(velocity: velocity)
        if restIdentifier != previous, let sheetDelegate = delegate as? UISheetPresentationControllerDelegate {
            sheetDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    /// Whether the swipe may dismiss; when not, tells the delegate (once per drag). A sheet that presents another
    /// controller (one covered it while the finger was down) is not the top of its chain: nothing to dismiss.
    private func mayDismiss(_ drag: inout SheetDrag) -> Bool {
        guard !drag.refusedDismissal, presentedViewController.storedPresented == nil else { return false }
        if refusesInteractiveDismissal(presentedViewController)
            || delegate?.presentationControllerShouldDismiss(self) == false
        {
            drag.refusedDismissal = true
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        return true
    }

    /// Whether `controller` or a controller inside it is modal in presentation.
    private func refusesInteractiveDismissal(_ controller: UIViewController) -> Bool {
        controller.isModalInPresentation || controller.children.contains { refusesInteractiveDismissal($0) }
    }

    private func startInteractiveDismissal() {
        let interactor = UIPercentDrivenInteractiveTransition()
        dismissalInteractor = interactor
        isSwipeDismissal = true
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.requestSwipeDismissal(by: self)
    }

    /// The swipe's dismissal request found the sheet covered or already dismissed when its turn came: the swipe
    /// drives nothing and the drag goes on as a drag.
    func swipeDismissalDidNotStart() {
        dismissalInteractor = nil
        isSwipeDismissal = false
        drag?.dismissalTop = nil
    }

    /// Puts the card's top at `top`: resized between the detents, moved whole below the smallest one.
    private func place(top: CGFloat) {
        guard let card = presentedView, let containerView else { return }
        let lowest = detentTops.first?.top ?? top
        let bottom = containerView.bounds.maxY
        if !metrics.isCompactWidth {
            card.frame.origin.y = top
        } else if top > lowest {
            card.frame = CGRect(x: card.frame.minX, y: top, width: card.frame.width, height: bottom - lowest)
        } else {
            card.frame = CGRect(x: card.frame.minX, y: top, width: card.frame.width, height: bottom - top)
        }
        showRest(sheetTop: top)
    }
}
