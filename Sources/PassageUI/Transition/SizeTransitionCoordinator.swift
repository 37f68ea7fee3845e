// The coordinator of a window size transition (a device change): what `viewWillTransition(to:with:)` and
// `willTransition(to:with:)` receive. Alongside animations registered before the change run inside the
// change's animation block (same duration and curve); completions run after it ends. It is never
// interactive, so interaction handlers never run, as UIKit documents for non-interactive transitions.
import Foundation
import PassageCore

/// Coordinates animations with a window's size change.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    /// Where the transition is: collecting animations, running the animation block, or over.
    private enum Phase { case collecting, animating, ended }

    private var phase = Phase.collecting
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    let containerView: UIView
    let transitionDuration: TimeInterval

    init(containerView: UIView, duration: TimeInterval) {
        self.containerView = containerView
        transitionDuration = duration
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { phase == .ended ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        switch phase {
        case .collecting:
            if let animation { animations.append(animation) }
            if let completion { completions.append(completion) }
            return true
        case .animating:
            animation?(self)
            if let completion { completions.append(completion) }
            return true
        case .ended:
            completion?(self)
            return false
        }
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs the collected alongside animations; called inside the size change's animation block.
    func runAnimations() {
        phase = .animating
        let pending = animations
        animations.removeAll()
        for animation in pending { animation(self) }
    }

    /// Ends the transition and runs the completions, in the order they were registered.
    func finish() {
        phase = .ended
        let pending = completions
        completions.removeAll()
        for completion in pending { completion(self) }
    }
}
