// The `passage` command line: lists scenes, prints their presented values, and renders them to pictures and
// video. The `passage` executable runs it over the built-in demos; a user's own executable runs it over its own
// scenes with `PassageCommand.main(scenes:)` and gets the same subcommands and options.
//
// Every failure ends the same way: one line on stderr, `error: <what went wrong and what was expected>`, and a
// non-zero exit status (64 for a bad command line, 1 for a failure while writing, 130 when interrupted). Help
// goes to stdout with status 0, as swift-argument-parser prints it.
import ArgumentParser
import Foundation
import PassageCommandSupport
import PassageScenes

/// The `passage` command line over a list of scenes (a Passage addition).
public struct PassageCommand: ParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: setup.commandName,
            abstract: "Runs UIKit-style animations and transitions headless and deterministically.",
            subcommands: [List.self, Table.self, Render.self] + setup.subcommands
        )
    }

    /// What one run of the command line is about: its scenes, its name and its extra subcommands.
    struct Setup: Sendable {
        /// The scenes `list`, `table` and `render` know, in the order `list` shows them.
        var scenes: [Scene] = []
        /// The name help and errors show.
        var commandName = "passage"
        /// Subcommands after list, table and render.
        var subcommands: [ParsableCommand.Type] = []
    }

    /// The setup `main(scenes:commandName:subcommands:)` runs the command line with, for the length of the run.
    @TaskLocal static var setup = Setup()

    /// The scenes `list`, `table` and `render` know, in the order `list` shows them.
    @MainActor static var scenes: [Scene] { setup.scenes }

    public init() {}

    /// Runs the command line (`list`, `table`, `render`, with every option of `passage`) over `scenes`, as the
    /// program `commandName` (default: the name it was started by), with `subcommands` added after those;
    /// exits the process with a non-zero status after reporting an error. Call it from your executable's
    /// top-level code or `@main` type.
    @MainActor
    public static func main(scenes: [Scene], commandName: String? = nil, subcommands: [ParsableCommand.Type] = []) {
        let name = commandName ?? CommandLine.arguments.first.map { OutputFolder.lastComponent(of: $0) } ?? "passage"
        $setup.withValue(Setup(scenes: scenes, commandName: name, subcommands: subcommands)) {
            main()
        }
    }

    /// The scene called `name`, or nil.
    @MainActor
    static func scene(named name: String) -> Scene? {
        scenes.first { $0.name == name }
    }

    /// Parses the command line and runs the command, reporting any error as one line on stderr.
    public static func main() {
        mainReportingErrorsOnOneLine()
    }
}
