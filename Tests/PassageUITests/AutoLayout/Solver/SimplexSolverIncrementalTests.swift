// Incremental add/remove/edit/set-constant sequences against from-scratch solves: after every step the incremental
// solver's objective (Σ weight × error, unique at the optimum) and solution match a new solver given the
// same constraints; and two runs of the same sequence give bit-identical values (determinism).
import Foundation
import XCTest

@testable import PassageUI

final class SimplexSolverIncrementalTests: XCTestCase {
    /// A small deterministic generator (64-bit LCG), so the sequences are the same on every run.
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func double(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() % 1_000_000) / 1_000_000 * (range.upperBound - range.lowerBound)
        }
    }

    /// Σ weight × |error| of the optional constraints at the variables' current values.
    private func objective(_ constraints: [LinearConstraint]) -> Double {
        constraints.filter { !$0.strength.isRequired }.reduce(0) { sum, c in
            let v = c.expression.value
            let error: Double =
                switch c.relation {
                case .equal: abs(v)
                case .lessThanOrEqual: max(0, v)
                case .greaterThanOrEqual: max(0, -v)
                }
            return sum + c.strength.weight * error
        }
    }

    private func randomConstraint(_ g: inout Generator, _ vars: [LayoutVariable]) -> LinearConstraint {
        let a = vars[g.int(vars.count)]
        let b = vars[g.int(vars.count)]
        let constant = g.double(-50...150)
        let strength = g.int(3) == 0 ? Strength.required : Strength(weight: g.double(1...1000))
        switch g.int(5) {
        case 0: return LinearConstraint(a.expression, .equal, LayoutExpression(constant: constant), strength: strength)
        case 1:
            return LinearConstraint(
                a - b, .greaterThanOrEqual, LayoutExpression(constant: constant / 4), strength: strength)
        case 2:
            return LinearConstraint(
                a + b, .lessThanOrEqual, LayoutExpression(constant: constant * 2), strength: strength)
        case 3: return LinearConstraint(a.expression, .equal, 0.5 * b + constant, strength: strength)
        default:
            return LinearConstraint(
                a.expression, .greaterThanOrEqual, LayoutExpression(constant: constant), strength: strength)
        }
    }

    /// Runs one random sequence and returns every step's values.
    private func run(seed: UInt64, steps: Int, check: Bool) throws -> [[Double]] {
        var g = Generator(state: seed)
        let vars = (0..<6).map { LayoutVariable("v\($0)") }
        let solver = SimplexSolver()
        var active: [LinearConstraint] = []
        // Weak stays make the optimum unique-valued for every variable.
        for (i, v) in vars.enumerated() {
            let stay = LinearConstraint(
                v.expression, .equal, LayoutExpression(constant: Double(i * 10)),
                strength: Strength(weight: 0.01 + 0.001 * Double(i)))
            try solver.addConstraint(stay)
            active.append(stay)
        }
        let edited = vars[0]
        let editWeight = 500.0
        try solver.addEditVariable(edited, strength: Strength(weight: editWeight))
        var editValue = 0.0
        var history: [[Double]] = []
        for _ in 0..<steps {
            switch g.int(5) {
            case 4 where active.count > 6:
                let c = active[6 + g.int(active.count - 6)]
                try? solver.setConstant(c, g.double(-150...150))
            case 0 where active.count > 6:
                let index = 6 + g.int(active.count - 6)
                try solver.removeConstraint(active.remove(at: index))
            case 1:
                editValue = g.double(-100...200)
                try solver.suggestValue(edited, editValue)
            default:
                let c = randomConstraint(&g, vars)
                if (try? solver.addConstraint(c)) != nil { active.append(c) }
            }
            solver.updateVariables()
            let values = vars.map(\.value)
            history.append(values)
            guard check else { continue }
            let editConstraint = LinearConstraint(
                edited.expression, .equal, LayoutExpression(constant: editValue), strength: Strength(weight: editWeight)
            )
            let all = active + [editConstraint]
            for c in active where c.strength.isRequired { XCTAssertTrue(c.isSatisfied(tolerance: 1e-6), "\(c)") }
            let incrementalObjective = objective(all)
            let fresh = SimplexSolver()
            for c in all { try fresh.addConstraint(c) }
            fresh.updateVariables()
            XCTAssertEqual(objective(all), incrementalObjective, accuracy: 1e-6 * max(1, incrementalObjective))
            for (v, value) in zip(vars, values) { XCTAssertEqual(v.value, value, accuracy: 1e-6, "\(v)") }
        }
        return history
    }

    /// Random add/remove/suggest/set-constant sequences match from-scratch solves at every step.
    func testIncrementalSequencesMatchFromScratchSolves() throws {
        for seed in [1, 2, 3, 4, 5, 42, 1234] as [UInt64] {
            _ = try run(seed: seed, steps: 60, check: true)
        }
    }

    /// The same sequence gives bit-identical values on two runs (no hashing order decides a pivot).
    func testSameSequenceGivesIdenticalValues() throws {
        let first = try run(seed: 99, steps: 80, check: false)
        let second = try run(seed: 99, steps: 80, check: false)
        XCTAssertEqual(first, second)
    }
}
