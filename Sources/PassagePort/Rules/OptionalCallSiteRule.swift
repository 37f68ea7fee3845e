// Call sites of optional protocol requirements: `delegate?.menuWillOpen?(menu)` → `delegate?.menuWillOpen(menu)`,
// once `OptionalProtocolRule` has made the requirement a plain one with a default implementation. Only names of
// optional requirements declared in the ported files are touched, so an optional closure property called as
// `onTap?()` is left as it is.
import SwiftSyntax

/// Drops the `?` (or `!`) after an optional requirement's name at its call sites.
final class OptionalCallSiteRule: RuleRewriter {
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let rewritten = super.visit(node).as(FunctionCallExprSyntax.self) ?? node
        var called = rewritten.calledExpression
        if let chained = called.as(OptionalChainingExprSyntax.self) {
            called = chained.expression
        } else if let forced = called.as(ForceUnwrapExprSyntax.self) {
            called = forced.expression
        } else {
            return ExprSyntax(rewritten)
        }
        guard let member = called.as(MemberAccessExprSyntax.self),
            context.index.optionalRequirements[member.declName.baseName.text] != nil
        else { return ExprSyntax(rewritten) }
        return ExprSyntax(rewritten.with(\.calledExpression, called.withTrivia(of: rewritten.calledExpression)))
    }
}
