// What the Objective-C runtime does that Swift cannot give, reported with the replacement to use: message
// forwarding (`forwardingTarget(for:)`, `methodSignature(for:)`, `forwardInvocation(_:)`, and the
// `responds(to:)` override a forwarding proxy pairs with them) and an override of a member its library declared
// in an extension that cannot be moved into the class. Method swizzling is `SwizzleRule`'s to report.
import SwiftSyntax

/// Reports message forwarding and overrides of extension members. Changes nothing.
final class RuntimeLeftoverRule: RuleRewriter {
    /// The article section that explains each replacement.
    static let article = "(Porting iOS code: What Swift can give of the Objective-C runtime)"

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        let name = node.name.text
        let label = node.signature.parameterClause.parameters.first?.firstName.text
        switch (name, label) {
        case ("forwardingTarget", "for"), ("methodSignature", "for"), ("forwardInvocation", "_"):
            report(
                node.name,
                "\(name): message forwarding: Swift sends no method a class lacks to another object; make the proxy "
                    + "conform to the protocol and forward each method to its target by hand \(Self.article)")
        case ("responds", "to") where SourceIndex.has("override", DeclSyntax(node)):
            report(
                node.name,
                "override of responds(to:): Passage's responds(to:) answers from the methods a class declares by "
                    + "selector and cannot be overridden; conform to SelectorResponding (method(for:)), or test "
                    + "for the protocol conformance instead \(Self.article)")
        default:
            if SourceIndex.has("override", DeclSyntax(node)) { reportExtensionOverride(of: name, at: node.name) }
        }
        return super.visit(node)
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        if SourceIndex.has("override", DeclSyntax(node)) {
            for name in SourceIndex.names(of: DeclSyntax(node)) { reportExtensionOverride(of: name, at: node) }
        }
        return super.visit(node)
    }

    /// Reports an override of `name` in a class whose ancestor in the run declares it in an extension that stays.
    private func reportExtensionOverride(of name: String, at node: some SyntaxProtocol) {
        guard let owner = node.enclosingType, owner.kind == .class || owner.kind == .extension,
            let ancestor = context.index.ancestorDeclaringInUnmovableExtension(name, above: owner.name)
        else { return }
        report(
            node,
            "override of \(name), which \(ancestor) declares in an extension: Swift cannot override a member "
                + "declared in an extension; move \(name) into \(ancestor)'s class body \(Self.article)")
    }
}
