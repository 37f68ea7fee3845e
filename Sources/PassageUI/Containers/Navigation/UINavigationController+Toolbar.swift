// The navigation controller's toolbar: hidden by default; shown, it sits along the bottom edge with its 44 pt
// row of items above the bottom safe-area inset (reaching down over the home indicator) and narrows the
// children's safe area by its height. It shows the top controller's `toolbarItems`, changing with pushes and
// pops (cross-fading alongside them). Hiding slides it below the bottom edge and sets `isHidden`; inside a
// running transition the slide runs alongside it (scrubbed, and undone on cancel), otherwise it takes
// `UINavigationControllerHideShowBarDuration`.
import Foundation
import PassageCore

extension UINavigationController {
    /// The toolbar's frame in `root`: the item row's height plus the bottom safe-area inset, along the bottom
    /// edge; hidden, just below it.
    func toolbarFrame(in root: UIView, hidden: Bool) -> CGRect {
        let height = UIToolbar.height + root.safeAreaInsets.bottom
        let shown = CGRect(x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
        return hidden ? shown.offsetBy(dx: 0, dy: height) : shown
    }

    /// Puts the toolbar where the layout says, unless an animation of its own is moving it.
    func placeToolbar() {
        guard isViewLoaded, toolbarStorage.layer.animationKeys()?.isEmpty ?? true else { return }
        let frame = toolbarFrame(in: view, hidden: toolbarHiddenState)
        guard frame != toolbarStorage.frame else { return }
        UIView.performWithoutAnimation { toolbarStorage.frame = frame }
        topViewController?.viewIfLoaded?.setNeedsLayout()
    }

    /// Adds the toolbar (hidden or not) to `root`, showing the top controller's items.
    func installToolbar(in root: UIView) {
        toolbarStorage.frame = toolbarFrame(in: root, hidden: toolbarHiddenState)
        toolbarStorage.isHidden = toolbarHiddenState
        root.addSubview(toolbarStorage)
        toolbarStorage.show(topViewController?.toolbarItems, coordinator: nil)
    }

    /// The top controller's toolbar items changed (or it changed): the toolbar shows them, alongside
    /// `coordinator`'s transition when given.
    func showToolbarItems(of controller: UIViewController?, coordinator: UIViewControllerTransitionCoordinator?) {
        guard isViewLoaded else { return }
        toolbarStorage.show(controller?.toolbarItems, coordinator: coordinator)
    }

    /// A child's toolbar items changed: shown if it is on top (during a transition, in the row showing now,
    /// keeping its cross-fade).
    func childToolbarItemsDidChange(_ child: UIViewController) {
        guard isViewLoaded, child === topViewController else { return }
        if transitionCoordinator == nil {
            showToolbarItems(of: child, coordinator: nil)
        } else {
            toolbarStorage.replaceItemsInPlace(child.toolbarItems)
        }
    }

    func changeToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenState else { return }
        toolbarHiddenState = hidden
        guard isViewLoaded else { return }
        topViewController?.viewIfLoaded?.setNeedsLayout()
        let bar = toolbarStorage
        let shown = toolbarFrame(in: view, hidden: false)
        let hiddenFrame = toolbarFrame(in: view, hidden: true)
        slideBar(
            bar, hidden: hidden, shown: shown, hiddenFrame: hiddenFrame, animated: animated, state: \.toolbarHiddenState
        )
    }
}
