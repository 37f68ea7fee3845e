import ArgumentParser
import Foundation
import PassageCommandSupport

// `passage render --all --jobs n`: the demos render n at a time, each in a process of its own, because a scene,
// its frame loop and its screen live on one main thread. A worker is this same executable run with the same
// command line plus the hidden `--worker-demo NAME`, so it renders exactly what the sequential loop would (the
// same bytes, tested). The demos with the most frames start first, so the processes end close together.
//
// What the user sees does not depend on n: the "wrote" lines come on stdout in catalog order, progress goes to
// stderr (in frames of all demos), and the first failure stops the other workers with SIGTERM (each cancels its
// sink, so nothing half-written is left) before its own error line is passed on with its exit status.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the jobs of `render --all` in worker processes, `count` at a time.
@MainActor
struct RenderProcesses {
    /// The jobs, in catalog order, with the frames each renders (to order them and to show progress).
    let jobs: [(job: RenderJob, frames: Int)]
    /// Processes at once, ≥ 2.
    let count: Int
    /// The command line this process was started with, less the executable: each worker runs it again.
    let arguments: [String]

    /// How often the loop looks for finished workers and an interruption, at most.
    private static let pollInterval = DispatchTimeInterval.milliseconds(50)

    /// This program, to start workers from; nil when the system does not say where it is.
    static var executable: URL? {
        #if os(Linux)
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return nil
        }
        return URL(fileURLWithPath: path)
        #else
        return Bundle.main.executableURL
        #endif
    }

    /// Renders every job, printing each "wrote" line in catalog order. Throws `ExitCode` after reporting a
    /// worker's failure, `Interrupted` naming the unfinished paths when a signal stops the render (the workers
    /// are stopped first).
    func run(executable: URL) throws {
        let progress = ProgressBar(label: "\(jobs.count) demos, \(count) at a time")
        defer { progress.end() }
        let totalFrames = jobs.reduce(0) { $0 + $1.frames }
        var waiting = jobs.indices.sorted { jobs[$0].frames > jobs[$1].frames }
        var running: [Worker] = []
        var lines = [String?](repeating: nil, count: jobs.count)
        var printed = 0
        var framesDone = 0
        let exited = DispatchSemaphore(value: 0)

        /// Prints the lines that are ready in catalog order.
        func printReady() {
            while printed < lines.count, let line = lines[printed] {
                progress.end()
                print(line)
                printed += 1
            }
        }
        do {
            while printed < jobs.count {
                while running.count < count, !waiting.isEmpty {
                    let index = waiting.removeFirst()
                    running.append(
                        try Worker(
                            index: index, job: jobs[index].job, executable: executable,
                            arguments: arguments, exited: exited))
                }
                _ = exited.wait(timeout: .now() + Self.pollInterval)
                try Interruption.check()
                for worker in running where !worker.process.isRunning {
                    running.removeAll { $0 === worker }
                    let result = worker.finish()
                    guard worker.process.terminationReason == .exit, worker.process.terminationStatus == 0 else {
                        stop(running)
                        printReady()
                        if !result.errors.isEmpty { StandardError.write(result.errors) }
                        guard worker.process.terminationReason == .exit else {
                            StandardError.writeLine(
                                "error: the process rendering \(worker.job.path) ended on signal \(worker.process.terminationStatus); it was not written"
                            )
                            throw ExitCode(1)
                        }
                        throw ExitCode(worker.process.terminationStatus)
                    }
                    lines[worker.index] = result.output.trimmingCharacters(in: .newlines)
                    framesDone += jobs[worker.index].frames
                    progress.update(done: framesDone, total: totalFrames)
                    printReady()
                }
            }
        } catch var interruption as Interrupted {
            stop(running)
            printReady()
            interruption.paths = running.sorted { $0.index < $1.index }.map(\.job.path)
            throw interruption
        } catch {
            stop(running)  // a worker that could not be started: the others must not go on writing
            throw error
        }
    }

    /// Asks `workers` to stop (SIGTERM: each cancels its sink) and waits for them.
    private func stop(_ workers: [Worker]) {
        for worker in workers where worker.process.isRunning { worker.process.terminate() }
        for worker in workers {
            worker.process.waitUntilExit()
            _ = worker.finish()
        }
    }
}

/// One worker process and the files its output and errors go to.
@MainActor
private final class Worker {
    let index: Int
    let job: RenderJob
    let process = Process()
    private let output: URL
    private let errors: URL

    /// Starts `executable arguments… --worker-demo <job's demo>`; `exited` is signalled when it ends.
    init(index: Int, job: RenderJob, executable: URL, arguments: [String], exited: DispatchSemaphore) throws {
        self.index = index
        self.job = job
        let stem = "passage-render-\(getpid())-\(index)"
        output = FileManager.default.temporaryDirectory.appendingPathComponent(stem + ".out")
        errors = FileManager.default.temporaryDirectory.appendingPathComponent(stem + ".err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.executableURL = executable
        process.arguments = arguments + ["--worker-demo", job.demo.name]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            _ = finish()
            throw error
        }
    }

    /// What the worker printed, read once it ended; its files are removed.
    func finish() -> (output: String, errors: String) {
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        let read = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
        return (read(output), read(errors))
    }
}
