// A scene: content built in a window and animated on the frame loop, so the command line, the tests and the docs
// run the same code. The built-in demos (PassageDemos) are scenes; a user's own are declared the same way.
import Passage

/// Content that runs in a window on a virtual clock, to be recorded to pictures or video, printed as a table of
/// presented values, or listed and rendered by a `passage`-style command line (a Passage addition).
///
/// ```swift
/// let fadeIn = Scene(name: "fade-in", summary: "a card fades in", duration: 1) { window in
///     let card = UIView(frame: CGRect(x: 40, y: 200, width: 295, height: 200))
///     card.backgroundColor = .systemBlue
///     card.alpha = 0
///     window.addSubview(card)
///     UIView.animate(withDuration: 0.8) { card.alpha = 1 }
///     return ["card": card]
/// }
/// try fadeIn.record(to: "fade-in.gif")
/// ```
@MainActor
public struct Scene {
    /// The name used on the command line, e.g. `spring-bounce`.
    public let name: String
    /// One line saying what the scene shows.
    public let summary: String
    /// How long the scene runs, in seconds of media time.
    public let duration: TimeInterval
    /// Builds the scene in `window`, starts its animations, and returns the views whose presented values are
    /// worth watching, by label. The window is the key window, visible and filling the screen of the device being
    /// rendered (375 × 667 points for the default iPhone SE, up to 820 × 1180 for the iPad); scenes lay
    /// themselves out from its bounds.
    public let start: (UIWindow) -> WatchedViews
    /// Makes the touches the scene plays from its start for a screen of the given size in points; nil for scenes
    /// without touch input. `passage render <scene> --trace FILE` plays another trace instead.
    public let makeTrace: ((CGSize) -> TouchTrace)?

    /// How long a scene keeps running after the last touch of a trace, in seconds: time for the transition a
    /// release starts to settle.
    public static let settleTimeAfterTrace: TimeInterval = 1

    /// Creates a scene called `name`, described by `summary`, running `duration` seconds; it plays the touches
    /// `trace` makes for the screen's size (none when nil), and `start` builds it in its window.
    public init(
        name: String, summary: String, duration: TimeInterval, trace: ((CGSize) -> TouchTrace)? = nil,
        start: @escaping (UIWindow) -> WatchedViews
    ) {
        self.name = name
        self.summary = summary
        self.duration = duration
        self.makeTrace = trace
        self.start = start
    }

    /// Whether the scene takes touch input.
    public var isInteractive: Bool { makeTrace != nil }

    /// The scene's own trace for a screen of `size` points; nil for scenes without touch input.
    public func trace(for size: CGSize) -> TouchTrace? { makeTrace?(size) }

    /// How long the scene runs when it plays `trace`: its duration, or longer when the trace ends less than
    /// `settleTimeAfterTrace` before that.
    public func duration(playing trace: TouchTrace?) -> TimeInterval {
        guard let trace else { return duration }
        return max(duration, trace.duration + Self.settleTimeAfterTrace)
    }
}
