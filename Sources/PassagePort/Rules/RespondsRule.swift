// `object.responds(to: #selector(P.method))` where `method` is a required member of a protocol declared in the
// ported files → `true`: an object typed by the protocol implements every required member, so the answer the
// Objective-C runtime gave is known. Selectors of optional requirements stay for `LeftoverRule` to report
// (after porting they have defaults, and Swift cannot tell whether a type wrote its own).
import SwiftSyntax

/// Replaces `responds(to:)` checks of required protocol members by `true`.
final class RespondsRule: RuleRewriter {
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard node.arguments.labels == ["to"], node.calledExpression.trimmedDescription.hasSuffix("responds"),
            let argument = node.arguments.first?.expression, let selector = SelectorReference(argument),
            context.index.requirements.contains(selector.name),
            context.index.optionalRequirements[selector.name] == nil
        else { return super.visit(node) }
        return parseExpression("true").withTrivia(of: node)
    }
}
