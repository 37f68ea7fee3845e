// Conflicts among required constraints, reported as UIKit reports them: the constraints that cannot hold
// together, and the one broken to recover. Only required constraints can conflict (optional ones give way
// by their weights), so all the listed ones have priority 1000; Passage breaks the one being added or
// changed, the lowest in UIKit's order of priority with ties going to the newest.
import Foundation

extension LayoutEngine {
    /// Logs UIKit's "Unable to simultaneously satisfy constraints" report for `constraint` (refused) and
    /// the constraints it conflicts with, and keeps it for tests.
    func reportUnsatisfiable(
        _ constraint: LinearConstraint, owner: NSLayoutConstraint?, conflicting: [LinearConstraint]
    ) {
        func describe(_ linear: LinearConstraint) -> String {
            owners[ObjectIdentifier(linear)]?.description ?? linear.name
        }
        let broken = owner?.description ?? constraint.name
        let listed = conflicting.map(describe) + [broken]
        let report = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(listed.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """
        unsatisfiableReports.append(report)
        diagnose(.unsatisfiableConstraints, .error, "\(report)")
    }
}
