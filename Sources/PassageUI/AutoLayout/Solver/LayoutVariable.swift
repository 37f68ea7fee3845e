// A variable of the linear system: a name for debugging and the value the last solve gave it. Variables
// are plain objects; the solver keys them by identity and orders them by the order it first saw them.
import Foundation

/// One unknown of the constraint system (an edge, a size, a centre of a view or guide), in points.
package final class LayoutVariable {
    /// A name for diagnostics (`"card.minX"`).
    package let name: String
    /// The value from the last `SimplexSolver.updateVariables()`; 0 before any solve.
    package internal(set) var value: Double = 0
    /// The symbol the first solver that saw the variable gave it, cached to spare a lookup, and that solver.
    var symbol: Symbol?
    var symbolOwner: ObjectIdentifier?

    /// Creates a variable named `name` with value 0.
    package init(_ name: String = "") {
        self.name = name
    }
}

extension LayoutVariable: CustomStringConvertible {
    package var description: String { name.isEmpty ? "var" : name }
}
