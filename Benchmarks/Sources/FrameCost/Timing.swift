// Interleaved timing: every round times one frame of each contender in turn, so that load from other
// work on the machine falls on all of them alike. Single-threaded: everything runs on the main thread.
import Dispatch
import Foundation

/// One contender: a name and the work of one frame.
struct Contender {
    let name: String
    /// Draws one frame and returns a value read from it, so the optimizer must keep the work.
    let frame: @MainActor () -> Int
}

/// A contender's frame times in nanoseconds, sorted ascending: wall-clock time, and the CPU time of the
/// process (every thread's), which time spent waiting for a core on a busy host does not inflate.
struct Samples {
    let name: String
    let nanoseconds: [UInt64]
    let cpuNanoseconds: [UInt64]
    var median: Double { Double(nanoseconds[nanoseconds.count / 2]) / 1e6 }
    var minimum: Double { Double(nanoseconds[0]) / 1e6 }
    var cpuMedian: Double { Double(cpuNanoseconds[cpuNanoseconds.count / 2]) / 1e6 }
}

/// CPU time used by the process so far, every thread's, in nanoseconds.
func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Runs `warmup` untimed rounds, then `rounds` timed rounds of every contender; returns each one's
/// samples (in milliseconds through `median`/`minimum`) and a checksum of the values the frames returned.
@MainActor
func measureInterleaved(_ contenders: [Contender], warmup: Int, rounds: Int) -> (samples: [Samples], checksum: Int) {
    var checksum = 0
    var times = [[UInt64]](repeating: [], count: contenders.count)
    var cpuTimes = times
    for round in 0..<(warmup + rounds) {
        for (index, contender) in contenders.enumerated() {
            let cpuStart = processCPUNanoseconds()
            let start = DispatchTime.now().uptimeNanoseconds
            let value = contender.frame()
            let end = DispatchTime.now().uptimeNanoseconds
            let cpuEnd = processCPUNanoseconds()
            checksum &+= value
            if round >= warmup {
                times[index].append(end - start)
                cpuTimes[index].append(cpuEnd - cpuStart)
            }
        }
    }
    let samples = contenders.indices.map {
        Samples(name: contenders[$0].name, nanoseconds: times[$0].sorted(), cpuNanoseconds: cpuTimes[$0].sorted())
    }
    return (samples, checksum)
}
