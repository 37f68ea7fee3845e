// Target–action with a `Selector`, as iOS writes it: `UIPanGestureRecognizer(target: nil, action: nil)` (the
// designated initializer, in UIGestureRecognizer.swift) makes a recognizer with no action (targets added later),
// and a target whose class declares the selector's method (`SelectorResponding`) gets it called with the
// recognizer. Passage's usual form passes the method itself
// (`addTarget(self, action: Self.didPan)`); this one is for code that keeps selectors as values.
import PassageCore

extension UIGestureRecognizer {
    /// Adds an action: the method `action` names on `target` (held weakly), called with the recognizer (UIKit's
    /// `addTarget(_:action:)` with a selector). The target's class must declare the method through
    /// `SelectorResponding`, else nothing is added and the diagnostic `selectorNotDeclared` says so.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard (object as? any SelectorResponding)?.method(for: action) != nil else {
            return diagnose(
                .selectorNotDeclared, .error,
                "addTarget(_:action: \"\(action)\"): \(type(of: target)) does not declare that method by selector "
                    + "(SelectorResponding); the action is not added")
        }
        actions.append(
            Action(owner: object, hasOwner: true) { [weak object] recognizer in
                _ = (object as? any SelectorResponding)?.method(for: action)?(recognizer)
            })
    }
}
