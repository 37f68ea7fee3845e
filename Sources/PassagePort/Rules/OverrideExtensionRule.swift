// Overrides declared in an extension → moved into the class body. Objective-C lets an extension override an
// `@objc` member (a common way to group `UIViewController` or `UIPresentationController` overrides by
// concern), and lets a subclass override a member declared in an extension; Swift without the Objective-C
// runtime allows neither. When the class is declared at the top level of the same file, its extensions'
// overrides, `open` members (meant to be overridden by clients) and members a subclass in the run overrides
// move to the end of its body, keeping their comments and the extension's access level; an extension that
// also adds a conformance keeps the conformance and its other members; one left empty with no conformance is
// removed. Overrides in extensions of classes declared elsewhere are reported by `LeftoverRule`, overrides of
// members that stay in such extensions by `RuntimeLeftoverRule`.
import SwiftSyntax

/// Moves overrides (and members to be overridden) out of extensions into the class declared in the same file.
final class OverrideExtensionRule: RuleRewriter {
    /// Names of the classes declared at the top level of `file`.
    static func topLevelClasses(in file: SourceFileSyntax) -> Set<String> {
        Set(file.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
    }

    /// Whether `node` is a top-level extension, without a `where` clause, of a class declared in the same file.
    static func canMove(_ node: ExtensionDeclSyntax) -> Bool {
        guard node.genericWhereClause == nil, node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
            let file = node.root.as(SourceFileSyntax.self)
        else { return false }
        return topLevelClasses(in: file).contains(node.extendedType.trimmedDescription)
    }

    static func isOverride(_ member: MemberBlockItemSyntax) -> Bool {
        member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == "override" } == true
    }

    /// Whether `member` of an extension of `type` moves into the class: an override, an `open` member, or a
    /// member a subclass in the run overrides.
    private func moves(_ member: MemberBlockItemSyntax, of type: String) -> Bool {
        Self.isOverride(member) || SourceIndex.has("open", member.decl)
            || SourceIndex.names(of: member.decl).contains { context.index.isOverriddenInSubclass($0, of: type) }
    }

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        var moved: [String: [MemberBlockItemSyntax]] = [:]
        var items: [CodeBlockItemSyntax] = []
        for item in node.statements {
            guard let ext = item.item.as(ExtensionDeclSyntax.self), Self.canMove(ext),
                case let type = ext.extendedType.trimmedDescription,
                ext.memberBlock.members.contains(where: { moves($0, of: type) })
            else {
                items.append(item)
                continue
            }
            let access = ext.modifiers.first {
                ["private", "fileprivate", "internal", "public"].contains($0.name.text)
            }
            var overrides = ext.memberBlock.members.filter { moves($0, of: type) }.map { Self.withAccess(access, $0) }
            var rest = ext.memberBlock.members.filter { !moves($0, of: type) }
            if let first = rest.first, first.leadingTrivia.description.hasPrefix("\n\n") {
                // The blank line that separated a moved member from this one goes with it.
                let trimmed = String(first.leadingTrivia.description.dropFirst())
                rest = MemberBlockItemListSyntax(
                    [first.with(\.leadingTrivia, Trivia(pieces: [.newlines(1)]) + Self.indentation(trimmed))]
                        + rest.dropFirst())
            }
            let dropped = rest.isEmpty && ext.inheritanceClause == nil
            if dropped, let first = overrides.first {
                // The extension's comments (`// MARK: - Layout`) go with its first override.
                let indentation = String(
                    first.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
                let indent: TriviaPiece =
                    indentation.allSatisfy { $0 == "\t" } && !indentation.isEmpty
                    ? .tabs(indentation.count) : .spaces(indentation.count)
                let comments = ext.leadingTrivia.pieces.filter(\.isComment).flatMap {
                    [TriviaPiece.newlines(1), indent, $0]
                }
                if !comments.isEmpty {
                    overrides[0] = first.with(\.leadingTrivia, Trivia(pieces: comments) + first.leadingTrivia)
                }
            }
            if let first = overrides.first, !first.leadingTrivia.description.hasPrefix("\n\n") {
                overrides[0] = first.with(\.leadingTrivia, Trivia.newline + first.leadingTrivia)
            }
            moved[ext.extendedType.trimmedDescription, default: []] += overrides
            if dropped { continue }
            let kept = ext.with(\.memberBlock, ext.memberBlock.with(\.members, rest))
            items.append(item.with(\.item, .decl(DeclSyntax(kept))))
        }
        guard !moved.isEmpty else { return node }
        items = items.map { item in
            guard let decl = item.item.as(ClassDeclSyntax.self), let extra = moved[decl.name.text] else { return item }
            let members = Array(decl.memberBlock.members) + extra
            let updated = decl.with(\.memberBlock, decl.memberBlock.with(\.members, MemberBlockItemListSyntax(members)))
            return item.with(\.item, .decl(DeclSyntax(updated)))
        }
        return node.with(\.statements, CodeBlockItemListSyntax(items))
    }

    /// The trivia after the last newline of `text` (a member's indentation).
    private static func indentation(_ text: String) -> Trivia {
        let last = String(text.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
        if !last.isEmpty && last.allSatisfy({ $0 == "\t" }) { return Trivia(pieces: [.tabs(last.count)]) }
        return Trivia(pieces: [.spaces(last.count)])
    }

    /// `member` with the extension's access modifier when it has none of its own.
    private static func withAccess(_ access: DeclModifierSyntax?, _ member: MemberBlockItemSyntax)
        -> MemberBlockItemSyntax
    {
        guard let access, var decl = member.decl.asProtocol(WithModifiersSyntax.self) else { return member }
        let levels = ["private", "fileprivate", "internal", "public", "open"]
        guard !decl.modifiers.contains(where: { levels.contains($0.name.text) }) else { return member }
        let leading = member.decl.leadingTrivia
        var modifiers = Array(decl.modifiers)
        if !modifiers.isEmpty { modifiers[0] = modifiers[0].with(\.leadingTrivia, []) }
        modifiers.insert(access.with(\.leadingTrivia, []).with(\.trailingTrivia, .space), at: 0)
        decl.modifiers = DeclModifierListSyntax(modifiers)
        guard var updated = Syntax(fromProtocol: decl).as(DeclSyntax.self) else { return member }
        updated.leadingTrivia = leading
        return member.with(\.decl, updated)
    }
}
