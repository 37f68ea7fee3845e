// What the rules share while one file is ported: the index of every input file, and the findings so far.
import SwiftSyntax

/// The state of porting one file: the cross-file index, the findings, and requests rules leave for later ones.
final class PortContext {
    /// Methods, types and optional protocol requirements of every file in the run.
    let index: SourceIndex
    /// What the user chose to have rewritten.
    let options: PortOptions
    /// Findings, each with the stage (rule number) whose input tree its line refers to.
    private(set) var findings: [(stage: Int, line: Int, reason: String)] = []
    /// The rule running now (its position in `Porter.rules`).
    var stage = 0
    /// Classes declared in this file that need a stored `notificationObservers` list (NotificationRule asks,
    /// ObserverStorageRule adds it).
    var classesNeedingObserverStorage: Set<String> = []
    /// Classes declared in this file that need a stored `keyValueObservations` dictionary (KeyValueObservingRule
    /// asks, ObserverStorageRule adds it).
    var classesNeedingKeyValueObservationStorage: Set<String> = []

    init(index: SourceIndex, options: PortOptions) {
        self.index = index
        self.options = options
    }

    /// Records that `line` (of the current stage's input) is left to do by hand, and why.
    func report(line: Int, _ reason: String) {
        findings.append((stage, line, reason))
    }
}
