// What NSObject gives every UIKit and Core Animation object on iOS and Swift can give here: identity equality and
// hash (`isEqual(_:)`, `hash`, as NSObject's defaults), class tests with a class value (`isKind(of:)`,
// `isMember(of:)`), and `responds(to:)` / `perform(_:)` for the methods a class
// declares by selector (`SelectorResponding`). Every object with an associated-object store has them, that is,
// every Passage UIKit and Core Animation class.
//
// `perform` returns its result unretained, as on iOS; the object keeps the last result alive (until the next
// `perform` on it, or its release) so `takeUnretainedValue()` is safe.
import Foundation

extension AssociatedObjectStoring {
    /// Whether `object` is this very object (NSObject's default `isEqual(_:)`; a class with its own equality,
    /// such as `UICollectionViewLayoutAttributes`, declares its own).
    public func isEqual(_ object: Any?) -> Bool {
        guard let object, type(of: object) is AnyClass else { return false }
        return (object as AnyObject) === self
    }

    /// A hash of the object's identity (NSObject's default `hash`), equal for equal objects.
    public var hash: Int { ObjectIdentifier(self).hashValue }

    /// Whether this object is an instance of `aClass` or of a subclass of it (NSObject's `isKind(of:)`).
    public func isKind(of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: self)
        while let candidate = current {
            if ObjectIdentifier(candidate) == ObjectIdentifier(aClass) { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// Whether this object is an instance of exactly `aClass` (NSObject's `isMember(of:)`).
    public func isMember(of aClass: AnyClass) -> Bool {
        ObjectIdentifier(type(of: self)) == ObjectIdentifier(aClass)
    }

    /// Whether this object has the method `aSelector` names (NSObject's `responds(to:)`): true when its class
    /// declares it through `SelectorResponding`. A class that declares no selectors answers false, and the
    /// diagnostic `selectorsUndeclared` says once per frame loop that the answer cannot be known.
    ///
    /// Callable from any context, as NSObject's is. Declarations are main-actor isolated, so the question is put
    /// on the main thread; asked on another thread, it answers false and logs `selectorsUndeclared` (frame loops,
    /// which record diagnostics, live on the main thread).
    public nonisolated func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        guard Thread.isMainThread else {
            diagnoseOnAnyThread(
                .selectorsUndeclared, .warning,
                "responds(to: \"\(aSelector)\") on \(type(of: self)) off the main thread, where its selector "
                    + "declarations cannot be read: answered false")
            return false
        }
        let reference = MainThreadReference(object: self)
        return MainActor.assumeIsolated { reference.object.declaresMethod(aSelector) }
    }

    @MainActor
    private func declaresMethod(_ selector: Selector) -> Bool {
        guard let responding = self as? any SelectorResponding else {
            FrameLoop.current.diagnoseOnce(
                .selectorsUndeclared, .info,
                "responds(to: \"\(selector)\") on \(type(of: self)), which declares no methods by selector "
                    + "(SelectorResponding): answered false")
            return false
        }
        return responding.method(for: selector) != nil
    }

    /// Calls the method `aSelector` names and returns its result, if it is an object (NSObject's `perform(_:)`).
    /// A method the class does not declare through `SelectorResponding` is not called: nil and the diagnostic
    /// `selectorNotDeclared` (iOS stops with "unrecognized selector").
    @MainActor @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        performDeclared(aSelector, with: nil)
    }

    /// Calls the method `aSelector` names with `object` and returns its result, if it is an object (NSObject's
    /// `perform(_:with:)`); see `perform(_:)`.
    @MainActor @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        performDeclared(aSelector, with: object as Any?)
    }

    @MainActor
    private func performDeclared(_ selector: Selector?, with object: Any?) -> Unmanaged<AnyObject>? {
        guard let selector else { return nil }
        guard let method = (self as? any SelectorResponding)?.method(for: selector) else {
            FrameLoop.current.diagnose(
                .selectorNotDeclared, .error,
                "perform(\"\(selector)\") on \(type(of: self)), which does not declare that method by selector "
                    + "(SelectorResponding): nothing was called")
            return nil
        }
        guard let result = method(object), !(result is Void) else {
            associatedObjectStore.keepPerformResult(nil)
            return nil
        }
        let object = result as AnyObject
        associatedObjectStore.keepPerformResult(object)
        return Unmanaged.passUnretained(object)
    }
}

/// An object handed to `MainActor.assumeIsolated` from a nonisolated method already checked to run on the main
/// thread, where the object is used.
private struct MainThreadReference<Object: AnyObject>: @unchecked Sendable {
    let object: Object
}
