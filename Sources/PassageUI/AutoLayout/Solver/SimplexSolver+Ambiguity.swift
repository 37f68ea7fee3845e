// Ambiguity: a variable is ambiguous when the optimum does not fix it: it is parametric (nothing
// determines it), or its row holds a parametric slack or error symbol whose objective coefficient is
// zero, so moving along that symbol changes the variable at no cost (another optimal vertex).
import Foundation

extension SimplexSolver {
    /// Whether `variable`'s value is not fixed by the constraints and their weights.
    package func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return true }
        guard let row = rows[symbol] else { return true }
        return freeSymbol(in: row) != nil
    }

    /// A pivotable symbol in `row` with zero cost in the objective (lowest id), if any.
    func freeSymbol(in row: TableauRow) -> Symbol? {
        var best: Symbol?
        for symbol in row.cells.keys
        where symbol.isPivotable && abs(objective.coefficient(for: symbol)) < TableauRow.epsilon {
            if best == nil || symbol < best! { best = symbol }
        }
        return best
    }

    /// Moves to another optimal solution that changes `variable`, when one is bounded: pivots its free
    /// symbol into the basis. Returns whether anything moved.
    package func exerciseAmbiguity(of variable: LayoutVariable) -> Bool {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)], let row = rows[symbol],
            let entering = freeSymbol(in: row), let leaving = leavingRow(for: entering)
        else { return false }
        let pivotRow = rows.removeValue(forKey: leaving)!
        pivotRow.solve(for: leaving, entering)
        substitute(entering, pivotRow)
        setRow(entering, pivotRow)
        return true
    }
}
