// How every Passage command ends on an error: one line on stderr, `error: <what went wrong and what was
// expected>`, and a non-zero exit status (64 for a bad command line). Help and `--version` go to stdout with
// status 0, as swift-argument-parser prints them.
import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Parses the command line and runs the command, reporting any error as one line on stderr and exiting with
    /// its status.
    package static func mainReportingErrorsOnOneLine() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let status = exitCode(for: error)
            if status.isSuccess { exit(withError: error) }
            let message = message(for: error)
            if !message.isEmpty { StandardError.writeLine("error: " + oneLine(message)) }
            Foundation.exit(status.rawValue)
        }
    }

    /// `message` with its line breaks (swift-argument-parser lists some choices on lines of their own) folded
    /// into one line.
    package static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
