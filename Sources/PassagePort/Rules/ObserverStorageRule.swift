// The stored properties that keep the observations other rules made, added as the first members of each class
// that needs them (once: a class that has one already is left alone): the notification observers
// `NotificationRule` made (a `NotificationObservers` list), and the key-value observations by key path
// `KeyValueObservingRule` made.
import SwiftSyntax

/// Adds `private let notificationObservers = NotificationObservers()` and
/// `private var keyValueObservations: [String: [NSKeyValueObservation]] = [:]` to classes whose observers were
/// ported.
final class ObserverStorageRule: RuleRewriter {
    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).as(ClassDeclSyntax.self) ?? node
        let unit = indentationUnit(of: node.root.description)
        let firstLeading = node.memberBlock.members.first?.leadingTrivia.description ?? "\n" + unit
        let indentation = String(firstLeading.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
        var added: [MemberBlockItemSyntax] = []
        func add(_ name: String, _ declaration: String, _ comment: String) {
            guard
                !node.memberBlock.members.contains(where: {
                    $0.trimmedDescription.contains("var \(name)") || $0.trimmedDescription.contains("let \(name)")
                })
            else { return }
            let property = parseDeclaration(declaration).with(
                \.leadingTrivia,
                Trivia(
                    pieces: [.newlines(1)] + indentationTrivia(indentation) + [.docLineComment(comment), .newlines(1)]
                        + indentationTrivia(indentation)
                ))
            added.append(MemberBlockItemSyntax(decl: property))
        }
        if context.classesNeedingObserverStorage.contains(node.name.text) {
            add(
                "notificationObservers", "private let notificationObservers = NotificationObservers()",
                "/// The notification observers this class added.")
        }
        if context.classesNeedingKeyValueObservationStorage.contains(node.name.text) {
            add(
                "keyValueObservations", "private var keyValueObservations: [String: [NSKeyValueObservation]] = [:]",
                "/// The key-value observations this class made, by key path (releasing one stops it).")
        }
        guard !added.isEmpty else { return DeclSyntax(visited) }
        let members = added + Array(visited.memberBlock.members)
        return DeclSyntax(
            visited.with(\.memberBlock, visited.memberBlock.with(\.members, MemberBlockItemListSyntax(members))))
    }
}
