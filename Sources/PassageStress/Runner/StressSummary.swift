// Totals over many programs, and the peak resident memory of the process (the kernel's high-water mark, VmHWM in
// /proc/self/status), for the summary table `passage-stress` prints.
import Foundation

/// Totals of a stress run (a Passage addition for stress testing).
public struct StressSummary: Equatable, Sendable {
    /// Programs run.
    public var programs = 0
    /// Operations played.
    public var operations = 0
    /// Frames stepped.
    public var frames = 0
    /// Invariant checks made.
    public var checks = 0
    /// Programs that broke an invariant.
    public var failures = 0

    /// Empty totals.
    public init() {}

    /// Adds one program's result.
    public mutating func add(_ result: StressResult) {
        programs += 1
        operations += result.operations
        frames += result.frames
        checks += result.checks
        if result.failure != nil { failures += 1 }
    }

    /// The process's peak resident set size in kibibytes (VmHWM), or nil where /proc is not available.
    public static func peakResidentKiB() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }
}
