// The Cassowary incremental solver (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
// Constraint Solving Algorithm", 2001): a simplex tableau in basic feasible solved form, kept optimal for
// the objective Σ weight × error of the optional constraints while constraints come and go.
//
// Invariants between calls: every row's basic symbol is absent from all rows and the objective; every row
// whose basic symbol is restricted (not external) has a constant ≥ 0 (feasible); the objective has no
// negative coefficient on a pivotable symbol (optimal). Adding a constraint re-optimises with the primal
// simplex; changing an edit value re-optimises with the dual simplex, touching only what the change reaches.
//
// Determinism: choices are made by symbol id (creation order), never by dictionary order.
import Foundation

/// An incremental linear-constraint solver for layout.
package final class SimplexSolver {
    /// The symbols a constraint owns: its marker (slack, dummy or first error) and, when it has two, the other.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    /// An edit constraint and the value last suggested.
    struct EditInfo {
        let constraint: LinearConstraint
        let tag: Tag
        var value: Double
    }

    var nextSymbolID = 0
    /// Constraints in the solver, by identity, with their symbols.
    var constraintTags: [ObjectIdentifier: (constraint: LinearConstraint, tag: Tag)] = [:]
    /// The constraint that owns each marker symbol (for explaining conflicts).
    var constraintByMarker: [Symbol: LinearConstraint] = [:]
    /// Required equalities found implied by the others when added.
    var redundantConstraints: Set<ObjectIdentifier> = []
    /// Each variable's external symbol, and the variables in the order first seen.
    var variableSymbols: [ObjectIdentifier: Symbol] = [:]
    var variables: [LayoutVariable] = []
    /// Edit constraints by variable.
    var edits: [ObjectIdentifier: EditInfo] = [:]
    /// The tableau: basic symbol → row.
    var rows: [Symbol: TableauRow] = [:]
    /// Column index: for each parametric symbol, the basic symbols whose rows may hold it (a superset,
    /// pruned when read), so a substitution touches only the rows it changes.
    var columns: [Symbol: [Symbol]] = [:]
    /// The current visit mark for `rowsContaining(_:)`.
    var visitStamp = 0
    /// External symbols whose values may have changed since `drainChangedVariables()` (with repeats).
    var changedExternals: [Symbol] = []
    /// The variable of each external symbol.
    var variableBySymbol: [Symbol: LayoutVariable] = [:]
    /// The objective row (Σ weight × error, over parametric symbols).
    var objective = TableauRow()
    /// The artificial objective while a constraint is added through an artificial variable.
    var artificial: TableauRow?
    /// Restricted basic symbols whose rows went negative, for the dual simplex.
    var infeasibleRows: [Symbol] = []

    /// An empty solver.
    package init() {}

    /// The number of constraints in the solver (edit constraints included).
    package var constraintCount: Int { constraintTags.count }

    /// Whether `constraint` is in the solver.
    package func hasConstraint(_ constraint: LinearConstraint) -> Bool {
        constraintTags[ObjectIdentifier(constraint)] != nil
    }

    /// Whether `constraint` was found, when added, to be a required equality already implied by the others.
    package func isRedundant(_ constraint: LinearConstraint) -> Bool {
        redundantConstraints.contains(ObjectIdentifier(constraint))
    }

    /// Adds `constraint` and re-optimises. Throws (leaving the solver unchanged) when it is already in,
    /// or is required and contradicts the required constraints in the solver.
    package func addConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraintTags[key] == nil else { throw .duplicateConstraint(constraint) }
        let (row, tag) = makeRow(for: constraint)
        var redundant = false
        var subject = chooseSubject(row, tag)
        if subject == nil, row.hasOnlyDummies {
            guard abs(row.constant) < TableauRow.conflictTolerance else {
                let conflicting = explain(row)
                discardObjectiveTerms(tag, constraint)
                throw .unsatisfiable(constraint, conflicting: conflicting)
            }
            subject = tag.marker
            redundant = true
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            setRow(subject, row)
        } else {
            let (success, conflicting) = addWithArtificialVariable(row)
            if !success {
                // Undo: the row stays in the tableau after the artificial variable left; take it out again.
                removeEffects(of: constraint, tag)
                optimize(objective)
                throw .unsatisfiable(constraint, conflicting: conflicting)
            }
        }
        constraintTags[key] = (constraint, tag)
        constraintByMarker[tag.marker] = constraint
        if redundant { redundantConstraints.insert(key) }
        optimize(objective)
    }

    /// Removes `constraint` and re-optimises. Throws when it is not in the solver.
    package func removeConstraint(_ constraint: LinearConstraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let entry = constraintTags[key] else { throw .unknownConstraint(constraint) }
        removeEffects(of: constraint, entry.tag)
        constraintTags[key] = nil
        constraintByMarker[entry.tag.marker] = nil
        redundantConstraints.remove(key)
        optimize(objective)
    }

    /// Copies the solution into each variable's `value` (a parametric variable is 0).
    package func updateVariables() {
        for variable in variables {
            let symbol = variableSymbols[ObjectIdentifier(variable)]!
            variable.value = rows[symbol]?.constant ?? 0
        }
    }

    /// The variables whose values may have changed since the last call (each once, in first-change order).
    package func drainChangedVariables() -> [LayoutVariable] {
        var seen = Set<Symbol>()
        var result: [LayoutVariable] = []
        for symbol in changedExternals where seen.insert(symbol).inserted {
            if let variable = variableBySymbol[symbol] { result.append(variable) }
        }
        changedExternals.removeAll(keepingCapacity: true)
        return result
    }

    /// The current value of `variable` in the tableau, without updating any variable (0 when unknown).
    package func value(of variable: LayoutVariable) -> Double {
        let cached = variable.symbolOwner == ObjectIdentifier(self) ? variable.symbol : nil
        guard let symbol = cached ?? variableSymbols[ObjectIdentifier(variable)] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    // MARK: Rows and columns

    /// Makes `row` the row of `basic`, indexing its symbols.
    func setRow(_ basic: Symbol, _ row: TableauRow) {
        rows[basic] = row
        if basic.kind == .external { changedExternals.append(basic) }
        for symbol in row.cells.keys { columns[symbol, default: []].append(basic) }
    }

    /// The rows that hold `symbol`, each once, with their basic symbols; prunes the column index.
    func rowsContaining(_ symbol: Symbol) -> [(basic: Symbol, row: TableauRow)] {
        guard let candidates = columns[symbol] else { return [] }
        visitStamp += 1
        var found: [(basic: Symbol, row: TableauRow)] = []
        var kept: [Symbol] = []
        for basic in candidates {
            guard let row = rows[basic], row.stamp != visitStamp, row.cells[symbol] != nil else { continue }
            row.stamp = visitStamp
            found.append((basic, row))
            kept.append(basic)
        }
        columns[symbol] = kept.isEmpty ? nil : kept
        return found
    }

    // MARK: Building rows

    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbolID += 1
        return Symbol(id: nextSymbolID, kind: kind)
    }

    func symbol(for variable: LayoutVariable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let symbol = variableSymbols[key] { return symbol }
        let symbol = makeSymbol(.external)
        variableSymbols[key] = symbol
        variableBySymbol[symbol] = variable
        variables.append(variable)
        if variable.symbol == nil {
            variable.symbol = symbol
            variable.symbolOwner = ObjectIdentifier(self)
        }
        return symbol
    }

    /// The constraint's row over parametric symbols, with its slack/error/dummy symbols; errors enter the
    /// objective at the constraint's weight.
    func makeRow(for constraint: LinearConstraint) -> (TableauRow, Tag) {
        let expression = constraint.expression
        let row = TableauRow(constant: expression.constant)
        for term in expression.terms where abs(term.coefficient) >= TableauRow.epsilon {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let tag: Tag
        let weight = constraint.strength.weight
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if constraint.strength.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, weight)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol to make basic in a new row: the lowest-id external symbol; else the marker or the other
    /// symbol when pivotable with a negative coefficient (so the row stays feasible); else nil.
    func chooseSubject(_ row: TableauRow, _ tag: Tag) -> Symbol? {
        var best: Symbol?
        for symbol in row.cells.keys where symbol.kind == .external {
            if best == nil || symbol < best! { best = symbol }
        }
        if let best { return best }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Takes a constraint's error terms back out of the objective (for a constraint that never entered).
    func discardObjectiveTerms(_ tag: Tag, _ constraint: LinearConstraint) {
        guard !constraint.strength.isRequired else { return }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            objective.insert(symbol, -constraint.strength.weight)
        }
    }

    /// The required constraints whose markers appear in `row`: those a contradiction runs through, in
    /// the order they were added.
    func explain(_ row: TableauRow, basic: Symbol? = nil) -> [LinearConstraint] {
        (Array(row.cells.keys) + [basic].compactMap { $0 }).sorted().compactMap { constraintByMarker[$0] }.filter(
            \.strength.isRequired)
    }

    /// Removes a constraint's error terms from the objective and its marker from the tableau.
    func removeEffects(of constraint: LinearConstraint, _ tag: Tag) {
        if !constraint.strength.isRequired {
            for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
                if let row = rows[symbol] {
                    objective.insert(row, -constraint.strength.weight)
                } else {
                    objective.insert(symbol, -constraint.strength.weight)
                }
            }
        }
        if rows.removeValue(forKey: tag.marker) != nil { return }
        guard let leaving = markerLeavingRow(tag.marker) else { return }
        let row = rows.removeValue(forKey: leaving)!
        if leaving.kind == .external { changedExternals.append(leaving) }
        row.solve(for: leaving, tag.marker)
        substitute(tag.marker, row)
    }
}
