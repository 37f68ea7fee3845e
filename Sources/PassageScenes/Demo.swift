// A scene: content built in a root view and animated on the frame loop, so the CLI, the tests and the docs
// run the same code. The built-in demos (PassageDemos) are scenes from the seeds; a user's own are declared
// the same way.
import Passage

/// A runnable scene from the seeds.
@MainActor
public struct Demo {
    /// The name used on the command line, e.g. `spring-bounce`.
    public let name: String
    /// One line saying what the demo shows.
    public let summary: String
    /// How long the demo runs, in seconds of media time.
    public let duration: TimeInterval
    /// Builds the scene inside `root`, starts its animations, and returns the views whose presented values are
    /// worth watching, by label. `root` is a window the size of the device being rendered (375 × 667 points for
    /// the default iPhone SE, up to 820 × 1180 for the iPad); scenes lay themselves out from its bounds.
    public let start: (UIView) -> [(label: String, view: UIView)]
    /// Makes the touches the demo plays from its start for a screen of the given size in points; nil for demos
    /// without touch input. `passage render <demo> --trace FILE` plays another trace instead.
    public let makeTrace: ((CGSize) -> TouchTrace)?

    /// How long a demo keeps running after the last touch of a trace, in seconds: time for the transition a
    /// release starts to settle.
    public static let settleTimeAfterTrace: TimeInterval = 1

    /// Creates a demo.
    public init(
        name: String, summary: String, duration: TimeInterval, trace: ((CGSize) -> TouchTrace)? = nil,
        start: @escaping (UIView) -> [(label: String, view: UIView)]
    ) {
        self.name = name
        self.summary = summary
        self.duration = duration
        self.makeTrace = trace
        self.start = start
    }

    /// Whether the demo takes touch input.
    public var isInteractive: Bool { makeTrace != nil }

    /// The demo's own trace for a screen of `size` points; nil for demos without touch input.
    public func trace(for size: CGSize) -> TouchTrace? { makeTrace?(size) }

    /// How long the demo runs when it plays `trace`: its duration, or longer when the trace ends less than
    /// `settleTimeAfterTrace` before that.
    public func duration(playing trace: TouchTrace?) -> TimeInterval {
        guard let trace else { return duration }
        return max(duration, trace.duration + Self.settleTimeAfterTrace)
    }
}
