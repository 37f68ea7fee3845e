// The block observers one object added to notification centers, each kept with the center, name and object it
// was added for. A class that observed with selectors (`addObserver(self, selector:name:object:)`) removed
// them by name and object (`removeObserver(self, name:object:)`) or all at once; with block observers it must
// keep their tokens, and a list of tokens that only grows (removed from the center but kept in the list) leaks
// one entry, and its block, for every add. This list forgets what it removes: removing by name and object
// matches entries as the notification center matched a selector observer (a nil name or object matches any),
// removes them from their center and drops them.
import Foundation

/// The block-based notification observers an object added, removable by center, name and object as
/// `removeObserver(_:name:object:)` removed a selector-based observer. (A Passage addition: what
/// `passage port` keeps in a class whose selector-based observers it rewrote.)
public final class NotificationObservers {
    private struct Entry {
        let center: NotificationCenter
        let token: NSObjectProtocol
        let name: Notification.Name?
        /// The object observed, held weakly as the notification center does not retain it.
        weak var object: AnyObject?
        /// Whether the observer was added for one object (false: for any object).
        let hasObject: Bool
    }

    private var entries: [Entry] = []

    /// An empty list.
    public init() {}

    /// The number of observers added and not yet removed.
    public var count: Int { entries.count }

    /// Adds `block` as an observer of `center` for `name` (nil: every name) posted by `object` (nil: by any
    /// object), on `queue` (nil: on the posting thread), and keeps its token; returns the token.
    @discardableResult
    public func addObserver(
        to center: NotificationCenter, forName name: Notification.Name?, object: Any?,
        queue: OperationQueue? = nil, using block: @escaping @Sendable (Notification) -> Void
    ) -> NSObjectProtocol {
        let token = center.addObserver(forName: name, object: object, queue: queue, using: block)
        let observed = object.flatMap { type(of: $0) is AnyClass ? $0 as AnyObject : nil }
        entries.append(Entry(center: center, token: token, name: name, object: observed, hasObject: object != nil))
        return token
    }

    /// Removes from `center` the observers added for `name` and `object` and forgets them; a nil name or
    /// object matches every name or object (as `removeObserver(_:name:object:)` does).
    public func removeObservers(from center: NotificationCenter, name: Notification.Name? = nil, object: Any? = nil) {
        let observed = object.map { $0 as AnyObject }
        entries.removeAll { entry in
            guard entry.center === center, name == nil || entry.name == name,
                observed == nil || (entry.hasObject && entry.object === observed)
            else { return false }
            center.removeObserver(entry.token)
            return true
        }
    }

    /// Removes every observer added to any center and forgets them.
    public func removeAll() {
        for entry in entries { entry.center.removeObserver(entry.token) }
        entries.removeAll()
    }
}
