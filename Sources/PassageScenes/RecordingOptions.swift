// How a scene is recorded: `passage render`'s options as values, and the error an option out of range gives.
import Passage

/// How a scene is recorded: `passage render`'s options as values.
public struct RecordingOptions: Sendable {
    /// Frames per second of the output, 1…240. Default 60.
    public var framesPerSecond: Int
    /// The screen the window fills. Default the iPhone SE (375 × 667 points at 2×).
    public var device: DeviceProfile
    /// Pixels per point (1, 2 or 3); nil (the default) keeps the device's.
    public var scale: Int?
    /// What shows behind the window; nil for transparent. Default white.
    public var background: CGColor?
    /// Slows animations down by this factor, > 0 and ≤ 10, like the iOS simulator. Default 1.
    public var slowAnimations: Double
    /// The touch trace an interactive scene plays instead of its own; nil (the default) plays its own.
    public var trace: TouchTrace?
    /// Whether the device's status bar is drawn over every frame. Default true.
    public var showsStatusBar: Bool
    /// Whether a circle is drawn where each finger of the touch trace is down, as the iOS Simulator shows
    /// touches. Default false.
    public var showsTouches: Bool
    /// How many times smaller each side of the written frames is than the rendered ones, 1…8 (each n × n block
    /// of pixels averaged), for small previews. Default 1.
    public var downsample: Int

    /// Options with the defaults `passage render` has.
    public init(
        framesPerSecond: Int = 60, device: DeviceProfile = .iPhoneSE, scale: Int? = nil,
        background: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1), slowAnimations: Double = 1,
        trace: TouchTrace? = nil, showsStatusBar: Bool = true, showsTouches: Bool = false, downsample: Int = 1
    ) {
        self.framesPerSecond = framesPerSecond
        self.device = device
        self.scale = scale
        self.background = background
        self.slowAnimations = slowAnimations
        self.trace = trace
        self.showsStatusBar = showsStatusBar
        self.showsTouches = showsTouches
        self.downsample = downsample
    }

    /// The factors `downsample` takes.
    public static let downsampleRange = 1...8

    /// The device as rendered: its size at `scale`, when given.
    public var renderDevice: DeviceProfile {
        scale.map { device.scaled(to: CGFloat($0)) } ?? device
    }
}

/// A recording option out of range; the message names it and what was expected.
public struct RecordingOptionError: Error, Equatable, CustomStringConvertible {
    /// The option, its value and the range expected.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
