// What a split view controller asks and tells its delegate. Every member is optional in UIKit; the defaults
// answer as UIKit does when the delegate does not implement one.
import Foundation

/// The delegate of a split view controller (UIKit's `UISplitViewControllerDelegate`).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Asked when a classic split view collapses: true when the delegate dealt with the secondary controller;
    /// false (the default) lets the split view push it onto a primary navigation controller.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// Asked which column a column-style split view shows when it collapses. Default: the proposed one.
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// Told that the display mode is about to change. Default does nothing.
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Told that the split view collapsed to one column. Default does nothing.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Told that the split view expanded to its columns. Default does nothing.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}

extension UIViewController {
    /// The nearest ancestor that is a split view controller.
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }
}
