// Objective-C and Interface Builder attributes → dropped, as Swift on Linux rejects them: `@objc`,
// `@objc(Name)`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet` (the property stays),
// `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`; `dynamic` goes with `@objc` (it only served Objective-C
// dispatch and KVO, which `LeftoverRule` reports), and `optional` goes from protocol requirements
// (`OptionalProtocolRule` gave them defaults). An attribute on a line of its own takes its line with it; one
// after a kept attribute (`@available(iOS, deprecated: 13.0)` then `@objc func`) leaves its line break to what
// follows, so the kept attribute and the declaration stay on lines of their own.
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
        guard let original = decl.as(Decl.self) else { return decl }
        var node = Self.keepingLineBreaks(of: original)
        let leading = node.leadingTrivia
        let keptAttributes = node.attributes.filter { !Self.isDropped($0) }
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

    /// Whether `attribute` is one this rule drops.
    private static func isDropped(_ attribute: AttributeListSyntax.Element) -> Bool {
        guard let attribute = attribute.as(AttributeSyntax.self) else { return false }
        return droppedAttributes.contains(attribute.attributeName.trimmedDescription)
    }

    /// `decl` where each token right after a dropped attribute that is not the declaration's first takes the
    /// attribute's leading trivia (its line break and indentation) when it has no line break of its own.
    private static func keepingLineBreaks<Decl: DeclSyntaxProtocol & WithAttributesSyntax>(of decl: Decl) -> Decl {
        var replacements: [SyntaxIdentifier: Trivia] = [:]
        var pending: Trivia?
        var keptBefore = false
        for attribute in decl.attributes {
            if isDropped(attribute) {
                if keptBefore, pending == nil { pending = attribute.leadingTrivia }
                continue
            }
            keptBefore = true
            if let trivia = pending, let token = attribute.firstToken(viewMode: .sourceAccurate) {
                if !token.leadingTrivia.contains(where: \.isNewline) { replacements[token.id] = trivia }
                pending = nil
            }
        }
        if let trivia = pending, let last = decl.attributes.last?.lastToken(viewMode: .sourceAccurate),
            let next = last.nextToken(viewMode: .sourceAccurate), !next.leadingTrivia.contains(where: \.isNewline)
        {
            replacements[next.id] = trivia
        }
        guard !replacements.isEmpty else { return decl }
        return LeadingTriviaReplacer(replacements).rewrite(decl).as(Decl.self) ?? decl
    }
}

/// Replaces the leading trivia of the tokens it is given, by identity.
private final class LeadingTriviaReplacer: SyntaxRewriter {
    let replacements: [SyntaxIdentifier: Trivia]

    init(_ replacements: [SyntaxIdentifier: Trivia]) {
        self.replacements = replacements
        super.init()
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard let trivia = replacements[token.id] else { return token }
        return token.with(\.leadingTrivia, trivia)
    }
}
