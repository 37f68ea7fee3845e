// The `passage` command: lists the demos, prints their presented values, and renders them to pictures and video.
//
// Every failure ends the same way: one line on stderr, `error: <what went wrong and what was expected>`, and a
// non-zero exit status (64 for a bad command line, 1 for a failure while writing, 130 when interrupted). Help
// goes to stdout with status 0, as swift-argument-parser prints it.
import ArgumentParser
import Foundation

@main
struct PassageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passage",
        abstract: "Runs UIKit-style animations and transitions headless and deterministically.",
        subcommands: [List.self, Table.self, Render.self, Port.self]
    )

    /// Parses the command line and runs the command, reporting any error as one line on stderr.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let status = exitCode(for: error)
            if status.isSuccess { exit(withError: error) }  // --help, --version: printed in full on stdout
            let message = Self.message(for: error)
            if !message.isEmpty { StandardError.writeLine("error: " + Self.oneLine(message)) }
            Foundation.exit(status.rawValue)
        }
    }

    /// `message` with its line breaks (swift-argument-parser lists some choices on lines of their own) folded
    /// into one line.
    static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
