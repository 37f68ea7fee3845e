// The simplex steps: pivoting, the primal simplex that restores optimality after a constraint is added or
// removed, the dual simplex that restores feasibility after an edit value changes, and the artificial
// variable that finds a feasible basis for a row with no usable subject.
//
// Pivot choices follow Bland's rule (lowest symbol id among the candidates, lowest id on ratio ties), which
// rules out cycling on degenerate tableaux and makes every run choose the same pivots.
import Foundation

extension SimplexSolver {
    /// Replaces `symbol` by `row` everywhere: rows, objective and artificial objective. Restricted rows
    /// that go negative are queued for the dual simplex.
    func substitute(_ symbol: Symbol, _ row: TableauRow) {
        var added: [Symbol] = []
        for (basic, other) in rowsContaining(symbol) {
            added.removeAll(keepingCapacity: true)
            other.substitute(symbol, row, added: &added)
            for newSymbol in added { columns[newSymbol, default: []].append(basic) }
            if basic.kind == .external, row.constant != 0 { changedExternals.append(basic) }
            if basic.kind != .external, other.constant < 0 { infeasibleRows.append(basic) }
        }
        columns[symbol] = nil
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Primal simplex: pivots until `objective` has no negative coefficient on a non-dummy symbol.
    func optimize(_ objective: TableauRow) {
        while true {
            // Cells are in id order: the first candidate is the lowest id.
            let entering = objective.cells.entries.first {
                $0.symbol.kind != .dummy && $0.coefficient < -TableauRow.epsilon
            }?.symbol
            guard let entering else { return }
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded: the objective is a sum of non-negative errors, so this cannot happen; stop safely.
                diagnoseOnAnyThread(
                    .layoutSolverUnbounded, .error,
                    "Auto Layout solver: objective unbounded; the layout keeps its last solution")
                return
            }
            let row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, entering)
            substitute(entering, row)
            setRow(entering, row)
        }
    }

    /// The restricted row that limits how far `entering` can grow (minimum ratio; lowest id on ties).
    func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for (basic, row) in rowsContaining(entering) where basic.kind != .external {
            guard let coefficient = row.cells[entering], coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < best!.ratio - TableauRow.epsilon
                || (abs(ratio - best!.ratio) <= TableauRow.epsilon && basic < best!.symbol)
            {
                best = (ratio, basic)
            }
        }
        return best?.symbol
    }

    /// Dual simplex: pivots each queued infeasible row back to a non-negative constant, keeping optimality.
    /// Returns the first row that could not be repaired (the required constraints contradict), else nil.
    @discardableResult
    func dualOptimize() -> (basic: Symbol, row: TableauRow)? {
        var failed: (basic: Symbol, row: TableauRow)?
        while !infeasibleRows.isEmpty {
            // Lowest id first, so the queue's order (filled in dictionary order) never matters.
            let index = infeasibleRows.indices.min { infeasibleRows[$0] < infeasibleRows[$1] }!
            let leaving = infeasibleRows.remove(at: index)
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var best: (ratio: Double, symbol: Symbol)?
            for (symbol, coefficient) in row.cells where symbol.kind != .dummy && coefficient > 0 {
                let ratio = objective.coefficient(for: symbol) / coefficient
                if best == nil || ratio < best!.ratio - TableauRow.epsilon
                    || (abs(ratio - best!.ratio) <= TableauRow.epsilon && symbol < best!.symbol)
                {
                    best = (ratio, symbol)
                }
            }
            guard let entering = best?.symbol else {
                failed = failed ?? (leaving, row)
                continue
            }
            rows[leaving] = nil
            row.solve(for: leaving, entering)
            substitute(entering, row)
            setRow(entering, row)
        }
        return failed
    }

    /// Adds `row` (which has no usable subject) through an artificial variable: minimises it with the
    /// primal simplex; the row is satisfiable when it reaches 0. Returns success and, on failure, the
    /// required constraints the contradiction runs through.
    func addWithArtificialVariable(_ row: TableauRow) -> (Bool, [LinearConstraint]) {
        let art = makeSymbol(.slack)
        setRow(art, row.copy())
        artificial = row.copy()
        optimize(artificial!)
        let success = abs(artificial!.constant) < TableauRow.conflictTolerance
        let conflicting = success ? [] : explain(artificial!)
        artificial = nil
        if let artRow = rows.removeValue(forKey: art) {
            if artRow.cells.isEmpty { return (success, conflicting) }
            var entering: Symbol?
            for symbol in artRow.cells.keys where symbol.isPivotable {
                if entering == nil || symbol < entering! { entering = symbol }
            }
            guard let entering else { return (false, conflicting) }
            artRow.solve(for: art, entering)
            substitute(entering, artRow)
            setRow(entering, artRow)
        }
        for (_, other) in rowsContaining(art) { other.remove(art) }
        columns[art] = nil
        objective.remove(art)
        return (success, conflicting)
    }

    /// The row to pivot a constraint's marker into before removing it: a restricted row where the marker
    /// has a negative coefficient with the smallest ratio, else one with a positive coefficient with the
    /// smallest ratio, else any external row holding it (lowest id on ties).
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var negative: (ratio: Double, symbol: Symbol)?
        var positive: (ratio: Double, symbol: Symbol)?
        var external: Symbol?
        for (basic, row) in rowsContaining(marker) {
            guard let coefficient = row.cells[marker] else { continue }
            if basic.kind == .external {
                if external == nil || basic < external! { external = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative == nil || ratio < negative!.ratio || (ratio == negative!.ratio && basic < negative!.symbol)
                {
                    negative = (ratio, basic)
                }
            } else {
                let ratio = row.constant / coefficient
                if positive == nil || ratio < positive!.ratio || (ratio == positive!.ratio && basic < positive!.symbol)
                {
                    positive = (ratio, basic)
                }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? external
    }
}
