// Every stack change: containment for the controllers that join or leave, then — when the top controller
// changes while the navigation controller's view is in a window — a ControllerTransition from the old top
// to the new one (push when the new top was not in the stack, pop when it was), animated by the delegate's
// animator or the built-in one, with the bar's change alongside. A cancelled transition puts the stack,
// the containment and the bar back as they were.
import Foundation
import PassageCore

extension UINavigationController {
    /// Queues a stack change; `change` computes the new stack from the stack at the time it runs (nil: none).
    /// `waitingCode` is raised when it has to wait for a running transition.
    func requestStack(
        _ label: String, waitingCode: Diagnostic.Code, animated: Bool,
        _ change: @escaping ([UIViewController]) -> [UIViewController]?
    ) {
        TransitionQueue.current.perform(label, waitingCode: waitingCode) { [self] in
            guard let newStack = change(stack) else { return }
            applyStack(newStack, animated: animated)
        }
    }

    /// Sets the stack with no transition (the initializer's root).
    func applyStackNow(_ newStack: [UIViewController]) {
        for controller in newStack where controller.storedParent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        stack = newStack
    }

    /// What the bar shows for `stack`: the top controller's navigation item, and a back button titled by the
    /// item below it (its back item's title, else its back button title, else its title, else "Back") unless
    /// the top item hides it or has left items that replace it.
    func barItems(for stack: [UIViewController]) -> UINavigationBar.Items {
        guard let top = stack.last?.navigationItem else { return UINavigationBar.Items() }
        let below = stack.count > 1 ? stack[stack.count - 2].navigationItem : nil
        let left = top.leftBarButtonItems ?? []
        let showsBack = !top.hidesBackButton && (left.isEmpty || top.leftItemsSupplementBackButton)
        return UINavigationBar.Items(
            title: top.title, titleView: top.titleView, backTitle: showsBack ? below?.backTitle : nil,
            left: left, right: top.rightBarButtonItems ?? [], topItem: top, backItem: below)
    }

    /// A controller's navigation item changed: the bar redraws if it shows that item.
    func childNavigationItemDidChange(_ item: UINavigationItem) {
        guard isViewLoaded else { return }
        navigationBar.refresh(items: barItems(for: stack), ifShowing: item)
    }

    private func applyStack(_ newStack: [UIViewController], animated: Bool) {
        let old = stack
        let added = newStack.filter { controller in !old.contains { $0 === controller } }
        let removed = old.filter { controller in !newStack.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        stack = newStack
        let oldTop = old.last
        let newTop = newStack.last
        guard let oldTop, let newTop, oldTop !== newTop, isViewLoaded, view.window != nil else {
            // Not on screen (or the top stays): the views and containment change at once.
            if isViewLoaded, oldTop !== newTop {
                oldTop?.storedView?.removeFromSuperview()
                if let newTop { place(newTop, in: transitionView) }
                if isAppearingOrAppeared {
                    oldTop?.changeAppearance(false)
                    newTop?.changeAppearance(true)
                }
            }
            for controller in removed { controller.removeFromParent() }
            for controller in added { controller.didMove(toParent: self) }
            if isViewLoaded {
                navigationBar.show(items: barItems(for: newStack), change: .none, coordinator: nil)
                if oldTop !== newTop { showToolbarItems(of: newTop, coordinator: nil) }
                if let oldTop, let newTop, oldTop !== newTop {
                    updateBottomBar(from: old, to: newStack, oldTop: oldTop, newTop: newTop, animated: false)
                }
            }
            return
        }
        let operation: Operation = old.contains { $0 === newTop } ? .pop : .push
        delegate?.navigationController(self, willShow: newTop, animated: animated)
        let custom =
            animated
            ? delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop) : nil
        let layoutToLayout = LayoutToLayoutNavigation.make(
            isPush: operation == .push, from: oldTop, to: newTop, animated: animated)
        layoutToLayout?.begin()
        let zoom =
            animated && custom == nil && layoutToLayout == nil
            ? (operation == .push ? newTop : oldTop).zoomAnimator(zoomingIn: operation == .push, route: .navigation)
            : nil
        let animator =
            custom
            ?? (animated
                ? (layoutToLayout?.animator ?? zoom ?? NavigationTransitionAnimator(operation: operation)) : nil)
        let interactor =
            zoom
            ?? animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
            ?? (operation == .pop ? interactivePop.takeInteraction(customAnimator: custom != nil) : nil)
        let bounds = transitionView.bounds
        let barChange: UINavigationBar.Change =
            custom != nil || zoom != nil ? .fade : (operation == .push ? .push : .pop)
        let transition = ControllerTransition(
            from: .init(
                controller: oldTop, view: oldTop.view, initialFrame: bounds, finalFrame: .zero, changesAppearance: true,
                movement: removed.contains { $0 === oldTop } ? \.movingFromParent : nil),
            to: .init(
                controller: newTop, view: newTop.view, initialFrame: .zero, finalFrame: bounds, changesAppearance: true,
                movement: added.contains { $0 === newTop } ? \.movingToParent : nil),
            containerView: transitionView, isAnimated: animated, presentationStyle: .none, animator: animator,
            interactor: interactor,
            steps: .init(
                willBegin: { [self] in
                    // Read now: the new top's viewDidLoad (run when its view was fetched above) may have set its items.
                    navigationBar.show(
                        items: barItems(for: newStack), change: animated ? barChange : .none,
                        coordinator: newTop.transitionCoordinator)
                    showToolbarItems(of: newTop, coordinator: animated ? newTop.transitionCoordinator : nil)
                    updateBottomBar(from: old, to: newStack, oldTop: oldTop, newTop: newTop, animated: animated)
                },
                placeWithoutAnimation: { [self] in
                    oldTop.view.removeFromSuperview()
                    place(newTop, in: transitionView)
                },
                updateHierarchy: { [self] completed in
                    if completed {
                        oldTop.view.removeFromSuperview()
                        if newTop.view.superview !== transitionView { place(newTop, in: transitionView) }
                        newTop.view.frame = transitionView.bounds
                    } else {
                        newTop.view.removeFromSuperview()
                        if oldTop.view.superview !== transitionView { place(oldTop, in: transitionView) }
                        stack = old
                    }
                    layoutToLayout?.end(completed: completed)
                },
                didEnd: { [self] completed in
                    if completed {
                        for controller in removed { controller.removeFromParent() }
                        for controller in added { controller.didMove(toParent: self) }
                        delegate?.navigationController(self, didShow: newTop, animated: animated)
                    } else {
                        for controller in added {
                            controller.willMove(toParent: nil)
                            controller.removeFromParent()
                        }
                        for controller in removed { controller.didMove(toParent: self) }
                    }
                }))
        transition.begin()
    }
}
