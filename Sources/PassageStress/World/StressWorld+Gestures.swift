// Transitions driven as apps drive them by hand: a pan gesture recognizer that starts a pop, a dismissal or a tab
// switch and drives a percent-driven interaction with the finger; a pinch recognizer that drives a collection
// view's interactive layout transition; and an interaction controller moved by UIKit Dynamics. The fingers are
// touch traces played into the app. A recognizer stays on its view until its trace has been played and its
// gesture is over, then the world takes it off (a program of many gestures leaves none behind).
import Foundation
import Passage

extension StressWorld {
    /// The controller `action` acts on: the front navigation controller, presented controller or tab bar controller
    /// on screen.
    private func gestureTarget(_ action: StressGestureAction) -> UIViewController? {
        let onScreen = reachable().filter { $0.viewIfLoaded?.window != nil && $0.viewIfLoaded?.window === window }
        switch action {
        case .pop: return onScreen.last { $0 is UINavigationController }
        case .dismiss: return onScreen.last { $0.parent == nil && $0.presentingViewController != nil }
        case .nextTab: return onScreen.last { $0 is UITabBarController }
        }
    }

    /// Starts `action` on `target` with `interaction` (and `animator`) answering its transition; returns the vendor
    /// that answers it.
    @discardableResult
    private func begin(
        _ action: StressGestureAction, on target: UIViewController, animator: StressAnimatorKind,
        interaction: UIViewControllerInteractiveTransitioning
    ) -> StressVendor? {
        let answering: UIViewController
        switch action {
        case .pop:
            answering = target
        case .dismiss:
            var top = target
            while let next = directlyPresented(by: top) { top = next }
            answering = top
        case .nextTab:
            answering = target
        }
        let vendor = vendor(of: answering)
        vendor?.animator = animator
        vendor?.pendingInteraction = interaction
        switch action {
        case .pop:
            (target as? UINavigationController)?.popViewController(animated: true)
        case .dismiss:
            let ticket = ledger.expect("dismiss completion (operation \(currentOperation ?? -1))")
            target.dismiss(animated: true) { [weak self] in
                guard let self, let message = ledger.ran(ticket) else { return }
                fail(.completion, message)
            }
        case .nextTab:
            guard let tabs = target as? UITabBarController, let count = tabs.viewControllers?.count, count > 0 else {
                break
            }
            tabs.selectedIndex = (tabs.selectedIndex + 1) % count
        }
        return vendor
    }

    /// A finger pans on `action`'s target; its pan recognizer starts `action` and drives the transition.
    func pan(_ action: StressGestureAction, animator: StressAnimatorKind, toFraction: Double, velocity: Double) {
        guard let window, let target = gestureTarget(action), let view = target.viewIfLoaded else { return }
        let frame = view.convert(view.bounds, to: window)
        let (origin, direction, length): (CGPoint, CGVector, CGFloat) =
            switch action {
            case .pop: (CGPoint(x: frame.minX + 60, y: frame.midY), CGVector(dx: 1, dy: 0), frame.width)
            case .dismiss: (CGPoint(x: frame.midX, y: frame.minY + 60), CGVector(dx: 0, dy: 1), frame.height)
            case .nextTab: (CGPoint(x: frame.maxX - 60, y: frame.midY), CGVector(dx: -1, dy: 0), frame.width)
            }
        let travel = CGFloat(toFraction) * length
        let end = CGPoint(x: origin.x + direction.dx * travel, y: origin.y + direction.dy * travel)
        var interaction: UIPercentDrivenInteractiveTransition?
        weak var answering: StressVendor?
        var percent: CGFloat = 0
        let recognizer = UIPanGestureRecognizer { [weak self, weak target, weak view] recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            let along = { (point: CGPoint) in point.x * direction.dx + point.y * direction.dy }
            switch pan.state {
            case .began:
                let started = UIPercentDrivenInteractiveTransition()
                interaction = started
                if let self, let target {
                    answering = begin(action, on: target, animator: animator, interaction: started)
                }
            case .changed:
                percent = min(1, max(0, along(pan.translation(in: view)) / max(1, length)))
                interaction?.update(percent)
            case .ended, .cancelled:
                let speed = along(pan.velocity(in: view))
                if pan.state == .ended, percent > 0.5 || speed > 300, speed > -300 {
                    interaction?.finish()
                } else {
                    interaction?.cancel()
                }
                // As apps do (they vend the interaction only while the finger is down): a transition that has not
                // asked for it yet (nothing to pop, say) runs without it.
                if let vendor = answering, vendor.pendingInteraction === interaction { vendor.pendingInteraction = nil }
                interaction = nil
            default:
                break
            }
        }
        view.addGestureRecognizer(recognizer)
        let trace = TouchTrace.drag(
            from: origin, to: end, duration: 0.3,
            releaseVelocity: CGVector(dx: direction.dx * velocity, dy: direction.dy * velocity))
        play(trace, through: recognizer)
    }

