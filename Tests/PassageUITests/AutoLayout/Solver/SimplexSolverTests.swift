// The Cassowary solver on textbook systems: equalities, inequalities, optional strengths, required conflicts,
// redundancy, removal and edit variables (Badros, Borning and Stuckey 2001).
import Foundation
import XCTest

@testable import PassageUI

final class SimplexSolverTests: XCTestCase {
    private func solve(_ constraints: [LinearConstraint]) throws -> SimplexSolver {
        let solver = SimplexSolver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        return solver
    }

    /// Required equalities chain: x = 10, y = x + 20 gives y = 30.
    func testRequiredEqualitiesChain() throws {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        _ = try solve([
            LinearConstraint(x.expression, .equal, LayoutExpression(constant: 10)),
            LinearConstraint(y.expression, .equal, x + 20),
        ])
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        XCTAssertEqual(y.value, 30, accuracy: 1e-9)
    }

    /// A required inequality bounds an optional wish: x ≥ 10 beats x = 0 (optional), so x = 10.
    func testRequiredInequalityBoundsOptionalEquality() throws {
        let x = LayoutVariable("x")
        _ = try solve([
            LinearConstraint(x.expression, .equal, LayoutExpression(constant: 0), strength: Strength(weight: 1)),
            LinearConstraint(x.expression, .greaterThanOrEqual, LayoutExpression(constant: 10)),
        ])
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    }

    /// Of two conflicting optional equalities the heavier wins whatever the order of addition.
    func testHeavierOptionalConstraintWins() throws {
        for order in [false, true] {
            let x = LayoutVariable("x")
            var pair = [
                LinearConstraint(x.expression, .equal, LayoutExpression(constant: 100), strength: Strength(weight: 10)),
                LinearConstraint(
                    x.expression, .equal, LayoutExpression(constant: 200), strength: Strength(weight: 1000)),
            ]
            if order { pair.reverse() }
            _ = try solve(pair)
            XCTAssertEqual(x.value, 200, accuracy: 1e-9)
        }
    }

    /// An optional inequality that can hold does hold; one that cannot is violated as little as its weight buys.
    func testOptionalInequalityHeldWhenPossible() throws {
        let x = LayoutVariable("x")
        _ = try solve([
            LinearConstraint(
                x.expression, .lessThanOrEqual, LayoutExpression(constant: 50), strength: Strength(weight: 5)),
            LinearConstraint(x.expression, .equal, LayoutExpression(constant: 80), strength: Strength(weight: 1)),
        ])
        XCTAssertEqual(x.value, 50, accuracy: 1e-9)
    }

    /// The paper's midpoint example: xm = (xl + xr)/2, xl + 10 ≤ xr, 0 ≤ xl, xr ≤ 100, with weak stays;
    /// dragging xm (an edit variable) moves the segment and stops at the bounds.
    func testPaperMidpointExampleWithEditVariable() throws {
        let xl = LayoutVariable("xl")
        let xm = LayoutVariable("xm")
        let xr = LayoutVariable("xr")
        let solver = try solve([
            LinearConstraint(2 * xm, .equal, xl + xr),
            LinearConstraint(xl + 10, .lessThanOrEqual, xr.expression),
            LinearConstraint(xl.expression, .greaterThanOrEqual, LayoutExpression()),
            LinearConstraint(xr.expression, .lessThanOrEqual, LayoutExpression(constant: 100)),
            LinearConstraint(xl.expression, .equal, LayoutExpression(constant: 30), strength: Strength(weight: 1)),
            LinearConstraint(xr.expression, .equal, LayoutExpression(constant: 60), strength: Strength(weight: 1)),
        ])
        XCTAssertEqual([xl.value, xm.value, xr.value], [30, 45, 60])
        try solver.addEditVariable(xm, strength: Strength(weight: 1000))
        try solver.suggestValue(xm, 50)
        solver.updateVariables()
        XCTAssertEqual(xm.value, 50, accuracy: 1e-9)
        XCTAssertEqual(xr.value - xl.value >= 10 - 1e-9, true)
        XCTAssertEqual(xl.value + xr.value, 100, accuracy: 1e-9)
        try solver.suggestValue(xm, 98)
        solver.updateVariables()
        XCTAssertEqual(xr.value, 100, accuracy: 1e-9)
        XCTAssertEqual(xl.value, 90, accuracy: 1e-9)
        XCTAssertEqual(xm.value, 95, accuracy: 1e-9, "xm stops where xl + 10 ≤ xr ≤ 100 lets it")
        try solver.suggestValue(xm, -20)
        solver.updateVariables()
        XCTAssertEqual([xl.value, xm.value, xr.value], [0, 5, 10])
        try solver.removeEditVariable(xm)
        solver.updateVariables()
        XCTAssertEqual(xm.value, (xl.value + xr.value) / 2, accuracy: 1e-9)
    }

