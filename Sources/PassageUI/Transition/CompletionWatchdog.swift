// Keeps a running transition moving: a display link that advances the run-out of an interactive transition each
// frame and completes a transition whose animator never calls completeTransition(_:) (with a diagnostic), and a
// busy check so `runUntilIdle` waits for the transition unless an interaction holds it.
import Foundation
import PassageCore

/// The display link, deadline and busy check of one transition.
@MainActor
final class CompletionWatchdog {
    /// How long after a transition's animations should have ended Passage waits for `completeTransition(_:)`
    /// before it raises a diagnostic and completes the transition itself, in seconds of media time.
    static let timeout: CFTimeInterval = 5

    /// The transition watched; it owns this watchdog.
    private unowned let transition: ControllerTransition
    /// When Passage stops waiting for `completeTransition(_:)`; nil while an interaction holds the transition
    /// (or an interaction controller runs it without having ended an interaction).
    var deadline: CFTimeInterval?
    private var ticker: CADisplayLink?
    private var busyToken: Int?

    init(transition: ControllerTransition) {
        self.transition = transition
    }

    /// Starts ticking every frame until `stop()`.
    func start() {
        let link = CADisplayLink { [weak self] _ in self?.tick() }
        link.add(to: .main, forMode: .common)
        ticker = link
        busyToken = transition.frameLoop?.addBusyCheck { [weak transition] in
            guard let transition else { return false }
            return transition.state.isRunning
                && (transition.state != .interacting || transition.interaction.isRunningOut)
        }
    }

    func stop() {
        ticker?.invalidate()
        ticker = nil
        if let busyToken { transition.frameLoop?.removeBusyCheck(busyToken) }
        busyToken = nil
    }

    private func tick() {
        // Held for the whole tick: a run-out that ends the transition may let go of its last other owner.
        let transition = self.transition
        guard transition.state.isRunning else { return stop() }
        transition.interaction.advanceRunOut()
        guard transition.state.isRunning, let deadline, CACurrentMediaTime() >= deadline else { return }
        let animator = transition.animator.map { $0 as AnyObject } ?? transition.context
        transition.diagnose(
            .completeTransitionNeverCalled, .error,
            "\(type(of: animator)) never called completeTransition(_:) on \(transition.participantsDescription); Passage completes it \(Self.timeout) s after its animations should have ended"
        )
        transition.context.completeTransition(!transition.transitionWasCancelled)
    }
}
