// The Objective-C runtime's associated-object functions, spelled as the iOS SDK's Swift interface spells them.
// They work on any object that owns an `AssociatedObjectStore` (every Passage UIKit and Core Animation class, and
// a class of the app's own that conforms to `AssociatedObjectStoring`). Another object (a Foundation
// `NSObject`, a plain Swift class, a value) has nowhere to keep the value: setting reports a diagnostic and
// stores nothing, and getting gives nil.
import Foundation

/// Associates `value` with `object` under `key`, held as `policy` says; nil removes the association (the
/// Objective-C runtime's `objc_setAssociatedObject`).
///
/// A value is released with its object. `OBJC_ASSOCIATION_COPY` copies a Foundation `NSCopying` object with
/// `copy(with:)` and a `CAAnimation` with `copy()`; a value of a value type is a copy already; another class's
/// object is retained instead and the diagnostic `associatedObjectNotCopied` says so.
/// - Parameters:
///   - object: The object the value belongs to; it must conform to `AssociatedObjectStoring` (see above).
///   - key: The key, usually the address of a private static or global variable.
///   - value: The value, or nil to remove the association.
///   - policy: How the value is held.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard let owner = object as? any AssociatedObjectStoring else {
        return diagnoseOnAnyThread(
            .associatedObjectOwnerUnsupported, .error,
            "objc_setAssociatedObject on \(type(of: object)), which has no associated-object store: only Passage's "
                + "UIKit and Core Animation classes and classes conforming to AssociatedObjectStoring keep "
                + "associated values; the value was not stored")
    }
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
        owner.associatedObjectStore.set(value, forKey: key, weakly: true)
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        owner.associatedObjectStore.set(value, forKey: key, weakly: false)
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        owner.associatedObjectStore.set(value.map(associationCopy), forKey: key, weakly: false)
    }
}

/// The value associated with `object` under `key`, nil when there is none (the Objective-C runtime's
/// `objc_getAssociatedObject`).
///
/// Also nil for an object assigned with `OBJC_ASSOCIATION_ASSIGN` that was released since, and for an object
/// that cannot keep associated values.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    (object as? any AssociatedObjectStoring)?.associatedObjectStore.value(forKey: key)
}

/// Removes every value associated with `object` (the Objective-C runtime's `objc_removeAssociatedObjects`).
///
/// As on iOS this removes the associations other code made too; prefer setting nil for your own keys.
public func objc_removeAssociatedObjects(_ object: Any) {
    (object as? any AssociatedObjectStoring)?.associatedObjectStore.removeAll()
}

/// The copy `OBJC_ASSOCIATION_COPY` keeps of `value`.
private func associationCopy(of value: Any) -> Any {
    guard type(of: value) is AnyClass else { return value }
    if let copying = value as? NSCopying { return copying.copy(with: nil) }
    if Thread.isMainThread, value is CAAnimation {
        let animation = UncheckedValue(value)
        return MainActor.assumeIsolated { UncheckedValue((animation.value as! CAAnimation).copy()) }.value
    }
    diagnoseOnAnyThread(
        .associatedObjectNotCopied, .info,
        "objc_setAssociatedObject with a copy policy and a \(type(of: value)), which cannot be copied in Passage "
            + "(it is neither NSCopying nor a CAAnimation): the object is retained instead")
    return value
}

/// A value carried to the main actor and back on the main thread, where it already is.
private struct UncheckedValue: @unchecked Sendable {
    let value: Any
    init(_ value: Any) { self.value = value }
}
