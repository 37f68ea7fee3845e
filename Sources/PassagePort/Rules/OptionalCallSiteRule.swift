// Call sites of optional protocol requirements: `delegate?.menuWillOpen?(menu)` → `delegate?.menuWillOpen(menu)`,
// once `OptionalProtocolRule` has made the requirement a plain one with a default implementation. Only names of
// optional requirements declared in the ported files, and of UIKit's delegate and transitioning protocols
// (whose optional methods Passage declares with defaults: `scrollView.delegate?.scrollViewDidScroll?(scrollView)`),
// are touched, so an optional closure property called as `onTap?()` is left as it is. A requirement whose result became optional (see OptionalProtocolRule) called with
// `!` (`delegate.height!()`) keeps its unwrapping after the call: `delegate.height()!`.
import SwiftSyntax

/// Drops the `?` (or `!`) after an optional requirement's name at its call sites.
final class OptionalCallSiteRule: RuleRewriter {
    /// Base names of the optional methods of UIKit's protocols that Passage gives default implementations.
    static let uiKitOptionalMethods: Set<String> = [
        "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation",
        "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop", "scrollViewDidChangeAdjustedContentInset",
        "gestureRecognizerShouldBegin", "gestureRecognizer", "presentationControllerWillDismiss",
        "presentationControllerDidDismiss", "presentationControllerShouldDismiss",
        "presentationControllerDidAttemptToDismiss", "adaptivePresentationStyle", "presentationController",
        "animationEnded", "interruptibleAnimator", "animationController", "interactionControllerForPresentation",
        "interactionControllerForDismissal", "navigationController", "tabBarController", "collectionView",
        "splitViewController",
    ]

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
        guard let member = called.as(MemberAccessExprSyntax.self) else { return ExprSyntax(rewritten) }
        let name = member.declName.baseName.text
        let declaredAsClosure = context.index.declaredTypes[name]?.contains { $0.contains("->") } ?? false
        guard
            context.index.optionalRequirements[name] != nil
                || (Self.uiKitOptionalMethods.contains(name) && !declaredAsClosure)
        else { return ExprSyntax(rewritten) }
        let call = rewritten.with(\.calledExpression, called.withTrivia(of: rewritten.calledExpression))
        guard forced, context.index.isOptionalized(name) else { return ExprSyntax(call) }
        let trailing = call.trailingTrivia
        return ExprSyntax(ForceUnwrapExprSyntax(expression: call.with(\.trailingTrivia, []))).with(
            \.trailingTrivia, trailing)
    }
}
