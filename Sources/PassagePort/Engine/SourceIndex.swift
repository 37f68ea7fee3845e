// What the rules need to know about every file of a run before rewriting any of them: the methods each type
// declares (to see what shape a selector's method has), the classes, and the optional requirements of
// `@objc` protocols (to fix their call sites in every file). Syntax only: there is no type checker here.
import SwiftSyntax

/// A method as declared: its name, argument labels (nil for `_`) and parameter types as written.
struct MethodInfo: Equatable {
    var name: String
    var labels: [String?]
    var parameterTypes: [String]
}

/// An optional requirement of an `@objc` protocol.
struct OptionalRequirement: Equatable {
    var protocolName: String
    var name: String
    /// The result type as written (a property's type); nil for a method returning nothing.
    var resultType: String?
}

/// Declarations gathered from every file of a run.
final class SourceIndex {
    /// Methods by the name of the type (or extended type) that declares them.
    private(set) var methods: [String: [MethodInfo]] = [:]
    /// Names of classes declared in the run.
    private(set) var classes: Set<String> = []
    /// Optional requirements of `@objc` protocols, by member name.
    private(set) var optionalRequirements: [String: OptionalRequirement] = [:]
    /// Names of the required (not optional) members of the protocols declared in the run.
    private(set) var requirements: Set<String> = []
    /// The values call sites fall back on when an optional requirement is missing (`delegate?.m?() ?? 0.3`),
    /// by requirement name.
    private(set) var fallbacks: [String: Set<String>] = [:]
    /// The types written for each declared name (properties, parameters, locals) across the run.
    private(set) var declaredTypes: [String: Set<String>] = [:]
    /// The first inherited type of each class declared in the run ("" for none).
    private(set) var superclasses: [String: String] = [:]
    /// Names of the members each class overrides, in its body or its extensions.
    private(set) var overriddenMembers: [String: Set<String>] = [:]
    /// Names of the members (not overrides) declared in extensions of each type, each with whether
    /// `OverrideExtensionRule` can move members of that extension into the class body.
    private(set) var extensionMembers: [String: [String: Bool]] = [:]

    /// The argument labels of the `required` initializers each class of the run declares ("_" for none).
    private(set) var requiredInitializers: [String: Set<[String]>] = [:]

    /// The parameters of functions and initializers of the run typed `Selector`, as the declaration's name and
    /// labels and the parameter's label (`SourceIndex.selectorParameter`).
    private(set) var selectorParameters: Set<String> = []

    init() {}

    /// The optional requirements whose result becomes optional with a `nil` default when ported: a result that
    /// is not optional and not Void, with no single value the call sites fall back on (`?? value`).
    func isOptionalized(_ name: String) -> Bool {
        guard let requirement = optionalRequirements[name], let type = requirement.resultType,
            type != "Void", type != "()", !type.hasSuffix("?"), !type.hasSuffix("!")
        else { return false }
        return fallbacks[name]?.count != 1
    }

    /// The protocol declaring an optionalized requirement named `name`, if any.
    func optionalizedProtocol(of name: String) -> String? {
        isOptionalized(name) ? optionalRequirements[name]?.protocolName : nil
    }

    /// How `selectorParameters` names a parameter labelled `label` of `name(labels…)` ("_" for no label):
    /// `init(addTo:target:action:) action`.
    static func selectorParameter(_ name: String, labels: [String], label: String) -> String {
        "\(name)(\(labels.map { $0 + ":" }.joined())) \(label)"
    }

    /// Whether `subclass` inherits from `ancestor` through classes declared in the run.
    func isSubclass(_ subclass: String, of ancestor: String) -> Bool {
        var seen: Set<String> = [subclass]
        var current = superclasses[subclass]
        while let type = current, seen.insert(type).inserted {
            if type == ancestor { return true }
            current = superclasses[type]
        }
        return false
    }

    /// Whether a subclass of `type` declared in the run overrides a member named `name`.
    func isOverriddenInSubclass(_ name: String, of type: String) -> Bool {
        overriddenMembers.contains { $0.value.contains(name) && isSubclass($0.key, of: type) }
    }

    /// The ancestor of `type` that declares `name` in an extension whose members cannot be moved into the class,
    /// nil when there is none in the run.
    func ancestorDeclaringInUnmovableExtension(_ name: String, above type: String) -> String? {
        var seen: Set<String> = [type]
        var current = superclasses[type]
        while let ancestor = current, seen.insert(ancestor).inserted {
            if extensionMembers[ancestor]?[name] == false { return ancestor }
            current = superclasses[ancestor]
        }
        return nil
    }

    /// The names a member declaration declares: a function's or a property's (each binding), none for others.
    static func names(of decl: DeclSyntax) -> [String] {
        if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        return []
    }

