// The presentation controller's delegate: adaptivity (which style to use in a compact environment) and the
// sheet-dismissal callbacks. Objective-C optional methods become protocol extensions with defaults. The
// adaptive-style defaults answer `.automatic`, which is not a valid adaptive style, so an unimplemented method
// reads as "no answer" and the presentation controller falls back as UIKit does (the trait-collection method
// falls back to `adaptivePresentationStyle(for:)`, as UIKit calls it when the newer one is missing).
import Foundation

/// Decides how a presentation adapts to its environment (UIKit's `UIAdaptivePresentationControllerDelegate`).
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use in a horizontally compact environment: `.fullScreen`, `.overFullScreen`, the sheets,
    /// or `.none` for no adaptation.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to use for `traitCollection`. Default: `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    /// The controller to show in place of the presented one when adapting to `style`. Passage keeps the
    /// presented controller (it does not swap controllers when adapting). Default nil.
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// The presentation is about to be shown adapted to `style` (`.none`: not adapted). Default does nothing.
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?)
    /// Whether a sheet may be dismissed by a swipe; not asked when the presented controller
    /// `isModalInPresentation`. Default true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A swipe starts dismissing a sheet (it may still be cancelled). Default does nothing.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe dismissed a sheet (after the presented controller's viewDidDisappear). Default does nothing.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe tried to dismiss a sheet that may not be dismissed (once per drag). Default does nothing.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// No answer (`.automatic`, not a valid adaptive style): the presentation controller falls back.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .automatic
    }

    /// Asks `adaptivePresentationStyle(for:)`, as UIKit does when this method is not implemented.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        adaptivePresentationStyle(for: controller)
    }

    /// No replacement controller.
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        nil
    }

    /// Does nothing.
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?
    ) {}

    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
