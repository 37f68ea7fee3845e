// Target–action with selectors → Passage's unapplied method references.
//
// `UIPanGestureRecognizer(target: self, action: #selector(didPan(_:)))` → `(target: self, action: Self.didPan)`,
// `addTarget(self, action: #selector(didPan))` likewise, `addTarget(self, action: #selector(tap), for: .touchUpInside)`
// → `addTarget(self, action: Self.tap, for: .touchUpInside)`, and `CADisplayLink(target: self, selector:
// #selector(tick))` → `CADisplayLink(target: self, action: Self.tick)`. Passage's generic forms take a method of
// the target's class taking the sender (a recognizer, a control, or a control and its event, the display link)
// or nothing (not for display links); a method of another shape (a sender typed `Any`, a display-link method
// taking nothing) gets a two-level closure that calls it, with the target still passed and held as before.
import SwiftSyntax

/// Rewrites selector-based target–action for gesture recognizers, controls and display links.
final class TargetActionRule: RuleRewriter {
    private enum API {
        case gesture(recognizerType: String)
        case control, displayLink

        var senderType: String {
            switch self {
            case .gesture(let type): type
            case .control: "UIControl"
            case .displayLink: "CADisplayLink"
            }
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let labels = node.arguments.labels
        let api: API
        let targetLabel: String
        let selectorLabel: String
        let called = node.calledExpression.trimmedDescription
        switch labels {
        case ["target", "action"]:
            api = .gesture(recognizerType: called.hasSuffix("Recognizer") ? called : "UIGestureRecognizer")
            (targetLabel, selectorLabel) = ("target", "action")
        case ["", "action"] where called.hasSuffix("addTarget"):
            api = .gesture(recognizerType: "UIGestureRecognizer")
            (targetLabel, selectorLabel) = ("", "action")
        case ["", "action", "for"] where called.hasSuffix("addTarget"):
            api = .control
            (targetLabel, selectorLabel) = ("", "action")
        case ["target", "selector"] where called.hasSuffix("CADisplayLink"):
            api = .displayLink
            (targetLabel, selectorLabel) = ("target", "selector")
        default:
            return super.visit(node)
        }
        guard let selectorArgument = node.arguments.argument(selectorLabel),
            let selector = SelectorReference(selectorArgument.expression),
            let target = node.arguments.argument(targetLabel)?.expression
        else { return super.visit(node) }
        let (resolved, problem) = resolve(selector, target: target, at: node)
        guard let resolved else {
            report(selectorArgument, problem ?? "cannot resolve #selector(\(selector.name))")
            return super.visit(node)
        }
        guard let action = actionExpression(for: resolved, api: api, at: selectorArgument) else {
            return super.visit(node)
        }
        let rewritten = super.visit(node).as(FunctionCallExprSyntax.self) ?? node
        let arguments = LabeledExprListSyntax(
            rewritten.arguments.map { argument in
                guard (argument.label?.text ?? "") == selectorLabel else { return argument }
                var changed = argument.with(\.expression, action.withTrivia(of: argument.expression))
                if selectorLabel == "selector", let label = argument.label {
                    changed = changed.with(\.label, .identifier("action").withTrivia(of: label))
                }
                return changed
            })
        return ExprSyntax(rewritten.with(\.arguments, arguments))
    }

    /// The Passage action for `method`: the unapplied reference when its shape fits `api`, else a closure
    /// calling it; nil (reported) when neither can be written.
    private func actionExpression(for method: ResolvedMethod, api: API, at node: LabeledExprSyntax) -> ExprSyntax? {
        let reference = parseExpression("\(method.owner).\(method.name)")
        let types = method.declaration?.parameterTypes.map(Self.nonOptional)
        let count = method.parameterCount
        switch api {
        case .gesture:
            guard let types else { return count.map { $0 <= 1 } ?? true ? reference : fail(node, method, api) }
            if types.isEmpty
                || (types.count == 1 && types[0].hasSuffix("Recognizer")
                    && !Self.isOptional(method.declaration!.parameterTypes[0]))
            {
                return reference
            }
            guard types.count == 1 else { return fail(node, method, api) }
            let sender = types[0].hasSuffix("Recognizer") ? types[0] : api.senderType
            return closure(method, sender: sender, arguments: ["sender"], at: node)
        case .control:
            guard let types else { return count.map { $0 <= 2 } ?? true ? reference : fail(node, method, api) }
            if types.isEmpty { return reference }
            let untyped = ["Any", "AnyObject", "NSObject", "Any?", "AnyObject?", "NSObject?"]
            if types.count == 1 {
                let written = method.declaration!.parameterTypes[0]
                if !untyped.contains(written) && !Self.isOptional(written) { return reference }
                return closure(method, sender: "UIControl", arguments: ["sender"], at: node)
            }
            if types.count == 2 && types[1] == "UIEvent" && !untyped.contains(types[0]) { return reference }
            return fail(node, method, api)
        case .displayLink:
            if let types {
                if types == ["CADisplayLink"] { return reference }
                if types.isEmpty { return closure(method, sender: nil, arguments: [], at: node) }
                if types.count == 1 { return closure(method, sender: "CADisplayLink", arguments: ["link"], at: node) }
                return fail(node, method, api)
            }
            if count == 0 { return closure(method, sender: nil, arguments: [], at: node) }
            return reference
        }
    }

    /// `{ (receiver: Owner) in { (sender: Sender) in receiver.method(sender) } }`, or `{ _ in receiver.method() }`
    /// inside for a method taking nothing.
    private func closure(_ method: ResolvedMethod, sender: String?, arguments: [String], at node: LabeledExprSyntax)
        -> ExprSyntax?
    {
        guard let owner = method.concreteOwner else {
            report(
                node,
                "#selector(\(method.name)): its method's parameters do not fit Passage's form and the class "
                    + "is generic; wrap the call in a closure by hand")
            return nil
        }
        let inner = sender.map { "(\(arguments[0]): \($0))" } ?? "_"
        return parseExpression(
            "{ (receiver: \(owner)) in { \(inner) in \(method.call(on: "receiver", with: arguments)) } }")
    }

    private func fail(_ node: LabeledExprSyntax, _ method: ResolvedMethod, _ api: API) -> ExprSyntax? {
        report(
            node,
            "#selector(\(method.name)): the method's parameters fit no Passage action form (a \(api.senderType) or nothing); "
                + "call it from a closure by hand")
        return nil
    }

    static func isOptional(_ type: String) -> Bool { type.hasSuffix("?") }

    static func nonOptional(_ type: String) -> String {
        var text = type
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text
    }
}
