// Linear expressions over layout variables: Σ coefficient·variable + constant. Terms keep the order they
// were written in (duplicates are merged by the solver when it builds a row), so nothing depends on hashing.
import Foundation

/// One term of a linear expression: `coefficient × variable`.
package struct LayoutTerm {
    /// The variable.
    package let variable: LayoutVariable
    /// Its coefficient.
    package var coefficient: Double

    /// Creates `coefficient × variable`.
    package init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ terms + constant`.
package struct LayoutExpression {
    /// The terms, in the order written.
    package var terms: [LayoutTerm]
    /// The constant part.
    package var constant: Double

    /// Creates an expression from terms and a constant.
    package init(_ terms: [LayoutTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression's value from the variables' current values.
    package var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }
}

// Operators, so tests and layout code read like the equations they state.
package func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
    LayoutExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
package func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    LayoutExpression(lhs.terms.map { LayoutTerm($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
package func * (lhs: Double, rhs: LayoutExpression) -> LayoutExpression { rhs * lhs }
package prefix func - (operand: LayoutExpression) -> LayoutExpression { operand * -1 }
package func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression { lhs + -rhs }
package func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    LayoutExpression(lhs.terms, constant: lhs.constant + rhs)
}
package func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs + -rhs }

extension LayoutVariable {
    /// The expression `1 × self`.
    package var expression: LayoutExpression { LayoutExpression([LayoutTerm(self)]) }
}

package func + (lhs: LayoutVariable, rhs: Double) -> LayoutExpression { lhs.expression + rhs }
package func - (lhs: LayoutVariable, rhs: Double) -> LayoutExpression { lhs.expression - rhs }
package func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression { lhs.expression + rhs.expression }
package func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression { lhs.expression - rhs.expression }
package func + (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression { lhs + rhs.expression }
package func - (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression { lhs - rhs.expression }
package func * (lhs: Double, rhs: LayoutVariable) -> LayoutExpression { rhs.expression * lhs }
package func + (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression { lhs.expression + rhs }
package func - (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression { lhs.expression - rhs }
