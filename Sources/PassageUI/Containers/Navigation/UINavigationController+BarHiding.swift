// Hiding and showing the navigation bar. A hidden bar sits just above the top edge with `isHidden` set; hiding
// slides it up there, showing slides it back down. Inside a running transition (apps call
// setNavigationBarHidden from viewWillAppear) the slide is an alongside animation: scrubbed with an interactive
// transition, and undone with the state if the transition is cancelled. `hidesBarsOnSwipe` adds a pan that hides
// the bar on an upward swipe and shows it on a downward one.
import Foundation
import PassageCore

/// How long an animated hide or show of the navigation bar takes outside a transition, in seconds
/// (UIKit's `UINavigationControllerHideShowBarDuration`, 0.33).
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.33

extension UINavigationController {
    /// How far a swipe must travel vertically before it hides or shows the bars, in points (UIKit does not
    /// document its threshold; Passage's choice).
    static let barHideSwipeDistance: CGFloat = 20

    /// The bar's frame in `root` (the controller's view): below the status bar where the view reaches the top of
    /// the screen (at the device's navigation-bar top, which sits 16/3 pt into the safe area on Dynamic Island
    /// devices), the device's bar height; hidden, just above the top edge.
    func navigationBarFrame(in root: UIView, hidden: Bool) -> CGRect {
        let device = UIScreen.main.device
        let safeTop = root.safeAreaInsets.top
        let top = safeTop > 0 ? max(safeTop - (device.safeAreaInsets.top - device.navigationBarTop), 0) : 0
        let shown = CGRect(x: 0, y: top, width: root.bounds.width, height: device.navigationBarHeight)
        return hidden ? shown.offsetBy(dx: 0, dy: -shown.maxY) : shown
    }

    /// Puts the bar where the layout says, unless an animation of its own is moving it.
    func placeNavigationBar() {
        guard isViewLoaded, navigationBar.layer.animationKeys()?.isEmpty ?? true else { return }
        let frame = navigationBarFrame(in: view, hidden: navigationBarHiddenState)
        guard frame != navigationBar.frame else { return }
        UIView.performWithoutAnimation { navigationBar.frame = frame }
        navigationBar.extendBackground(upBy: navigationBarHiddenState ? 0 : frame.minY)
        topViewController?.viewIfLoaded?.setNeedsLayout()
    }

    func changeNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenState else { return }
        navigationBarHiddenState = hidden
        guard isViewLoaded else { return }
        topViewController?.viewIfLoaded?.setNeedsLayout()
        let bar = navigationBar
        let shown = navigationBarFrame(in: view, hidden: false)
        let hiddenFrame = navigationBarFrame(in: view, hidden: true)
        bar.extendBackground(upBy: shown.minY)
        slideBar(
            bar, hidden: hidden, shown: shown, hiddenFrame: hiddenFrame, animated: animated,
            state: \.navigationBarHiddenState)
    }

    /// Moves `bar` to its hidden or shown frame: at once, alongside the running transition (scrubbed with it,
    /// and undone with the reported `state` if it is cancelled), or over `UINavigationControllerHideShowBarDuration`.
    /// The bar is drawn while it slides and hidden once it is out.
    func slideBar(
        _ bar: UIView, hidden: Bool, shown: CGRect, hiddenFrame: CGRect, animated: Bool,
        state: ReferenceWritableKeyPath<UINavigationController, Bool>
    ) {
        let (start, end) = hidden ? (shown, hiddenFrame) : (hiddenFrame, shown)
        guard animated else {
            bar.frame = end
            bar.isHidden = hidden
            return
        }
        UIView.performWithoutAnimation { bar.frame = start }
        bar.isHidden = false
        if let coordinator = transitionCoordinator {
            coordinator.animateAlongsideTransition(
                in: bar, animation: { _ in bar.frame = end },
                completion: { [weak self] context in
                    guard let self else { return }
                    let stays = context.isCancelled ? !hidden : hidden
                    if context.isCancelled { self[keyPath: state] = stays }
                    bar.frame = stays ? hiddenFrame : shown
                    bar.isHidden = stays
                    self.topViewController?.viewIfLoaded?.setNeedsLayout()
                })
        } else {
            UIView.animate(
                withDuration: TimeInterval(UINavigationControllerHideShowBarDuration), animations: { bar.frame = end },
                completion: { [weak self] _ in
                    guard let self else { return }
                    bar.isHidden = self[keyPath: state]
                })
        }
    }

    var barHideOnSwipeRecognizer: UIPanGestureRecognizer {
        if let barHideOnSwipe { return barHideOnSwipe }
        let pan = UIPanGestureRecognizer(target: self, action: UINavigationController.barSwipeChanged)
        if let pop = interactivePopGestureRecognizer { pan.require(toFail: pop) }
        barHideOnSwipe = pan
        return pan
    }

    func updateBarHideOnSwipe() {
        let pan = barHideOnSwipeRecognizer
        if hidesBarsOnSwipe {
            if pan.view !== view { view.addGestureRecognizer(pan) }
        } else {
            pan.view?.removeGestureRecognizer(pan)
        }
    }

    private func barSwipeChanged(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .changed, hidesBarsOnSwipe else { return }
        let travel = pan.translation(in: view).y
        if travel <= -Self.barHideSwipeDistance, !isNavigationBarHidden {
            setNavigationBarHidden(true, animated: true)
        } else if travel >= Self.barHideSwipeDistance, isNavigationBarHidden {
            setNavigationBarHidden(false, animated: true)
        } else {
            return
        }
        pan.setTranslation(.zero, in: view)
    }
}
