// `perform(_:with:afterDelay:)` and `perform(_:)` / `perform(_:with:)` with a `#selector` → direct calls.
//
// `perform(#selector(reveal), with: nil, afterDelay: 0.3)` becomes
// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.reveal() }` (the receiver is retained until
// then, as `perform` retains it), passing the `with:` object when the method takes one. `perform(#selector(m))`
// as a statement becomes `m()`. A `perform` whose result is used, or with run-loop modes, is reported, and
// `cancelPreviousPerformRequests` is reported by `LeftoverRule` (a dispatched block cannot be cancelled).
import SwiftSyntax

/// Rewrites `perform` with a selector into a direct call or a delayed block.
final class PerformRule: RuleRewriter {
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let labels = node.arguments.labels
        guard labels == ["", "with", "afterDelay"] || labels == [""] || labels == ["", "with"],
            let selectorArgument = node.arguments.first, let selector = SelectorReference(selectorArgument.expression)
        else { return super.visit(node) }
        let receiverExpression: ExprSyntax?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "perform"
        {
            receiverExpression = member.base
        } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "perform" {
            receiverExpression = nil
        } else {
            return super.visit(node)
        }
        let target = receiverExpression?.trimmedDescription ?? "self"
        let delayed = labels.count == 3
        if !delayed && node.parent?.is(CodeBlockItemSyntax.self) != true {
            report(node, "perform(#selector(\(selector.name))) whose result is used: call the method directly by hand")
            return super.visit(node)
        }
        let (resolved, problem) = resolve(selector, target: receiverExpression, at: node)
        guard let resolved, (resolved.parameterCount ?? 0) <= 1 else {
            report(
                selectorArgument, problem ?? "#selector(\(selector.name)) takes more than one object; call it by hand")
            return super.visit(node)
        }
        let rewritten = super.visit(node).as(FunctionCallExprSyntax.self) ?? node
        let object = rewritten.arguments.argument("with")?.expression.trimmedDescription ?? "nil"
        let passes = (resolved.parameterCount ?? (object == "nil" ? 0 : 1)) == 1
        if !delayed {
            return parseExpression(resolved.call(on: target, with: passes ? [object] : [])).withTrivia(of: node)
        }
        let delay = rewritten.arguments.argument("afterDelay")!.expression.trimmedDescription
        let (captures, receiver) = captureText(for: target, weak: false)
        let body = resolved.call(on: receiver, with: passes ? [object] : [])
        let inPart = captures.isEmpty ? "" : "\(captures)in "
        return parseExpression("DispatchQueue.main.asyncAfter(deadline: .now() + \(delay)) { \(inPart)\(body) }")
            .withTrivia(of: node)
    }
}
