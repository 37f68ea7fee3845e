// `@NSManaged var radius: CGFloat` in a layer subclass (a custom animatable property whose storage Core
// Animation provides) → the key-value-coded property Passage's layers document:
// `var radius: CGFloat { get { value(forKey: "radius") as? CGFloat ?? 0 } set { setValue(newValue, forKey: "radius") } }`.
// Without the rewrite the declaration compiles and fails at link time. The value when the key was never set is
// the type's zero (0, false, .zero, nil for optionals); a type with no zero Passage knows reads
// `defaultValue(forKey:)` and is reported, since it traps when read before being set.
import SwiftSyntax

/// Rewrites `@NSManaged` stored properties into key-value-coded computed properties.
final class NSManagedRule: RuleRewriter {
    static let zeroValues: [String: String] = [
        "CGFloat": "0", "Double": "0", "Float": "0", "Int": "0", "Bool": "false", "CGPoint": ".zero",
        "CGSize": ".zero", "CGRect": ".zero", "CATransform3D": "CATransform3DIdentity",
        "CGAffineTransform": ".identity", "String": "\"\"",
    ]

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard
            node.attributes.contains(where: {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged"
            }),
            node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type.trimmedDescription
        else { return super.visit(node) }
        let read: String
        if type.hasSuffix("?") || type.hasSuffix("!") {
            let wrapped = String(type.dropLast())
            read = "value(forKey: \"\(name)\") as? \(wrapped)"
        } else if let zero = Self.zeroValues[type] {
            read = "value(forKey: \"\(name)\") as? \(type) ?? \(zero)"
        } else {
            read = "value(forKey: \"\(name)\") as! \(type)"
            report(
                node,
                "@NSManaged var \(name): \(type) has no zero Passage knows: reading it before it is set traps; "
                    + "give the layer a defaultValue(forKey:) for \"\(name)\" or set it in init")
        }
        let attributes = node.attributes.filter {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "NSManaged"
        }
        let modifiers = node.modifiers.filter { $0.name.text != "dynamic" }
        let prefix = (attributes.map(\.trimmedDescription) + modifiers.map(\.trimmedDescription) + ["var"])
            .joined(separator: " ")
        let text = """
            \(prefix) \(name): \(type) {
                get { \(read) }
                set { setValue(newValue, forKey: "\(name)") }
            }
            """
        let indentation = String(
            node.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
        let indented = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line in
            offset == 0 ? String(line) : indentation + line
        }.joined(separator: "\n")
        return parseDeclaration(indented).with(\.leadingTrivia, node.leadingTrivia).with(
            \.trailingTrivia, node.trailingTrivia)
    }
}
