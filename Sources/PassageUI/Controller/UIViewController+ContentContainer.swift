// The controller as a content container: size transitions go down to the children, preferred-size changes
// go up to the parent or, for a presented controller, to its presentation controller; the popover
// presentation controller exists only for the `.popover` style, the sheet presentation controller for the sheets.
import Foundation

extension UIViewController {
    /// Who hears of this controller's preferred-size changes: the parent, else the presentation controller.
    var contentContainerParent: UIContentContainer? {
        if let parent = storedParent { return parent }
        return storedPresenting == nil ? nil : storedPresentationController
    }

    /// UIViewController's default size transition: each child with the size it gets.
    func forwardSizeTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(
                to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// The popover controller, made on first use, while the style is `.popover`.
    var popoverController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let storedPopoverController { return storedPopoverController }
        let controller = UIPopoverPresentationController(madeBy: self)
        storedPopoverController = controller
        return controller
    }

    /// The sheet presentation controller, made on first use, while the style is a sheet style (or while it
    /// presents the controller).
    var sheetController: UISheetPresentationController? {
        if let storedSheetController,
            storedSheetController === storedPresentationController || modalPresentationStyle.isSheet
        {
            return storedSheetController
        }
        guard modalPresentationStyle.isSheet else { return nil }
        let controller = UISheetPresentationController(madeBy: self)
        storedSheetController = controller
        return controller
    }

    /// Calls `traitCollectionDidChange(_:)` on this controller and its children.
    func propagateTraitChange(from previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        for child in children { child.propagateTraitChange(from: previous) }
    }
}

extension UIView {
    /// Calls `traitCollectionDidChange(_:)` on the view and its subviews.
    func propagateTraitChange(from previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        for subview in subviews { subview.propagateTraitChange(from: previous) }
    }
}
