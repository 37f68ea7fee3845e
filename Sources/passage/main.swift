// The `passage` executable: the command line over the built-in demos. `passage port` and `passage serve` are
// executables of their own (`passage-port`, `passage-serve`), so rendering a demo builds neither swift-syntax nor
// the live page's server; `port` and `serve` here only say so.
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

/// `passage serve …`: names the executable that serves the live page, and exits with status 64.
struct MovedServe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Plays the demos live in a browser; its own executable: swift run -c release passage-serve."
    )

    @Argument(parsing: .captureForPassthrough, help: .hidden)
    var arguments: [String] = []

    func run() throws {
        throw ValidationError(
            "serve is its own executable, so that rendering does not build the server: "
                + "swift run -c release passage-serve [--port N] [--host H]"
        )
    }
}

MainActor.assumeIsolated {
    PassageCommand.main(
        scenes: DemoCatalog.all, commandName: "passage", subcommands: [MovedPort.self, MovedServe.self])
}
