// Counts the animations a completion block waits for. Fires once: when it is sealed (no more animations
// can join) and every animation that joined has stopped. `finished` is true only if every one of them ran
// to its end; an animation removed early makes it false (UIKit's completion `finished` flag).

/// Waits for a set of animations and then runs a handler once.
@MainActor
package final class AnimationCompletionGroup {
    private var outstanding = 0
    private var sealed = false
    private var fired = false
    private var allFinished = true
    private let handler: (Bool) -> Void

    /// Creates a group that calls `handler(finished)` once.
    package init(handler: @escaping (Bool) -> Void) {
        self.handler = handler
    }

    /// Whether the handler has run.
    package var hasFired: Bool { fired }

    /// An animation joins the group.
    package func retain() {
        guard !fired else { return }
        outstanding += 1
    }

    /// An animation that joined stopped; `finished` says whether it reached its end.
    package func release(finished: Bool) {
        guard !fired, outstanding > 0 else { return }
        outstanding -= 1
        allFinished = allFinished && finished
        fireIfDone()
    }

    /// No more animations will join; fires at once when none are outstanding.
    package func seal() {
        sealed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, outstanding == 0, !fired else { return }
        fired = true
        handler(allFinished)
    }
}
