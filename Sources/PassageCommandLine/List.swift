import ArgumentParser
import PassageScenes

/// `passage list`: the demos, one line each.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Lists the demos and what each shows.")

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        let width = PassageCommand.scenes.map(\.name.count).max() ?? 0
        for demo in PassageCommand.scenes {
            print(demo.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + demo.summary)
        }
    }
}
