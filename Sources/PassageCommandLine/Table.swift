import ArgumentParser
import PassageScenes

/// `passage table <demo>`: the demo's presented values frame by frame, tab-separated.
struct Table: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs a demo on a virtual clock and prints its presented values per frame (tab-separated)."
    )

    @Argument(help: "The demo to run (see `passage list`).")
    var demo: String

    @Option(help: "Frames per second, 1…240.")
    var fps: Int = 60

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    private func runOnMain() throws {
        guard let demo = PassageCommand.scene(named: demo) else {
            throw ValidationError(
                "unknown demo '\(self.demo)'; known demos: \(PassageCommand.scenes.map(\.name).joined(separator: ", "))"
            )
        }
        guard (1...240).contains(fps) else {
            throw ValidationError(
                "--fps \(fps) is out of range: expected a whole number of frames per second from 1 to 240")
        }
        for line in SceneTable.lines(for: demo, framesPerSecond: fps) { print(line) }
    }
}
