// UIKit's state machine for one recognizer: which state changes are legal, and what a legal one does.
// Leaving `.possible` (to `.began`, or `.recognized` for a discrete gesture) is decided by the arena, which
// applies gestureRecognizerShouldBegin, failure requirements and exclusion; the other changes apply at once.
// Illegal changes are logged and mapped to the nearest legal one, never trapped.
//
//   possible ──► began ──► changed* ──► ended | cancelled        (continuous)
//   possible ──► recognized (= ended)                            (discrete)
//   possible ──► failed
import Foundation

extension UIGestureRecognizer {
    /// Runs one of the recognizer's touch methods, then resolves the states it set.
    func handleTouches(_ body: () -> Void) {
        isInTouchCallback = true
        body()
        isInTouchCallback = false
        let requests = requestedStates
        requestedStates.removeAll()
        guard var final = requests.last else { return }
        if storedState == .possible, deferredState == nil, final == .changed, requests.contains(.began) {
            final = .began
        }
        requestState(final)
    }

    /// Handles `state = newState` from a subclass.
    func requestState(_ newState: State) {
        let current = storedState
        if current == .possible, deferredState != nil {
            return requestWhileDeferred(newState)
        }
        switch (current, newState) {
        case (.possible, .possible):
            return
        case (.possible, .began), (.possible, .ended):
            attemptRecognition(as: newState)
        case (.possible, .failed):
            apply(.failed)
        case (.possible, .changed), (.possible, .cancelled):
            diagnosticLoop.diagnose(
                .gestureStateSkipsBegan, .warning,
                "\(type(of: self)) set state .\(newState) while .possible; expected .began, .recognized or .failed. Treated as .failed"
            )
            apply(.failed)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            apply(newState)
        case (.began, .failed), (.changed, .failed):
            diagnosticLoop.diagnose(
                .gestureFailedAfterBegan, .warning,
                "\(type(of: self)) set state .failed after it began; expected .ended or .cancelled. Treated as .cancelled"
            )
            apply(.cancelled)
        case (.began, .began), (.changed, .began), (_, .possible):
            diagnosticLoop.diagnose(
                .gestureStateRestarted, .warning,
                "\(type(of: self)) set state .\(newState) while .\(current); ignored (UIKit resets recognizers itself)")
        default:
            diagnosticLoop.diagnose(
                .gestureStateAfterEnd, .warning,
                "\(type(of: self)) set state .\(newState) after it reached .\(current); ignored until it resets")
        }
    }

    /// A recognizer waiting for another to fail keeps reporting `.possible`; what it asks for meanwhile
    /// replaces what it waits to become, and giving up (failing or cancelling) ends the wait.
    private func requestWhileDeferred(_ newState: State) {
        switch newState {
        case .began, .changed:
            if deferredState != .ended { deferredState = .began }
        case .ended:
            deferredState = .ended
        case .failed, .cancelled:
            deferredState = nil
            apply(.failed)
        case .possible:
            break
        }
    }

    /// Asks the arena to let the recognizer leave `.possible`; without an arena (no touches yet) it does.
    private func attemptRecognition(as newState: State) {
        if let arena {
            arena.attemptRecognition(self, as: newState)
        } else {
            apply(newState)
        }
    }

    /// Sets the state, runs the actions for every state but `.possible` and `.failed`, and has a finished
    /// recognizer reset (at the end of the event being delivered, or now outside event delivery).
    func apply(_ newState: State) {
        storedState = newState
        if newState != .failed, newState != .possible { sendActions() }
        switch newState {
        case .ended, .cancelled, .failed:
            if let arena {
                arena.recognizerFinished(self)
            } else {
                resetToPossible()
            }
        default:
            break
        }
    }

    /// UIKit's reset: `reset()`, then back to `.possible` with no touches.
    func resetToPossible() {
        reset()
        storedState = .possible
        deferredState = nil
        trackedTouches.removeAll()
        sequenceTouches.removeAll()
    }
}
