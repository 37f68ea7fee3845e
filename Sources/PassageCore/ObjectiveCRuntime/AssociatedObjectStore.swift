// Associated objects live on the object they belong to: each object that can have them owns one store, so its
// values are released with it and nothing is kept anywhere else (no table shared by the process). Passage's
// UIKit and Core Animation classes own a store from their root class (UIResponder, CALayer, CAAnimation,
// UIGestureRecognizer, …); a class of the app's own can own one by conforming to `AssociatedObjectStoring`.
//
// A value's lifetime: a retained or copied value is released when it is replaced, removed, or when the store
// (its object) is deallocated. An assigned object value is held weakly. A replaced value is released after the
// store's lock is let go, so its deinit may touch associations of the same object.
import Synchronization

/// An object that keeps the values `objc_setAssociatedObject(_:_:_:_:)` associates with it (a Passage addition
/// standing in for the Objective-C runtime's association table).
///
/// Passage's UIKit and Core Animation classes conform already. A class of your own conforms by declaring
/// `let associatedObjectStore = AssociatedObjectStore()`.
public protocol AssociatedObjectStoring: AnyObject {
    /// The values associated with this object; released with it.
    var associatedObjectStore: AssociatedObjectStore { get }
}

/// The values associated with one object, by key, each with the policy it was set with.
public final class AssociatedObjectStore: @unchecked Sendable {
    /// One associated value, as it is held (handed out only to the caller that asks for it).
    private enum Entry: @unchecked Sendable {
        /// A retained or copied value (or a value-type value of any policy).
        case strong(Any)
        /// An object assigned without being retained.
        case weak(WeakReference)
    }

    /// A reference that does not keep its object alive.
    private final class WeakReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    // `entries` is read and written only with `lock` held (hence `@unchecked Sendable`).
    private let lock = Mutex(())
    private var entries: [UnsafeRawPointer: Entry] = [:]
    /// The object the last `perform(_:)` on the owner returned, kept alive as an autoreleased result would be.
    private var performResult: AnyObject?

    /// An empty store.
    public init() {}

    /// The number of associations held now (an assigned object that was released still counts until it is
    /// replaced or removed).
    public var count: Int { lock.withLock { _ in entries.count } }

    /// The value associated under `key`, nil when there is none or an assigned object was released.
    package func value(forKey key: UnsafeRawPointer) -> Any? {
        let entry = lock.withLock { _ in entries[key] }
        switch entry {
        case .strong(let value): return value
        case .weak(let reference): return reference.object
        case nil: return nil
        }
    }

    /// Associates `value` under `key`, held strongly or weakly (an object) or stored (a value); nil removes the
    /// association. The value replaced is released after the lock is let go.
    package func set(_ value: Any?, forKey key: UnsafeRawPointer, weakly: Bool) {
        let entry: Entry? = value.map { value in
            if weakly, type(of: value) is AnyClass { return .weak(WeakReference(value as AnyObject)) }
            return .strong(value)
        }
        let replaced = lock.withLock { _ in
            if let entry { return entries.updateValue(entry, forKey: key) }
            return entries.removeValue(forKey: key)
        }
        withExtendedLifetime(replaced) {}
    }

    /// Keeps `result` (the object the owner's last `perform` returned) alive until the next one or the owner's
    /// release, so an unretained result can be taken.
    package func keepPerformResult(_ result: AnyObject?) {
        let previous = lock.withLock { _ in
            let previous = performResult.map(UncheckedObject.init)
            performResult = result
            return previous
        }
        withExtendedLifetime(previous) {}
    }

    /// An object handed out of the lock to be released after it.
    private struct UncheckedObject: @unchecked Sendable {
        let object: AnyObject
    }

    /// Removes every association (the values are released after the lock is let go).
    package func removeAll() {
        let removed = lock.withLock { _ in
            let all = Array(entries.values)
            entries = [:]
            return all
        }
        withExtendedLifetime(removed) {}
    }
}
