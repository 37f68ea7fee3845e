// `passage render`: runs demos on a virtual clock and writes every frame to a picture, an animation, a video or a
// folder of frames. The options are read in RenderOptionValues; where the output goes is settled in RenderJob;
// the frames themselves come from SceneRecorder, which cancels the sink (removing its temporary) on any error.
import ArgumentParser
import Foundation
import Passage
import PassageCommandSupport
import PassageRender
import PassageScenes

/// `passage render <demo> --out FILE`, `passage render <demo> <demo>… --out DIR` and `passage render --all --out DIR`.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Renders a demo frame by frame to a picture, an animation, a video or a folder of frames.",
        discussion: """
            The format comes from the extension of --out: .png (one picture: the last frame), .apng (animated \
            PNG, lossless), .gif, .mp4 (H.264) or .webm (VP9) (video needs the ffmpeg program), or a folder of \
            numbered PNG frames (a path ending in '/', without an extension, or an existing folder). The folder \
            holding --out is created when missing if the folder above it exists. Nothing appears at --out unless \
            the render succeeds.

            With --all, every demo is rendered into the folder --out names, as <demo>.apng (or --format), and \
            so are the demos named when there are several. --shard i/n renders only slice i of n of --all (a \
            demo's slice is a hash of its name, so adding demos moves no other demo), for spreading --all over \
            the machines of a CI matrix. --jobs n renders n demos at once, each in a process of its own (the \
            files are the same bytes for any n).

            Progress goes to stderr; on success one line on stdout names the file, its frame count and size in \
            pixels. An error prints one line on stderr; the exit status is 64 for a bad command line, 1 when the \
            output cannot be written, 130 when interrupted.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The demo to render (see `passage list`); several go into the folder --out names, as with --all; leave out with --all.",
            valueName: "demo"))
    var demos: [String] = []

    @Flag(help: "Render every demo into the folder --out names.")
    var all = false

    @Option(
        help: ArgumentHelp(
            "The file (or folder of frames) to write; with --all or several demos, the folder to write into.",
            valueName: "path"))
    var out: String

    @Option(
        help: ArgumentHelp(
            "With --all, render only slice i of n (1 ≤ i ≤ n); each demo is in exactly one slice.",
            valueName: "i/n"),
        transform: RenderShard.parse)
    var shard: RenderShard?

    @Option(
        help: ArgumentHelp(
            "With --all or several demos, the format of every file: apng (default), gif, png, mp4 or webm.",
            valueName: "format"),
        transform: RenderOptionValues.format)
    var format: ExportFormat?

    @Option(
        help: ArgumentHelp("Frames per second of the output, 1…240. (default: 60)", valueName: "n"),
        transform: RenderOptionValues.framesPerSecond)
    var fps: Int = 60

    @Option(
        help: ArgumentHelp("Pixels per point: 1, 2 or 3. (default: the device's)", valueName: "s"),
        transform: RenderOptionValues.scale)
    var scale: Int?

    @Option(
        help: ArgumentHelp(
            "The screen: \(DeviceProfile.all.map(\.name).joined(separator: ", ")). (default: iphone-se)",
            valueName: "name"), transform: RenderOptionValues.device)
    var device: DeviceProfile?

    @Option(
        help: ArgumentHelp(
            "Shrink every frame n times in width and height (each n × n block of pixels averaged), 1…8, for small previews. (default: 1)",
            valueName: "n"),
        transform: RenderOptionValues.downsample)
    var downsample: Int = 1

    @Option(
        help: ArgumentHelp(
            "#RRGGBB, #RRGGBBAA, white, black or none (transparent). (default: white)",
            valueName: "color"),
        transform: RenderOptionValues.background)
    var background: RenderBackground?

    @Option(
        help: ArgumentHelp(
            "Slow animations down by this factor, > 0 and ≤ 10, like the iOS simulator. (default: 1)",
            valueName: "factor"),
        transform: RenderOptionValues.slowdown)
    var slowAnimations: Double = 1

    @Option(
        help: ArgumentHelp(
            "A touch trace (JSON, see docs/touch-trace-format.md) to play instead of the demo's own; interactive demos only.",
            valueName: "file"))
    var trace: String?

    @Option(
        help: ArgumentHelp("Also write the touch input the demo received to this JSON trace file.", valueName: "file"))
    var recordTrace: String?

    @Option(
        help: ArgumentHelp(
            "Frames encoded at once while rendering goes on, 1…64; the output is the same bytes for any value. (default: the number of cores)",
            valueName: "n"),
        transform: RenderOptionValues.threads)
    var threads: Int = ExportThreads.default

    @Option(
        help: ArgumentHelp(
            "With --all or several demos, demos rendered at once, each in a process of its own, 1…64; the files and what is printed are the same for any value. (default: the number of cores)",
            valueName: "n"),
        transform: RenderOptionValues.processes)
    var jobs: Int?

    @Flag(inversion: .prefixedNo, help: "Draw the device's status bar (time, battery) over every frame.")
    var statusBar = true

    @Flag(
        help:
            "Draw a circle where each finger of the touch trace is down, as the iOS Simulator shows touches (interactive demos)."
    )
    var showTouches = false

    /// Set by `--jobs` on the worker processes it starts: render only this one of the demos, without progress.
    @Option(help: .private)
    var workerDemo: String?

    func validate() throws {
        if all, !demos.isEmpty {
            let names = demos.map { "'\($0)'" }.joined(separator: ", ")
            throw ValidationError("give demo names or --all, not both (got \(names) and --all)")
        }
        if !all, demos.isEmpty {
            throw ValidationError("expected a demo name (see `passage list`) or --all")
        }
        if all || demos.count > 1, trace != nil || recordTrace != nil {
            throw ValidationError(
                "--trace and --record-trace go with a single demo, not \(all ? "--all" : "\(demos.count) demos")")
        }
        if let repeated = demos.first(where: { name in demos.filter { $0 == name }.count > 1 }) {
            throw ValidationError("demo '\(repeated)' is named more than once; each demo is rendered once")
        }
        if !all, let shard {
            throw ValidationError(
                "--shard goes with --all, not named demos (got --shard \(shard.index)/\(shard.count))")
        }
        if !isIntoFolder, let jobs {
            throw ValidationError(
                "--jobs goes with --all or several demos, not a single demo (got --jobs \(jobs)); --threads sets a render's encoding threads"
            )
        }
        if !isIntoFolder, format != nil {
            throw ValidationError(
                "--format goes with --all or several demos; a single render takes its format from the extension of --out"
            )
        }
    }

    /// Whether the outputs go into the folder --out names: with --all or several demos.
    private var isIntoFolder: Bool { all || demos.count > 1 }

    func run() throws {
        try MainActor.assumeIsolated { try runOnMain() }
    }

    /// The device as rendered: the preset's size at the chosen scale.
    private var renderDevice: DeviceProfile {
        let preset = device ?? .iPhoneSE
        return scale.map { preset.scaled(to: CGFloat($0)) } ?? preset
    }

    @MainActor
    private func runOnMain() throws {
        var plan = try RenderJob.plan(demos: demos, all: all, out: out, format: format ?? .apng, shard: shard)
        if let workerDemo {
            plan.jobs.removeAll { $0.demo.name != workerDemo }
            guard !plan.jobs.isEmpty else {
                throw ValidationError("--worker-demo: '\(workerDemo)' is not among the demos to render")
            }
        }
        if let shard, plan.jobs.isEmpty {
            plan.folder.removeIfCreatedAndEmpty()
            print(
                "shard \(shard.index)/\(shard.count) holds none of the \(PassageCommand.scenes.count) demos; nothing to render"
            )
            return
        }
        let touches = try plan.jobs.first.flatMap { try loadTrace(for: $0.demo) }
        Interruption.install()
        FrameBufferMemory.keepFreedBuffersForReuse()
        var current: RenderJob?
        do {
            let processes = jobs ?? ExportThreads.default
            if plan.jobs.count > 1, processes > 1, let executable = RenderProcesses.executable {
                let counted = plan.jobs.map { job in
                    (
                        job,
                        SceneRecorder.frameCount(
                            job.demo, framesPerSecond: fps, slowAnimations: slowAnimations, device: renderDevice)
                    )
                }
                try RenderProcesses(
                    jobs: counted, count: processes, arguments: Array(CommandLine.arguments.dropFirst())
                )
                .run(executable: executable)
                return
            }
            for (index, job) in plan.jobs.enumerated() {
                current = job
                let label = plan.jobs.count > 1 ? "[\(index + 1)/\(plan.jobs.count)] \(job.demo.name)" : job.demo.name
                print(try render(job, label: label, trace: touches, showsProgress: workerDemo == nil))
            }
        } catch let interruption as Interrupted {
            plan.folder.removeIfCreatedAndEmpty()
            let name =
                interruption.signal == SIGINT
                ? "SIGINT" : interruption.signal == SIGTERM ? "SIGTERM" : "signal \(interruption.signal)"
            let paths = interruption.paths.isEmpty ? [current?.path ?? out] : interruption.paths
            StandardError.writeLine(
                "error: interrupted by \(name) while rendering \(paths.joined(separator: ", ")); "
                    + (paths.count == 1 ? "it was not written" : "they were not written"))
            throw ExitCode(128 + interruption.signal)
        } catch {
            plan.folder.removeIfCreatedAndEmpty()
            throw error
        }
    }

    /// The trace --trace names, read and checked before anything is written; nil without --trace.
    @MainActor
    private func loadTrace(for demo: Scene) throws -> TouchTrace? {
        guard let trace else { return nil }
        guard demo.isInteractive else {
            let interactive = PassageCommand.scenes.filter(\.isInteractive).map(\.name).joined(separator: ", ")
            throw ValidationError("--trace: demo '\(demo.name)' takes no touch input; demos that do: \(interactive)")
        }
        do {
            return try TouchTrace(contentsOf: URL(fileURLWithPath: trace))
        } catch {
            throw ValidationError("--trace \(trace): \(error)")
        }
    }

    /// Renders one job and returns the line saying what was written; progress goes to stderr when `showsProgress`.
    @MainActor
    private func render(_ job: RenderJob, label: String, trace: TouchTrace?, showsProgress: Bool) throws -> String {
        let device = renderDevice
        let progress = showsProgress ? ProgressBar(label: label) : nil
        defer { progress?.end() }
        let (sink, width, height) = try SceneRecorder.makeSink(
            job.format, path: job.path, device: device, framesPerSecond: fps,
            downsample: downsample, threads: threads)
        var received: TouchTrace?
        try SceneRecorder.record(
            job.demo, device: device, framesPerSecond: fps, slowAnimations: slowAnimations,
            background: (background ?? .white).color, showsStatusBar: statusBar, showsTouches: showTouches,
            // Worker processes already fill the cores: each draws its frames on one thread.
            drawingThreads: workerDemo == nil ? nil : 1, to: sink,
            trace: trace,
            recordTouches: recordTrace == nil ? nil : { received = $0 },
            progress: { done, total in
                progress?.update(done: done, total: total)
                try Interruption.check()
            })
        if let recordTrace {
            do {
                try (received ?? TouchTrace()).jsonData().write(to: URL(fileURLWithPath: recordTrace), options: .atomic)
            } catch {
                StandardError.writeLine(
                    "error: --record-trace \(recordTrace): could not be written (\(error.localizedDescription))")
                throw ExitCode(1)
            }
        }
        let frames = SceneRecorder.frameCount(
            job.demo, framesPerSecond: fps, slowAnimations: slowAnimations, device: device, trace: trace)
        let pixels = "\(width)×\(height) pixels"
        switch job.format {
        case .png:
            return "wrote \(job.path) (PNG, the last of \(frames) frames, \(pixels))"
        case .pngSequence:
            let last = PNGSequenceSink.fileName(forFrame: frames)
            return "wrote \(job.path) (\(frames) frames at \(fps) fps as frame-00001.png … \(last), \(pixels))"
        default:
            return "wrote \(job.path) (\(job.format.displayName), \(frames) frames at \(fps) fps, \(pixels))"
        }
    }
}
