// The time contract every harness and strategy keeps (written down in TestingTransitions.md):
// - Time is counted in whole frames of 1/framesPerSecond seconds (60 by default) from t = 0.
// - t = 0 is the moment the trigger ran (or the touch trace started): frame 0 is what is on screen right after it
//   returned, before any time passed, so animations it added show their begin values.
// - Frame n is what is on screen n frames later, at t = n / framesPerSecond.
// - A time in seconds lands on the first frame at or after it (advances round up to whole frames).
import Foundation

/// A moment of a transition run, on the harness's frame grid.
public enum TransitionTime: Hashable, Sendable, CustomStringConvertible {
    /// Frame 0: right after the trigger ran, before any time passed.
    case start
    /// The first frame at or after this many seconds after t = 0.
    case seconds(Double)
    /// This frame after t = 0.
    case frame(Int)
    /// The first frame on which nothing is left to animate (the frame loop is idle), within 10 s.
    case end

    /// The frame this time lands on at `framesPerSecond`; nil for `.end`, which depends on the run.
    public func frame(framesPerSecond: Int) -> Int? {
        switch self {
        case .start: 0
        case .frame(let frame): max(0, frame)
        case .seconds(let seconds): Self.frames(in: seconds, framesPerSecond: framesPerSecond)
        case .end: nil
        }
    }

    /// Whole frames needed to cover `seconds` (rounded up; a billionth of a frame of slack absorbs decimal
    /// rounding, so 0.1 s at 60 fps is 6 frames, not 7).
    public static func frames(in seconds: Double, framesPerSecond: Int) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int((seconds * Double(framesPerSecond) - 1e-9).rounded(.up))
    }

    public var description: String {
        switch self {
        case .start: "start"
        case .seconds(let seconds): "\(seconds) s"
        case .frame(let frame): "frame \(frame)"
        case .end: "end"
        }
    }
}
