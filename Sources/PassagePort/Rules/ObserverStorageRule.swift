// The stored array that keeps the tokens of the notification observers `NotificationRule` made, added as the
// first member of each class that needs it (once: a class that has it already is left alone).
import SwiftSyntax

/// Adds `private var notificationObservers: [NSObjectProtocol] = []` to classes whose observers were ported.
final class ObserverStorageRule: RuleRewriter {
    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).as(ClassDeclSyntax.self) ?? node
        guard context.classesNeedingObserverStorage.contains(node.name.text),
            !node.memberBlock.members.contains(where: { $0.trimmedDescription.contains("var notificationObservers") })
        else { return DeclSyntax(visited) }
        let firstLeading = node.memberBlock.members.first?.leadingTrivia.description ?? "\n    "
        let indentation = String(firstLeading.split(separator: "\n", omittingEmptySubsequences: false).last ?? "    ")
        let property = parseDeclaration("private var notificationObservers: [NSObjectProtocol] = []")
            .with(
                \.leadingTrivia,
                Trivia(pieces: [
                    .newlines(1), .spaces(indentation.count),
                    .docLineComment("/// Tokens of the notification observers this class added."),
                    .newlines(1), .spaces(indentation.count),
                ]))
        var members = Array(visited.memberBlock.members)
        members.insert(MemberBlockItemSyntax(decl: property), at: 0)
        return DeclSyntax(
            visited.with(\.memberBlock, visited.memberBlock.with(\.members, MemberBlockItemListSyntax(members))))
    }
}
