// Percent-driven interaction: the app reports progress (from a gesture, a timer) and the transition's
// animations follow. As in UIKit, the animations the animation controller made are scrubbed by holding
// their layers' time at duration × percentComplete; `finish()` and `cancel()` run the rest forward or back
// at `completionSpeed` on `completionCurve` (or `timingCurve`), and the animator's own completion then calls
// completeTransition. An animator that offers `interruptibleAnimator(using:)` is driven through that
// animator's `fractionComplete` instead. As in UIKit, where the percent lives on the transition context, an
// interaction reused for the next transition (session 218's pinch interactor serves every pop) starts it at 0,
// not where the last one was let go.
import Foundation
import PassageCore

/// An interaction controller driven by a completion percentage (UIKit's `UIPercentDrivenInteractiveTransition`).
@MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// The transition being driven; the transition queue keeps it alive while it runs.
    private weak var transition: ControllerTransition?
    private var storedPercent: CGFloat = 0
    /// `finish()` (true) or `cancel()` (false) called before the transition started.
    private var pendingEnd: Bool?
    /// Whether `finish()` or `cancel()` already ended the transition this interaction drove.
    private var ended = false

    /// Creates an interaction controller.
    public init() {}

    /// The duration of the transition it drives, in seconds (0 before it starts).
    open var duration: CGFloat { CGFloat(transition?.animationDuration ?? 0) }
    /// The progress, 0…1, of the transition being driven: last given to `update(_:)`, reached when it was
    /// paused, or where its run-out is. Between transitions, the value given to `update(_:)` since the last one
    /// ended (the next transition starts there), else 0.
    open var percentComplete: CGFloat {
        guard let transition, !transition.hasEnded else { return storedPercent }
        return transition.percent
    }
    /// How fast the rest runs after `finish()` or `cancel()`, relative to the transition's pace. Default 1;
    /// the remaining time is (1 − p)·duration / completionSpeed when finishing and p·duration / completionSpeed
    /// when cancelling.
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition after `finish()` or `cancel()`. Default `.easeInOut`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// A curve for the rest of the transition that replaces `completionCurve` when set. Default nil.
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts held (true, the default) or animating until `pause()`.
    open var wantsInteractiveStart = true

    /// Called by the system when the transition starts; starts the animations held at `percentComplete`.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let transition = transitionContext as? ControllerTransition else {
            return passageLog.error("UIPercentDrivenInteractiveTransition drives Passage's transition contexts only; \(type(of: transitionContext)) is not one")
        }
        self.transition = transition
        ended = false
        transition.startPercentDriven(interactive: wantsInteractiveStart, at: storedPercent)
        if let pendingEnd {
            self.pendingEnd = nil
            end(finishing: pendingEnd)
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1) of its duration.
    open func update(_ percentComplete: CGFloat) {
        storedPercent = min(max(percentComplete.isFinite ? percentComplete : 0, 0), 1)
        transition?.scrub(to: storedPercent)
    }

    /// Holds a transition that is animating (one that did not start interactively, or is running out) where it is.
    open func pause() {
        guard let transition else { return }
        transition.pauseForInteraction()
        storedPercent = transition.percent
    }

    /// Lets the rest of the transition run to its end.
    open func finish() { end(finishing: true) }

    /// Runs the transition back to its start; the transition is cancelled.
    open func cancel() { end(finishing: false) }

    private func end(finishing: Bool) {
        guard let transition else {
            if ended {
                return passageLog.warning("UIPercentDrivenInteractiveTransition.\(finishing ? "finish" : "cancel")() after the transition ended; ignored")
            }
            pendingEnd = finishing
            return
        }
        ended = true
        let curve = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
        transition.runOutInteraction(finishing: finishing, speed: completionSpeed, curve: curve)
        storedPercent = 0
    }
}
