// Where a node sits: the type declaration around it and whether it is a stored property's initializer.
import SwiftSyntax

/// The type declaration (or extension) enclosing a node.
struct EnclosingType {
    enum Kind { case `class`, `struct`, `enum`, `actor`, `protocol`, `extension` }
    var name: String
    var kind: Kind
    var isGeneric: Bool
}

extension SyntaxProtocol {
    /// The nearest type declaration or extension around this node, nil at file level.
    var enclosingType: EnclosingType? {
        var current = Syntax(self).parent
        while let node = current {
            if let decl = node.as(ClassDeclSyntax.self) {
                return EnclosingType(name: decl.name.text, kind: .class, isGeneric: decl.genericParameterClause != nil)
            }
            if let decl = node.as(StructDeclSyntax.self) {
                return EnclosingType(name: decl.name.text, kind: .struct, isGeneric: decl.genericParameterClause != nil)
            }
            if let decl = node.as(EnumDeclSyntax.self) {
                return EnclosingType(name: decl.name.text, kind: .enum, isGeneric: decl.genericParameterClause != nil)
            }
            if let decl = node.as(ActorDeclSyntax.self) {
                return EnclosingType(name: decl.name.text, kind: .actor, isGeneric: decl.genericParameterClause != nil)
            }
            if let decl = node.as(ProtocolDeclSyntax.self) {
                return EnclosingType(name: decl.name.text, kind: .protocol, isGeneric: false)
            }
            if let decl = node.as(ExtensionDeclSyntax.self) {
                return EnclosingType(name: decl.extendedType.trimmedDescription, kind: .extension, isGeneric: false)
            }
            current = node.parent
        }
        return nil
    }

    /// The nearest function declaration around this node, nil outside functions.
    var enclosingFunction: FunctionDeclSyntax? {
        var current = Syntax(self).parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function }
            current = node.parent
        }
        return nil
    }

    /// Whether the node is inside the initializer of a stored property of a type (where `Self` cannot be
    /// named), rather than in a function, initializer or accessor body.
    var isInStoredPropertyInitializer: Bool {
        var current = Syntax(self).parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
                || node.is(AccessorBlockSyntax.self) || node.is(DeinitializerDeclSyntax.self)
            {
                return false
            }
            if node.is(InitializerClauseSyntax.self), node.parent?.is(PatternBindingSyntax.self) == true,
                node.parent?.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
            {
                return true
            }
            if node.is(MemberBlockItemSyntax.self) { return false }
            current = node.parent
        }
        return false
    }
}
