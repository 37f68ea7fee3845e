// Every completion block, coordinator completion and animationEnded the program expects, and whether each ran.
// Each must run exactly once; a presentation's completion may stay unrun when the presentation was refused (its
// controller never appeared), as UIKit drops it then. Entries leave the ledger when they first run, so a long
// program keeps only the open ones.
import Foundation

/// Counts the runs of expected callbacks.
@MainActor
final class CompletionLedger {
    private struct Entry {
        let label: String
        /// When set: the callback may stay unrun if this returns false at the end (the refused presentation).
        let required: (() -> Bool)?
    }

    private var open: [Int: Entry] = [:]
    private var issued = 0

    /// Expects a callback described by `label`; returns its ticket for `ran(_:)`.
    func expect(_ label: String, required: (() -> Bool)? = nil) -> Int {
        issued += 1
        open[issued] = Entry(label: label, required: required)
        return issued
    }

    /// Notes a run of the callback with ticket `ticket`; returns a message if it had run before.
    @discardableResult
    func ran(_ ticket: Int) -> String? {
        if open.removeValue(forKey: ticket) != nil { return nil }
        return "callback \(ticket) of \(issued) ran a second time"
    }

    /// The callbacks that never ran though they had to, oldest first.
    func problems() -> [String] {
        open.sorted { $0.key < $1.key }.compactMap { _, entry in
            entry.required?() ?? true ? "\(entry.label) never ran" : nil
        }
    }
}
