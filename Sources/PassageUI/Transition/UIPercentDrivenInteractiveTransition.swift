// Percent-driven interaction: the app reports progress (from a gesture, a timer) and the transition's
// animations follow. As in UIKit, the animations the animation controller made are scrubbed by holding
// their layers' time at duration × percentComplete; `finish()` and `cancel()` run the rest forward or back
// at `completionSpeed` on `completionCurve` (or `timingCurve`), and the animator's own completion then calls
// completeTransition. An animator that offers `interruptibleAnimator(using:)` is driven through that
// animator's `fractionComplete` instead.
//
// Input belongs to one transition: the one the controller was vended for, from the moment it is made. Input
// given while a transition request waits in the queue (the gesture asked for a pop while another transition
// ran) is kept for the next transition the controller is vended for. Any other input, above all input after
// the driven transition has ended, goes nowhere (logged), as in UIKit, where it reaches a finished context. So
// a reused controller (session 218's pinch interactor serves every pop) starts each transition at 0, and a
// gesture that outlives its transition (the transition ended on its own while the finger stayed down) cannot
// carry its late `update(_:)` or `finish()` into the next one.
import Foundation
import PassageCore

/// An interaction controller driven by a completion percentage (UIKit's `UIPercentDrivenInteractiveTransition`).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The transition this controller drives (made or running); the transition queue keeps it alive.
    private weak var transition: ControllerTransition?
    /// Input kept for the next transition: where it starts, and `finish()` (true) or `cancel()` (false).
    private var pendingPercent: CGFloat?
    private var pendingEnd: Bool?

    /// Creates an interaction controller.
    public init() {}

    /// The duration of the transition it drives, in seconds (0 before it starts).
    open var duration: CGFloat { CGFloat(liveTransition?.animationDuration ?? 0) }
    /// The progress, 0…1, of the transition being driven: last given to `update(_:)`, reached when it was
    /// paused, or where its run-out is; before it starts, the progress kept for it; otherwise 0.
    open var percentComplete: CGFloat {
        guard let transition = liveTransition, transition.state.isRunning else { return pendingPercent ?? 0 }
        return transition.interaction.percent
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
        guard let transition = transition(of: transitionContext) else {
            return diagnose(
                .percentDrivenForeignContext, .error,
                "UIPercentDrivenInteractiveTransition drives Passage's transition contexts only; \(type(of: transitionContext)) is not one"
            )
        }
        take(transition)
        let start = pendingPercent ?? 0
        pendingPercent = nil
        transition.interaction.startPercentDriven(interactive: wantsInteractiveStart, at: start)
        if let pendingEnd {
            self.pendingEnd = nil
            end(finishing: pendingEnd)
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1) of its duration.
    open func update(_ percentComplete: CGFloat) {
        let percent = min(max(percentComplete.isFinite ? percentComplete : 0, 0), 1)
        if let transition = runningTransition {
            transition.interaction.scrub(to: percent)
        } else if keepsInput("update(\(percentComplete))") {
            pendingPercent = percent
        }
    }

    /// Holds a transition that is animating (one that did not start interactively, or is running out) where it is.
    open func pause() {
        guard let transition = runningTransition else {
            return diagnose(
                .percentDrivenPauseWithoutTransition, .warning,
                "UIPercentDrivenInteractiveTransition.pause() with no running transition; ignored")
        }
        transition.interaction.pauseForInteraction()
    }

    /// Lets the rest of the transition run to its end.
    open func finish() { end(finishing: true) }

    /// Runs the transition back to its start; the transition is cancelled.
    open func cancel() { end(finishing: false) }

    /// Makes `transition` the one this controller's input goes to, unless it still drives another that has
    /// not ended (a transition takes the controller vended for it when it is made).
    func take(_ transition: ControllerTransition) {
        guard liveTransition == nil else { return }
        self.transition = transition
    }

    /// The transition `context` belongs to: the one this controller was made for, or the one running on its
    /// stage. Nil for a context Passage did not make.
    private func transition(of context: UIViewControllerContextTransitioning) -> ControllerTransition? {
        let candidates = [transition, (transition?.frameLoop?.stage ?? Stage.current).transitions.running]
        return candidates.lazy.compactMap { $0 }.first { $0.context === context }
    }

    /// The transition being driven, if it has not ended.
    private var liveTransition: ControllerTransition? {
        guard let transition, !transition.hasEnded else { return nil }
        return transition
    }

    private var runningTransition: ControllerTransition? {
        guard let transition = liveTransition, transition.state.isRunning else { return nil }
        return transition
    }

    /// Whether input with no running transition is kept for the next one: when the driven transition has not
    /// started yet, or a transition request waits in the queue. Otherwise `call` is logged and ignored.
    private func keepsInput(_ call: String) -> Bool {
        if liveTransition != nil || TransitionQueue.current.hasWaitingRequests { return true }
        diagnose(
            .percentDrivenWithoutTransition, .warning,
            "UIPercentDrivenInteractiveTransition.\(call) with no transition to drive (its transition has ended, or none was started with it); ignored"
        )
        return false
    }

    private func end(finishing: Bool) {
        guard let transition = runningTransition else {
            if keepsInput(finishing ? "finish()" : "cancel()") { pendingEnd = finishing }
            return
        }
        let curve = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
        transition.interaction.runOutInteraction(finishing: finishing, speed: completionSpeed, curve: curve)
    }
}
