// What the solver refuses, and why. Every refusal leaves the solver as it was before the call.
import Foundation

/// An error from `SimplexSolver`. It carries the solver's own constraint and variable objects, which are not
/// Sendable; an error is thrown and caught inside one call into the engine, on the frame loop's thread, so it
/// never crosses a concurrency boundary (hence `@unchecked`).
package enum SolverError: Error, @unchecked Sendable, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints listed in `conflicting`
    /// (those whose bounds the contradiction runs through; the refused one is not among them).
    case unsatisfiable(LinearConstraint, conflicting: [LinearConstraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(LinearConstraint)
    /// The constraint is not in the solver.
    case unknownConstraint(LinearConstraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(LayoutVariable)
    /// The variable has no edit constraint.
    case unknownEditVariable(LayoutVariable)
    /// Edit variables cannot be required (an edit is a wish, not a fact).
    case requiredEditVariable(LayoutVariable)

    package static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case (.unsatisfiable(let a, let x), .unsatisfiable(let b, let y)):
            return a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
        case (.duplicateConstraint(let a), .duplicateConstraint(let b)),
            (.unknownConstraint(let a), .unknownConstraint(let b)):
            return a === b
        case (.duplicateEditVariable(let a), .duplicateEditVariable(let b)),
            (.unknownEditVariable(let a), .unknownEditVariable(let b)),
            (.requiredEditVariable(let a), .requiredEditVariable(let b)):
            return a === b
        default: return false
        }
    }

    package var description: String {
        switch self {
        case .unsatisfiable(let c, let others):
            return "unsatisfiable required constraint \(c), conflicting with \(others.map(\.description))"
        case .duplicateConstraint(let c): return "constraint \(c) was already added"
        case .unknownConstraint(let c): return "constraint \(c) is not in the solver"
        case .duplicateEditVariable(let v): return "variable \(v) already has an edit constraint"
        case .unknownEditVariable(let v): return "variable \(v) has no edit constraint"
        case .requiredEditVariable(let v): return "an edit constraint on \(v) cannot be required"
        }
    }
}
