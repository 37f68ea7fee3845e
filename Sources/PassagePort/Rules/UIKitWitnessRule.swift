// A protocol property requirement typed `T!` that a UIKit class adopts → typed `T?`.
//
// iOS libraries declare protocols that UIKit classes adopt with an empty extension (`extension UIScrollView:
// Scrollable {}`), their requirements copied from UIKit's Objective-C headers (`var superview: UIView! { get }`).
// An Objective-C property witnesses such a requirement loosely; Passage's UIKit is Swift, whose witness must have
// the requirement's type and optionality exactly (`UIView?`). The requirement of a protocol declared in the file
// and adopted there by an extension of a UIKit or Core Animation class (`UI…`, `CA…`) is declared optional
// instead; reading it gives the same optional value (`scrollView.superview as? UIScrollView`).
import SwiftSyntax

/// Declares implicitly unwrapped property requirements optional where a UIKit class adopts the protocol.
final class UIKitWitnessRule: RuleRewriter {
    /// Protocols of this file that an extension of a UIKit or Core Animation class adopts.
    private var adoptedByUIKit: Set<String> = []

    required init(context: PortContext, tree: SourceFileSyntax) {
        super.init(context: context, tree: tree)
        for item in tree.statements {
            guard let ext = item.item.as(ExtensionDeclSyntax.self), case let type = ext.extendedType.trimmedDescription,
                type.hasPrefix("UI") || type.hasPrefix("CA"), let inherited = ext.inheritanceClause?.inheritedTypes
            else { continue }
            for conformance in inherited { adoptedByUIKit.insert(conformance.type.trimmedDescription) }
        }
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        guard adoptedByUIKit.contains(node.name.text) else { return super.visit(node) }
        var members: [MemberBlockItemSyntax] = []
        for member in node.memberBlock.members {
            guard var variable = member.decl.as(VariableDeclSyntax.self) else {
                members.append(member)
                continue
            }
            variable.bindings = PatternBindingListSyntax(
                variable.bindings.map { binding in
                    guard let annotation = binding.typeAnnotation,
                        let unwrapped = annotation.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                    else { return binding }
                    let optional = OptionalTypeSyntax(wrappedType: unwrapped.wrappedType)
                        .with(\.trailingTrivia, unwrapped.trailingTrivia)
                    return binding.with(\.typeAnnotation, annotation.with(\.type, TypeSyntax(optional)))
                })
            members.append(member.with(\.decl, DeclSyntax(variable)))
        }
        return DeclSyntax(
            node.with(\.memberBlock, node.memberBlock.with(\.members, MemberBlockItemListSyntax(members))))
    }
}
