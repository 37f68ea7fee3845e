// The tableau's symbols and rows. A row states `basic = constant + Σ coefficient·symbol` over parametric
// (non-basic) symbols. Symbols carry a solver-assigned id that fixes every choice the simplex makes
// (lowest id wins ties), so results never depend on hashing order.
//
// Symbol kinds, as in the Cassowary paper: external (a user variable, unrestricted in sign), slack (the
// non-negative gap of an inequality), error (the non-negative violation of an optional constraint) and
// dummy (the marker of a required equality, pinned at zero: never chosen to enter the basis).
import Foundation

/// A symbol of the tableau.
struct Symbol: Hashable, Comparable {
    /// Kinds of symbol (see the file header).
    enum Kind: UInt8 { case external, slack, error, dummy }

    /// Solver-assigned, increasing in creation order.
    let id: Int
    /// The kind.
    let kind: Kind

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }

    /// Whether the symbol is restricted to non-negative values and may be pivoted on.
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// `constant + Σ coefficient·symbol`; cells whose coefficient falls within `epsilon` of 0 are dropped.
final class TableauRow {
    /// Coefficients below this magnitude are zero.
    static let epsilon = 1e-8

    var constant: Double
    var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    /// A copy that shares no storage with this row.
    func copy() -> TableauRow { TableauRow(constant: constant, cells: cells) }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient·symbol`, dropping the cell when the sum is zero.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if abs(sum) < Self.epsilon { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient × row`.
    func insert(_ row: TableauRow, _ coefficient: Double = 1) {
        constant += coefficient * row.constant
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    func remove(_ symbol: Symbol) { cells[symbol] = nil }

    /// Multiplies by −1.
    func negate() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Rewrites `0 = self` as `symbol = …` (symbol must be in the row).
    func solve(for symbol: Symbol) {
        let scale = -1 / cells.removeValue(forKey: symbol)!
        constant *= scale
        for key in cells.keys { cells[key]! *= scale }
    }

    /// Rewrites `lhs = self` (lhs not in the row) as `rhs = …` (rhs in the row).
    func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (the row that `symbol` is basic in).
    func substitute(_ symbol: Symbol, _ row: TableauRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }

    /// Whether every cell is a dummy.
    var hasOnlyDummies: Bool { cells.keys.allSatisfy { $0.kind == .dummy } }
}
