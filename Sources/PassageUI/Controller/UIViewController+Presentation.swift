// present and dismiss: each request waits its turn in the transition queue, then builds a ControllerTransition
// with the presentation controller, the animator (the transitioning delegate's, else the built-in one for
// `modalTransitionStyle`) and the interaction controller, and the steps that keep the hierarchy consistent:
//   presentation: a container view on top of the window (for the current-context styles, over the context's
//   view, beside it) holds the presented view; the presenter's view's place
//   (superview and index) is remembered before the animator runs; on completion a full-screen presentation
//   removes the presenter's view, other styles put it back in its place if the animator moved it; on cancel
//   the container goes and the presenter's view is back in its place.
//   dismissal: the presenter's view comes back to its place first; on completion the container goes, the
//   presenter's view is back in its place wherever the animator put it, and the links are cut.
import Foundation
import PassageCore

extension UIViewController {
    func requestPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        TransitionQueue.current.perform("present(\(type(of: presented)))", waitingCode: .presentDuringTransition) {
            [self] in
            startPresentation(of: presented, animated: animated, completion: completion)
        }
    }

    func requestDismissal(animated: Bool, completion: (() -> Void)?) {
        TransitionQueue.current.perform(
            "dismiss(animated:) on \(type(of: self))", waitingCode: .dismissDuringTransition
        ) { [self] in
            startDismissal(animated: animated, completion: completion)
        }
    }

    /// The swipe down of `sheet`, this controller's sheet: dismisses this controller when the request's turn comes,
    /// never what it presents (and, as in UIKit, without calling an override of `dismiss(animated:completion:)`). A sheet that presents another controller by then (a full-screen presentation
    /// covered it while the finger was down) or whose presentation has ended is not dismissed, and the sheet
    /// forgets the swipe's interaction controller, so no later dismissal waits for a finger that is gone.
    func requestSwipeDismissal(by sheet: UISheetPresentationController) {
        TransitionQueue.current.perform(
            "dismiss(animated:) on \(type(of: self))", waitingCode: .dismissDuringTransition
        ) { [self] in
            guard storedPresented == nil, storedPresentationController === sheet else {
                return sheet.swipeDismissalDidNotStart()
            }
            startDismissal(animated: true, completion: nil)
        }
    }

    /// The controller a presentation of `style` from this one is presented by: for the current-context styles
    /// the nearest of this controller and its ancestors that defines a presentation context, else the root
    /// ancestor; for every other style the root ancestor, unless that is itself presented in a current context:
    /// then the same from its presenter: Apple's View Controller Programming Guide (Presenting a View Controller)
    /// says a full-screen presentation is made by a full-screen controller, UIKit walking up the hierarchy to one.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        guard style.usesPresentationContext else {
            var candidate = rootAncestor
            while let presenting = candidate.storedPresenting,
                candidate.storedPresentationController?.shouldPresentInFullscreen == false
            {
                candidate = presenting.rootAncestor
            }
            return candidate
        }
        var current: UIViewController? = self
        while let candidate = current {
            if candidate.definesPresentationContext { return candidate }
            current = candidate.storedParent
        }
        return rootAncestor
    }

    private func startPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let style = presented.presentationStyle(
            honouringPreferredTransition: presented.modalPresentationStyle.effective)
        let presenting = presentationContext(for: style)
        if let current = presenting.storedPresented {
            return diagnose(
                .presentWhilePresenting, .warning,
                "Attempt to present \(type(of: presented)) on \(type(of: presenting)), which is already presenting \(type(of: current)); ignored"
            )
        }
        if presented === presenting || presented.storedPresenting != nil || presented.storedParent != nil {
            return diagnose(
                .presentAlreadyPresented, .warning,
                "Attempt to present \(type(of: presented)), which is already presented or is a child controller; ignored"
            )
        }
        guard let window = presenting.storedView?.window else {
            return diagnose(
                .presentOutsideWindow, .warning,
                "Attempt to present \(type(of: presented)) on \(type(of: presenting)), whose view is not in a window; ignored"
            )
        }
        // UIKit loads the presented controller's view before it asks for the transitioning delegate: a controller
        // that makes itself its own delegate in `viewDidLoad` gets its animators (libraries such as
        // TransitionButton rely on it for their fade).
        presented.loadViewIfNeeded()
        let delegate = presented.transitioningDelegate
        let controller: UIPresentationController =
            if let popover = presented.popoverController {
                popover
            } else if style.isSheet, let sheet = presented.sheetController {
                sheet
            } else {
                switch style {
                case .custom:
                    delegate?.presentationController(forPresented: presented, presenting: presenting, source: self)
                        ?? UIPresentationController(presentedViewController: presented, presenting: presenting)
                case .overFullScreen:
                    OverFullScreenPresentationController(presentedViewController: presented, presenting: presenting)
                case .currentContext:
                    CurrentContextPresentationController(presentedViewController: presented, presenting: presenting)
                case .overCurrentContext:
                    OverCurrentContextPresentationController(presentedViewController: presented, presenting: presenting)
                default: FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
                }
            }
        controller.presentingViewController = presenting
        let adaptiveStyle = adapt(controller, in: window)
        let transitionStyle =
            presented.preferredTransition?.modalTransitionStyle
            ?? (style.usesPresentationContext && presenting.providesPresentationContextTransitionStyle
                ? presenting.modalTransitionStyle : presented.modalTransitionStyle)
        let animator =
            animated
            ? delegate?.animationController(forPresented: presented, presenting: presenting, source: self)
                ?? presented.zoomAnimator(zoomingIn: true, route: .presentation, style: style)
                ?? Self.builtInAnimator(for: controller, style: transitionStyle, presenting: true)
            : nil
        let interactor =
            (animator as? ZoomTransitionAnimator)
            ?? animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }

        let container = makeContainer(for: controller, in: window)
        controller.containerView = container
        presenting.storedPresented = presented
        presented.storedPresenting = presenting
        presented.storedPresentationController = controller

        let presentedView = controller.presentedView
        let presenterView: UIView = presenting.view
        if let superview = presenterView.superview {
            controller.presenterHome = (superview, superview.subviews.firstIndex { $0 === presenterView } ?? 0)
        }
        let removesPresenter = controller.shouldRemovePresentersView
        let presenterFrame = presenterView.superview.map { container.convert(presenterView.frame, from: $0) } ?? .zero
        let transition = ControllerTransition(
            from: .init(
                controller: presenting, view: removesPresenter ? presenterView : nil, initialFrame: presenterFrame,
                finalFrame: removesPresenter ? .zero : presenterFrame, changesAppearance: removesPresenter,
                movement: nil),
            to: .init(
                controller: presented, view: presentedView, initialFrame: .zero,
                finalFrame: controller.frameOfPresentedViewInContainerView, changesAppearance: true,
                movement: \.beingPresented),
            containerView: container, isAnimated: animated, presentationStyle: style, animator: animator,
            interactor: interactor,
            steps: .init(
                willBegin: {
                    if let adaptiveStyle {
                        controller.delegate?.presentationController(
                            controller, willPresentWithAdaptiveStyle: adaptiveStyle,
                            transitionCoordinator: presented.transitionCoordinator)
                    }
                    controller.presentationTransitionWillBegin()
                },
                placeWithoutAnimation: {
                    guard let presentedView else { return }
                    presentedView.frame = controller.frameOfPresentedViewInContainerView
                    container.addSubview(presentedView)
                },
                updateHierarchy: { completed in
                    if completed, removesPresenter {
                        presenterView.removeFromSuperview()
                    } else {
                        controller.putPresenterViewHome(presenterView)
                    }
                    if !completed {
                        presentedView?.removeFromSuperview()
                        container.removeFromSuperview()
                        presenting.storedPresented = nil
                        presented.storedPresenting = nil
                    }
                },
                didEnd: { completed in
                    controller.presentationTransitionDidEnd(completed)
                    if !completed {
                        controller.containerView = nil
                        presented.storedPresentationController = nil
                    }
                },
                completion: { _ in completion?() }))
        transition.begin()
    }

    /// The container of a presentation: over the whole window, or for the current-context styles over the
    /// context's view (beside it in its superview, resizing with it).
    private func makeContainer(for controller: UIPresentationController, in window: UIWindow)
        -> PresentationContainerView
    {
        let contextView: UIView = controller.presentingViewController.view
        let container: PresentationContainerView
        if controller.presentationStyle.usesPresentationContext, let superview = contextView.superview {
            container = PresentationContainerView(frame: contextView.frame)
            container.autoresizingMask = contextView.autoresizingMask
            superview.insertSubview(container, aboveSubview: contextView)
        } else {
            container = PresentationContainerView(frame: window.bounds)
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(container)
        }
        container.presentationController = controller
        container.setNeedsLayout()
        return container
    }

    private func startDismissal(animated: Bool, completion: (() -> Void)?) {
        // What is dismissed: what this controller or its nearest presenting ancestor presents (a presentation
        // context), else the presented controller it is in.
        var holder: UIViewController? = self
        while let candidate = holder, candidate.storedPresented == nil { holder = candidate.storedParent }
        let bottom: UIViewController
        if let presented = holder?.storedPresented {
            bottom = presented
        } else if rootAncestor.storedPresenting != nil {
            bottom = rootAncestor
        } else {
            diagnose(
                .dismissWithNothingPresented, .info,
                "dismiss(animated:) on \(type(of: self)), which presents nothing and is not presented; running the completion only"
            )
            completion?()
            return
        }
        // A controller whose presentation ended while this request waited (a dismissal of an ancestor took it
        // away) has nothing left to dismiss: the completion still runs, as for one that presents nothing.
        guard let presenting = bottom.storedPresenting, let bottomController = bottom.storedPresentationController
        else {
            diagnose(
                .dismissWithNothingPresented, .info,
                "dismiss(animated:) on \(type(of: self)), whose presentation has already ended; running the completion only"
            )
            completion?()
            return
        }
        var chain = [bottom]
        while let next = chain.last?.storedPresented { chain.append(next) }
        let top = chain.removeLast()
        // A presentation off screen (in a tab not shown, or under a full-screen presentation from an ancestor)
        // ends without appearance callbacks: neither controller is on screen before or after.
        let onScreen = top.storedPresentationController?.containerView?.window != nil
        // Controllers between the bottom and the top leave at once; only the top one animates away.
        for middle in chain.reversed() {
            if middle.isAppearingOrAppeared { middle.changeAppearance(false) }
            // A top presented in a middle's context lives in that middle's container: it takes the container's place.
            if let middleContainer = middle.storedPresentationController?.containerView,
                let topContainer = top.storedPresentationController?.containerView,
                topContainer.isDescendant(of: middleContainer), let superview = middleContainer.superview
            {
                topContainer.frame = middleContainer.frame
                superview.insertSubview(topContainer, aboveSubview: middleContainer)
            }
            middle.storedPresentationController?.containerView?.removeFromSuperview()
            middle.storedPresentationController?.containerView = nil
            middle.storedPresentationController = nil
            middle.storedPresented?.storedPresenting = presenting
            middle.storedPresented = nil
            middle.storedPresenting = nil
        }
        presenting.storedPresented = top
        top.storedPresenting = presenting
        guard let controller = top.storedPresentationController, let container = controller.containerView else {
            completion?()
            return
        }
        if top !== bottom {
            // The top is now presented by the bottom's presenter, whose view lives where the bottom's record says.
            controller.presentingViewController = presenting
            controller.presenterHome = bottomController.presenterHome
        }
        // With the controllers between gone, a top that keeps its presenter's view (over full screen) shows the
        // presenter at once, not through its own dismissal (which may be cancelled and keep the top).
        let presenterRemoved = bottomController.shouldRemovePresentersView
        let revealsPresenter = presenterRemoved && controller.shouldRemovePresentersView
        // A top that removes its presenter's view, now presented by a presenter whose view the bottom kept (a
        // full-screen controller over a sheet): a cancelled dismissal leaves it presented by that presenter, which
        // it then covers as its own full-screen presentation would (view out, disappeared).
        let coversPresenter = !presenterRemoved && controller.shouldRemovePresentersView
        let style = controller.presentationStyle
        let transitionStyle =
            top.preferredTransition?.modalTransitionStyle
            ?? (style.usesPresentationContext && presenting.providesPresentationContextTransitionStyle
                ? presenting.modalTransitionStyle : top.modalTransitionStyle)
        let animator =
            animated
            ? top.transitioningDelegate?.animationController(forDismissed: top)
                ?? top.zoomAnimator(zoomingIn: false, route: .presentation, style: style)
                ?? Self.builtInAnimator(for: controller, style: transitionStyle, presenting: false)
            : nil
        let sheetInteractor =
            animator == nil ? nil : (controller as? UISheetPresentationController)?.dismissalInteractor
        let interactor =
            sheetInteractor ?? (animator as? ZoomTransitionAnimator)
            ?? animator.flatMap { top.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        let presentedView = controller.presentedView
        let presenterView: UIView = presenting.view
        if presenterRemoved, presenterView.superview == nil {
            presenting.movingRootViewForTransition { bottomController.putPresenterViewHome(presenterView) }
        }
        if presenterRemoved, !revealsPresenter, onScreen { presenting.changeAppearance(true) }
        let presenterFrame = presenterView.superview.map { container.convert(presenterView.frame, from: $0) } ?? .zero
        let transition = ControllerTransition(
            from: .init(
                controller: top, view: presentedView, initialFrame: presentedView?.frame ?? .zero, finalFrame: .zero,
                changesAppearance: top.isAppearingOrAppeared, movement: \.beingDismissed),
            to: .init(
                controller: presenting, view: revealsPresenter ? presenterView : nil,
                initialFrame: revealsPresenter ? .zero : presenterFrame,
                finalFrame: presenterFrame, changesAppearance: revealsPresenter && onScreen, movement: nil),
            containerView: container, isAnimated: animated, presentationStyle: style, animator: animator,
            interactor: interactor,
            steps: .init(
                willBegin: { controller.dismissalTransitionWillBegin() },
                placeWithoutAnimation: { presentedView?.removeFromSuperview() },
                updateHierarchy: { completed in
                    if completed {
                        bottomController.putPresenterViewHome(presenterView)
                        presentedView?.removeFromSuperview()
                        container.removeFromSuperview()
                        presenting.storedPresented = nil
                        top.storedPresenting = nil
                    } else {
                        if revealsPresenter {
                            presenterView.removeFromSuperview()
                        } else if coversPresenter {
                            let disappears = presenting.isAppearingOrAppeared
                            if disappears { presenting.startAppearance(false, animated: animated) }
                            presenterView.removeFromSuperview()
                            if disappears { presenting.finishAppearance() }
                        } else {
                            bottomController.putPresenterViewHome(presenterView)
                        }
                        if let presentedView, presentedView.superview == nil { container.addSubview(presentedView) }
                    }
                },
                didEnd: { completed in
                    controller.dismissalTransitionDidEnd(completed)
                    if completed {
                        controller.containerView = nil
                        top.storedPresentationController = nil
                    }
                },
                completion: { _ in completion?() }))
        transition.begin()
    }

    /// The animation of a presentation without a custom animator: a sheet card's rise and fall for the
    /// cover-vertical style, else the transition style's.
    private static func builtInAnimator(
        for controller: UIPresentationController, style: UIModalTransitionStyle,
        presenting: Bool
    ) -> UIViewControllerAnimatedTransitioning {
        if style == .coverVertical, let sheet = controller as? UISheetPresentationController, sheet.isCard {
            return SheetTransitionAnimator(presenting: presenting)
        }
        return ModalTransitionAnimator(style: style, presenting: presenting)
    }

    /// Adaptivity as UIKit applies it when a presentation starts in a horizontally compact environment: asks
    /// `controller` (and so its delegate) for the style to adapt to, which a popover then lays out with.
    /// Returns that style (`.none`: not adapted), or nil in a regular environment, where nothing adapts.
    private func adapt(_ controller: UIPresentationController, in window: UIWindow) -> UIModalPresentationStyle? {
        let traits = window.windowTraits
        (controller as? UISheetPresentationController)?.adaptedStyle = .none
        guard traits.horizontalSizeClass == .compact else { return nil }
        let style = controller.adaptivePresentationStyle(for: traits)
        (controller as? UIPopoverPresentationController)?.adaptedStyle = style
        (controller as? UISheetPresentationController)?.adaptedStyle = style
        return style
    }
}
