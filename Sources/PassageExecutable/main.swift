// The `passage` executable: the command line over the built-in demos, plus `port`.
import PassageCommandLine
import PassageDemos

MainActor.assumeIsolated {
    PassageCommand.main(scenes: DemoCatalog.all, commandName: "passage", subcommands: [Port.self])
}