    /// Whether `decl` carries the modifier `name` (`override`, `open`).
    static func has(_ name: String, _ decl: DeclSyntax) -> Bool {
        decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == name } == true
    }

    /// Adds the declarations of one file.
    func add(_ tree: SourceFileSyntax) {
        let collector = Collector(index: self)
        collector.walk(tree)
    }

    /// Methods named `name` of `typeName` whose labels fit `labels` (nil: any).
    func methods(named name: String, in typeName: String, labels: [String?]?) -> [MethodInfo] {
        (methods[typeName] ?? []).filter { $0.name == name && (labels == nil || $0.labels == labels!) }
    }

    /// The types in the run declaring a method named `name` with `labels`.
    func typesDeclaring(_ name: String, labels: [String?]?) -> [String] {
        methods.keys.sorted().filter { !self.methods(named: name, in: $0, labels: labels).isEmpty }
    }

    fileprivate func addMethod(_ info: MethodInfo, to type: String) {
        methods[type, default: []].append(info)
    }

    fileprivate func addClass(_ name: String) { classes.insert(name) }

    fileprivate func addOptional(_ requirement: OptionalRequirement) {
        optionalRequirements[requirement.name] = requirement
    }

    fileprivate func addFallback(_ value: String, for name: String) {
        fallbacks[name, default: []].insert(value)
    }

    fileprivate func addDeclared(_ name: String, type: String) {
        declaredTypes[name, default: []].insert(type)
    }

    private final class Collector: SyntaxVisitor {
        let index: SourceIndex
        init(index: SourceIndex) {
            self.index = index
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            index.addClass(node.name.text)
            index.superclasses[node.name.text] =
                node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
            for member in node.memberBlock.members where SourceIndex.has("override", member.decl) {
                index.overriddenMembers[node.name.text, default: []].formUnion(SourceIndex.names(of: member.decl))
            }
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let type = node.extendedType.trimmedDescription
            let movable = OverrideExtensionRule.canMove(node)
            for member in node.memberBlock.members {
                let names = SourceIndex.names(of: member.decl)
                if SourceIndex.has("override", member.decl) {
                    index.overriddenMembers[type, default: []].formUnion(names)
                } else {
                    for name in names { index.extensionMembers[type, default: [:]][name] = movable }
                }
            }
            return .visitChildren
        }

        /// Records the parameters typed `Selector` of a function or initializer named `name`.
        private func addSelectorParameters(_ parameters: FunctionParameterListSyntax, of name: String) {
            for parameter in parameters {
                var type = parameter.type.trimmedDescription
                if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
                if type == "Selector" {
                    index.selectorParameters.insert(
                        SourceIndex.selectorParameter(
                            name, labels: parameters.map(\.firstName.text), label: parameter.firstName.text))
                }
            }
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            addSelectorParameters(node.signature.parameterClause.parameters, of: "init")
            if node.modifiers.contains(where: { $0.name.text == "required" }), let owner = node.enclosingType,
                owner.kind == .class
            {
                index.requiredInitializers[owner.name, default: []].insert(
                    node.signature.parameterClause.parameters.map(\.firstName.text))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            addSelectorParameters(node.signature.parameterClause.parameters, of: node.name.text)
            guard let owner = node.enclosingType else { return .visitChildren }
            let parameters = node.signature.parameterClause.parameters
            let labels: [String?] = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
            index.addMethod(
                MethodInfo(
                    name: node.name.text, labels: labels,
                    parameterTypes: parameters.map { $0.type.trimmedDescription }), to: owner.name)
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            index.addDeclared((node.secondName ?? node.firstName).text, type: node.type.trimmedDescription)
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                return .visitChildren
            }
            if let type = node.typeAnnotation?.type.trimmedDescription {
                index.addDeclared(name, type: type)
            } else if let call = node.initializer?.value.as(FunctionCallExprSyntax.self) {
                index.addDeclared(name, type: call.calledExpression.trimmedDescription)
            }
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for (offset, element) in elements.enumerated() where offset > 0 && offset + 1 < elements.count {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { continue }
                var called = elements[offset - 1]
                if let call = called.as(FunctionCallExprSyntax.self) { called = call.calledExpression }
                if let chained = called.as(OptionalChainingExprSyntax.self) { called = chained.expression }
                guard let member = called.as(MemberAccessExprSyntax.self) else { continue }
                index.addFallback(elements[offset + 1].trimmedDescription, for: member.declName.baseName.text)
            }
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            for member in node.memberBlock.members {
                let decl = member.decl
                let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers
                guard modifiers?.contains(where: { $0.name.text == "optional" }) == true else {
                    if let function = decl.as(FunctionDeclSyntax.self) { index.requirements.insert(function.name.text) }
                    continue
                }
                if let function = decl.as(FunctionDeclSyntax.self) {
                    index.addOptional(
                        OptionalRequirement(
                            protocolName: node.name.text, name: function.name.text,
                            resultType: function.signature.returnClause?.type.trimmedDescription))
                } else if let variable = decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                            index.addOptional(
                                OptionalRequirement(
                                    protocolName: node.name.text, name: name,
                                    resultType: binding.typeAnnotation?.type.trimmedDescription))
                        }
                    }
                }
            }
            return .visitChildren
        }
    }
}
