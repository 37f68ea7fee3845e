// `@objc protocol` with `optional` requirements → a plain class-bound protocol whose optional requirements have
// default implementations in an extension right after it.
//
// The protocol keeps (or gains, as `@objc` protocols were class-bound) `AnyObject`; `NSObjectProtocol` in its
// inheritance becomes `AnyObject`, because Passage's UIKit classes are not NSObjects. A default does what the
// Optional-chained call site did when the method was missing: nothing for a Void method, nil for an optional
// result, and for any other result the value the call sites fall back on (`delegate?.duration?() ?? 0.3`
// gives `0.3`) when they all agree. When no call site shows that value the requirement is left without a
// default and reported: conforming types must implement it, or the porter writes the default by hand.
// Optional properties are treated the same way (`var x: T? { nil }`). The `optional` modifiers and `@objc`
// attributes are removed by `ObjCAttributeRule`.
import SwiftSyntax

/// Makes optional protocol requirements plain ones with default implementations.
final class OptionalProtocolRule: RuleRewriter {
    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var items: [CodeBlockItemSyntax] = []
        for (original, item) in zip(node, super.visit(node)) {
            items.append(item)
            guard let proto = original.item.as(ProtocolDeclSyntax.self),
                let defaults = defaultImplementations(for: proto), !defaults.isEmpty
            else { continue }
            let indentation = String(
                proto.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
            let body = defaults.map { "\(indentation)    \($0)" }.joined(separator: "\n")
            let text = "\(indentation)extension \(proto.name.text) {\n\(body)\n\(indentation)}"
            let decl = parseDeclaration(text).with(\.leadingTrivia, .newlines(2))
            items.append(CodeBlockItemSyntax(item: .decl(decl)))
        }
        return CodeBlockItemListSyntax(items)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).as(ProtocolDeclSyntax.self) ?? node
        let isObjC = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
        }
        var inherited = visited.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let original = inherited
        if let position = inherited.firstIndex(of: "NSObjectProtocol") {
            if inherited.contains("AnyObject") || inherited.contains("class") {
                inherited.remove(at: position)
            } else {
                inherited[position] = "AnyObject"
            }
        }
        if isObjC && !inherited.contains("AnyObject") && !inherited.contains("class") {
            inherited.insert("AnyObject", at: 0)
        }
        guard inherited != original else { return DeclSyntax(visited) }
        let types = inherited.enumerated().map { offset, name in
            InheritedTypeSyntax(
                type: TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))),
                trailingComma: offset + 1 < inherited.count ? .commaToken(trailingTrivia: .space) : nil)
        }
        let clause = InheritanceClauseSyntax(
            colon: .colonToken(trailingTrivia: .space), inheritedTypes: InheritedTypeListSyntax(types)
        )
        .with(\.trailingTrivia, .space)
        return DeclSyntax(
            visited.with(\.name, visited.name.with(\.trailingTrivia, [])).with(\.inheritanceClause, clause))
    }

    /// The default implementations of `proto`'s optional requirements (source lines), nil when it has none.
    private func defaultImplementations(for proto: ProtocolDeclSyntax) -> [String]? {
        var lines: [String] = []
        for member in proto.memberBlock.members {
            let decl = member.decl
            guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                modifiers.contains(where: { $0.name.text == "optional" })
            else { continue }
            if let original = decl.as(FunctionDeclSyntax.self) {
                var function = original
                function.attributes = []
                function.modifiers = function.modifiers.filter { $0.name.text != "optional" }
                let signature = function.with(\.body, nil).trimmedDescription
                let result = function.signature.returnClause?.type.trimmedDescription
                guard let value = defaultValue(for: result, name: function.name.text, at: original) else { continue }
                lines.append(value.isEmpty ? "\(signature) {}" : "\(signature) { \(value) }")
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let type = binding.typeAnnotation?.type.trimmedDescription,
                        let value = defaultValue(for: type, name: name, at: variable)
                    else { continue }
                    lines.append("var \(name): \(type) { \(value) }")
                }
            }
        }
        return lines.isEmpty ? nil : lines
    }

    /// The body of a default returning `type` ("" for Void), nil (reported) when the value is unknown.
    private func defaultValue(for type: String?, name: String, at node: some SyntaxProtocol) -> String? {
        guard let type, type != "Void", type != "()" else { return "" }
        if type.hasSuffix("?") || type.hasSuffix("!") { return "nil" }
        if let fallbacks = context.index.fallbacks[name], fallbacks.count == 1, let value = fallbacks.first {
            return value
        }
        report(
            node,
            "optional requirement \(name) returns \(type) and no call site shows the value used when it is missing "
                + "(`?? value`): it is now required; add a default in an extension or implement it in every conforming type"
        )
        return nil
    }
}
