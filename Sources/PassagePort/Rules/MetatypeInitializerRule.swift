// An object of a UIKit class made through a metatype value (`let type: UIView.Type = …; type.init()`,
// `(cls as! UIView.Type).init(frame: r)`, `T()` for `T: UIView`), reported with the replacement.
//
// Swift constructs through a metatype value (anything but the type's name written out) only with a `required`
// initializer, which every subclass must then have. iOS lets UIKit's initializers pass because they are imported
// from Objective-C, which dispatches `init` at run time and lets a subclass inherit every initializer; on Linux
// Passage's UIKit classes are Swift classes. Making `init()` or `init(frame:)` `required` on them would stop every
// subclass that declares an initializer of its own from compiling (`init(color:)` calling
// `super.init(frame: .zero)`, a controller's `init(viewModel:)`, a layer's `override init()`), so Passage keeps
// UIKit's non-required initializers, and the port reports each such construction. A metatype of a class of the
// run whose own `required` initializer is called is fine, and so is `init(coder:)`, which is required as on iOS.
import SwiftSyntax

/// Reports constructions of UIKit classes through metatype values. Changes nothing.
final class MetatypeInitializerRule: RuleRewriter {
    /// The article section that explains the replacement.
    static let article = "(Porting iOS code: Making an object from a metatype)"

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if let (written, type) = metatypeConstruction(node), labels != ["coder"], labels != ["_passageMaking"],
            !declaresRequiredInitializer(type, labels: labels), let root = uikitAncestor(of: type)
        {
            let layerHint =
                root.hasPrefix("CA") && labels.isEmpty
                ? "; for a layer class, init(_passageMaking: nil) makes one through its init()" : ""
            report(
                node,
                "\(written).init(\(labels.map { "\($0):" }.joined())) makes a \(type) through a metatype value: "
                    + "Swift allows that only with a required initializer (iOS lets UIKit's pass because "
                    + "Objective-C dispatches them at run time), and Passage's \(root) does not make its "
                    + "initializers required, which would break every subclass with an initializer of its own; "
                    + "pass a closure that makes the object (() -> \(type)), or declare a required initializer "
                    + "in a base class of your own and use its metatype\(layerHint) \(Self.article)")
        }
        return super.visit(node)
    }

    /// The metatype as written and the class it makes, when `call` constructs through a metatype value:
    /// `name.init(…)` for a variable declared `T.Type`, `(x as! T.Type).init(…)`, or `G(…)`/`G.init(…)` for a
    /// generic parameter `G: T`.
    private func metatypeConstruction(_ call: FunctionCallExprSyntax) -> (written: String, type: String)? {
        var base = ExprSyntax(call.calledExpression)
        if let member = base.as(MemberAccessExprSyntax.self) {
            guard member.declName.baseName.text == "init", let receiver = member.base else { return nil }
            base = receiver
        } else if call.calledExpression.as(DeclReferenceExprSyntax.self) == nil {
            return nil
        }
        let written = base.trimmedDescription
        if let unwrapped = base.as(ForceUnwrapExprSyntax.self) { base = unwrapped.expression }
        if let unwrapped = base.as(OptionalChainingExprSyntax.self) { base = unwrapped.expression }
        if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let cast = tuple.elements.first?.expression.as(SequenceExprSyntax.self)
        {
            let elements = Array(cast.elements)
            guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
                let type = Self.metatypeInstance(elements[2].trimmedDescription)
            else { return nil }
            return (written, type)
        }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        if let constraint = genericConstraint(of: name, around: call) { return (written, constraint) }
        guard call.calledExpression.is(MemberAccessExprSyntax.self), name.first?.isLowercase == true else {
            return nil
        }
        let types = (context.index.declaredTypes[name] ?? []).compactMap { Self.metatypeInstance($0) }
        guard types.count == 1 else { return nil }
        return (written, types[0])
    }

    /// `T` for a metatype type written `T.Type`, `T.Type?` or `T.Type!`; nil for other types.
    private static func metatypeInstance(_ written: String) -> String? {
        var text = written
        if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        guard text.hasSuffix(".Type"), !text.hasPrefix("(") else { return nil }
        return String(text.dropLast(".Type".count))
    }

    /// The class a generic parameter `name` of a declaration around `node` is constrained to (`<T: UIView>` or
    /// `where T: UIView`), or nil.
    private func genericConstraint(of name: String, around node: some SyntaxProtocol) -> String? {
        var current = Syntax(node).parent
        while let scope = current {
            let (parameters, requirements) = Self.genericClauses(of: scope)
            if let parameter = parameters?.first(where: { $0.name.text == name }) {
                if let inherited = parameter.inheritedType?.trimmedDescription { return inherited }
                for requirement in requirements ?? [] {
                    if case .conformanceRequirement(let conformance) = requirement.requirement,
                        conformance.leftType.trimmedDescription == name
                    {
                        return conformance.rightType.trimmedDescription
                    }
                }
                return nil
            }
            current = scope.parent
        }
        return nil
    }

    /// The generic parameters and `where` requirements `scope` declares, when it is a function, initializer or
    /// type declaration.
    private static func genericClauses(of scope: Syntax)
        -> (GenericParameterListSyntax?, GenericRequirementListSyntax?)
    {
        if let function = scope.as(FunctionDeclSyntax.self) {
            return (function.genericParameterClause?.parameters, function.genericWhereClause?.requirements)
        }
        if let initializer = scope.as(InitializerDeclSyntax.self) {
            return (initializer.genericParameterClause?.parameters, initializer.genericWhereClause?.requirements)
        }
        if let type = scope.as(ClassDeclSyntax.self) {
            return (type.genericParameterClause?.parameters, type.genericWhereClause?.requirements)
        }
        if let type = scope.as(StructDeclSyntax.self) {
            return (type.genericParameterClause?.parameters, type.genericWhereClause?.requirements)
        }
        return (nil, nil)
    }

    /// Whether `type` or a superclass of it declared in the run has a `required` initializer with `labels`.
    private func declaresRequiredInitializer(_ type: String, labels: [String]) -> Bool {
        var seen: Set<String> = []
        var current: String? = type
        while let name = current, seen.insert(name).inserted {
            if context.index.requiredInitializers[name]?.contains(labels) == true { return true }
            current = context.index.superclasses[name]
        }
        return false
    }

    /// The UIKit or Core Animation class (`UI…`, `CA…`) `type` is or descends from through the classes of the run,
    /// or nil.
    private func uikitAncestor(of type: String) -> String? {
        var seen: Set<String> = []
        var current: String? = type
        while let name = current, !name.isEmpty, seen.insert(name).inserted {
            if !context.index.classes.contains(name) {
                return name.hasPrefix("UI") || name.hasPrefix("CA") ? name : nil
            }
            current = context.index.superclasses[name]
        }
        return nil
    }
}
