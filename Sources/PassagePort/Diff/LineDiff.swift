// A line-by-line edit script between two texts (longest common subsequence after trimming the common head and
// tail), used for `--diff` and to carry findings' line numbers back to the file as it was before porting.

/// One step of an edit script.
enum LineEdit: Equatable {
    case same(String)
    case removed(String)
    case added(String)
}

/// The edit script turning the lines of `old` into those of `new`.
func lineEdits(from old: [Substring], to new: [Substring]) -> [LineEdit] {
    var head = 0
    while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
    var tail = 0
    while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
        tail += 1
    }
    let a = Array(old[head..<(old.count - tail)])
    let b = Array(new[head..<(new.count - tail)])
    var edits = old[..<head].map { LineEdit.same(String($0)) }
    if a.count * b.count > 25_000_000 {
        edits += a.map { .removed(String($0)) } + b.map { .added(String($0)) }
    } else {
        // lengths[i][j]: length of the longest common subsequence of a[i...] and b[j...].
        let width = b.count + 1
        var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    a[i] == b[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(.same(String(a[i])))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                edits.append(.removed(String(a[i])))
                i += 1
            } else {
                edits.append(.added(String(b[j])))
                j += 1
            }
        }
    }
    edits += old[(old.count - tail)...].map { LineEdit.same(String($0)) }
    return edits
}

/// The lines of `text` (a final newline does not start another line).
func lines(of text: String) -> [Substring] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { result.removeLast() }
    return result
}

/// The 1-based line of `old` that line `line` of `new` comes from; an added line maps to the old line it was
/// added before (or the last line).
func originalLine(_ line: Int, old: String, new: String) -> Int {
    var oldLine = 1
    var newLine = 1
    for edit in lineEdits(from: lines(of: old), to: lines(of: new)) {
        switch edit {
        case .same:
            if newLine == line { return oldLine }
            oldLine += 1
            newLine += 1
        case .removed:
            oldLine += 1
        case .added:
            if newLine == line { return oldLine }
            newLine += 1
        }
    }
    return max(1, oldLine - 1)
}
