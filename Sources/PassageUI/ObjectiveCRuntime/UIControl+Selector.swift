// Target–action with a `Selector` for controls, as iOS writes it: the method `action` names on `target` is
// called with the control when one of the events happens. The target's class declares the method through
// `SelectorResponding`. A nil target (UIKit then searches the responder chain) is not supported: Passage cannot
// ask each responder by selector unless it declares its methods, so the action is not added and a diagnostic
// says so.
import PassageCore

extension UIControl {
    /// Adds an action for `controlEvents`: the method `action` names on `target` (held weakly), called with the
    /// control (UIKit's `addTarget(_:action:for:)` with a selector). The target's class must declare the method
    /// through `SelectorResponding`, else nothing is added and the diagnostic `selectorNotDeclared` says so.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        guard let object, (object as? any SelectorResponding)?.method(for: action) != nil else {
            return diagnose(
                .selectorNotDeclared, .error,
                "addTarget(_:action: \"\(action)\", for:): "
                    + (target.map { "\(type(of: $0)) does not declare that method by selector (SelectorResponding)" }
                        ?? "a nil target (the responder chain) is not searched by selector")
                    + "; the action is not added")
        }
        registeredActions.append(
            RegisteredAction(owner: object, hasOwner: true, events: controlEvents, action: nil) {
                [weak object] control, _ in
                _ = (object as? any SelectorResponding)?.method(for: action)?(control)
            })
    }
}
