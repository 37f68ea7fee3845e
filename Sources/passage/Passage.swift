import ArgumentParser
import PassageDemos

@main
struct PassageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "passage", abstract: "Passage demos.")
}
