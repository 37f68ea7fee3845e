// `#keyPath(...)` → its string, and `value(forKeyPath:)` of a plain property, cast, → the typed property.
//
// `#keyPath(CALayer.cornerRadius)` is the string "cornerRadius", so it becomes that literal (Core Animation key
// paths are strings in Passage too). `view.value(forKeyPath: #keyPath(UIView.alpha)) as? CGFloat` becomes
// `view.alpha as CGFloat?` and `as!` the property itself. Key-value coding on layers is left alone
// (`CALayer.value(forKeyPath:)` exists); any other `value(forKey:)`/`value(forKeyPath:)` is reported by
// `LeftoverRule`.
import SwiftSyntax

/// Rewrites `#keyPath` and cast `value(forKeyPath:)` reads.
final class KeyPathRule: RuleRewriter {
    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "keyPath", node.arguments.count == 1,
            let path = node.arguments.first?.expression.trimmedDescription
        else { return super.visit(node) }
        var components = path.split(separator: ".").map(String.init)
        if components.count > 1, let first = components.first?.first, first.isUppercase { components.removeFirst() }
        return parseExpression("\"\(components.joined(separator: "."))\"").withTrivia(of: node)
    }

    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        let visited = super.visit(node).as(SequenceExprSyntax.self) ?? node
        var elements = Array(visited.elements)
        var changed = false
        var position = 1
        while position + 1 < elements.count {
            if let cast = elements[position].as(UnresolvedAsExprSyntax.self),
                let type = elements[position + 1].as(TypeExprSyntax.self),
                let read = Self.typedRead(elements[position - 1], cast: cast, type: type)
            {
                elements.replaceSubrange(
                    (position - 1)...(position + 1),
                    with: [
                        read.withTrivia(of: elements[position - 1])
                            .with(\.trailingTrivia, type.trailingTrivia)
                    ])
                changed = true
            } else {
                position += 1
            }
        }
        guard changed else { return ExprSyntax(visited) }
        if elements.count == 1 { return elements[0].withTrivia(of: visited) }
        return ExprSyntax(visited.with(\.elements, ExprListSyntax(elements)))
    }

    /// `base.p as T?` for `base.value(forKeyPath: "p") as? T`, `base.p` for `as!`; nil for anything else.
    private static func typedRead(_ value: ExprSyntax, cast: UnresolvedAsExprSyntax, type: TypeExprSyntax)
        -> ExprSyntax?
    {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.baseName.text == "value",
            ["forKeyPath", "forKey"].contains(call.arguments.first?.label?.text ?? ""), !isLayer(base),
            let path = path(call.arguments.first!.expression)
        else { return nil }
        let read = "\(base.trimmedDescription).\(path)"
        switch cast.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark: return parseExpression("(\(read) as \(type.trimmedDescription)?)")
        case .exclamationMark: return parseExpression(read)
        default: return nil
        }
    }

    /// The property path a key-path argument names: a string literal or a `#keyPath`, nil for anything else.
    static func path(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
            text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }), !text.isEmpty
        {
            return text
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "keyPath",
            let path = macro.arguments.first?.expression.trimmedDescription
        {
            var components = path.split(separator: ".").map(String.init)
            if components.count > 1, let first = components.first?.first, first.isUppercase { components.removeFirst() }
            return components.joined(separator: ".")
        }
        return nil
    }

    /// Whether `base` reads as a layer (`layer`, `view.layer`, `…Layer`, a layer's `presentation()`, either side
    /// of `presented ?? layer`, any of them in parentheses or optionally chained), whose key-value coding Passage
    /// has.
    static func isLayer(_ base: ExprSyntax) -> Bool {
        var expression = base
        while true {
            if let chained = expression.as(OptionalChainingExprSyntax.self) {
                expression = chained.expression
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first, only.label == nil
            {
                expression = only.expression
            } else {
                break
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        {
            return sequence.elements.contains { $0.is(BinaryOperatorExprSyntax.self) == false && isLayer($0) }
        }
        let text = expression.trimmedDescription
        if text == "presentation()" || text.hasSuffix(".presentation()") || text.hasSuffix("Layer()") {
            return true
        }
        let last = String(text.split(separator: ".").last ?? Substring(text)).lowercased()
        return last.hasSuffix("layer") || last.hasSuffix("layer?") || last.hasSuffix("layer!")
    }
}
