// The `passage` executable: the command line over the built-in demos. `passage port` moved to the
// `passage-port` executable, so rendering a demo does not build swift-syntax; `port` here only says so.
import ArgumentParser
import PassageCommandLine
import PassageDemos

/// `passage port …`: names the executable that ports iOS sources now, and exits with status 64.
struct MovedPort: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Moved to its own executable: swift run -c release passage-port <folder or files>."
    )

    @Argument(parsing: .captureForPassthrough, help: .hidden)
    var arguments: [String] = []

    func run() throws {
        throw ValidationError(
            "port is its own executable now, so that rendering does not build swift-syntax: "
                + "swift run -c release passage-port <folder or files> [--dry-run] [--diff]"
        )
    }
}

MainActor.assumeIsolated {
    PassageCommand.main(scenes: DemoCatalog.all, commandName: "passage", subcommands: [MovedPort.self])
}
