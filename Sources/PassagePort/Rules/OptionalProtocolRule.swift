// `@objc protocol` with `optional` requirements → a plain class-bound protocol whose optional requirements have
// default implementations in an extension right after it.
//
// The protocol keeps (or gains, as `@objc` protocols were class-bound) `AnyObject`; `NSObjectProtocol` in its
// inheritance becomes `AnyObject`, because Passage's UIKit classes are not NSObjects. A default does what the
// Optional-chained call site did when the method was missing: nothing for a Void method, nil for an optional
// result, and for any other result the value the call sites fall back on (`delegate?.duration?() ?? 0.3`
// gives `0.3`) when they all agree. When no call site shows that value the result becomes optional (what a
// call of the optional requirement gave on iOS) with a `nil` default, and the conforming types of the ported
// files declare their implementations' results optional too (a non-optional one would not be a witness, and
// the default would be called instead). Optional properties are treated the same way (`var x: T? { nil }`).
// The defaults of a `public` protocol are `public`, so client modules need not implement them. The `optional`
// modifiers and `@objc` attributes are removed by `ObjCAttributeRule`.
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
            let access = proto.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
            let unit = indentationUnit(of: proto.root.description)
            let body = defaults.map { "\(indentation)\(unit)\(access)\($0)" }.joined(separator: "\n")
            let text = "\(indentation)extension \(proto.name.text) {\n\(body)\n\(indentation)}"
            let decl = parseDeclaration(text).with(\.leadingTrivia, .newlines(2))
            items.append(CodeBlockItemSyntax(item: .decl(decl)))
        }
        return CodeBlockItemListSyntax(items)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        var visited = super.visit(node).as(ProtocolDeclSyntax.self) ?? node
        visited.memberBlock = optionalizingResults(of: visited.memberBlock, protocolName: node.name.text)
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

    /// Conforming types of the ported files: their implementations of optionalized requirements return optionals.
    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).as(ClassDeclSyntax.self) ?? node
        return DeclSyntax(
            visited.with(\.memberBlock, optionalizingWitnesses(visited.memberBlock, node.inheritanceClause)))
    }

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).as(StructDeclSyntax.self) ?? node
        return DeclSyntax(
            visited.with(\.memberBlock, optionalizingWitnesses(visited.memberBlock, node.inheritanceClause)))
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).as(ExtensionDeclSyntax.self) ?? node
        return DeclSyntax(
            visited.with(\.memberBlock, optionalizingWitnesses(visited.memberBlock, node.inheritanceClause)))
    }

    /// `block` with the members that implement an optionalized requirement of a protocol in `inheritance`
    /// returning an optional.
    private func optionalizingWitnesses(
        _ block: MemberBlockSyntax, _ inheritance: InheritanceClauseSyntax?
    ) -> MemberBlockSyntax {
        let conformances = Set(inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        guard !conformances.isEmpty else { return block }
        return optionalizingResults(of: block) { name in
            context.index.optionalizedProtocol(of: name).map { conformances.contains($0) } ?? false
        }
    }

    /// `block` with the requirements of `protocolName` that are optionalized returning an optional.
    private func optionalizingResults(of block: MemberBlockSyntax, protocolName: String) -> MemberBlockSyntax {
        optionalizingResults(of: block) { context.index.optionalizedProtocol(of: $0) == protocolName }
    }

    /// `block` with the functions and properties `selected` names returning (typed) an optional.
    private func optionalizingResults(
        of block: MemberBlockSyntax, where selected: (String) -> Bool
    ) -> MemberBlockSyntax {
        var members = block.members
        for index in members.indices {
            let decl = members[index].decl
            if var function = decl.as(FunctionDeclSyntax.self), selected(function.name.text),
                let clause = function.signature.returnClause, !Self.isOptional(clause.type)
            {
                function.signature.returnClause = clause.with(\.type, Self.optional(clause.type))
                members[index].decl = DeclSyntax(function)
            } else if var variable = decl.as(VariableDeclSyntax.self) {
                var bindings = variable.bindings
                for position in bindings.indices {
                    guard let name = bindings[position].pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        selected(name), let annotation = bindings[position].typeAnnotation,
                        !Self.isOptional(annotation.type)
                    else { continue }
                    bindings[position].typeAnnotation = annotation.with(\.type, Self.optional(annotation.type))
                }
                variable.bindings = bindings
                members[index].decl = DeclSyntax(variable)
            }
        }
        return block.with(\.members, members)
    }

    private static func isOptional(_ type: TypeSyntax) -> Bool {
        let text = type.trimmedDescription
        return text.hasSuffix("?") || text.hasSuffix("!") || text == "Void" || text == "()"
    }

    /// `type?`, parenthesised when it is a function, composition or `some`/`any` type.
    private static func optional(_ type: TypeSyntax) -> TypeSyntax {
        let text = type.trimmedDescription
        let needsParentheses =
            text.contains("->") || text.contains("&") || text.hasPrefix("some ") || text.hasPrefix("any ")
        let wrapped = needsParentheses ? "(\(text))?" : "\(text)?"
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(wrapped))).withTrivia(of: type)
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
                if context.index.isOptionalized(function.name.text), let clause = function.signature.returnClause {
                    function.signature.returnClause = clause.with(\.type, Self.optional(clause.type))
                }
                let signature = function.with(\.body, nil).trimmedDescription
                let result = function.signature.returnClause?.type.trimmedDescription
                let value = defaultValue(for: result, name: function.name.text)
                lines.append(value.isEmpty ? "\(signature) {}" : "\(signature) { \(value) }")
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let written = binding.typeAnnotation?.type
                    else { continue }
                    let type =
                        context.index.isOptionalized(name)
                        ? Self.optional(written).trimmedDescription : written.trimmedDescription
                    let value = defaultValue(for: type, name: name)
                    lines.append("var \(name): \(type) { \(value) }")
                }
            }
        }
        return lines.isEmpty ? nil : lines
    }

    /// The body of a default returning `type` ("" for Void): the call sites' fallback, else `nil` (the type is
    /// optional, or was made so).
    private func defaultValue(for type: String?, name: String) -> String {
        guard let type, type != "Void", type != "()" else { return "" }
        if type.hasSuffix("?") || type.hasSuffix("!") { return "nil" }
        if let fallbacks = context.index.fallbacks[name], fallbacks.count == 1, let value = fallbacks.first {
            return value
        }
        return "nil"
    }
}
