// One transition at a time per frame loop: a push, pop, presentation, dismissal or tab switch requested while
// another runs waits for it to end, then starts (UIKit logs such requests or drops them; Passage queues them,
// which is what the app meant). Requests run in the order they were made.
import Foundation
import PassageCore

/// The transitions of one stage: the running one and the requests waiting for it.
@MainActor
final class TransitionQueue {
    /// The queue of the current frame loop's stage.
    static var current: TransitionQueue { Stage.current.transitions }

    /// The transition running now.
    private(set) var running: ControllerTransition?
    private var waiting: [(label: String, request: () -> Void)] = []

    /// Whether requests wait for the running transition to end.
    var hasWaitingRequests: Bool { !waiting.isEmpty }

    /// Runs `request` now, or after the running transition (and earlier requests) when one runs; then raises
    /// `waitingCode` (an info diagnostic naming `label`).
    func perform(_ label: String, waitingCode: Diagnostic.Code, _ request: @escaping () -> Void) {
        guard running == nil, waiting.isEmpty else {
            diagnose(
                waitingCode, .info, "\(label) requested while a transition runs; it starts when that transition ends")
            waiting.append((label, request))
            return
        }
        request()
    }

    func transitionDidBegin(_ transition: ControllerTransition) {
        running = transition
    }

    func transitionDidEnd(_ transition: ControllerTransition) {
        guard running === transition else { return }
        running = nil
        while running == nil, !waiting.isEmpty {
            waiting.removeFirst().request()
        }
    }
}