    /// Two fingers pinch the last collection view on screen; the pinch drives an interactive layout transition.
    func pinch(toScale: Double) {
        guard let window,
            let controller = reachable().last(where: {
                $0 is UICollectionViewController && $0.viewIfLoaded?.window === window
            }) as? UICollectionViewController,
            let collectionView = controller.collectionView
        else { return }
        let frame = collectionView.convert(collectionView.bounds, to: window)
        let growing = toScale > 1
        var transition: UICollectionViewTransitionLayout?
        var progress: CGFloat = 0
        let recognizer = UIPinchGestureRecognizer { [weak self, weak collectionView] recognizer in
            guard let self, let pinch = recognizer as? UIPinchGestureRecognizer, let collectionView else { return }
            switch pinch.state {
            case .began:
                let side = (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize.width ?? 60
                let layout = UICollectionViewFlowLayout()
                layout.itemSize =
                    growing ? CGSize(width: side * 1.5, height: side * 1.5) : CGSize(width: 40, height: 40)
                let ticket = ledger.expect("pinch layout transition completion (\(controller.title ?? "?"))") {
                    [weak collectionView] in collectionView != nil
                }
                transition = collectionView.startInteractiveTransition(to: layout) { [weak self] _, _ in
                    guard let self, let message = ledger.ran(ticket) else { return }
                    fail(.completion, "pinch layout transition completion: " + message)
                }
            case .changed:
                progress = min(1, max(0, growing ? pinch.scale - 1 : (1 - pinch.scale) / 0.6))
                transition?.transitionProgress = progress
                transition?.invalidateLayout()
            case .ended, .cancelled:
                guard transition != nil else { return }
                transition = nil
                if pinch.state == .ended, progress > 0.5 {
                    collectionView.finishInteractiveTransition()
                } else {
                    collectionView.cancelInteractiveTransition()
                }
            default:
                break
            }
        }
        collectionView.addGestureRecognizer(recognizer)
        let trace = TouchTrace.pinch(
            center: CGPoint(x: frame.midX, y: frame.midY), fromScale: 1, toScale: CGFloat(toScale), baseSpan: 120,
            duration: 0.35)
        play(trace, through: recognizer)
    }

    /// Runs `action` with a dynamics-driven interaction controller (also its animation controller).
    func dynamicsInteraction(_ action: StressGestureAction, finish: Bool) {
        guard let target = gestureTarget(action) else { return }
        let interaction = StressDynamicsInteraction(forward: action == .nextTab, finishes: finish, world: self)
        begin(action, on: target, animator: .block, interaction: interaction)
    }

    /// Plays `trace`, then takes `recognizer` off its view once the trace is over and its gesture has ended.
    private func play(_ trace: TouchTrace, through recognizer: UIGestureRecognizer) {
        let player = TouchTracePlayer(trace: trace)
        players.append(player)
        activeDrives += 1
        let link = CADisplayLink { [weak self, weak recognizer] link in
            guard player.isFinished else { return }
            if let recognizer {
                guard recognizer.state != .began, recognizer.state != .changed else { return }
                recognizer.view?.removeGestureRecognizer(recognizer)
            }
            link.invalidate()
            self?.activeDrives -= 1
        }
        link.add(to: .main, forMode: .common)
    }
}
