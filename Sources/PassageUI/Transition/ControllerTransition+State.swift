// A transition's life as one state machine. Every change of state is a `Move`; `perform(_:)` makes a legal move
// and turns an illegal one into a diagnostic that leaves the state as it was, so misuse (a second
// completeTransition, a finish before the start) is reported and never leaves a transition half-way.
//
//   waiting      ─begin→           animating (interacting when the transition starts interactively)
//   animating    ─pause→           interacting
//   interacting  ─endInteraction→  settling (to the end, or back to the start when cancelled)
//   settling     ─pause→           interacting
//   animating, interacting, settling ─complete→ ended
// Pausing while interacting changes nothing; every other move is illegal. A transition without animation goes
// from animating to ended at once.
import Foundation
import PassageCore

extension ControllerTransition {
    /// Where a transition is in its life.
    enum State: Hashable {
        /// Made (and perhaps queued); not started.
        case waiting
        /// Running on its own: the animator's animations play (or the views are being placed, without animation).
        case animating
        /// Held by an interaction: progress follows `updateInteractiveTransition(_:)`.
        case interacting
        /// The interaction ended: the rest runs to the end, or back to the start when `cancelled`.
        case settling(cancelled: Bool)
        /// `completeTransition(_:)` ran: `completed` is what it was given, `cancelled` whether the interaction had
        /// been cancelled.
        case ended(completed: Bool, cancelled: Bool)

        /// Started and not yet ended.
        var isRunning: Bool {
            switch self {
            case .animating, .interacting, .settling: true
            case .waiting, .ended: false
            }
        }

        var hasEnded: Bool {
            if case .ended = self { true } else { false }
        }

        /// Whether the interaction was cancelled: settling back to the start, or ended after that.
        var isCancelled: Bool {
            switch self {
            case .settling(let cancelled), .ended(_, let cancelled): cancelled
            case .waiting, .animating, .interacting: false
            }
        }

        /// The state `move` leads to from this one; nil when the move is not legal here.
        func after(_ move: Move) -> State? {
            switch (move, self) {
            case (.begin(let interactive), .waiting): interactive ? .interacting : .animating
            case (.pause, .animating), (.pause, .settling), (.pause, .interacting): .interacting
            case (.endInteraction(let cancelled), .interacting): .settling(cancelled: cancelled)
            case (.complete(let completed), .animating), (.complete(let completed), .interacting),
                (.complete(let completed), .settling):
                .ended(completed: completed, cancelled: isCancelled)
            default: nil
            }
        }
    }

    /// What changes a transition's state.
    enum Move: Hashable {
        /// The queue starts it, interactive or not.
        case begin(interactive: Bool)
        /// `pauseInteractiveTransition()`: an interaction takes it over where it stands.
        case pause
        /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
        case endInteraction(cancelled: Bool)
        /// `completeTransition(_:)`.
        case complete(Bool)
    }

    /// Raises the diagnostic that names `move` as misuse in the current state.
    func diagnoseIllegal(_ move: Move) {
        switch move {
        case .begin:
            diagnose(
                .transitionStartedTwice, .error,
                "\(participantsDescription) was asked to start again; it is already \(state.hasEnded ? "over" : "running")"
            )
        case .pause:
            diagnose(
                .pauseWhenNotRunning, .warning,
                "pauseInteractiveTransition() on a transition that is not running; ignored")
        case .endInteraction(let cancelled):
            let call = "\(cancelled ? "cancel" : "finish")InteractiveTransition()"
            if state.isRunning {
                diagnose(
                    .interactionEndedWhenNotInteractive, .warning,
                    "\(call) on a transition that is not interactive; ignored")
            } else {
                diagnose(
                    .interactionEndedWhenNotRunning, .warning, "\(call) on a transition that is not running; ignored")
            }
        case .complete(let completed):
            if state == .waiting {
                diagnose(
                    .completeTransitionBeforeStart, .warning,
                    "completeTransition(\(completed)) before the transition started; ignored")
            } else {
                diagnose(
                    .completeTransitionTwice, .warning,
                    "completeTransition(\(completed)) called again on \(participantsDescription); the first call stands, this one is ignored"
                )
            }
        }
    }
}
