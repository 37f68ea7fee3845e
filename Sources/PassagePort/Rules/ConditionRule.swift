// `#if os(iOS)` and `#if canImport(UIKit)` → widened so the guarded code is compiled on Linux with Passage:
// `os(iOS) || os(Linux)` and `canImport(UIKit) || canImport(Passage)` (parenthesised inside a larger
// condition). A condition that already names Linux or Passage is left alone, so porting twice changes nothing.
import SwiftSyntax

/// Widens iOS-only compilation conditions.
final class ConditionRule: RuleRewriter {
    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        let visited = super.visit(node)
        guard let condition = visited.condition else { return visited }
        let text = condition.trimmedDescription
        if text.contains("os(Linux)") || text.contains("canImport(Passage)") { return visited }
        let widened = Widener(viewMode: .sourceAccurate).rewrite(condition).as(ExprSyntax.self) ?? condition
        guard widened.trimmedDescription != text else { return visited }
        var result = widened
        if let call = condition.as(FunctionCallExprSyntax.self), Widener.replacement(for: call) != nil,
            let tuple = widened.as(TupleExprSyntax.self), let only = tuple.elements.first?.expression
        {
            result = only.withTrivia(of: condition)
        }
        return visited.with(\.condition, result)
    }

    private final class Widener: SyntaxRewriter {
        static func replacement(for call: FunctionCallExprSyntax) -> String? {
            switch call.trimmedDescription {
            case "os(iOS)": "os(iOS) || os(Linux)"
            case "canImport(UIKit)": "canImport(UIKit) || canImport(Passage)"
            default: nil
            }
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            guard let text = Self.replacement(for: node) else { return super.visit(node) }
            return parseExpression("(\(text))").withTrivia(of: node)
        }
    }
}
