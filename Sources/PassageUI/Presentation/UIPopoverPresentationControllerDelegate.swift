// What a popover presentation tells its delegate, beyond adapting. Passage lays popovers out as they adapt on
// an iPhone (a sheet), so of these only the dismissal questions can arise; every member has UIKit's default.
// `popoverPresentationController(_:willRepositionPopoverTo:in:)` is left out: its `AutoreleasingUnsafeMutablePointer`
// does not exist on Linux, and Passage never repositions a popover.
import Foundation
import PassageCore

/// The delegate of a popover presentation (UIKit's `UIPopoverPresentationControllerDelegate`).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Told that the popover is about to be presented. Default does nothing.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Asked whether a tap outside dismisses the popover (iOS 8–12). Default true.
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    /// Told that the popover was dismissed (iOS 8–12). Default does nothing.
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}
