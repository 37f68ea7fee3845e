// The token an observation returns: observing stops when it is invalidated or released, as Foundation's
// `NSKeyValueObservation` does. Tokens are often released or invalidated from `deinit`, which is not
// isolated: the removal then runs on the main actor at once when already on the main thread (Passage's
// only thread), else later on it.
import Foundation

/// A running key-value observation; observing stops when it is invalidated or deallocated (Foundation's
/// `NSKeyValueObservation`).
public final class NSKeyValueObservation: @unchecked Sendable {
    private let lock = NSLock()
    private var removal: (@MainActor () -> Void)?

    package init(removal: @escaping @MainActor () -> Void) {
        self.removal = removal
    }

    /// Stops the observation; later calls do nothing.
    public func invalidate() {
        lock.lock()
        let removal = self.removal
        self.removal = nil
        lock.unlock()
        guard let removal else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { removal() }
        } else {
            Task { @MainActor in removal() }
        }
    }

    deinit {
        invalidate()
    }
}
