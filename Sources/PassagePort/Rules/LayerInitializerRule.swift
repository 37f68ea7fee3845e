// A layer subclass with initializers of its own (`init(frame:)`) gains `override init()`.
//
// Passage makes a layer of a class through `init(_passageMaking:)` (its stand-in for the Objective-C runtime's
// calls of `init()` and `init(layer:)`), which a subclass inherits only when it overrides every designated
// initializer of `CALayer`: `init()`, `init(layer:)` and `init?(coder:)`. iOS code that declares
// `init(frame:)`, `override init(layer:)` and `required init?(coder:)` (what Core Animation needs on iOS)
// lacks only `init()`, which iOS never asked of it; the port adds one that calls `super.init()`, leaving the
// stored properties at their initial values. A subclass with a stored property that has no initial value is
// reported instead, and so is one that does not override `init(layer:)` (on iOS its presentation copies would
// fail the same way).
import SwiftSyntax

/// Adds `override init()` to Core Animation layer subclasses that declare initializers of their own.
final class LayerInitializerRule: RuleRewriter {
    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).as(ClassDeclSyntax.self) ?? node
        guard let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            superclass.hasPrefix("CA"), superclass.hasSuffix("Layer")
        else { return DeclSyntax(visited) }
        let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let designated = initializers.filter { initializer in
            !initializer.modifiers.contains { $0.name.text == "convenience" }
        }
        let labels = designated.map { $0.signature.parameterClause.parameters.map(\.firstName.text) }
        let ownDesignated = labels.filter { $0 != [] && $0 != ["layer"] && $0 != ["coder"] }
        guard !ownDesignated.isEmpty, !labels.contains([]) else { return DeclSyntax(visited) }
        guard labels.contains(["layer"]) else {
            report(
                node.name,
                "\(node.name.text) declares initializers of its own but not override init(layer:): Core Animation "
                    + "makes its presentation copies through it (on iOS too); override it to copy the stored "
                    + "properties, and add override init() { super.init() }")
            return DeclSyntax(visited)
        }
        let uninitialized = node.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
            else { return false }
            return variable.bindings.contains { binding in
                binding.accessorBlock == nil && binding.initializer == nil
                    && !(variable.bindingSpecifier.text == "var"
                        && (binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                            || binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true))
            }
        }
        guard !uninitialized else {
            report(
                node.name,
                "\(node.name.text) declares initializers of its own: Passage makes layers of a class through "
                    + "init(), which it lacks; add override init() that gives every stored property a value")
            return DeclSyntax(visited)
        }
        let unit = indentationUnit(of: node.root.description)
        let firstLeading = node.memberBlock.members.first?.leadingTrivia.description ?? "\n" + unit
        let indentation = String(firstLeading.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
        let declaration = parseDeclaration(
            "override init() {\n\(indentation)\(unit)super.init()\n\(indentation)}"
        )
        .with(
            \.leadingTrivia,
            Trivia(
                pieces: [.newlines(2)] + indentationTrivia(indentation)
                    + [
                        .docLineComment(
                            "/// Core Animation's plain initializer, through which Passage makes layers of this class."),
                        .newlines(1),
                    ] + indentationTrivia(indentation)))
        var members = Array(visited.memberBlock.members)
        members.append(MemberBlockItemSyntax(decl: declaration))
        return DeclSyntax(
            visited.with(\.memberBlock, visited.memberBlock.with(\.members, MemberBlockItemListSyntax(members))))
    }
}
