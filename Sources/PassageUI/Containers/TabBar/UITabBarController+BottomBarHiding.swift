// hidesBottomBarWhenPushed: a navigation controller that is a tab's child hides the tab bar while a controller
// that asks for it is in its stack. The change rides on the navigation transition: the tab bar is lent to the
// view that is leaving (a push) or being revealed (a pop) for the transition's duration, so it moves with that
// view whatever the animator does, then comes back to the tab bar controller's view, hidden or shown. The
// state changes when the transition begins (the incoming view's safe area is its final one from its
// viewWillAppear on) and goes back if the transition is cancelled.
import Foundation
import PassageCore

extension UITabBarController {
    /// Hides or shows the tab bar as part of `coordinator`'s transition, lending it to `carrier` (a view the
    /// transition moves, filling `container`) until the transition ends; at once without a coordinator.
    func changeBottomBarHidden(
        _ hidden: Bool, carriedBy carrier: UIView, in container: UIView,
        coordinator: UIViewControllerTransitionCoordinator?
    ) {
        guard hidden != bottomBarHiddenState, isViewLoaded else { return }
        bottomBarHiddenState = hidden
        selectedViewController?.viewIfLoaded?.setNeedsLayout()
        guard let coordinator else {
            tabBar.isHidden = hidden
            return
        }
        let home = view!
        let frameInRoot = tabBar.frame
        // The carrier fills the container at the transition's end, so container coordinates are its own.
        let frameInCarrier = home.convert(frameInRoot, to: container)
        UIView.performWithoutAnimation {
            tabBar.removeFromSuperview()
            tabBar.frame = frameInCarrier
            tabBar.isHidden = false
            carrier.addSubview(tabBar)
        }
        coordinator.animateAlongsideTransition(
            in: nil, animation: nil,
            completion: { [weak self] context in
                guard let self else { return }
                let stays = context.isCancelled ? !hidden : hidden
                self.bottomBarHiddenState = stays
                self.tabBar.removeFromSuperview()
                self.tabBar.frame = frameInRoot
                self.tabBar.isHidden = stays
                home.addSubview(self.tabBar)
                self.selectedViewController?.viewIfLoaded?.setNeedsLayout()
            })
    }
}

extension UINavigationController {
    /// Whether the tab bar is hidden while `stack` is the stack: some controller above the root asks for it
    /// (the root is never pushed, so its `hidesBottomBarWhenPushed` is not read).
    func hidesBottomBar(for stack: [UIViewController]) -> Bool {
        stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// Hides or shows the enclosing tab bar controller's tab bar for a change from `old` to `new` (when this
    /// navigation controller is its selected tab): it leaves with `oldTop`'s view on a push, comes back with
    /// `newTop`'s on a pop.
    func updateBottomBar(
        from old: [UIViewController], to new: [UIViewController], oldTop: UIViewController,
        newTop: UIViewController, animated: Bool
    ) {
        let hides = hidesBottomBar(for: new)
        guard let tabs = parent as? UITabBarController, tabs.selectedViewController === self,
            hides != hidesBottomBar(for: old)
        else { return }
        let carrier: UIView = hides ? oldTop.view : newTop.view
        tabs.changeBottomBarHidden(
            hides, carriedBy: carrier, in: transitionView, coordinator: animated ? newTop.transitionCoordinator : nil)
    }
}
