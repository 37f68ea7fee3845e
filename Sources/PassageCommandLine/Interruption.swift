import Synchronization

// Ctrl-C (SIGINT) or SIGTERM during a render: the signal handler only records the signal; the render checks it
// after every frame and stops by throwing, so the sink is cancelled and no partial file is left behind.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signal that asked a render to stop.
struct Interrupted: Error {
    let signal: Int32
    /// The outputs that were being written, when more than the one the render loop knows (`--jobs`).
    var paths: [String] = []
}

/// Records SIGINT and SIGTERM for the render loop to act on.
enum Interruption {
    /// The last signal received, 0 for none. Written by the handler, read between frames.
    private static let received = Atomic<Int32>(0)

    /// Routes SIGINT and SIGTERM to the recorder instead of ending the process at once.
    static func install() {
        for number in [SIGINT, SIGTERM] {
            signal(number) { number in Interruption.received.store(number, ordering: .relaxed) }
        }
    }

    /// Throws `Interrupted` once a signal has arrived.
    static func check() throws {
        let number = received.load(ordering: .relaxed)
        if number != 0 { throw Interrupted(signal: number) }
    }
}
