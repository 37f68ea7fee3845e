// `passage-stress`: runs random transition programs and checks their invariants. Many programs with a
// progress line and a summary table, or one long program (`--soak`) reporting peak memory as it goes. A failing
// program is shrunk and printed as Swift code with its seed.
import ArgumentParser
import Foundation
import PassageCommandSupport
import PassageStress

@main
struct StressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passage-stress",
        abstract: "Runs random transition programs and checks Passage's invariants after every frame.")

    @Option(help: "How many programs to run.")
    var programs = 1_000

    @Option(help: "The seed of the first program; program n uses seed + n.")
    var seed: UInt64 = 1

    @Option(help: "Operations per program.")
    var operations = 24

    @Option(help: "Runs one program of this many operations instead (a soak run), reporting peak memory every 10,000.")
    var soak: Int?

    @Flag(help: "Do not shrink failing programs (only list them).")
    var noShrink = false

    @Flag(help: "Names each program's seed on stderr before it runs (to find the program a trap stopped).")
    var verbose = false

    @Option(
        help:
            "Runs only the operations at these positions (comma-separated, or ranges such as 10-20) of the program of --seed, prints it, and shrinks it if it fails."
    )
    var keep: String?

    static func main() { mainReportingErrorsOnOneLine() }

    func run() throws {
        MainActor.assumeIsolated {
            if let soak {
                runSoak(operations: soak)
            } else if let keep {
                runKept(keep)
            } else {
                runMany()
            }
        }
    }

    @MainActor
    private func runMany() {
        let generator = StressGenerator(operationCount: operations)
        let runner = StressRunner()
        var summary = StressSummary()
        var failing: [(StressProgram, StressFailure)] = []
        let start = Date()
        var lastDrawn = Date.distantPast
        for index in 0..<max(0, programs) {
            let program = generator.program(seed: seed &+ UInt64(index))
            if verbose { StandardError.writeLine("seed \(program.seed)") }
            let result = runner.run(program)
            summary.add(result)
            if let failure = result.failure {
                failing.append((program, failure))
                StandardError.writeLine("\nseed \(program.seed): \(failure)")
            }
            if Date().timeIntervalSince(lastDrawn) > 0.5 || index == programs - 1 {
                lastDrawn = Date()
                drawProgress(summary, of: programs, since: start)
            }
        }
        StandardError.writeLine("")
        let seconds = Date().timeIntervalSince(start)
        printTable(summary, seconds: seconds)
        guard !noShrink else { return }
        for (program, _) in failing.prefix(3) {
            if let (small, failure) = StressShrinker().shrink(program) {
                print("\n" + StressShrinker.report(small, failure: failure, original: program))
            }
        }
    }

    @MainActor
    private func runKept(_ keep: String) {
        var program = StressGenerator(operationCount: operations).program(seed: seed)
        let positions = keep.split(separator: ",").flatMap { part -> [Int] in
            let bounds = part.split(separator: "-").compactMap { Int($0) }
            return bounds.count == 2 && bounds[0] <= bounds[1]
                ? Array(bounds[0]...bounds[1]) : bounds.prefix(1).map { $0 }
        }.filter { program.operations.indices.contains($0) }
        program.operations = positions.map { program.operations[$0] }
        StandardError.writeLine(program.swiftSource)
        let result = StressRunner().run(program)
        print(result.failure.map { "failure: \($0)" } ?? "passes")
        guard result.failure != nil, !noShrink, let (small, failure) = StressShrinker().shrink(program) else { return }
        print("\n" + StressShrinker.report(small, failure: failure, original: program))
    }

    @MainActor
    private func runSoak(operations: Int) {
        let program = StressGenerator(operationCount: operations).program(seed: seed)
        var runner = StressRunner()
        runner.continuesAfterFailure = true
        var marks: [(Int, Int?)] = []
        let start = Date()
        runner.progress = { played in
            let peak = StressSummary.peakResidentKiB()
            marks.append((played, peak))
            StandardError.writeLine(
                "\(played) operations, \(String(format: "%.0f", Date().timeIntervalSince(start))) s, peak RSS \(peak.map { "\($0 / 1024) MiB" } ?? "unknown")"
            )
        }
        let result = runner.run(program)
        var summary = StressSummary()
        summary.add(result)
        printTable(summary, seconds: Date().timeIntervalSince(start))
        for (played, peak) in marks {
            print("peak RSS after \(played) operations: \(peak.map { "\($0) KiB" } ?? "unknown")")
        }
        if let failure = result.failure {
            print("first failure (of \(result.failedChecks) failed checks): \(failure)")
        }
    }

    private func drawProgress(_ summary: StressSummary, of total: Int, since start: Date) {
        let elapsed = max(1e-9, Date().timeIntervalSince(start))
        let width = 30
        let filled = total == 0 ? width : width * summary.programs / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let line =
            "[\(bar)] \(summary.programs)/\(total) programs, \(String(format: "%.0f", Double(summary.programs) / elapsed))/s, \(summary.failures) failing"
        StandardError.write(StandardError.isTerminal ? "\r" + line : line + "\n")
    }

    private func printTable(_ summary: StressSummary, seconds: Double) {
        let rows: [(String, String)] = [
            ("programs", "\(summary.programs)"),
            ("operations", "\(summary.operations)"),
            ("frames", "\(summary.frames)"),
            ("invariant checks", "\(summary.checks)"),
            ("failures", "\(summary.failures)"),
            ("seconds", String(format: "%.1f", seconds)),
            ("programs/s", String(format: "%.1f", Double(summary.programs) / max(seconds, 1e-9))),
            ("peak RSS", StressSummary.peakResidentKiB().map { "\($0 / 1024) MiB" } ?? "unknown"),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        for (name, value) in rows {
            print(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value)
        }
    }
}
