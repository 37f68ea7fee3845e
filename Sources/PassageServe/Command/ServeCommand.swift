// `passage-serve`: the live page over a list of scenes. The `passage-serve` executable runs it over the built-in
// demos; a user's own executable runs it over its own scenes with `PassageServeCommand.main(scenes:)`.
// Ctrl-C (SIGINT) or SIGTERM stops listening, closes the pages' connections and exits with status 0.
import ArgumentParser
import Dispatch
import Foundation
import Passage
import PassageCommandSupport
import PassageScenes

/// `passage-serve [--host H] [--port N] [--max-scenes N] [--max-connections N]` over a list of scenes (a Passage
/// addition).
public struct PassageServeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "passage-serve",
        abstract: "Plays the scenes live in a browser: a local web page, driven by mouse, trackpad or touch.",
        discussion: """
            Prints the page's address and serves until Ctrl-C. Listens on 127.0.0.1 only unless --host says \
            otherwise (0.0.0.0 or :: for every interface: anyone who can reach the port can then play the scenes).
            """
    )

    @Option(help: ArgumentHelp("The IP address to listen on.", valueName: "address"))
    var host = LiveServer.defaultHost

    @Option(help: ArgumentHelp("The port to listen on, 0 for any free port.", valueName: "n"))
    var port: UInt16 = LiveServer.defaultPort

    @Option(
        name: .customLong("max-scenes"),
        help: ArgumentHelp("The most scenes played at once, one per open page, 1…64.", valueName: "n"))
    var maximumLiveScenes = LiveServer.defaultMaximumLiveScenes

    @Option(
        name: .customLong("max-connections"),
        help: ArgumentHelp(
            "The most connections open at once (pages, their requests and downloads), 2…1024; one more is answered 503.",
            valueName: "n"))
    var maximumConnections = LiveServer.defaultMaximumConnections

    @Option(
        help: ArgumentHelp(
            "Instead of serving, run each scene (or those --scene names) n frames headless and print the median render, encoding and send time per frame and the bytes sent.",
            valueName: "n"))
    var measure: Int?

    @Option(
        name: .customLong("scene"),
        help: ArgumentHelp("With --measure, a scene to measure (repeatable).", valueName: "name"))
    var measuredScenes: [String] = []

    @Flag(
        help:
            "With --measure, also send each frame's changed rectangle as a PNG at deflate level 1 (the page's earlier format), for comparison."
    )
    var comparePng = false

    @Option(help: ArgumentHelp("With --measure, the device.", valueName: "name"))
    var device = DeviceProfile.iPhoneSE.name

    @Option(help: ArgumentHelp("With --measure, pixels per point: 1, 2 or 3 (default: the device's).", valueName: "s"))
    var scale: Int?

    public init() {}

    public func validate() throws {
        guard (1...64).contains(maximumLiveScenes) else {
            throw ValidationError("--max-scenes \(maximumLiveScenes): expected 1…64")
        }
        guard (2...1024).contains(maximumConnections) else {
            throw ValidationError("--max-connections \(maximumConnections): expected 2…1024")
        }
        var ip4 = in_addr()
        var ip6 = in6_addr()
        guard inet_pton(AF_INET, host, &ip4) == 1 || inet_pton(AF_INET6, host, &ip6) == 1 else {
            throw ValidationError("--host \(host): expected an IPv4 or IPv6 address such as 127.0.0.1 or ::1")
        }
        if let measure, !(1...100_000).contains(measure) {
            throw ValidationError("--measure \(measure): expected 1…100000 frames")
        }
        if DeviceProfile.named(device) == nil {
            throw ValidationError(
                "--device \(device): expected one of \(DeviceProfile.all.map(\.name).joined(separator: ", "))")
        }
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale \(scale): expected 1, 2 or 3") }
    }

    /// Parses the command line and serves `scenes` until interrupted; reports a bad command line or an address
    /// that cannot be listened on as one line on stderr and exits with status 64 or 1. Call it from your
    /// executable's top-level code.
    @MainActor
    public static func main(scenes: [Scene]) async {
        let command: PassageServeCommand
        do {
            command = try parse()
        } catch {
            exitReporting(error)
        }
        if let frames = command.measure {
            do {
                try command.measureFrames(frames, of: scenes)
            } catch {
                exitReporting(error)
            }
            return
        }
        do {
            try await command.serve(scenes)
        } catch {
            StandardError.writeLine("error: " + oneLine(String(describing: error)))
            Foundation.exit(1)
        }
    }

    /// Prints the per-frame costs of the scenes (`--measure`).
    @MainActor
    private func measureFrames(_ frames: Int, of scenes: [Scene]) throws {
        let preset = DeviceProfile.named(device)!
        let device = scale.map { preset.scaled(to: CGFloat($0)) } ?? preset
        var chosen = scenes
        if !measuredScenes.isEmpty {
            chosen = try measuredScenes.map { name in
                guard let scene = scenes.first(where: { $0.name == name }) else {
                    throw ValidationError("--scene \(name): no such scene; see `passage list`")
                }
                return scene
            }
        }
        Self.writeLine("\(device.name) @\(Int(device.scale))x, \(frames) frames per scene, medians per frame")
        Self.writeLine(FrameCost.heading(comparePNG: comparePng))
        let connection = try LoopbackConnection()
        var costs: [FrameCost] = []
        for scene in chosen {
            costs.append(
                FrameCost.measure(scene, device: device, frames: frames, over: connection, comparePNG: comparePng))
            Self.writeLine(costs.last!.row)
        }
        Self.writeLine(FrameCost.summary(costs))
    }

    @MainActor
    private func serve(_ scenes: [Scene]) async throws {
        let server = try LiveServer(
            scenes: scenes, host: host, port: port, maximumLiveScenes: maximumLiveScenes,
            maximumConnections: maximumConnections)
        let interrupt = Interrupt()
        let stop = Self.onInterrupt {
            Task { @MainActor in
                interrupt.isRequested = true
                StandardError.writeLine("stopping: \(server.liveSceneCount) live scenes closed")
                await server.stop()
            }
        }
        defer {
            for source in stop { source.cancel() }
        }
        let listening = Task { @MainActor in
            try await server.waitUntilListening()
            let url = await server.url ?? "?"
            Self.writeLine("Passage live page: \(url)  (Ctrl-C stops)")
        }
        defer { listening.cancel() }
        do {
            try await server.run()
        } catch {
            // Stopping ends the server's task with an error: the stop asked for, not a failure.
            if !interrupt.isRequested { throw error }
        }
    }

    /// Ends the process for `error` as every Passage command does: help on stdout with status 0, otherwise one
    /// line `error: …` on stderr and the error's status (64 for a bad command line).
    private static func exitReporting(_ error: any Error) -> Never {
        let status = exitCode(for: error)
        if status.isSuccess { exit(withError: error) }
        let text = message(for: error)
        if !text.isEmpty { StandardError.writeLine("error: " + oneLine(text)) }
        Foundation.exit(status.rawValue)
    }

    /// Whether Ctrl-C (or SIGTERM) asked the server to stop.
    @MainActor
    private final class Interrupt {
        var isRequested = false
    }

    /// Writes `line` to stdout at once (print is buffered when stdout is a pipe).
    private static func writeLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Runs `handler` on SIGINT or SIGTERM instead of the default (ending the process at once).
    private static func onInterrupt(_ handler: @escaping @Sendable () -> Void) -> [DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler(handler: handler)
            source.resume()
            return source
        }
    }
}
