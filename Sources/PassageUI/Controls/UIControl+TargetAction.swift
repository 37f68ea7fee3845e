// Target–action for controls. Swift on Linux has no selectors, so an action is an unapplied method
// reference of the target, taking the sender, the sender and the event, or nothing — iOS's
// `addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)` becomes
// `addTarget(self, action: Self.didTap, for: .touchUpInside)` — or a `UIAction`. Targets are held weakly, as
// in UIKit; actions run in the order they were added.
import Foundation
import PassageCore

extension UIControl {
    /// Adds an action for `controlEvents`: `action` is a method of `target` (held weakly) taking the sender,
    /// e.g. `addTarget(self, action: Self.didTap, for: .touchUpInside)`. A sender that is not a `Sender`
    /// skips the call with a diagnostic; a target that is not a `Receiver` adds nothing and logs.
    public func addTarget<Target: AnyObject, Receiver, Sender: UIControl>(
        _ target: Target, action: @escaping (Receiver) -> (Sender) -> Void, for controlEvents: UIControl.Event
    ) {
        register(target, as: Receiver.self, for: controlEvents) { receiver, control, _ in
            guard let sender = control as? Sender else {
                return control.diagnosticLoop.diagnose(
                    .controlActionSenderMismatch, .warning,
                    "\(type(of: control)) cannot be passed to an action expecting \(Sender.self)")
            }
            action(receiver)(sender)
        }
    }

    /// Adds an action for `controlEvents`: a method of `target` taking the sender and the event (nil when the
    /// actions were sent with `sendActions(for:)`).
    public func addTarget<Target: AnyObject, Receiver, Sender: UIControl>(
        _ target: Target, action: @escaping (Receiver) -> (Sender, UIEvent?) -> Void, for controlEvents: UIControl.Event
    ) {
        register(target, as: Receiver.self, for: controlEvents) { receiver, control, event in
            guard let sender = control as? Sender else {
                return control.diagnosticLoop.diagnose(
                    .controlActionSenderMismatch, .warning,
                    "\(type(of: control)) cannot be passed to an action expecting \(Sender.self)")
            }
            action(receiver)(sender, event)
        }
    }

    /// Adds an action for `controlEvents`: a method of `target` taking the sender and a non-optional event
    /// (an empty `UIEvent` when the actions were sent with `sendActions(for:)`).
    public func addTarget<Target: AnyObject, Receiver, Sender: UIControl>(
        _ target: Target, action: @escaping (Receiver) -> (Sender, UIEvent) -> Void, for controlEvents: UIControl.Event
    ) {
        register(target, as: Receiver.self, for: controlEvents) { receiver, control, event in
            guard let sender = control as? Sender else {
                return control.diagnosticLoop.diagnose(
                    .controlActionSenderMismatch, .warning,
                    "\(type(of: control)) cannot be passed to an action expecting \(Sender.self)")
            }
            action(receiver)(sender, event ?? UIEvent())
        }
    }

    /// Adds an action for `controlEvents`: a method of `target` taking no argument.
    public func addTarget<Target: AnyObject, Receiver>(
        _ target: Target, action: @escaping (Receiver) -> () -> Void, for controlEvents: UIControl.Event
    ) {
        register(target, as: Receiver.self, for: controlEvents) { receiver, _, _ in action(receiver)() }
    }

    /// Removes `target`'s actions for `controlEvents` (nil: every target's, `UIAction`s included); an action
    /// left with no events is dropped. Passage cannot compare method references, so the action argument is
    /// nil (UIKit's "every action of the target").
    public func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: UIControl.Event) {
        removeActions(for: controlEvents) { target == nil || ($0.hasOwner && $0.owner === target) }
    }

    /// Removes `target`'s actions for `controlEvents`: every method of `target` (Passage cannot tell one
    /// method reference from another), as `removeTarget(target, action: nil, for:)`.
    public func removeTarget<Target: AnyObject, Receiver, Sender: UIControl>(
        _ target: Target, action: (Receiver) -> (Sender) -> Void, for controlEvents: UIControl.Event
    ) {
        removeTarget(target, action: nil, for: controlEvents)
    }

    /// Removes `target`'s actions for `controlEvents`, as `removeTarget(target, action: nil, for:)`.
    public func removeTarget<Target: AnyObject, Receiver>(
        _ target: Target, action: (Receiver) -> () -> Void, for controlEvents: UIControl.Event
    ) {
        removeTarget(target, action: nil, for: controlEvents)
    }

    /// Adds `action` for `controlEvents`. An action with the same identifier already added is replaced, as
    /// UIKit documents.
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        registeredActions.removeAll { $0.action?.identifier == action.identifier }
        registeredActions.append(
            RegisteredAction(owner: nil, hasOwner: false, events: controlEvents, action: action) {
                control, _ in action.perform(sender: control)
            })
    }

    /// Removes `action` from `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        removeActions(for: controlEvents) { $0.action?.identifier == actionIdentifier }
    }

    /// Runs every action registered for any of `controlEvents`, in the order they were added, with no event.
    public func sendActions(for controlEvents: UIControl.Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Runs `action`'s handler with this control as its sender.
    public func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// The events some action is registered for.
    public var allControlEvents: UIControl.Event {
        registeredActions.filter { !$0.isOrphaned }.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// Runs the actions for `controlEvents` with `event`; actions of released targets are dropped first.
    func sendActions(for controlEvents: UIControl.Event, with event: UIEvent?) {
        registeredActions.removeAll { $0.isOrphaned }
        for registered in registeredActions where !registered.events.isDisjoint(with: controlEvents) {
            registered.perform(self, event)
        }
    }

    private func register<Target: AnyObject, Receiver>(
        _ target: Target, as _: Receiver.Type, for controlEvents: UIControl.Event,
        perform: @escaping (Receiver, UIControl, UIEvent?) -> Void
    ) {
        guard target is Receiver else {
            return diagnose(
                .controlTargetMismatch, .error,
                "addTarget: \(type(of: target)) is not a \(Receiver.self), whose method the action is; the action is not added"
            )
        }
        registeredActions.append(
            RegisteredAction(owner: target, hasOwner: true, events: controlEvents, action: nil) {
                [weak target] control, event in
                guard let receiver = target as? Receiver else { return }
                perform(receiver, control, event)
            })
    }

    private func removeActions(for controlEvents: UIControl.Event, where matches: (RegisteredAction) -> Bool) {
        for index in registeredActions.indices where matches(registeredActions[index]) {
            registeredActions[index].events.subtract(controlEvents)
        }
        registeredActions.removeAll { $0.events.isEmpty || $0.isOrphaned }
    }
}
