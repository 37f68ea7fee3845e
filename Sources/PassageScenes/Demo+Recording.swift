// Recording a scene from code, with the options `passage render` has: the same recorder and the same sinks, so a
// program gets the same bytes the command line writes. A scene is any window content: `Demo`'s `start` builds
// it in the window it is given.
import Foundation
import Passage
import PassageRender

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
    /// How many times smaller each side of the written frames is than the rendered ones, 1…8 (each n × n block
    /// of pixels averaged), for small previews. Default 1.
    public var downsample: Int

    /// Options with the defaults `passage render` has.
    public init(
        framesPerSecond: Int = 60, device: DeviceProfile = .iPhoneSE, scale: Int? = nil,
        background: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1), slowAnimations: Double = 1,
        trace: TouchTrace? = nil, showsStatusBar: Bool = true, downsample: Int = 1
    ) {
        self.framesPerSecond = framesPerSecond
        self.device = device
        self.scale = scale
        self.background = background
        self.slowAnimations = slowAnimations
        self.trace = trace
        self.showsStatusBar = showsStatusBar
        self.downsample = downsample
    }

    /// The factors `downsample` takes.
    public static let downsampleRange = 1...8

    /// The device as rendered: its size at `scale`, when given.
    public var renderDevice: DeviceProfile {
        scale.map { device.scaled(to: CGFloat($0)) } ?? device
    }
}

extension Demo {
    /// Records the scene to `path`, in the format its extension names: `.png` (the last frame), `.apng`, `.gif`,
    /// `.mp4` or `.webm` (video needs the ffmpeg program), or a folder of numbered PNG frames (a path ending in
    /// `/`). Nothing appears at `path` unless the recording succeeds. Returns the number of frames. Throws
    /// `ExportError` for a path or format it cannot write, `RecordingOptionError` for an option out of range.
    @discardableResult
    public func record(to path: String, options: RecordingOptions = RecordingOptions()) throws -> Int {
        guard (1...240).contains(options.framesPerSecond) else {
            throw RecordingOptionError("frames per second \(options.framesPerSecond) is out of range: expected 1…240")
        }
        guard options.slowAnimations > 0, options.slowAnimations <= 10 else {
            throw RecordingOptionError(
                "slow animations \(options.slowAnimations) is out of range: expected > 0 and ≤ 10")
        }
        if let scale = options.scale, !(1...3).contains(scale) {
            throw RecordingOptionError("scale \(scale) is out of range: expected 1, 2 or 3")
        }
        let device = options.renderDevice
        let sink = try DemoRecorder.makeSink(
            ExportFormat(path: path), path: path, device: device,
            framesPerSecond: options.framesPerSecond, downsample: options.downsample
        ).sink
        try DemoRecorder.record(
            self, device: device, framesPerSecond: options.framesPerSecond,
            slowAnimations: options.slowAnimations, background: options.background,
            showsStatusBar: options.showsStatusBar, to: sink, trace: options.trace)
        return DemoRecorder.frameCount(
            self, framesPerSecond: options.framesPerSecond, slowAnimations: options.slowAnimations,
            device: device, trace: options.trace)
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
