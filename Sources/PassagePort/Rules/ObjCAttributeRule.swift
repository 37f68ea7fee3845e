// Objective-C and Interface Builder attributes → dropped, as Swift on Linux rejects them: `@objc`,
// `@objc(Name)`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet` (the property stays),
// `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`; `dynamic` goes with `@objc` (it only served Objective-C
// dispatch and KVO, which `LeftoverRule` reports), and `optional` goes from protocol requirements
// (`OptionalProtocolRule` gave them defaults). An attribute on a line of its own takes its line with it.
import SwiftSyntax

/// Removes Objective-C-only attributes and modifiers from declarations.
final class ObjCAttributeRule: RuleRewriter {
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable",
    ]

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { strip(super.visit(node), as: ClassDeclSyntax.self) }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax { strip(super.visit(node), as: StructDeclSyntax.self) }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { strip(super.visit(node), as: EnumDeclSyntax.self) }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        strip(super.visit(node), as: ExtensionDeclSyntax.self)
    }
    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        strip(super.visit(node), as: ProtocolDeclSyntax.self)
    }
    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        strip(super.visit(node), as: FunctionDeclSyntax.self)
    }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        strip(super.visit(node), as: VariableDeclSyntax.self)
    }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        strip(super.visit(node), as: InitializerDeclSyntax.self)
    }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        strip(super.visit(node), as: SubscriptDeclSyntax.self)
    }
    override func visit(_ node: DeinitializerDeclSyntax) -> DeclSyntax {
        strip(super.visit(node), as: DeinitializerDeclSyntax.self)
    }
    override func visit(_ node: EnumCaseDeclSyntax) -> DeclSyntax {
        strip(super.visit(node), as: EnumCaseDeclSyntax.self)
    }

    /// `decl` without the dropped attributes and modifiers; its first remaining token takes the declaration's
    /// leading trivia (doc comments, indentation), so nothing is left on the lines the attributes had.
    private func strip<Decl: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(
        _ decl: DeclSyntax, as type: Decl.Type
    ) -> DeclSyntax {
        guard var node = decl.as(Decl.self) else { return decl }
        let leading = node.leadingTrivia
        let keptAttributes = node.attributes.filter { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return true }
            return !Self.droppedAttributes.contains(attribute.attributeName.trimmedDescription)
        }
        let hadObjC = keptAttributes.count != node.attributes.count
        let keptModifiers = node.modifiers.filter { modifier in
            !(modifier.name.text == "dynamic" && hadObjC) && modifier.name.text != "optional"
        }
        guard hadObjC || keptModifiers.count != node.modifiers.count else { return decl }
        node.attributes = keptAttributes
        node.modifiers = keptModifiers
        node.leadingTrivia = leading
        return DeclSyntax(node)
    }
}
