// `NotificationCenter.addObserver(_:selector:name:object:)` → the closure form, keeping the token.
//
// `NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: N, object: o)`
// becomes `notificationObservers.addObserver(to: NotificationCenter.default, forName: N, object: o)
// { [weak self] notification in self?.keyboardWillShow(notification) }`: the observer is called on the posting
// thread as before (queue nil; in a UIKit subclass, which is main-actor isolated, the call is wrapped in
// `MainActor.assumeIsolated`, as UIKit code observes on the main thread), holds its target weakly as before, and
// its token is kept in the `NotificationObservers` list that `ObserverStorageRule` adds to the class. The
// removals pair with the adds: `removeObserver(self)` in that class removes every observer the list holds for
// that center, and `removeObserver(self, name: N, object: o)` those added for that name and object, matched as
// the notification center matched the selector observer; the list forgets what it removes, so it never grows
// with every add. A class none of whose observers could be rewritten keeps its removals as written, so no
// rewrite names the list it does not get.
// A method observing through `NSNotification` (the
// Objective-C class, which closures are not handed) takes `Notification` instead: its parameter type is changed
// where it is declared. Observers whose target is not `self`, or whose class is declared in another file, are
// reported: the token has nowhere to go.
import SwiftSyntax

/// Rewrites selector-based notification observers into closure observers whose tokens are kept.
final class NotificationRule: RuleRewriter {
    /// Classes of this file that observe with selectors (their `removeObserver(self)` calls are rewritten too).
    private var observingClasses: Set<String> = []
    /// Those of them whose superclass is a UIKit class, and so on the main actor.
    private var mainActorClasses: Set<String> = []
    /// Names of the methods their observers' selectors name.
    private var observingMethods: Set<String> = []

    /// Classes of this file with at least one observer that is rewritten (and so get the token array).
    private var rewritingClasses: Set<String> = []

    required init(context: PortContext, tree: SourceFileSyntax) {
        super.init(context: context, tree: tree)
        let finder = ObserverFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        observingClasses = finder.classes
        mainActorClasses = finder.mainActorClasses
        observingMethods = finder.methods
        for call in finder.calls where rewritableMethod(of: call) != nil {
            if let owner = call.enclosingType { rewritingClasses.insert(owner.name) }
        }
    }

    /// The method an observer `call` on `self` in an observing class calls, when it can be rewritten: its
    /// selector resolves to a method taking at most the notification.
    private func rewritableMethod(of call: FunctionCallExprSyntax) -> ResolvedMethod? {
        guard let owner = call.enclosingType, observingClasses.contains(owner.name),
            let target = call.arguments.first?.expression, target.trimmedDescription == "self",
            let selector = call.arguments.argument("selector").flatMap({ SelectorReference($0.expression) }),
            let resolved = resolve(selector, target: target, at: call).0, (resolved.parameterCount ?? 1) <= 1
        else { return nil }
        return resolved
    }

