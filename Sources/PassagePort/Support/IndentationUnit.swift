// The indentation a file uses for one level (four spaces, two, a tab), so code a rule writes over several lines
// is indented as the code around it.
import SwiftSyntax

/// What one level of indentation adds in `source`: the most frequent step by which a line's leading whitespace
/// grows over the line before it (ties go to the shorter step); four spaces when no line is indented deeper than
/// another.
func indentationUnit(of source: String) -> String {
    var steps: [String: Int] = [:]
    var previous = Substring()
    for line in source.split(separator: "\n") {
        let leading = line.prefix { $0 == " " || $0 == "\t" }
        guard leading.count < line.count else { continue }
        if leading.count > previous.count, leading.hasPrefix(previous) {
            steps[String(leading.dropFirst(previous.count)), default: 0] += 1
        }
        previous = leading
    }
    let best = steps.max { a, b in (a.value, b.key.count, b.key) < (b.value, a.key.count, a.key) }
    return best?.key ?? "    "
}

/// `indentation` (spaces and tabs) as trivia pieces, in its order.
func indentationTrivia(_ indentation: String) -> [TriviaPiece] {
    indentation.map { $0 == "\t" ? .tabs(1) : .spaces(1) }
}
