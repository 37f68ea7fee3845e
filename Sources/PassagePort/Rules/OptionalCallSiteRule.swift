// Call sites of optional protocol requirements: `delegate?.menuWillOpen?(menu)` → `delegate?.menuWillOpen(menu)`,
// once `OptionalProtocolRule` has made the requirement a plain one with a default implementation. Only names of
// optional requirements declared in the ported files are touched, so an optional closure property called as
// `onTap?()` is left as it is. A requirement whose result became optional (see OptionalProtocolRule) called with
// `!` (`delegate.height!()`) keeps its unwrapping after the call: `delegate.height()!`.
import SwiftSyntax

/// Drops the `?` (or `!`) after an optional requirement's name at its call sites.
final class OptionalCallSiteRule: RuleRewriter {
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let rewritten = super.visit(node).as(FunctionCallExprSyntax.self) ?? node
        var called = rewritten.calledExpression
        var forced = false
        if let chained = called.as(OptionalChainingExprSyntax.self) {
            called = chained.expression
        } else if let unwrapped = called.as(ForceUnwrapExprSyntax.self) {
            called = unwrapped.expression
            forced = true
        } else {
            return ExprSyntax(rewritten)
        }
        guard let member = called.as(MemberAccessExprSyntax.self),
            context.index.optionalRequirements[member.declName.baseName.text] != nil
        else { return ExprSyntax(rewritten) }
        let call = rewritten.with(\.calledExpression, called.withTrivia(of: rewritten.calledExpression))
        guard forced, context.index.isOptionalized(member.declName.baseName.text) else { return ExprSyntax(call) }
        let trailing = call.trailingTrivia
        return ExprSyntax(ForceUnwrapExprSyntax(expression: call.with(\.trailingTrivia, []))).with(\.trailingTrivia, trailing)
    }
}
