// Changing a constraint's constant in place. A constraint's row was built as `expression + c·marker + … = 0`
// (c = +1 for a ≤ slack and a required equality's dummy, −1 for a ≥ slack and an optional equality's first
// error). Changing the expression's constant by δ is the same system with the marker shifted by δ/c, so
// the rows that hold the marker shift their constants by coefficient·δ/c and the dual simplex restores
// feasibility: the cost is the pivots the change needs, not a new solve. Edit variables are the special
// case of an optional equality (Cassowary's resolve).
import Foundation

extension SimplexSolver {
    /// Sets the constant of `constraint`'s expression (`expression ⋈ 0`) and re-solves incrementally.
    /// Throws, restoring the old constant, when a required constraint cannot hold with the new one.
    package func setConstant(_ constraint: LinearConstraint, _ constant: Double) throws(SolverError) {
        guard let entry = constraintTags[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        constraint.expression.constant = constant
        if let failed = shift(entry.tag, constraint, by: delta) {
            let conflicting = explain(failed.row, basic: failed.basic).filter { $0 !== constraint }
            _ = shift(entry.tag, constraint, by: -delta)
            constraint.expression.constant -= delta
            throw .unsatisfiable(constraint, conflicting: conflicting)
        }
    }

    /// The marker's coefficient in the constraint's original row.
    func markerCoefficient(_ constraint: LinearConstraint) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: constraint.strength.isRequired ? 1 : -1
        }
    }

    /// Shifts the tableau for a constant change of `delta` and repairs it; returns a row that could not be
    /// repaired (a contradiction among required constraints), else nil.
    func shift(_ tag: Tag, _ constraint: LinearConstraint, by delta: Double) -> (basic: Symbol, row: TableauRow)? {
        let step = delta / markerCoefficient(constraint)
        var failed: (basic: Symbol, row: TableauRow)?
        if let row = rows[tag.marker] {
            row.constant -= step
            if tag.marker.kind == .dummy {
                if abs(row.constant) >= TableauRow.conflictTolerance { failed = (tag.marker, row) }
            } else if row.constant < 0 {
                infeasibleRows.append(tag.marker)
            }
        } else if let other = tag.other, let row = rows[other] {
            // The other error symbol has the opposite coefficient: it shifts the other way.
            row.constant += step
            if row.constant < 0 { infeasibleRows.append(other) }
        } else {
            for (basic, row) in rowsContaining(tag.marker) {
                guard let coefficient = row.cells[tag.marker] else { continue }
                row.constant += coefficient * step
                if basic.kind == .external { changedExternals.append(basic) }
                if basic.kind == .dummy {
                    if abs(row.constant) >= TableauRow.conflictTolerance { failed = failed ?? (basic, row) }
                } else if basic.kind != .external, row.constant < 0 {
                    infeasibleRows.append(basic)
                }
            }
            objective.constant += objective.coefficient(for: tag.marker) * step
        }
        let unrepaired = dualOptimize()
        return failed ?? unrepaired
    }
}
