// The progress of a render on stderr. On a terminal one line is redrawn in place (carriage return) as frames
// are drawn; elsewhere (a log, a pipe, a test) a line is written each time another tenth of the frames is done,
// so a render never prints more than ten progress lines.
import PassageCommandSupport

/// Reports frames done out of a total on stderr.
final class ProgressBar {
    /// What is being rendered, at the start of every line.
    let label: String
    /// Whether lines are redrawn in place.
    let redraws: Bool
    private let width = 30
    private var lastDrawn = ""
    private var lastTenth = 0
    private var isOpen = false

    /// A bar for `label`; `redraws` defaults to whether stderr is a terminal.
    init(label: String, redraws: Bool = StandardError.isTerminal) {
        self.label = label
        self.redraws = redraws
    }

    /// Shows that `done` of `total` frames are drawn.
    func update(done: Int, total: Int) {
        guard total > 0 else { return }
        let percent = done * 100 / total
        if redraws {
            let filled = done * width / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            let line = "\(label) [\(bar)] \(percent)% (\(done)/\(total) frames)"
            guard line != lastDrawn else { return }
            StandardError.write("\r" + line)
            lastDrawn = line
            isOpen = true
        } else {
            let tenth = done * 10 / total
            guard tenth > lastTenth else { return }
            lastTenth = tenth
            StandardError.writeLine("\(label): \(tenth * 10)% (\(done)/\(total) frames)")
        }
    }

    /// Ends the redrawn line, so what is printed next starts on a line of its own.
    func end() {
        if isOpen { StandardError.write("\n") }
        isOpen = false
    }
}
