// A constraint of the linear system, `expression ⋈ 0` with ⋈ one of ≤, =, ≥, and a strength. Constraints
// are objects: the solver keys them by identity, so the same equation added twice is two constraints.
import Foundation

/// The relation of a linear constraint to zero.
package enum LinearRelation: Sendable {
    /// `expression ≤ 0`.
    case lessThanOrEqual
    /// `expression = 0`.
    case equal
    /// `expression ≥ 0`.
    case greaterThanOrEqual
}

/// How strongly the solver holds a constraint: required ones hold exactly or are refused; optional ones
/// are held as closely as their weight buys against the others' (the solver minimises Σ weight × error).
package struct Strength: Comparable, Sendable, CustomStringConvertible {
    /// The weight of an optional constraint's error in the objective; `.infinity` for required.
    package let weight: Double

    /// A strength of `weight` (> 0); infinity is required.
    package init(weight: Double) {
        self.weight = weight.isNaN || weight <= 0 ? 1e-3 : weight
    }

    /// Must hold exactly.
    package static let required = Strength(weight: .infinity)
    /// Whether this is `.required`.
    package var isRequired: Bool { weight == .infinity }

    package static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }
    package var description: String { isRequired ? "required" : "weight \(weight)" }
}

/// `expression ⋈ 0` at a strength.
package final class LinearConstraint {
    /// The left-hand side; the right-hand side is 0. Only the solver changes its constant (`setConstant`).
    package internal(set) var expression: LayoutExpression
    /// The relation to zero.
    package let relation: LinearRelation
    /// The strength.
    package let strength: Strength
    /// A name for diagnostics.
    package let name: String

    /// Creates `expression ⋈ 0`.
    package init(
        _ expression: LayoutExpression, _ relation: LinearRelation, strength: Strength = .required,
        name: String = ""
    ) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// Creates `lhs ⋈ rhs`.
    package convenience init(
        _ lhs: LayoutExpression, _ relation: LinearRelation, _ rhs: LayoutExpression,
        strength: Strength = .required, name: String = ""
    ) {
        self.init(lhs - rhs, relation, strength: strength, name: name)
    }

    /// Whether the variables' current values satisfy the constraint, within `tolerance`.
    package func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let v = expression.value
        switch relation {
        case .equal: return abs(v) <= tolerance
        case .lessThanOrEqual: return v <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }
}

extension LinearConstraint: CustomStringConvertible {
    package var description: String {
        if !name.isEmpty { return name }
        let lhs = expression.terms.map { "\($0.coefficient)·\($0.variable)" }.joined(separator: " + ")
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        return "\(lhs) + \(expression.constant) \(op) 0 (\(strength))"
    }
}
