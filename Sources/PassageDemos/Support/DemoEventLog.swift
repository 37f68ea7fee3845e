// What a controller demo's animators, coordinators and completions report, in the order it happened: the
// tests read it to check the order of completions; rendering ignores it.
import Passage

/// An ordered list of named events.
@MainActor
final class DemoEventLog {
    private(set) var entries: [String] = []

    /// Appends `entry`.
    func add(_ entry: String) { entries.append(entry) }

    /// Forgets every entry.
    func clear() { entries.removeAll() }
}
