// Encoding frames on other threads while the caller renders the next ones. Sinks split each frame's encoding
// into a job: a pure function of the values it captured (the frame's pixels, the previous frame's, settings),
// returning bytes. Jobs run concurrently; their results come back in the order the jobs were submitted, and the
// sink writes them in that order on its own thread. So the file is the same, byte for byte, for any number of
// threads, and `threads == 1` (every job run inline when submitted) is the single-threaded reference.
//
// At most `threads` jobs run at once, and a submit returns once at most `threads × framesAheadPerThread` jobs are
// out (waiting for the oldest if need be): memory stays bounded to a few frames per thread, and rendering runs
// ahead of encoding by that much.
import Dispatch
import Foundation

/// Runs encoding jobs concurrently and hands their results back in submission order.
final class OrderedEncoder<Output: Sendable>: @unchecked Sendable {
    /// Jobs that run at once; 1 runs each job on the caller's thread as it is submitted.
    let threads: Int
    private let queue = DispatchQueue(label: "passage.export.encode", attributes: .concurrent)
    /// Jobs running at once: at most `threads`.
    private let running: DispatchSemaphore
    /// How many frames per thread may wait to be encoded: encoding costs vary from frame to frame (a still
    /// frame costs nothing, a frame after a cut costs a whole frame's compression), and the slack keeps the
    /// renderer from waiting on one slow frame.
    let framesAheadPerThread = 4
    /// Guards `finished`, the only state the worker threads touch.
    private let condition = NSCondition()
    private var finished: [Int: Output] = [:]
    /// Jobs submitted and results handed back; read and written on the caller's thread only.
    private var submitted = 0
    private var handedBack = 0

    /// An encoder running up to `threads` (at least 1) jobs at a time.
    init(threads: Int) {
        self.threads = max(1, threads)
        running = DispatchSemaphore(value: max(1, threads))
    }

    /// Starts `job` and returns the results that are ready, oldest first, continuing the order of earlier calls;
    /// waits for the oldest job while more than `threads × framesAheadPerThread` jobs are out.
    func submit(_ job: @escaping @Sendable () -> Output) -> [Output] {
        guard threads > 1 else { return [job()] }
        let index = submitted
        submitted += 1
        queue.async { [self] in
            running.wait()
            let output = job()
            running.signal()
            condition.lock()
            finished[index] = output
            condition.broadcast()
            condition.unlock()
        }
        return collect(leavingOut: threads * framesAheadPerThread)
    }

    /// Waits for every job and returns the results not handed back yet, in order.
    func finish() -> [Output] {
        collect(leavingOut: 0)
    }

    /// The results ready in order, after waiting until at most `outstanding` jobs are unfinished or unreturned.
    private func collect(leavingOut outstanding: Int) -> [Output] {
        condition.lock()
        defer { condition.unlock() }
        var ready: [Output] = []
        while true {
            if let output = finished.removeValue(forKey: handedBack) {
                ready.append(output)
                handedBack += 1
            } else if submitted - handedBack > outstanding {
                condition.wait()
            } else {
                return ready
            }
        }
    }
}

/// How many frames sinks encode at once.
public enum ExportThreads {
    /// One per processor the system makes available (`ProcessInfo.activeProcessorCount`), at least 1.
    public static var `default`: Int {
        max(1, ProcessInfo.processInfo.activeProcessorCount)
    }
}
