// Cuts a failing program down to a small one that fails the same way (the same kind of invariant): first whole
// chunks of operations are removed (halves, quarters, … single operations, as delta debugging does), then each
// remaining operation is made simpler (shorter waits, no animation, the plain animator, plainer content), then the
// root and the ending. A change is kept when the program still fails with the same kind; the passes repeat until
// none helps. Every candidate is a valid program (see StressProgram.swift), so the result still runs.
import Foundation

/// Shrinks failing programs (a Passage addition for stress testing).
@MainActor
public struct StressShrinker {
    /// The runner that tries candidates.
    public var runner = StressRunner()
    /// At most this many candidate runs. Default 2,000.
    public var budget = 2_000

    /// A shrinker.
    public init() {}

    /// The smallest program found that fails like `program` (which must fail), and its failure.
    public func shrink(_ program: StressProgram) -> (program: StressProgram, failure: StressFailure)? {
        guard let original = runner.run(program).failure else { return nil }
        var best = program
        var failure = original
        var runs = 0
        func fails(_ candidate: StressProgram) -> Bool {
            guard runs < budget else { return false }
            runs += 1
            guard let found = runner.run(candidate).failure, found.kind == original.kind else { return false }
            failure = found
            return true
        }
        var changed = true
        while changed, runs < budget {
            changed = false
            // Remove chunks, largest first.
            var chunk = max(1, best.operations.count / 2)
            while chunk >= 1 {
                var start = 0
                while start < best.operations.count {
                    var candidate = best
                    candidate.operations.removeSubrange(start..<min(start + chunk, best.operations.count))
                    if fails(candidate) {
                        best = candidate
                        changed = true
                    } else {
                        start += chunk
                    }
                }
                chunk /= 2
            }
            // Simplify operations one at a time.
            for index in best.operations.indices {
                for simpler in best.operations[index].simplifications {
                    var candidate = best
                    candidate.operations[index] = simpler
                    if fails(candidate) {
                        best = candidate
                        changed = true
                        break
                    }
                }
            }
            // Simplify the root and the ending.
            for root in best.root.simplifications {
                var candidate = best
                candidate.root = root
                if fails(candidate) {
                    best = candidate
                    changed = true
                    break
                }
            }
            if best.ending != .idle {
                var candidate = best
                candidate.ending = .idle
                if fails(candidate) {
                    best = candidate
                    changed = true
                }
            }
        }
        // The failure of the program returned, as it is run alone.
        return (best, runner.run(best).failure ?? failure)
    }

    /// A failing program's report: the failure, the seed and the Swift code that reproduces it.
    public static func report(_ program: StressProgram, failure: StressFailure, original: StressProgram) -> String {
        """
        // seed \(original.seed): \(program.operations.count) of \(original.operations.count) operations fail: \(failure)
        let program = \(program.swiftSource)
        XCTAssertNil(StressRunner().run(program).failure)
        """
    }
}
