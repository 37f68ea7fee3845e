// What the Objective-C runtime does that Swift cannot give, reported with the replacement to use: message
// forwarding (`forwardingTarget(for:)`, `methodSignature(for:)`, `forwardInvocation(_:)`, and the
// `responds(to:)` override a forwarding proxy pairs with them), changing a class's methods at run time (method
// swizzling: `method_exchangeImplementations`, `class_addMethod`, `class_replaceMethod`,
// `method_setImplementation`, the `class_getInstanceMethod` lookups they use, `object_setClass`), and an override
// of a member its library declared in an extension that cannot be moved into the class. The swizzling of
// `CALayer.add(_:forKey:)` (a file naming `#selector(add(_:forKey:))`) has a report of its own and is left to it.
import SwiftSyntax

/// Reports message forwarding, method swizzling and overrides of extension members. Changes nothing.
final class RuntimeLeftoverRule: RuleRewriter {
    /// The article section that explains each replacement.
    static let article = "(Porting iOS code: What Swift can give of the Objective-C runtime)"

    /// Whether the file swizzles `CALayer.add(_:forKey:)`, whose report is made elsewhere.
    private let swizzlesLayerAdd: Bool

    required init(context: PortContext, tree: SourceFileSyntax) {
        swizzlesLayerAdd = tree.description.contains("add(_:forKey:))")
        super.init(context: context, tree: tree)
    }

    /// The runtime functions that change or look up a class's methods.
    static let methodChangingCalls: Set<String> = [
        "method_exchangeImplementations", "class_addMethod", "class_replaceMethod", "method_setImplementation",
        "class_getInstanceMethod", "class_getClassMethod", "object_setClass", "imp_implementationWithBlock",
    ]

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

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let called = node.calledExpression.trimmedDescription
        if Self.methodChangingCalls.contains(called), !swizzlesLayerAdd {
            report(
                node,
                "\(called): Swift on Linux cannot change a class's methods at run time (method swizzling); subclass "
                    + "and override the method, or call your code where the original is called \(Self.article)")
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
