// Building replacement syntax from source text: the rules write what they generate as Swift and parse it.
import SwiftParser
import SwiftSyntax

/// Parses `text` as one expression.
func parseExpression(_ text: String) -> ExprSyntax {
    var parser = Parser(text)
    return ExprSyntax.parse(from: &parser)
}

/// Parses `text` as one declaration.
func parseDeclaration(_ text: String) -> DeclSyntax {
    var parser = Parser(text)
    return DeclSyntax.parse(from: &parser)
}

extension SyntaxProtocol {
    /// This node with the leading and trailing trivia of `original`.
    func withTrivia(of original: some SyntaxProtocol) -> Self {
        with(\.leadingTrivia, original.leadingTrivia).with(\.trailingTrivia, original.trailingTrivia)
    }
}

extension LabeledExprListSyntax {
    /// The argument labelled `label` ("" for an unlabelled one).
    func argument(_ label: String) -> LabeledExprSyntax? {
        first { ($0.label?.text ?? "") == label }
    }

    /// The labels of the arguments in order ("" for unlabelled ones).
    var labels: [String] { map { $0.label?.text ?? "" } }
}
