// The navigation controller's edge swipe back (iOS 7's interactive pop): a left-edge pan that pops the top
// controller interactively. While the finger moves, a percent-driven interaction scrubs the pop by the
// finger's horizontal travel over the width; on release the pop finishes or is cancelled by position and
// velocity, and the rest runs in the remaining part of the pop's duration on the system spring's curve (damping
// ratio 4.56: mass 3, stiffness 1000, damping 500, fitted to that time as UIKit fits damping-ratio springs),
// starting at the finger's speed (velocity / remaining distance, the “Building Better Transitions” talk's rule).
//
// The rule on release (`shouldFinish`): moving right faster than `flickVelocity` finishes, moving left faster
// than it cancels, otherwise the pop finishes past half the width.
//
// Passage goes beyond UIKit here: when the delegate vends a custom pop animator but no interaction controller,
// the swipe still drives it (through the same percent-driven interaction) unless
// `UINavigationController.interactivePopDrivesCustomAnimators` is false, which restores UIKit's behaviour of
// not beginning the swipe then. When the delegate vends an interaction controller, that one drives the pop.
import Foundation
import PassageCore

@MainActor
final class InteractivePopGesture: UIGestureRecognizerDelegate {
    /// The release speed beyond which the direction alone decides, in points per second.
    static let flickVelocity: CGFloat = 300

    let recognizer = UIScreenEdgePanGestureRecognizer()
    private weak var navigationController: UINavigationController?
    /// The interaction offered to the pop the swipe is starting; the transition takes it (or not) at once.
    private var offered: UIPercentDrivenInteractiveTransition?
    /// The interaction of the pop in progress, once the transition took it.
    private var interaction: UIPercentDrivenInteractiveTransition?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        recognizer.edges = .left
        recognizer.maximumNumberOfTouches = 1
        recognizer.name = "interactivePopGestureRecognizer"
        recognizer.delegate = self
        recognizer.addTarget(self, action: InteractivePopGesture.handle)
    }

    /// The swipe may begin with something to pop, no transition running, and (under UIKit's rule) no custom
    /// pop animator.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, canPop(navigationController) else { return false }
        // A zoomed top controller is popped by the zoom's own leading-edge swipe.
        if navigationController.topViewController?.preferredTransition?.zoom != nil { return false }
        if navigationController.interactivePopDrivesCustomAnimators { return true }
        let stack = navigationController.viewControllers
        let custom = navigationController.delegate?.navigationController(
            navigationController, animationControllerFor: .pop, from: stack[stack.count - 1], to: stack[stack.count - 2]
        )
        return custom == nil
    }

    private func canPop(_ navigationController: UINavigationController) -> Bool {
        navigationController.viewControllers.count > 1 && navigationController.transitionCoordinator == nil
    }

    /// What the transition of a pop uses as its interaction controller when the delegate gives none: the
    /// swipe's, when the swipe started this pop and may drive `customAnimator` (nil: the built-in pop).
    func takeInteraction(customAnimator: Bool) -> UIViewControllerInteractiveTransitioning? {
        guard let offered, !customAnimator || navigationController?.interactivePopDrivesCustomAnimators == true else {
            return nil
        }
        interaction = offered
        self.offered = nil
        return offered
    }

    private func handle(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let navigationController else { return }
        let width = max(navigationController.view.bounds.width, 1)
        switch recognizer.state {
        case .began:
            guard canPop(navigationController) else { return }
            offered = UIPercentDrivenInteractiveTransition()
            navigationController.popViewController(animated: true)
            offered = nil
            interaction?.update(progress(of: recognizer, width: width))
        case .changed:
            interaction?.update(progress(of: recognizer, width: width))
        case .ended, .cancelled:
            guard let interaction else { return }
            self.interaction = nil
            let velocity = recognizer.state == .ended ? recognizer.velocity(in: navigationController.view).x : 0
            let percent = progress(of: recognizer, width: width)
            let finishing = recognizer.state == .ended && Self.shouldFinish(percent: percent, velocity: velocity)
            let remaining = (finishing ? 1 - percent : percent) * width
            let towardTarget = finishing ? velocity : -velocity
            let relative = remaining > 0.5 ? max(towardTarget, 0) / remaining : 0
            interaction.timingCurve = UISpringTimingParameters(
                dampingRatio: CGFloat(DampedHarmonicSpring.systemSpring.dampingRatio),
                initialVelocity: CGVector(dx: relative, dy: 0))
            if finishing { interaction.finish() } else { interaction.cancel() }
        default:
            break
        }
    }

    private func progress(of recognizer: UIPanGestureRecognizer, width: CGFloat) -> CGFloat {
        min(max(recognizer.translation(in: navigationController?.view).x / width, 0), 1)
    }

    /// Whether a swipe released at `percent` of the width moving at `velocity` (points per second, positive
    /// to the right) finishes the pop.
    static func shouldFinish(percent: CGFloat, velocity: CGFloat) -> Bool {
        if velocity > flickVelocity { return true }
        if velocity < -flickVelocity { return false }
        return percent > 0.5
    }
}
