// Tabs: one child shown at a time above a tab bar. Selecting another tab is a ControllerTransition from the
// shown child to the new one — animated when the delegate vends an animator, at once otherwise (UIKit's
// rule) — in a transition view that fills the controller's view under the bar. A current-context presentation
// made in a tab (its container sits in the transition view beside the tab's view) leaves with its tab and comes
// back with it: its presented controller disappears and reappears, and a `.currentContext` one keeps covering the
// tab's view, which stays out of the window.
import Foundation
import PassageCore

/// A container that shows one of several children, chosen with a tab bar (UIKit's `UITabBarController`).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController] = []
    private var selected = 0
    /// The view the selected child's view lives in (the transitions' container).
    let transitionView = UIView()

    /// The bar at the bottom with one item per tab.
    public let tabBar = UITabBar()
    /// Whether the selected navigation controller's stack hides the tab bar (`hidesBottomBarWhenPushed`).
    var bottomBarHiddenState = false
    /// Asked about and told of selections; vends custom animation and interaction controllers. Held weakly.
    open weak var delegate: UITabBarControllerDelegate?

    /// The children, one per tab. Setting them selects the first (or keeps the selected one if still there).
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the tabs; the change itself is never animated.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = tabs
        let shown = old.indices.contains(selected) ? old[selected] : nil
        let new = viewControllers ?? []
        for controller in old where !new.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === shown, isAppearingOrAppeared { controller.changeAppearance(false) }
            controller.storedView?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in new where controller.storedParent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabs = new
        selected = shown.flatMap { controller in new.firstIndex { $0 === controller } } ?? 0
        if isViewLoaded { showSelectedNow(previous: shown) }
    }

    /// The index of the selected tab. Setting it switches tabs (animated when the delegate vends an animator).
    open var selectedIndex: Int {
        get { selected }
        set { select(index: newValue) }
    }

    /// The selected child. Setting it to one of the tabs selects that tab.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                return diagnose(
                    .selectedControllerNotATab, .warning,
                    "UITabBarController.selectedViewController: the controller is not one of the tabs; ignored")
            }
            select(index: index)
        }
    }

    /// Makes a transition view filling the bounds and the tab bar along the bottom.
    open override func loadView() {
        // Weak: the view may outlive its controller (kept by the app or left in a window), and must not trap then.
        let root = makeContainerRootView(holding: transitionView) { [weak self] in self?.placeTabBar() }
        tabBar.frame = tabBarFrame(in: root)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        tabBar.onTap = { [weak self] index in self?.userSelected(index: index) }
        root.addSubview(tabBar)
        view = root
        showSelectedNow(previous: nil)
    }

    /// The tab bar covers the bottom of the children's views up to its top edge, unless a pushed controller hides it.
    override func insetsCoveredForChildren() -> UIEdgeInsets {
        guard isViewLoaded, !bottomBarHiddenState else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: max(view.bounds.height - tabBar.frame.minY, 0), right: 0)
    }

    /// The tab bar's frame in `root`: the device's bar height above the bottom safe-area inset (the home
    /// indicator), reaching down to the bottom edge.
    private func tabBarFrame(in root: UIView) -> CGRect {
        let itemHeight = UIScreen.main.device.tabBarHeight
        let height = itemHeight + root.safeAreaInsets.bottom
        return CGRect(x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
    }

    private func placeTabBar() {
        guard tabBar.superview === view else { return }  // lent to a transition (hidesBottomBarWhenPushed)
        tabBar.itemAreaHeight = UIScreen.main.device.tabBarHeight
        let frame = tabBarFrame(in: view)
        guard frame != tabBar.frame else { return }
        UIView.performWithoutAnimation { tabBar.frame = frame }
        tabBar.setItems(titles: tabs.map { $0.title }, selected: selected)
        selectedViewController?.viewIfLoaded?.setNeedsLayout()
    }

    override func childTitleDidChange(_ child: UIViewController) {
        if isViewLoaded { tabBar.setItems(titles: tabs.map { $0.title }, selected: selected) }
    }

    /// What a tap on the tab bar does: asks the delegate, selects (starting the switch's transition), and tells
    /// the delegate at once, as UIKit does, while the switch runs.
    func userSelected(index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        select(index: index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(index: Int) {
        guard tabs.indices.contains(index) else {
            return diagnose(
                .selectedIndexOutOfRange, .warning,
                "UITabBarController.selectedIndex = \(index) is out of 0..<\(tabs.count); ignored")
        }
        TransitionQueue.current.perform("select tab \(index)", waitingCode: .tabSwitchDuringTransition) { [self] in
            switchTab(to: index)
        }
    }

    private func showSelectedNow(previous: UIViewController?) {
        let shown = selectedViewController
        if let previous, previous !== shown {
            hideContextPresentations(of: previous)
            previous.storedView?.removeFromSuperview()
        }
        if let shown {
            if !isCovered(shown), shown.storedView?.superview !== transitionView {
                place(shown, in: transitionView, at: 0)
            }
            showAppearance(of: showContextPresentations(of: shown))
        }
        tabBar.setItems(titles: tabs.map { $0.title }, selected: selected)
    }

    /// Takes the containers of the current-context presentations made in `tab` out of the transition view (their
    /// presented controllers disappear), until `tab` is shown again.
    private func hideContextPresentations(of tab: UIViewController) {
        let containers = transitionView.subviews.compactMap { $0 as? PresentationContainerView }.filter {
            var current = $0.presentationController?.presentingViewController
            while let controller = current, controller !== tab { current = controller.storedParent }
            return current != nil
        }
        for container in containers.reversed() {
            guard let presentation = container.presentationController else { continue }
            for presented in presentation.presentingViewController.presentationChain(inside: container) {
                presented.changeAppearance(false)
            }
            // A dismissal meanwhile must not put the tab's view back into the transition view.
            presentation.presenterHome = nil
            container.removeFromSuperview()
        }
    }

    /// The presentation controllers of the current-context presentations made in `tab` that
    /// `hideContextPresentations(of:)` took out (their containers are in no view) and that still run.
    private func hiddenPresentations(of tab: UIViewController) -> [UIPresentationController] {
        var result: [UIPresentationController] = []
        var pending = [tab]
        while let controller = pending.popLast() {
            pending += controller.storedChildren
            if let presentation = controller.storedPresented?.storedPresentationController,
                presentation.presentationStyle.usesPresentationContext,
                let container = presentation.containerView, container.superview == nil
            {
                result.append(presentation)
            }
        }
        return result
    }

    /// Whether a hidden `.currentContext` presentation made in `tab` covers its view (which then stays out).
    private func isCovered(_ tab: UIViewController) -> Bool {
        hiddenPresentations(of: tab).contains { $0.shouldRemovePresentersView }
    }

    /// Puts back the containers `hideContextPresentations(of:)` took from `tab`, above its view, and returns their
    /// presented controllers and what those present inside them, those whose views are there (they appear once
    /// the tab's own appearance callbacks have run).
    private func showContextPresentations(of tab: UIViewController) -> [UIViewController] {
        hiddenPresentations(of: tab).flatMap { presentation -> [UIViewController] in
            guard let container = presentation.containerView else { return [] }
            container.frame = transitionView.bounds
            transitionView.addSubview(container)
            presentation.presenterHome = (transitionView, 0)
            return presentation.presentingViewController.presentationChain(inside: container).filter {
                $0.storedView?.isDescendant(of: container) == true
            }
        }
    }

    /// Makes `presented` appear when this controller is visible.
    private func showAppearance(of presented: [UIViewController]) {
        guard isAppearingOrAppeared else { return }
        for controller in presented { controller.changeAppearance(true) }
    }

    private func switchTab(to index: Int) {
        guard tabs.indices.contains(index), index != selected else { return }
        let fromController = tabs[selected]
        let toController = tabs[index]
        let previous = selected
        selected = index
        guard isViewLoaded, view.window != nil else {
            if isViewLoaded {
                showSelectedNow(previous: fromController)
                if isAppearingOrAppeared {
                    fromController.changeAppearance(false)
                    if toController.storedView?.superview === transitionView { toController.changeAppearance(true) }
                }
            }
            return
        }
        let animator = delegate?.tabBarController(
            self, animationControllerForTransitionFrom: fromController, to: toController)
        let interactor = animator.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        let bounds = transitionView.bounds
        tabBar.setItems(titles: tabs.map { $0.title }, selected: index)
        // The tabs' current-context presentations switch at once; a tab's view covered by one does not move.
        hideContextPresentations(of: fromController)
        let fromShown = fromController.view.superview === transitionView
        let toShown = !isCovered(toController)
        var shownPresentations: [UIViewController] = []
        let transition = ControllerTransition(
            from: .init(
                controller: fromController, view: fromShown ? fromController.view : nil, initialFrame: bounds,
                finalFrame: .zero, changesAppearance: fromShown, movement: nil),
            to: .init(
                controller: toController, view: toShown ? toController.view : nil, initialFrame: .zero,
                finalFrame: bounds, changesAppearance: toShown, movement: nil),
            containerView: transitionView, isAnimated: animator != nil, presentationStyle: .none, animator: animator,
            interactor: interactor,
            steps: .init(
                placeWithoutAnimation: { [self] in
                    fromController.view.removeFromSuperview()
                    if toShown { place(toController, in: transitionView, at: 0) }
                },
                updateHierarchy: { [self] completed in
                    let (stays, leaves) = completed ? (toController, fromController) : (fromController, toController)
                    let staysShown = completed ? toShown : fromShown
                    leaves.view.removeFromSuperview()
                    if staysShown {
                        if stays.view.superview !== transitionView { place(stays, in: transitionView, at: 0) }
                        stays.view.frame = transitionView.bounds
                    }
                    shownPresentations = showContextPresentations(of: stays)
                    if !completed {
                        selected = previous
                        tabBar.setItems(titles: tabs.map { $0.title }, selected: previous)
                    }
                },
                didEnd: { [self] _ in showAppearance(of: shownPresentations) }))
        transition.begin()
    }
}