    /// An observing method of an observing class that takes an `NSNotification` takes a `Notification`.
    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).as(FunctionDeclSyntax.self) ?? node
        guard observingMethods.contains(node.name.text), let owner = node.enclosingType,
            observingClasses.contains(owner.name), var parameter = visited.signature.parameterClause.parameters.first,
            visited.signature.parameterClause.parameters.count == 1
        else { return DeclSyntax(visited) }
        let type = parameter.type.trimmedDescription
        guard type.hasPrefix("NSNotification") else { return DeclSyntax(visited) }
        let replaced = "Notification" + type.dropFirst("NSNotification".count)
        parameter.type = TypeSyntax(IdentifierTypeSyntax(name: .identifier(replaced))).withTrivia(of: parameter.type)
        var function = visited
        function.signature.parameterClause.parameters = FunctionParameterListSyntax([parameter])
        return DeclSyntax(function)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard node.arguments.labels == ["", "selector", "name", "object"],
            let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "addObserver",
            let center = member.base, let target = node.arguments.first?.expression,
            let selectorArgument = node.arguments.argument("selector"),
            let selector = SelectorReference(selectorArgument.expression)
        else { return super.visit(node) }
        guard target.trimmedDescription == "self", let owner = node.enclosingType, observingClasses.contains(owner.name)
        else {
            report(
                node,
                "NotificationCenter observer with target \(target.trimmedDescription) outside a class declared in "
                    + "this file: use addObserver(forName:object:queue:using:) and keep its token where you remove it")
            return super.visit(node)
        }
        let (resolved, problem) = resolve(selector, target: target, at: node)
        guard let resolved else {
            report(selectorArgument, problem ?? "cannot resolve #selector(\(selector.name))")
            return super.visit(node)
        }
        guard (resolved.parameterCount ?? 1) <= 1 else {
            report(
                selectorArgument,
                "#selector(\(selector.name)) takes more than a notification; call it from a closure by hand")
            return super.visit(node)
        }
        context.classesNeedingObserverStorage.insert(owner.name)
        let rewritten = super.visit(node).as(FunctionCallExprSyntax.self) ?? node
        let name = rewritten.arguments.argument("name")!.expression.trimmedDescription
        let object = rewritten.arguments.argument("object")!.expression.trimmedDescription
        var call = resolved.call(on: "self?", with: resolved.parameterCount == 0 ? [] : ["notification"])
        if mainActorClasses.contains(owner.name) { call = "MainActor.assumeIsolated { \(call) }" }
        let parameter = resolved.parameterCount == 0 ? "_" : "notification"
        let text =
            "notificationObservers.addObserver(to: \(center.trimmedDescription), forName: \(name), object: \(object)) "
            + "{ [weak self] \(parameter) in \(call) }"
        return parseExpression(text).withTrivia(of: node)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let visited = super.visit(node)
        var items: [CodeBlockItemSyntax] = []
        for item in visited {
            guard let removal = Self.removal(item), let owner = originalOwner(of: node),
                rewritingClasses.contains(owner)
            else {
                items.append(item)
                continue
            }
            var remove = "notificationObservers.removeObservers(from: \(removal.center)"
            if let name = removal.name { remove += ", name: \(name), object: \(removal.object ?? "nil")" }
            items.append(
                CodeBlockItemSyntax(item: .expr(parseExpression(remove + ")"))).with(
                    \.leadingTrivia, item.leadingTrivia
                )
                .with(\.trailingTrivia, item.trailingTrivia))
        }
        return CodeBlockItemListSyntax(items)
    }

    private func originalOwner(of node: CodeBlockItemListSyntax) -> String? {
        node.enclosingType?.name
    }

    /// The notification center, and the name and object when given, in `center.removeObserver(self)` or
    /// `center.removeObserver(self, name: N, object: o)`; nil for any other item.
    private static func removal(_ item: CodeBlockItemSyntax) -> (center: String, name: String?, object: String?)? {
        guard let call = item.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
            call.arguments.labels == [""] || call.arguments.labels == ["", "name", "object"],
            call.arguments.first?.expression.trimmedDescription == "self",
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "removeObserver", let base = member.base,
            base.trimmedDescription.contains("NotificationCenter")
        else { return nil }
        let name = call.arguments.argument("name")?.expression.trimmedDescription
        return (base.trimmedDescription, name, call.arguments.argument("object")?.expression.trimmedDescription)
    }

    /// Finds the classes of a file that add selector-based observers on `self`.
    private final class ObserverFinder: SyntaxVisitor {
        var classes: Set<String> = []
        var mainActorClasses: Set<String> = []
        var methods: Set<String> = []
        /// The selector observer calls on `self` in classes of the file.
        var calls: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.arguments.labels == ["", "selector", "name", "object"],
                node.arguments.first?.expression.trimmedDescription == "self",
                let owner = node.enclosingType, owner.kind == .class || owner.kind == .extension,
                let superclass = Self.superclass(of: owner.name, in: Syntax(node).root)
            {
                classes.insert(owner.name)
                calls.append(node)
                if let selector = node.arguments.argument("selector").flatMap({ SelectorReference($0.expression) }) {
                    methods.insert(selector.name)
                }
                if superclass.hasPrefix("UI") { mainActorClasses.insert(owner.name) }
            }
            return .visitChildren
        }

        /// The superclass (first inherited type, "" for none) of the class `name` declared in the file, nil when
        /// the file does not declare it.
        static func superclass(of name: String, in root: Syntax) -> String? {
            final class ClassFinder: SyntaxVisitor {
                let name: String
                var found: String?
                init(name: String) {
                    self.name = name
                    super.init(viewMode: .sourceAccurate)
                }
                override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                    if node.name.text == name {
                        found = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
                    }
                    return found != nil ? .skipChildren : .visitChildren
                }
            }
            let finder = ClassFinder(name: name)
            finder.walk(root)
            return finder.found
        }
    }
}
