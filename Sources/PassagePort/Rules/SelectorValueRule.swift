// `#selector(method)` used as a value → the method's Objective-C selector name as a `Selector`, declared by the
// class through `SelectorResponding`.
//
// Passage's `Selector` reaches the methods a class declares by selector. When a `#selector` names a method of the
// class it is written in (a class of the same file) and is used as a value (kept in a variable or property,
// returned, or passed to a parameter of the ported sources typed `Selector`, such as a library's own
// `init(addTo:target:action:)`), it becomes `("didPan:" as Selector)`, and an extension added at the end of the
// file makes the class `SelectorResponding`, its `method(for:)` calling each such method with the object
// `perform(_:with:)` or target–action passes (cast to the parameter's type). The conformance is added in an
// extension so that the class does not take the protocol's main-actor isolation. Selectors in calls that other
// rules rewrite, that Passage has no selector form for, in `responds(to:)` or in swizzling are left to them
// and to `LeftoverRule`; so are methods taking more than one argument, generic classes and subclasses of classes
// of the run (whose conformance would repeat their superclass's).
import SwiftParser
import SwiftSyntax

/// Rewrites `#selector` values into declared selectors.
final class SelectorValueRule: RuleRewriter {
    /// One method a class declares by selector.
    private struct Declared {
        var selector: String
        var method: MethodInfo
    }

    /// The methods to declare, by class, in the order first met.
    private var declared: [(owner: String, methods: [Declared])] = []

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "selector", let reference = SelectorReference(ExprSyntax(node)),
            isUsedAsValue(node), let owner = node.enclosingType, owner.kind == .class || owner.kind == .extension,
            !owner.isGeneric, reference.typeName == nil || reference.typeName == owner.name,
            let file = node.root.as(SourceFileSyntax.self),
            OverrideExtensionRule.topLevelClasses(in: file).contains(owner.name),
            !context.index.classes.contains(context.index.superclasses[owner.name] ?? ""),
            case let found = context.index.methods(named: reference.name, in: owner.name, labels: reference.labels),
            found.count == 1, let method = found.first, method.parameterTypes.count <= 1
        else { return super.visit(node) }
        let selector = Self.objectiveCName(of: method)
        let entry = Declared(selector: selector, method: method)
        if let position = declared.firstIndex(where: { $0.owner == owner.name }) {
            if !declared[position].methods.contains(where: { $0.selector == selector }) {
                declared[position].methods.append(entry)
            }
        } else {
            declared.append((owner.name, [entry]))
        }
        return parseExpression("(\"\(selector)\" as Selector)").withTrivia(of: node)
    }

    /// Whether `node` is used as a value: not an argument of a call, or an argument of a function or initializer
    /// of the ported sources whose parameter with that label is typed `Selector`.
    private func isUsedAsValue(_ node: MacroExpansionExprSyntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else {
            return node.parent?.is(LabeledExprSyntax.self) != true
        }
        let called = call.calledExpression.trimmedDescription
        var name = String(called.split(separator: ".").last ?? Substring(called))
        if name.first?.isUppercase == true || name == "init" { name = "init" }
        if name == "responds" || SwizzleRule.runtimeFunctions.contains(name) { return false }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        return context.index.selectorParameters.contains(
            SourceIndex.selectorParameter(name, labels: labels, label: argument.label?.text ?? "_"))
    }

    /// The Objective-C name Swift gives `method`: `close`, `didPan:` for `didPan(_:)`, `handleWithNote:` for
    /// `handle(note:)` (`moveTo:` when the label is a preposition), then each further label and a colon.
    static func objectiveCName(of method: MethodInfo) -> String {
        guard let first = method.labels.first else { return method.name }
        var name = method.name
        if let label = first {
            let capitalized = label.prefix(1).uppercased() + label.dropFirst()
            name += prepositions.contains(label) ? capitalized : "With" + capitalized
        }
        return name + ":" + method.labels.dropFirst().map { ($0 ?? "") + ":" }.joined()
    }

    /// First argument labels Swift appends to the selector's first piece without "With".
    private static let prepositions: Set<String> = [
        "with", "for", "from", "to", "in", "at", "on", "by", "of", "into", "onto", "after", "before", "about",
    ]

    /// The closure `method(for:)` returns for `method`: it calls the method with the object passed, cast to the
    /// parameter's type.
    private static func closure(calling method: MethodInfo) -> String {
        guard let type = method.parameterTypes.first else { return "{ _ in self.\(method.name)() }" }
        let bare = type
        let argument: String
        if bare == "Any?" || bare == "Any!" {
            argument = "$0"
        } else if bare == "Any" {
            argument = "$0 as Any"
        } else if bare.hasSuffix("?") || bare.hasSuffix("!") {
            argument = "$0 as? \(bare.dropLast())"
        } else {
            argument = "$0 as! \(bare)"
        }
        let label = method.labels.first.flatMap { $0 }.map { "\($0): " } ?? ""
        return "{ self.\(method.name)(\(label)\(argument)) }"
    }

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        let visited = super.visit(node)
        guard !declared.isEmpty else { return visited }
        var text = ""
        for (owner, methods) in declared {
            let cases = methods.map { "        case \"\($0.selector)\": return \(Self.closure(calling: $0.method))\n" }
            text +=
                "\n\nextension \(owner): SelectorResponding {\n"
                + "    /// The methods this class's selectors name (written `#selector` on iOS).\n"
                + "    func method(for selector: Selector) -> ((Any?) -> Any?)? {\n"
                + "        switch selector {\n" + cases.joined() + "        default: return nil\n"
                + "        }\n    }\n}"
        }
        let addition = Parser.parse(source: text)
        var items = Array(visited.statements)
        items.append(contentsOf: addition.statements)
        return visited.with(\.statements, CodeBlockItemListSyntax(items))
            .with(\.endOfFileToken, visited.endOfFileToken.with(\.leadingTrivia, .newline))
    }
}