    /// Contradictory required equalities: the second is refused, naming the first as the conflict, and
    /// the solver keeps the first one's solution.
    func testConflictingRequiredEqualityIsRefusedAndExplained() throws {
        let x = LayoutVariable("x")
        let first = LinearConstraint(x.expression, .equal, LayoutExpression(constant: 10), name: "x = 10")
        let second = LinearConstraint(x.expression, .equal, LayoutExpression(constant: 20), name: "x = 20")
        let solver = try solve([first])
        XCTAssertThrowsError(try solver.addConstraint(second)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(second, conflicting: [first]))
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertFalse(solver.hasConstraint(second))
        XCTAssertEqual(solver.constraintCount, 1)
    }

    /// Contradictory required inequalities through a chain: x ≥ 10, y ≥ x + 5, then y ≤ 12 is refused,
    /// naming both; the tableau is as before and still accepts y ≤ 20.
    func testConflictingRequiredInequalityThroughChainIsRefused() throws {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let a = LinearConstraint(x.expression, .greaterThanOrEqual, LayoutExpression(constant: 10), name: "a")
        let b = LinearConstraint(y.expression, .greaterThanOrEqual, x + 5, name: "b")
        let c = LinearConstraint(y.expression, .lessThanOrEqual, LayoutExpression(constant: 12), name: "c")
        let solver = try solve([a, b])
        XCTAssertThrowsError(try solver.addConstraint(c)) { error in
            guard case .unsatisfiable(let refused, let conflicting) = error as? SolverError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(refused === c)
            XCTAssertEqual(Set(conflicting.map(\.name)), ["a", "b"])
        }
        try solver.addConstraint(LinearConstraint(y.expression, .lessThanOrEqual, LayoutExpression(constant: 20)))
        try solver.addConstraint(
            LinearConstraint(y.expression, .equal, LayoutExpression(constant: 100), strength: Strength(weight: 1)))
        solver.updateVariables()
        XCTAssertEqual(y.value, 20, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(x.value, 10 - 1e-9)
        XCTAssertLessThanOrEqual(x.value, 15 + 1e-9)
    }

    /// A required equality implied by the others is accepted and reported redundant; removing it changes nothing.
    func testRedundantRequiredEqualityIsDetected() throws {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let implied = LinearConstraint(x + y, .equal, LayoutExpression(constant: 30))
        let solver = try solve([
            LinearConstraint(x.expression, .equal, LayoutExpression(constant: 10)),
            LinearConstraint(y.expression, .equal, LayoutExpression(constant: 20)), implied,
        ])
        XCTAssertTrue(solver.isRedundant(implied))
        XCTAssertEqual([x.value, y.value], [10, 20])
        try solver.removeConstraint(implied)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [10, 20])
        XCTAssertFalse(solver.isRedundant(implied))
    }

