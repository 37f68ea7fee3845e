// The appearance cycle: disappeared → appearing (viewWillAppear) → appeared (viewDidAppear) → disappearing
// (viewWillDisappear) → disappeared (viewDidDisappear). A transition that is cancelled turns around midway:
// appearing → disappearing, or disappearing → appearing, which is how the cancel path produces
// willAppear → willDisappear → didDisappear for the controller that was to appear.
//
// A controller forwards each change to the children whose views are inside its view (when
// `shouldAutomaticallyForwardAppearanceMethods`), after its own callback, and forwards the end to the same
// children it forwarded the beginning to.
//
// A controller presented in a current context that one of the children defines lives in a container beside that
// child's view, inside this controller's view: it is forwarded to as well (after the children), unless a
// transition is moving it, so that covering or uncovering an ancestor (a full-screen presentation from it, a
// tab switch around it) changes its appearance too.
//
// A child whose root view enters a window while its parent is visible (app code's `addChild`, `addSubview`,
// `didMove(toParent:)`) appears then, as UIKit documents viewWillAppear ("just before the view is added to the
// view hierarchy") and viewDidAppear ("just after"): will before the move, did after it, not animated; leaving
// the window, it disappears the same way. Controllers a transition is moving are left to the transition.
import Foundation

/// What a controller's root view entering or leaving a window does to its appearance.
enum WindowMoveAppearance {
    /// The appearance follows the move (for a child of a visible parent).
    case follows
    /// A move began an appearance change; the move's end finishes it.
    case changing
    /// The presentation machinery is moving the view ahead of a transition that sends the callbacks.
    case suppressed
}

extension UIViewController {
    /// Whether the controller's view is (or is becoming) visible.
    var isAppearingOrAppeared: Bool { appearance == .appearing || appearance == .appeared }

    func startAppearance(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            loadViewIfNeeded()
            appearance = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
            Stage.current.publish(.appearance(.viewWillAppear, .init(self), animated: animated))
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
            Stage.current.publish(.appearance(.viewWillDisappear, .init(self), animated: animated))
        default:
            diagnose(
                .unbalancedAppearanceTransition, .warning,
                "Unbalanced calls to begin/end appearance transitions for \(type(of: self)): beginAppearanceTransition(\(isAppearing)) while \(appearance); ignored"
            )
            return
        }
        appearanceForwardedTo =
            shouldAutomaticallyForwardAppearanceMethods
            ? childrenSharingAppearance + contextPresentationsSharingAppearance(isAppearing) : []
        for child in appearanceForwardedTo { child.startAppearance(isAppearing, animated: animated) }
    }

    func finishAppearance() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
            Stage.current.publish(.appearance(.viewDidAppear, .init(self), animated: appearanceAnimated))
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
            Stage.current.publish(.appearance(.viewDidDisappear, .init(self), animated: appearanceAnimated))
        default:
            diagnose(
                .unbalancedAppearanceTransition, .warning,
                "Unbalanced calls to begin/end appearance transitions for \(type(of: self)): endAppearanceTransition() while \(appearance); ignored"
            )
            return
        }
        let forwarded = appearanceForwardedTo
        appearanceForwardedTo = []
        for child in forwarded { child.finishAppearance() }
    }

    /// The root view is about to move from `oldWindow` to `newWindow` (they differ): a child of a visible
    /// parent starts appearing or disappearing.
    func rootViewWillMove(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        guard windowMoveAppearance == .follows, let parent = storedParent,
            parent.shouldAutomaticallyForwardAppearanceMethods,
            activeTransition == nil || activeTransition?.hasEnded == true
        else { return }
        if oldWindow == nil, newWindow != nil, appearance == .disappeared, parent.appearance == .appeared {
            startAppearance(true, animated: false)
            windowMoveAppearance = .changing
        } else if newWindow == nil, appearance == .appeared {
            startAppearance(false, animated: false)
            windowMoveAppearance = .changing
        }
    }

    /// The root view moved to another window: an appearance change its move began ends.
    func rootViewDidMoveWindow() {
        guard windowMoveAppearance == .changing else { return }
        windowMoveAppearance = .follows
        finishAppearance()
    }

    /// Runs `body`, which moves the root view into or out of a window ahead of a transition that will send the
    /// appearance callbacks itself, without the move changing the appearance.
    func movingRootViewForTransition(_ body: () -> Void) {
        let saved = windowMoveAppearance
        windowMoveAppearance = .suppressed
        body()
        windowMoveAppearance = saved
    }

    /// The controllers presented in a current context one of the children defines, whose containers are inside
    /// this controller's view, with what they present inside their containers in turn; those whose views are
    /// there too (a `.currentContext` presentation above one takes its view out), that no transition moves and
    /// whose appearance differs from `isAppearing`.
    func contextPresentationsSharingAppearance(_ isAppearing: Bool) -> [UIViewController] {
        guard let view = storedView else { return [] }
        return storedChildren.flatMap { child -> [UIViewController] in
            guard let presentation = child.storedPresented?.storedPresentationController,
                presentation.presentationStyle.usesPresentationContext
            else { return [] }
            return child.presentationChain(inside: view)
        }.filter {
            ($0.activeTransition == nil || $0.activeTransition?.hasEnded == true)
                && $0.isAppearingOrAppeared != isAppearing && $0.storedView?.isDescendant(of: view) == true
        }
    }

    /// What this controller presents, and what that presents in turn, as long as each presentation's container
    /// is inside `view`.
    func presentationChain(inside view: UIView) -> [UIViewController] {
        var chain: [UIViewController] = []
        var current = storedPresented
        while let presented = current,
            presented.storedPresentationController?.containerView?.isDescendant(of: view) == true
        {
            chain.append(presented)
            current = presented.storedPresented
        }
        return chain
    }

    /// Both halves of an appearance change with no animation (a view shown or hidden at once).
    func changeAppearance(_ isAppearing: Bool) {
        guard isAppearing != isAppearingOrAppeared else { return }
        startAppearance(isAppearing, animated: false)
        finishAppearance()
    }
}
