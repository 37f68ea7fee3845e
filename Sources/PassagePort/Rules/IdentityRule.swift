// NSObject's identity and class tests → Swift's operators, for UIKit objects (which are not NSObjects here).
//
// `a.isEqual(b)` → `a === b` when either side is known to be a UIKit or Core Animation object (declared with a
// `UI…`/`CA…` type, or of a class declared in the run, or `self` in a class); for anything else (an NSString,
// an NSNumber, where `isEqual` compares values) it is reported. `a.isKind(of: X.self)` → `a is X`, and
// `a.isMember(of: X.self)` → `type(of: a) == X.self`, whatever `a` is: these are class tests everywhere.
import SwiftSyntax

/// Rewrites `isEqual(_:)`, `isKind(of:)` and `isMember(of:)`.
final class IdentityRule: RuleRewriter {
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let name: String
        let base: ExprSyntax?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            base = member.base
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            base = nil
        } else {
            return super.visit(node)
        }
        guard node.arguments.count == 1, node.trailingClosure == nil,
            ["isEqual", "isKind", "isMember"].contains(name)
        else { return super.visit(node) }
        let label = node.arguments.first?.label?.text ?? ""
        guard (name == "isEqual" && label.isEmpty) || (name != "isEqual" && label == "of") else {
            return super.visit(node)
        }
        if name == "isEqual" && !(isObject(base, at: node) || isObject(node.arguments.first?.expression, at: node)) {
            report(node, "isEqual(_:) on a value the porter cannot type: use === for objects or == for values by hand")
            return super.visit(node)
        }
        let rewritten = super.visit(node).as(FunctionCallExprSyntax.self) ?? node
        let subject = rewrittenBase(rewritten) ?? "self"
        let argument = rewritten.arguments.first!.expression.trimmedDescription
        let text: String
        switch name {
        case "isEqual":
            text = "\(subject) === \(argument)"
        case "isKind":
            guard argument.hasSuffix(".self") else { return ExprSyntax(rewritten) }
            text = "\(subject) is \(argument.dropLast(5))"
        default:
            text = "type(of: \(subject)) == \(argument)"
        }
        let needsParentheses =
            !(node.parent?.is(ConditionElementSyntax.self) == true
            || node.parent?.is(InitializerClauseSyntax.self) == true || node.parent?.is(ReturnStmtSyntax.self) == true)
        return parseExpression(needsParentheses ? "(\(text))" : text).withTrivia(of: node)
    }

    private func rewrittenBase(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
    }

    /// Whether `expression` is known to be a UIKit or Core Animation object (or `self` of a class).
    private func isObject(_ expression: ExprSyntax?, at node: FunctionCallExprSyntax) -> Bool {
        guard let expression else {
            return node.enclosingType.map { $0.kind == .class || $0.kind == .extension } ?? false
        }
        var text = expression.trimmedDescription
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text == "self" || text == "super" {
            return node.enclosingType.map { $0.kind == .class || $0.kind == .extension } ?? false
        }
        let name = String(text.split(separator: ".").last ?? Substring(text))
        guard let types = context.index.declaredTypes[name], !types.isEmpty else { return false }
        return types.allSatisfy { type in
            let bare = TargetActionRule.nonOptional(type)
            return bare.hasPrefix("UI") || bare.hasPrefix("CA") || context.index.classes.contains(bare)
        }
    }
}
