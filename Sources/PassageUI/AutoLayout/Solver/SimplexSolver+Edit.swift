// Edit variables: an optional equality `variable = value` whose value changes without re-solving from
// scratch. `suggestValue` shifts the constants of the rows the edit's error symbols reach and lets the
// dual simplex repair feasibility (Cassowary's resolve), so one changed constant costs a few pivots.
import Foundation

extension SimplexSolver {
    /// Adds an edit constraint `variable = value` at `strength` (not required); the value starts at 0.
    package func addEditVariable(_ variable: LayoutVariable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = LinearConstraint(variable.expression, .equal, strength: strength, name: "edit \(variable)")
        try addConstraint(constraint)
        let tag = constraintTags[ObjectIdentifier(constraint)]!.tag
        edits[key] = EditInfo(constraint: constraint, tag: tag, value: 0)
    }

    /// Removes the edit constraint on `variable`.
    package func removeEditVariable(_ variable: LayoutVariable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(info.constraint)
    }

    /// Whether `variable` has an edit constraint.
    package func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Suggests `value` for an edit variable and re-solves incrementally (dual simplex).
    package func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard var info = edits[key] else { throw .unknownEditVariable(variable) }
        let delta = value - info.value
        info.value = value
        edits[key] = info
        guard delta != 0 else { return }
        // The edit row is `variable − value − plus + minus = 0`: its constant is −value.
        info.constraint.expression.constant = -value
        _ = shift(info.tag, info.constraint, by: -delta)
    }
}
