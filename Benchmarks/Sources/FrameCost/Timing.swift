// Interleaved timing: every round times one frame of each contender in turn, so that load from other
// work on the machine falls on all of them alike. Single-threaded: everything runs on the main thread.
import Dispatch

/// One contender: a name and the work of one frame.
struct Contender {
    let name: String
    /// Draws one frame and returns a value read from it, so the optimizer must keep the work.
    let frame: @MainActor () -> Int
}

/// A contender's frame times in nanoseconds, sorted ascending.
struct Samples {
    let name: String
    let nanoseconds: [UInt64]
    var median: Double { Double(nanoseconds[nanoseconds.count / 2]) / 1e6 }
    var minimum: Double { Double(nanoseconds[0]) / 1e6 }
}

/// Runs `warmup` untimed rounds, then `rounds` timed rounds of every contender; returns each one's
/// samples (in milliseconds through `median`/`minimum`) and a checksum of the values the frames returned.
@MainActor
func measureInterleaved(_ contenders: [Contender], warmup: Int, rounds: Int) -> (samples: [Samples], checksum: Int) {
    var checksum = 0
    var times = [[UInt64]](repeating: [], count: contenders.count)
    for round in 0..<(warmup + rounds) {
        for (index, contender) in contenders.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            let value = contender.frame()
            let end = DispatchTime.now().uptimeNanoseconds
            checksum &+= value
            if round >= warmup { times[index].append(end - start) }
        }
    }
    let samples = zip(contenders, times).map { Samples(name: $0.name, nanoseconds: $1.sorted()) }
    return (samples, checksum)
}
