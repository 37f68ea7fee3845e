// Handlers registered under tokens, called in the order they were added: the shape of every hook the frame
// loop and the application offer (frame observers, input sources, busy checks, attach observers, touch-input
// observers). Iterating takes a snapshot, so a handler may remove itself (or add others) while being called.
import Foundation

/// Handlers in registration order, each removable by the token `add(_:)` returned.
package struct HandlerList<Handler> {
    private var entries: [(token: Int, handler: Handler)] = []
    private var lastToken = 0

    package init() {}

    /// Adds `handler` after the others; returns its token.
    @discardableResult
    package mutating func add(_ handler: Handler) -> Int {
        lastToken += 1
        entries.append((lastToken, handler))
        return lastToken
    }

    /// Removes the handler registered under `token` (nothing when there is none).
    package mutating func remove(_ token: Int) {
        entries.removeAll { $0.token == token }
    }

    /// The handlers, in the order they were added.
    package var handlers: LazyMapSequence<[(token: Int, handler: Handler)], Handler> {
        entries.lazy.map { $0.handler }
    }
}
