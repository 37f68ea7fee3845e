// The only source of "now" in Passage. Nothing on the model or presentation path reads the wall clock:
// the frame loop owns a clock and `CACurrentMediaTime()` reads it.
import Foundation

/// A source of media time in seconds, the time base of every animation.
@preconcurrency @MainActor
public protocol MediaClock: AnyObject {
    /// The current media time, in seconds. Never decreases.
    var currentTime: CFTimeInterval { get }
}

/// A clock that moves only when told to: tests and renders step it frame by frame, so the same program
/// produces the same frames, bit for bit, on every run.
@preconcurrency @MainActor
public final class VirtualClock: MediaClock {
    /// The current virtual time, in seconds.
    public private(set) var currentTime: CFTimeInterval

    /// Creates a virtual clock that reads `startTime` (default 0) until it is advanced.
    public init(startTime: CFTimeInterval = 0) {
        currentTime = startTime.isFinite ? startTime : 0
    }

    /// Moves the clock forward by `seconds`. Negative, NaN or infinite amounts are ignored (time never
    /// runs backwards) and logged.
    public func advance(by seconds: CFTimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            diagnose(
                .clockAdvanceInvalid, .warning,
                "VirtualClock.advance(by: \(seconds)) ignored: expected a finite, non-negative number of seconds")
            return
        }
        currentTime += seconds
    }

    /// Sets the clock to `time` if that is not earlier than the current time; otherwise logs and ignores it.
    public func set(to time: CFTimeInterval) {
        guard time.isFinite, time >= currentTime else {
            diagnose(
                .clockSetInvalid, .warning,
                "VirtualClock.set(to: \(time)) ignored: expected a finite time not before \(currentTime)")
            return
        }
        currentTime = time
    }
}

/// A clock that follows the system's monotonic time, for live use. Reads seconds since it was created
/// plus `startTime`, so media times stay small and comparable with a virtual clock's.
@preconcurrency @MainActor
public final class MonotonicClock: MediaClock {
    private let origin: UInt64
    private let startTime: CFTimeInterval

    /// Creates a monotonic clock that reads `startTime` now.
    public init(startTime: CFTimeInterval = 0) {
        origin = DispatchTime.now().uptimeNanoseconds
        self.startTime = startTime
    }

    /// Seconds elapsed since creation, plus the start time.
    public var currentTime: CFTimeInterval {
        startTime + Double(DispatchTime.now().uptimeNanoseconds - origin) / 1_000_000_000
    }
}

/// The current media time of the active frame loop's clock, in seconds (Core Animation's `CACurrentMediaTime()`).
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    FrameLoop.current.clock.currentTime
}
