// When a window's root view controller is replaced, the presentations made in the old root's hierarchy end with
// it: their controllers disappear and their container views leave the window, so nothing of the old hierarchy
// stays on screen, and no view stays in the window after its controller is released. (UIKit leaves its
// transition view in the window there; Passage does not.)
import Foundation
import PassageCore

extension UIViewController {
    /// Ends at once, without animation, every presentation made from this controller or a descendant, topmost
    /// first: each presented controller that is appearing or appeared disappears, its container view leaves the
    /// window, and the presenting/presented links are cut. A presentation in the middle of a transition only
    /// leaves the window: the transition (and a gesture driving it) still ends it, and a dismissal running then no
    /// longer puts the presenter's view back where it was.
    func endPresentationsForRemoval() {
        for child in storedChildren { child.endPresentationsForRemoval() }
        guard let presented = storedPresented else { return }
        presented.endPresentationsForRemoval()
        let controller = presented.storedPresentationController
        controller?.containerView?.removeFromSuperview()
        controller?.presenterHome = nil
        guard presented.transitionCoordinator == nil else { return }
        if presented.isAppearingOrAppeared { presented.changeAppearance(false) }
        controller?.containerView = nil
        presented.storedPresentationController = nil
        presented.storedPresenting = nil
        storedPresented = nil
    }
}
