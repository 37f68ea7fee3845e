// `Timer` with a target and selector → the block form.
//
// `Timer.scheduledTimer(timeInterval: t, target: self, selector: #selector(fire(_:)), userInfo: nil, repeats: r)`
// becomes `Timer.scheduledTimer(withTimeInterval: t, repeats: r) { timer in self.fire(timer) }`, and
// `Timer(timeInterval:target:selector:userInfo:repeats:)` becomes `Timer(timeInterval:repeats:block:)` the same
// way. A timer retains its target until invalidated, and the closure retains it likewise. A timer with a
// `userInfo` is reported: the block form has none (capture the value in the closure instead).
import SwiftSyntax

/// Rewrites selector-based timers into block-based ones.
final class TimerRule: RuleRewriter {
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard node.arguments.labels == ["timeInterval", "target", "selector", "userInfo", "repeats"],
            let selectorArgument = node.arguments.argument("selector"),
            let selector = SelectorReference(selectorArgument.expression),
            let target = node.arguments.argument("target")?.expression
        else { return super.visit(node) }
        let called = node.calledExpression.trimmedDescription
        let scheduled = called.hasSuffix("scheduledTimer")
        guard scheduled || called == "Timer" || called == "Timer.init" else { return super.visit(node) }
        guard node.arguments.argument("userInfo")?.expression.trimmedDescription == "nil" else {
            report(
                node,
                "Timer with a userInfo: the block form has none; capture the value in the closure "
                    + "(Timer.scheduledTimer(withTimeInterval:repeats:block:)) by hand")
            return super.visit(node)
        }
        let (resolved, problem) = resolve(selector, target: target, at: node)
        guard let resolved, (resolved.parameterCount ?? 1) <= 1 else {
            report(
                selectorArgument,
                problem ?? "#selector(\(selector.name)) takes more than the timer; call it from a block by hand")
            return super.visit(node)
        }
        let rewritten = super.visit(node).as(FunctionCallExprSyntax.self) ?? node
        let interval = rewritten.arguments.argument("timeInterval")!.expression.trimmedDescription
        let repeats = rewritten.arguments.argument("repeats")!.expression.trimmedDescription
        let (captures, receiver) = captureText(for: target.trimmedDescription, weak: false)
        let takesTimer = resolved.parameterCount != 0
        let body = resolved.call(on: receiver, with: takesTimer ? ["timer"] : [])
        let head =
            scheduled
            ? "\(rewritten.calledExpression.trimmedDescription)(withTimeInterval: \(interval), repeats: \(repeats))"
            : "\(rewritten.calledExpression.trimmedDescription)(timeInterval: \(interval), repeats: \(repeats))"
        return parseExpression("\(head) { \(captures)\(takesTimer ? "timer" : "_") in \(body) }").withTrivia(of: node)
    }
}
