// `passage-port --diff`: the changes as a unified diff (`--- a/file`, `+++ b/file` for relative paths, the path
// itself for absolute ones; hunks with three lines of context), which `patch` and `git apply` read.

/// The unified diff from `old` to `new` for `path`; empty when they are equal.
public func unifiedDiff(path: String, old: String, new: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let edits = lineEdits(from: lines(of: old), to: lines(of: new))
    // Old and new line numbers before each edit.
    var positions: [(old: Int, new: Int)] = []
    var oldLine = 1
    var newLine = 1
    for edit in edits {
        positions.append((oldLine, newLine))
        switch edit {
        case .same:
            oldLine += 1
            newLine += 1
        case .removed: oldLine += 1
        case .added: newLine += 1
        }
    }
    let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
    let (oldName, newName) = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
    var output = "--- \(oldName)\n+++ \(newName)\n"
    var start = 0
    while start < changed.count {
        var end = start
        while end + 1 < changed.count, changed[end + 1] - changed[end] <= 2 * context + 1 { end += 1 }
        let first = max(0, changed[start] - context)
        let last = min(edits.count - 1, changed[end] + context)
        var oldCount = 0
        var newCount = 0
        var body = ""
        for edit in edits[first...last] {
            switch edit {
            case .same(let text):
                body += " \(text)\n"
                oldCount += 1
                newCount += 1
            case .removed(let text):
                body += "-\(text)\n"
                oldCount += 1
            case .added(let text):
                body += "+\(text)\n"
                newCount += 1
            }
        }
        let oldStart = oldCount == 0 ? positions[first].old - 1 : positions[first].old
        let newStart = newCount == 0 ? positions[first].new - 1 : positions[first].new
        output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
        start = end + 1
    }
    return output
}
