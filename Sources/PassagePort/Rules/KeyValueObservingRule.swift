// `addObserver(self, forKeyPath: "frame", options: o, context: c)` with `observeValue(forKeyPath:of:change:context:)`
// → an `observe(\.frame, options: o)` observation that calls the same method.
//
// Passage observes a view's, layer's or scroll view's geometry and visibility (the properties its layer's model
// holds) with `observe(_:options:changeHandler:)`. When a class of the file registers itself for one of them by
// string key path and declares `observeValue(forKeyPath:of:change:context:)`, the registration becomes an
// observation whose handler calls that method with the key path, the object, the change as a dictionary and the
// context evaluated once at registration (as KVO kept it); the token goes into a
// `keyValueObservations` dictionary by key path that `ObserverStorageRule` adds to the class, and
// `removeObserver(self, forKeyPath: k)` releases the tokens for `k` (releasing one stops it). The method loses
// its `override` (Foundation's `NSObject` on Linux has no `observeValue`) and its calls to the superclass's,
// which only raised for registrations of others. Any other key path, target or class is left for
// `LeftoverRule` to report.
import SwiftParser
import SwiftSyntax

/// Rewrites key-value observer registrations on `self` into `observe(_:options:changeHandler:)` observations.
final class KeyValueObservingRule: RuleRewriter {
    /// Key-value coding keys whose Swift property has another name.
    static let swiftNames = ["hidden": "isHidden", "opaque": "isOpaque"]

    /// Classes of this file with at least one registration that is rewritten.
    private var rewritingClasses: Set<String> = []
    /// One level of the file's indentation, for the lines of the observation's handler.
    private let indentationStep: String

    required init(context: PortContext, tree: SourceFileSyntax) {
        indentationStep = indentationUnit(of: tree.description)
        super.init(context: context, tree: tree)
        final class Finder: SyntaxVisitor {
            var owners: Set<String> = []
            let rule: KeyValueObservingRule
            init(rule: KeyValueObservingRule) {
                self.rule = rule
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let owner = rule.rewritableRegistration(node)?.owner { owners.insert(owner) }
                return .visitChildren
            }
        }
        let finder = Finder(rule: self)
        finder.walk(tree)
        rewritingClasses = finder.owners
    }

    /// The class and Swift property of `call` when it is `base.addObserver(self, forKeyPath: "k", options: o,
    /// context: c)` (or a removal `base.removeObserver(self, forKeyPath: "k")`) in a class declaring
    /// `observeValue(forKeyPath:of:change:context:)`, for a key Passage observes; nil otherwise.
    fileprivate func rewritableRegistration(_ call: FunctionCallExprSyntax)
        -> (owner: String, base: ExprSyntax, key: String, property: String)?
    {
        let labels = call.arguments.labels
        guard
            labels == ["", "forKeyPath", "options", "context"] || labels == ["", "forKeyPath"]
                || labels == ["", "forKeyPath", "context"],
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            ["addObserver", "removeObserver"].contains(member.declName.baseName.text),
            (member.declName.baseName.text == "addObserver") == (labels.count == 4),
            call.arguments.first?.expression.trimmedDescription == "self",
            let key = call.arguments.argument("forKeyPath").flatMap({ KeyPathRule.path($0.expression) }),
            !key.contains("."), case let property = Self.swiftNames[key] ?? key,
            LeftoverRule.observableProperties.contains(property),
            let owner = call.enclosingType, owner.kind == .class || owner.kind == .extension,
            let file = call.root.as(SourceFileSyntax.self),
            OverrideExtensionRule.topLevelClasses(in: file).contains(owner.name),
            !context.index.methods(
                named: "observeValue", in: owner.name, labels: ["forKeyPath", "of", "change", "context"]
            ).isEmpty
        else { return nil }
        return (owner.name, base, key, property)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let visited = super.visit(node)
        var items: [CodeBlockItemSyntax] = []
        for (original, item) in zip(node, visited) {
            if let replacement = replacement(for: original, visited: item) {
                items.append(replacement)
            } else if Self.isSuperObserveValue(original), let function = original.enclosingFunction,
                function.name.text == "observeValue", let owner = original.enclosingType,
                rewritingClasses.contains(owner.name)
            {
                continue
            } else {
                items.append(item)
            }
        }
        return CodeBlockItemListSyntax(items)
    }

    /// The statement a registration or removal becomes, nil for any other statement.
    private func replacement(for original: CodeBlockItemSyntax, visited: CodeBlockItemSyntax) -> CodeBlockItemSyntax? {
        guard let call = original.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
            let (owner, base, key, property) = rewritableRegistration(call)
        else { return nil }
        context.classesNeedingKeyValueObservationStorage.insert(owner)
        let baseText = base.trimmedDescription
        let text: String
        if call.arguments.count == 4 {
            let indentation = String(
                visited.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
            let inner = indentation + indentationStep
            let options = call.arguments.argument("options")!.expression.trimmedDescription
            // A context passed as `&variable` is a pointer made for the call: it is made again in the handler
            // (the same address for the same variable, as the comparison in `observeValue` expects); `nil` is
            // written as it is; any other context is evaluated once, at registration.
            var observingContext = call.arguments.argument("context")!.expression.trimmedDescription
            var captures = "[weak self]"
            if !observingContext.hasPrefix("&") && observingContext != "nil" {
                captures = "[weak self, context = \(observingContext)]"
                observingContext = "context"
            }
            let handler =
                "{ \(captures) object, change in\n\(inner)guard let self else { return }\n\(inner)self.observeValue("
                + "forKeyPath: \"\(key)\", of: object, change: change.keyValueChangeDictionary, context: "
                + "\(observingContext))\n\(indentation)}"
            let store = "keyValueObservations[\"\(key)\", default: []].append"
            text =
                baseText.hasSuffix("?")
                ? "if let observation = \(baseText).observe(\\.\(property), options: \(options), changeHandler: \(handler)) "
                    + "{\n\(inner)\(store)(observation)\n\(indentation)}"
                : "\(store)(\(baseText).observe(\\.\(property), options: \(options)) \(handler))"
        } else {
            text = "keyValueObservations[\"\(key)\"] = nil"
        }
        var parser = SwiftParser.Parser(text)
        let statement = CodeBlockItemSyntax.parse(from: &parser)
        return statement.with(\.leadingTrivia, visited.leadingTrivia).with(\.trailingTrivia, visited.trailingTrivia)
    }

    /// Whether `item` is a call of `super.observeValue(forKeyPath:of:change:context:)`.
    private static func isSuperObserveValue(_ item: CodeBlockItemSyntax) -> Bool {
        guard let call = item.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return member.base?.is(SuperExprSyntax.self) == true && member.declName.baseName.text == "observeValue"
    }

    /// `observeValue(forKeyPath:of:change:context:)` of a rewriting class loses its `override`.
    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).as(FunctionDeclSyntax.self) ?? node
        guard node.name.text == "observeValue", let owner = node.enclosingType, rewritingClasses.contains(owner.name),
            visited.modifiers.contains(where: { $0.name.text == "override" })
        else { return DeclSyntax(visited) }
        var function = visited
        let leading = function.leadingTrivia
        function.modifiers = DeclModifierListSyntax(visited.modifiers.filter { $0.name.text != "override" })
        function.leadingTrivia = leading
        return DeclSyntax(function)
    }
}
