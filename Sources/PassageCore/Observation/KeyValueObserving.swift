// `observe(_:options:changeHandler:)` on layers and views, with Foundation's spelling. Passage's observable
// properties all live in a layer's model (views keep their geometry, alpha and visibility in their layer),
// so an observation is a record on that layer: every change to the layer's model values re-reads the
// observed key path and calls the handler when the value differs from the last one seen (for values that
// are not Equatable: on every model change). This reports what iOS KVO reports — the model value set —
// and never animation frames. A setter that changes several model values at once (a frame: bounds and
// position) is reported once, after the last of them.
import Foundation

/// Objects whose properties can be observed with `observe(_:options:changeHandler:)`: layers and views (a
/// Passage name for what `NSObject` provides on iOS).
@preconcurrency @MainActor
public protocol PassageKeyValueObserving: AnyObject {}

/// What an observable object observes through: the layer whose model holds its properties.
@MainActor
package protocol KeyValueObservationAnchor: AnyObject {
    /// The layer whose model changes may change the object's observed properties.
    var observationLayer: CALayer { get }
}

/// One observation registered on a layer: re-reads its key path and reports a change.
@MainActor
package final class KeyValueObserverRecord {
    var check: () -> Void = {}
}

extension PassageKeyValueObserving {
    /// Observes the property at `keyPath`: `changeHandler` runs with the object and the change each time the
    /// model value changes (`.new`/`.old` in `options` fill in the change's values; `.initial` runs it once
    /// now). Observing stops when the returned token is invalidated or released. An object Passage cannot
    /// observe returns an inert token, with a diagnostic.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    )
        -> NSKeyValueObservation
    {
        guard let anchor = self as? KeyValueObservationAnchor else {
            diagnose(
                .observeWithoutModel, .warning,
                "observe(_:options:changeHandler:): \(type(of: self)) has no observable model; nothing is observed")
            return NSKeyValueObservation {}
        }
        let layer = anchor.observationLayer
        let record = KeyValueObserverRecord()
        var last = self[keyPath: keyPath]
        record.check = { [weak self] in
            guard let self else { return }
            let current = self[keyPath: keyPath]
            if valuesAreEqual(last, current) == true { return }
            let old = last
            last = current
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    newValue: options.contains(.new) ? current : nil,
                    oldValue: options.contains(.old) ? old : nil))
        }
        layer.keyValueObservers.append(record)
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(newValue: options.contains(.new) ? last : nil, oldValue: nil))
        }
        return NSKeyValueObservation { [weak layer, weak record] in
            layer?.keyValueObservers.removeAll { $0 === record }
        }
    }
}

/// Whether two values are equal, when their type is Equatable; nil when it is not.
private func valuesAreEqual<Value>(_ a: Value, _ b: Value) -> Bool? {
    guard let a = a as? any Equatable else { return nil }
    return a.isEqual(toAny: b)
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension CALayer: PassageKeyValueObserving, KeyValueObservationAnchor {
    package var observationLayer: CALayer { self }

    /// Re-checks every observation of this layer (and of the view it backs) now, unless a coalesced change
    /// is in progress (then once when it ends).
    package func notifyKeyValueObservers() {
        guard !keyValueObservers.isEmpty else { return }
        guard observationCoalescingDepth == 0 else {
            observationPending = true
            return
        }
        for record in keyValueObservers { record.check() }
    }

    /// Runs `changes` (several model changes making one property change, as a frame set) and reports
    /// observed changes once, after all of them.
    package func coalescingObservations(_ changes: () -> Void) {
        observationCoalescingDepth += 1
        changes()
        observationCoalescingDepth -= 1
        if observationCoalescingDepth == 0, observationPending {
            observationPending = false
            notifyKeyValueObservers()
        }
    }
}