    /// Degenerate systems (x ≥ 0 and x ≤ 0 repeated, the same bound many times) solve without cycling.
    func testDegenerateSystemSolvesWithoutCycling() throws {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        var constraints: [LinearConstraint] = []
        for _ in 0..<5 {
            constraints.append(LinearConstraint(x.expression, .greaterThanOrEqual, LayoutExpression()))
            constraints.append(LinearConstraint(x.expression, .lessThanOrEqual, LayoutExpression()))
            constraints.append(LinearConstraint(y.expression, .greaterThanOrEqual, x.expression))
            constraints.append(LinearConstraint(y.expression, .lessThanOrEqual, x.expression))
            constraints.append(
                LinearConstraint(y.expression, .equal, LayoutExpression(constant: 7), strength: Strength(weight: 1)))
        }
        _ = try solve(constraints)
        XCTAssertEqual([x.value, y.value], [0, 0])
    }

    /// Removing a required bound frees the variable to its optional wish again.
    func testRemovingConstraintRestoresOptionalWish() throws {
        let x = LayoutVariable("x")
        let bound = LinearConstraint(x.expression, .greaterThanOrEqual, LayoutExpression(constant: 100))
        let solver = try solve([
            LinearConstraint(x.expression, .equal, LayoutExpression(constant: 0), strength: Strength(weight: 1)), bound,
        ])
        XCTAssertEqual(x.value, 100)
        try solver.removeConstraint(bound)
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
        XCTAssertThrowsError(try solver.removeConstraint(bound)) {
            XCTAssertEqual($0 as? SolverError, .unknownConstraint(bound))
        }
    }

    /// Misuse is refused with a typed error and leaves the solver usable.
    func testMisuseIsRefused() throws {
        let x = LayoutVariable("x")
        let c = LinearConstraint(x.expression, .equal, LayoutExpression(constant: 1))
        let solver = try solve([c])
        XCTAssertThrowsError(try solver.addConstraint(c)) {
            XCTAssertEqual($0 as? SolverError, .duplicateConstraint(c))
        }
        XCTAssertThrowsError(try solver.suggestValue(x, 3)) {
            XCTAssertEqual($0 as? SolverError, .unknownEditVariable(x))
        }
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .required)) {
            XCTAssertEqual($0 as? SolverError, .requiredEditVariable(x))
        }
        try solver.addEditVariable(x, strength: Strength(weight: 1))
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: Strength(weight: 1))) {
            XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(x))
        }
        try solver.suggestValue(x, 5)
        solver.updateVariables()
        XCTAssertEqual(x.value, 1, "the required constraint beats the edit")
    }
}

final class SimplexSolverConstantTests: XCTestCase {
    /// Changing a required constraint's constant moves what depends on it, incrementally.
    func testSetConstantOfRequiredEqualityMovesDependents() throws {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let offset = LinearConstraint(y.expression, .equal, x + 20)
        let solver = SimplexSolver()
        try solver.addConstraint(LinearConstraint(x.expression, .equal, LayoutExpression(constant: 10)))
        try solver.addConstraint(offset)
        try solver.setConstant(offset, -35)  // y − x − 35 = 0
        solver.updateVariables()
        XCTAssertEqual(y.value, 45, accuracy: 1e-9)
    }

    /// A constant change that contradicts required constraints is refused and undone.
    func testSetConstantThatContradictsIsRefusedAndUndone() throws {
        let x = LayoutVariable("x")
        let low = LinearConstraint(x.expression, .greaterThanOrEqual, LayoutExpression(constant: 10), name: "low")
        let high = LinearConstraint(x.expression, .lessThanOrEqual, LayoutExpression(constant: 50), name: "high")
        let solver = SimplexSolver()
        try solver.addConstraint(low)
        try solver.addConstraint(high)
        try solver.addConstraint(
            LinearConstraint(x.expression, .equal, LayoutExpression(constant: 40), strength: Strength(weight: 1)))
        XCTAssertThrowsError(try solver.setConstant(high, -5)) { error in  // x ≤ 5 contradicts x ≥ 10
            guard case .unsatisfiable(let refused, let conflicting) = error as? SolverError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(refused === high)
            XCTAssertEqual(conflicting.map(\.name), ["low"])
        }
        XCTAssertEqual(high.expression.constant, -50)
        solver.updateVariables()
        XCTAssertEqual(x.value, 40, accuracy: 1e-9)
        try solver.setConstant(high, -30)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30, accuracy: 1e-9)
    }
}
