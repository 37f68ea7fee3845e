// The base of every rewrite rule: a syntax rewriter that knows its file's lines and can report a finding.
import SwiftSyntax

/// A syntax rewriter for one rule, over one stage of one file.
class RuleRewriter: SyntaxRewriter {
    let context: PortContext
    let converter: SourceLocationConverter

    required init(context: PortContext, tree: SourceFileSyntax) {
        self.context = context
        self.converter = SourceLocationConverter(fileName: "", tree: tree)
        super.init()
    }

    /// Records `reason` at the line where `node` (a node of this stage's input tree) starts.
    func report(_ node: some SyntaxProtocol, _ reason: String) {
        let line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
        context.report(line: line, reason)
    }

    /// Runs the rule over `tree`.
    static func apply(to tree: SourceFileSyntax, in context: PortContext) -> SourceFileSyntax {
        let rewriter = Self(context: context, tree: tree)
        return rewriter.rewrite(tree).as(SourceFileSyntax.self) ?? tree
    }
}
