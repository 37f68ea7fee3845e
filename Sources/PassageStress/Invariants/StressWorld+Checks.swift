// The invariants, checked after every frame (links and the view tree always; the settled screen whenever nothing
// moves) and at the end (completions, touches, leaks). See StressFailure.Kind for the rules.
import Foundation
import Passage

extension StressWorld {
    /// The checks run after every frame.
    func checkFrame() {
        guard failure == nil || keepsGoing else { return }
        let before = failureCount
        checkLinks()
        checkViewTree()
        if failureCount == before, isSettled { checkSettled() }
    }

    /// Parent/child, presenting/presented and navigation/tab links agree with each other.
    func checkLinks() {
        checks += 1
        for controller in reachable() {
            let name = controller.title ?? "?"
            for child in controller.children where child.parent !== controller {
                return fail(.links, "\(child.title ?? "?") is a child of \(name) but its parent is another")
            }
            if let navigation = controller as? UINavigationController {
                for item in navigation.viewControllers where item.parent !== navigation {
                    return fail(.links, "\(item.title ?? "?") is in \(name)'s stack but not its child")
                }
            }
            if let tabs = controller as? UITabBarController, let items = tabs.viewControllers {
                for item in items where item.parent !== tabs {
                    return fail(.links, "\(item.title ?? "?") is a tab of \(name) but not its child")
                }
                if let selected = tabs.selectedViewController, !items.contains(where: { $0 === selected }) {
                    return fail(.links, "\(name)'s selected controller is not one of its tabs")
                }
            }
            if let presented = directlyPresented(by: controller), presented.presentingViewController !== controller {
                return fail(.links, "\(presented.title ?? "?") is presented by \(name) but names another presenter")
            }
        }
    }

    /// Every view in the window appears once, in its superview's subviews.
    func checkViewTree() {
        guard let window else { return }
        checks += 1
        var seen: Set<ObjectIdentifier> = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            guard seen.insert(ObjectIdentifier(view)).inserted else {
                return fail(.viewTree, "a \(type(of: view)) is in the window twice")
            }
            lifetimes.track(view, "a \(type(of: view))")
            if let known = controllerViews[ObjectIdentifier(view)], known.view === view, known.controller == nil {
                return fail(.screen, "the view of \(known.name), released, is still in the window")
            }
            for subview in view.subviews {
                guard subview.superview === view else {
                    return fail(.viewTree, "a \(type(of: subview)) is listed by a view that is not its superview")
                }
                stack.append(subview)
            }
        }
    }

    /// When nothing moves: no controller is half appeared; exactly the controllers that should be visible are
    /// appeared and have their views in the window; no transition coordinator is left; touches are accepted.
    func checkSettled() {
        guard let window else { return }
        checks += 1
        let expected = expectedOnScreen()
        let expectedIDs = Set(expected.map(ObjectIdentifier.init))
        for (controller, name) in liveControllers {
            if let view = controller.viewIfLoaded {
                controllerViews[ObjectIdentifier(view)] = ControllerView(view: view, controller: controller, name: name)
            }
            let state = appearance.state(of: controller)
            let onScreen = controller.viewIfLoaded?.window === window
            if state == .appearing || state == .disappearing {
                return fail(.appearanceOnScreen, "\(name) is left \(state.rawValue)")
            }
            if (state == .appeared) != onScreen {
                return fail(
                    .appearanceOnScreen,
                    "\(name) is \(state.rawValue) but its view is \(onScreen ? "" : "not ")in the window")
            }
            if onScreen != expectedIDs.contains(ObjectIdentifier(controller)) {
                return fail(
                    .screen,
                    "\(name)'s view is \(onScreen ? "" : "not ")in the window; expected on screen: "
                        + expected.map { $0.title ?? "?" }.joined(separator: ", "))
            }
            if controller.transitionCoordinator != nil {
                return fail(.stuck, "\(name) still has a transition coordinator")
            }
        }
        if loop.perform({ UIApplication.shared.isIgnoringInteractionEvents }) {
            fail(.ignoringTouches, "the application ignores touches with nothing moving")
        }
    }

    /// Each expected callback ran exactly once.
    func checkLedger() {
        checks += 1
        if let problem = ledger.problems().first {
            fail(problem.hasPrefix("animationEnded") ? .animationEnded : .completion, problem)
        }
    }

    /// Nothing the program made outlives the window.
    func checkReleased() {
        checks += 1
        let alive = lifetimes.alive()
        if !alive.isEmpty {
            fail(.leak, "alive after the window was let go: " + alive.prefix(6).joined(separator: ", "))
        }
    }
}
