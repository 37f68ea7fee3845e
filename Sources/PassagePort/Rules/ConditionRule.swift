// `#if os(iOS)` → `os(iOS) || os(Linux)` (parenthesised inside a larger condition), so the guarded code is
// compiled on Linux: no module can make `os(iOS)` true there. `canImport(UIKit)` is true as it stands once the
// package depends on Passage's UIKit product; only with `PortOptions.rewritesImports` (the imports become
// `import Passage`) does it become `canImport(UIKit) || canImport(Passage)`. A condition that already names
// Linux or Passage is left alone, so porting twice changes nothing; `PortOptions.widensPlatformConditions`
// false leaves `os(iOS)` as written.
import SwiftSyntax

/// Widens iOS-only compilation conditions.
final class ConditionRule: RuleRewriter {
    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        let visited = super.visit(node)
        guard let condition = visited.condition else { return visited }
        let text = condition.trimmedDescription
        if text.contains("os(Linux)") || text.contains("canImport(Passage)") { return visited }
        let widener = Widener(options: context.options)
        let widened = widener.rewrite(condition).as(ExprSyntax.self) ?? condition
        guard widened.trimmedDescription != text else { return visited }
        var result = widened
        if let call = condition.as(FunctionCallExprSyntax.self), widener.replacement(for: call) != nil,
            let tuple = widened.as(TupleExprSyntax.self), let only = tuple.elements.first?.expression
        {
            result = only.withTrivia(of: condition)
        }
        return visited.with(\.condition, result)
    }

    private final class Widener: SyntaxRewriter {
        let options: PortOptions

        init(options: PortOptions) {
            self.options = options
            super.init(viewMode: .sourceAccurate)
        }

        func replacement(for call: FunctionCallExprSyntax) -> String? {
            switch call.trimmedDescription {
            case "os(iOS)" where options.widensPlatformConditions: "os(iOS) || os(Linux)"
            case "canImport(UIKit)" where options.rewritesImports: "canImport(UIKit) || canImport(Passage)"
            default: nil
            }
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            guard let text = replacement(for: node) else { return super.visit(node) }
            return parseExpression("(\(text))").withTrivia(of: node)
        }
    }
}
