// The tableau's symbols and rows. A row states `basic = constant + Σ coefficient·symbol` over parametric
// (non-basic) symbols. Symbols carry a solver-assigned id that fixes every choice the simplex makes
// (lowest id wins ties), so results never depend on hashing order.
//
// Symbol kinds, as in the Cassowary paper: external (a user variable, unrestricted in sign), slack (the
// non-negative gap of an inequality), error (the non-negative violation of an optional constraint) and
// dummy (the marker of a required equality, pinned at zero: never chosen to enter the basis).
//
// Hot path: a row's cells are kept sorted by symbol id in one array, so adding a multiple of one row to
// another (the substitution every pivot does) is a linear merge, and lookups are binary searches; no
// hashing. Rows are short (tens of cells), so this beats a dictionary several times over.
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

/// A row's cells: (symbol, coefficient) pairs sorted by symbol id, none with a zero coefficient.
struct SymbolCells: Sequence {
    fileprivate(set) var entries: [(symbol: Symbol, coefficient: Double)] = []

    /// Whether there are no cells.
    var isEmpty: Bool { entries.isEmpty }
    /// The number of cells.
    var count: Int { entries.count }
    /// The symbols, in id order.
    var keys: LazyMapSequence<[(symbol: Symbol, coefficient: Double)], Symbol> { entries.lazy.map(\.symbol) }

    /// The index of `symbol`, or where it would go.
    func index(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) >> 1
            let id = entries[mid].symbol.id
            if id == symbol.id { return (mid, true) }
            if id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, or nil when absent.
    subscript(symbol: Symbol) -> Double? {
        let (index, found) = index(of: symbol)
        return found ? entries[index].coefficient : nil
    }

    func makeIterator() -> LazyMapSequence<[(symbol: Symbol, coefficient: Double)], (Symbol, Double)>.Iterator {
        entries.lazy.map { ($0.symbol, $0.coefficient) }.makeIterator()
    }
}

/// `constant + Σ coefficient·symbol`; cells whose coefficient falls within `epsilon` of 0 are dropped.
final class TableauRow {
    /// Coefficients below this magnitude are zero.
    static let epsilon = 1e-8
    /// How far, in points, required constraints may miss each other and still hold together: 1/4096 pt, 16 times
    /// the half-step of the 1/65536-point snap of solved frames (`LayoutEngine.snap`) and a thousandth of a pixel
    /// at 3x. A frame set from a solved (snapped) frame pins the view a few millionths of a point away from the
    /// exact solution; UIKit reports no conflict for that, and neither does Passage.
    static let conflictTolerance = 1.0 / 4096

    var constant: Double
    var cells = SymbolCells()
    /// The solver's visit mark, so a row reached twice through a column index is handled once.
    var stamp = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// A copy that shares no storage with this row.
    func copy() -> TableauRow {
        let row = TableauRow(constant: constant)
        row.cells = cells
        return row
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient·symbol`, dropping the cell when the sum is zero.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = cells.index(of: symbol)
        if found {
            let sum = cells.entries[index].coefficient + coefficient
            if abs(sum) < Self.epsilon {
                cells.entries.remove(at: index)
            } else {
                cells.entries[index].coefficient = sum
            }
        } else if abs(coefficient) >= Self.epsilon {
            cells.entries.insert((symbol, coefficient), at: index)
        }
    }

    /// Adds `coefficient × row` (a sorted merge); appends to `added` the symbols that were not here before.
    func insert(_ row: TableauRow, _ coefficient: Double = 1, added: inout [Symbol]) {
        constant += coefficient * row.constant
        let mine = cells.entries
        let theirs = row.cells.entries
        var merged: [(symbol: Symbol, coefficient: Double)] = []
        merged.reserveCapacity(mine.count + theirs.count)
        var i = 0
        var j = 0
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol.id < theirs[j].symbol.id) {
                merged.append(mine[i])
                i += 1
            } else if i == mine.count || theirs[j].symbol.id < mine[i].symbol.id {
                let product = theirs[j].coefficient * coefficient
                if abs(product) >= Self.epsilon {
                    merged.append((theirs[j].symbol, product))
                    added.append(theirs[j].symbol)
                }
                j += 1
            } else {
                let sum = mine[i].coefficient + theirs[j].coefficient * coefficient
                if abs(sum) >= Self.epsilon { merged.append((mine[i].symbol, sum)) }
                i += 1
                j += 1
            }
        }
        cells.entries = merged
    }

    /// Adds `coefficient × row`.
    func insert(_ row: TableauRow, _ coefficient: Double = 1) {
        var added: [Symbol] = []
        insert(row, coefficient, added: &added)
    }

    func remove(_ symbol: Symbol) {
        let (index, found) = cells.index(of: symbol)
        if found { cells.entries.remove(at: index) }
    }

    /// Removes `symbol`'s cell and returns its coefficient.
    private func take(_ symbol: Symbol) -> Double? {
        let (index, found) = cells.index(of: symbol)
        guard found else { return nil }
        return cells.entries.remove(at: index).coefficient
    }

    /// Multiplies by −1.
    func negate() {
        constant = -constant
        for index in cells.entries.indices { cells.entries[index].coefficient = -cells.entries[index].coefficient }
    }

    /// Rewrites `0 = self` as `symbol = …` (symbol must be in the row).
    func solve(for symbol: Symbol) {
        let scale = -1 / take(symbol)!
        constant *= scale
        for index in cells.entries.indices { cells.entries[index].coefficient *= scale }
    }

    /// Rewrites `lhs = self` (lhs not in the row) as `rhs = …` (rhs in the row).
    func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (the row that `symbol` is basic in); appends the symbols it brought in to `added`.
    func substitute(_ symbol: Symbol, _ row: TableauRow, added: inout [Symbol]) {
        guard let coefficient = take(symbol) else { return }
        insert(row, coefficient, added: &added)
    }

    /// Replaces `symbol` by `row` (the row that `symbol` is basic in).
    func substitute(_ symbol: Symbol, _ row: TableauRow) {
        var added: [Symbol] = []
        substitute(symbol, row, added: &added)
    }

    /// Whether every cell is a dummy.
    var hasOnlyDummies: Bool { cells.entries.allSatisfy { $0.symbol.kind == .dummy } }
}
