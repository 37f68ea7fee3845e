// The `passage` command: lists the demos and runs them.
import ArgumentParser
import PassageDemos

@main
struct PassageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passage",
        abstract: "Runs UIKit-style animations and transitions headless and deterministically.",
        subcommands: [List.self, Table.self]
    )
}
