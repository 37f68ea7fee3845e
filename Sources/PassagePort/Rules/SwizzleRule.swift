// Method swizzling: exchanging or replacing a method's implementation through the Objective-C runtime
// (`class_getInstanceMethod`, `method_exchangeImplementations`, …). Swift on Linux has no runtime to do it, so
// each such call is reported, once per line, and so are the `#selector`s of the declaration that swizzles (in
// place of the generic selector finding). Swizzling `CALayer.add(_:forKey:)`, as transition libraries do to
// take the animations a UIView animation block adds, has a replacement the finding names:
// `CALayer.addedAnimations(during:)`.
import SwiftSyntax

/// Reports swizzling and, for `CALayer.add(_:forKey:)`, points to Passage's replacement. Changes nothing.
final class SwizzleRule: RuleRewriter {
    /// The Objective-C runtime functions that look up, exchange or replace method implementations.
    static let runtimeFunctions: Set<String> = [
        "class_getInstanceMethod", "class_getClassMethod", "method_exchangeImplementations",
        "method_setImplementation", "method_getImplementation", "class_replaceMethod", "class_addMethod",
        "object_setClass", "imp_implementationWithBlock",
    ]

    /// The finding for a swizzle of `CALayer.add(_:forKey:)`.
    static let layerAddReason =
        "swizzling CALayer.add(_:forKey:): Swift on Linux has no Objective-C runtime to exchange methods; to "
        + "take the animations a UIView animation block adds, run the block inside CALayer.addedAnimations(during:) "
        + "and use the layer, key and animation it returns for each, then remove the swizzle"

    /// The finding for any other swizzle.
    static let genericReason =
        "method swizzling: Swift on Linux has no Objective-C runtime to exchange or replace methods; subclass "
        + "and override the method, or call your code where the original is called " + RuntimeLeftoverRule.article

    private var reportedLines: Set<Int> = []

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if Self.runtimeFunctions.contains(node.calledExpression.trimmedDescription) {
            reportOnce(node)
        }
        return super.visit(node)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        if node.macroName.text == "selector", swizzles(topLevelItem(of: node)) {
            reportOnce(node)
        }
        return super.visit(node)
    }

    private func reportOnce(_ node: some SyntaxProtocol) {
        let line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
        guard reportedLines.insert(line).inserted else { return }
        report(node, swizzlesLayerAdd(topLevelItem(of: node)) ? Self.layerAddReason : Self.genericReason)
    }

    /// The file-level statement or declaration around `node`.
    private func topLevelItem(of node: some SyntaxProtocol) -> Syntax {
        var current = Syntax(node)
        while let parent = current.parent {
            if current.is(CodeBlockItemSyntax.self), parent.parent?.is(SourceFileSyntax.self) == true { break }
            current = parent
        }
        return current
    }

    /// Whether `item` calls one of the runtime's swizzling functions.
    private func swizzles(_ item: Syntax) -> Bool {
        item.tokens(viewMode: .sourceAccurate).contains { Self.runtimeFunctions.contains($0.text) }
    }

    /// Whether `item` swizzles a layer's `add(_:forKey:)`: it names `CALayer` and a selector of `add(_:forKey:)`.
    private func swizzlesLayerAdd(_ item: Syntax) -> Bool {
        let tokens = item.tokens(viewMode: .sourceAccurate).map(\.text)
        guard tokens.contains("CALayer") else { return false }
        let text = tokens.joined()
        return text.contains("#selector(add(_:forKey:))") || text.contains("#selector(CALayer.add(_:forKey:))")
            || text.contains("#selector(self.add(_:forKey:))")
    }
}
