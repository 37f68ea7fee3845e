// A class says which of its methods a selector reaches, the part of `@objc` that Swift on Linux cannot give by
// itself: `responds(to:)`, `perform(_:)` and `perform(_:with:)`, and the target–action forms that take a
// `Selector`, look the method up here. A subclass overrides `method(for:)` and calls super's for the selectors
// it does not handle, so a class answers for its superclasses' methods too.

/// A class whose methods can be reached by selector (a Passage addition standing in for what `@objc` exposes on
/// iOS).
///
/// ```swift
/// final class PhotoController: UIViewController, SelectorResponding {
///     func method(for selector: Selector) -> ((Any?) -> Any?)? {
///         switch selector {
///         case "close": { _ in self.close() }
///         case "didPan:": { self.didPan($0 as! UIPanGestureRecognizer) }
///         default: nil
///         }
///     }
/// }
/// ```
@MainActor
public protocol SelectorResponding: AnyObject {
    /// The method `selector` names on this object, as a closure that takes the object `perform(_:with:)` passes
    /// (the sender for target–action, nil for `perform(_:)`) and returns the method's result (nil or `()` for none); nil
    /// when this class has no method by that name.
    func method(for selector: Selector) -> ((Any?) -> Any?)?
}
