// What a `#selector(...)` names: an optional type, a method name and its argument labels as written.
import SwiftSyntax

/// The method a `#selector` expression names.
struct SelectorReference {
    /// The type written before the method (`MyView` in `#selector(MyView.didPan(_:))`), nil for none or `self`.
    var typeName: String?
    /// The method's base name.
    var name: String
    /// The argument labels written (`[nil]` for `(_:)`), nil when the selector wrote none.
    var labels: [String?]?

    /// The reference `#selector(...)` in `expression` names, nil when it is not a plain method selector
    /// (a getter or setter, or not a `#selector` at all).
    init?(_ expression: ExprSyntax) {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil
        else { return nil }
        var inner = argument.expression
        while let tuple = inner.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            inner = only.expression
        }
        if let reference = inner.as(DeclReferenceExprSyntax.self) {
            typeName = nil
            name = reference.baseName.text
            labels = reference.argumentNames.map { $0.arguments.map { $0.name.text == "_" ? nil : $0.name.text } }
        } else if let member = inner.as(MemberAccessExprSyntax.self), let base = member.base {
            let baseText = base.trimmedDescription
            typeName = (baseText == "self" || baseText == "Self") ? nil : baseText
            name = member.declName.baseName.text
            labels = member.declName.argumentNames.map { $0.arguments.map { $0.name.text == "_" ? nil : $0.name.text } }
        } else {
            return nil
        }
    }
}

/// How the method a selector names is called, as far as the sources show.
struct ResolvedMethod {
    /// The type to name in an unapplied reference: `Self`, or a type name.
    var owner: String
    /// The type to annotate a closure's receiver with, nil when only `Self` is known (a generic class).
    var concreteOwner: String?
    /// The method's name.
    var name: String
    /// The declaration found in the run, nil when the method is declared in a file the porter does not see.
    var declaration: MethodInfo?

    /// The number of parameters: from the declaration, else from the labels the selector wrote, else nil.
    var parameterCount: Int?

    /// A call of the method on `receiver` with `arguments` (labels taken from the declaration).
    func call(on receiver: String, with arguments: [String]) -> String {
        let labels = declaration?.labels ?? Array(repeating: nil, count: arguments.count)
        let parts = zip(labels, arguments).map { label, argument in label.map { "\($0): \(argument)" } ?? argument }
        return "\(receiver).\(name)(\(parts.joined(separator: ", ")))"
    }
}

extension RuleRewriter {
    /// Resolves `selector`, used with `target` at `node`: which type declares it and with what parameters.
    /// Returns nil (with the reason) when the type cannot be told from the sources.
    func resolve(_ selector: SelectorReference, target: ExprSyntax?, at node: some SyntaxProtocol) -> (
        ResolvedMethod?, String?
    ) {
        let enclosing = node.enclosingType
        let targetText = target?.trimmedDescription ?? "self"
        var owner: String
        var concrete: String?
        if let typeName = selector.typeName {
            owner = typeName
            concrete = typeName
        } else if targetText == "self" {
            guard let enclosing, enclosing.kind != .protocol else {
                return (
                    nil,
                    "#selector(\(selector.name)) outside a type: name the method's class, e.g. MyClass.\(selector.name)"
                )
            }
            concrete = enclosing.isGeneric ? nil : enclosing.name
            let selfAllowed = !node.isInStoredPropertyInitializer
            if selfAllowed && enclosing.kind != .struct && enclosing.kind != .enum {
                owner = "Self"
            } else if let concrete {
                owner = concrete
            } else {
                return (
                    nil, "#selector(\(selector.name)) in a stored property of a generic type: move it into a method"
                )
            }
        } else {
            let candidates = context.index.typesDeclaring(selector.name, labels: selector.labels)
            guard candidates.count == 1, let only = candidates.first else {
                return (
                    nil,
                    "#selector(\(selector.name)) with target \(targetText): cannot tell which type declares "
                        + "\(selector.name); write the unapplied reference TypeName.\(selector.name) by hand"
                )
            }
            owner = only
            concrete = only
        }
        let lookupType = concrete ?? enclosing?.name ?? owner
        let found = context.index.methods(named: selector.name, in: lookupType, labels: selector.labels)
        let declaration = found.count == 1 ? found.first : nil
        let count = declaration?.parameterTypes.count ?? selector.labels?.count
        return (
            ResolvedMethod(
                owner: owner, concreteOwner: concrete, name: selector.name, declaration: declaration,
                parameterCount: count), nil
        )
    }
}
