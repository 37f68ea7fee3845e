// A sink that keeps every frame in memory, for tests and for callers that post-process frames themselves.

/// Keeps the frames it receives in `frames`; `finish()` only marks it finished.
public final class MemorySink: FrameSink {
    /// Width of every frame, in pixels.
    public var width: Int { settings.width }
    /// Height of every frame, in pixels.
    public var height: Int { settings.height }
    /// Playback rate, 1…1000 frames per second.
    public var framesPerSecond: Int { settings.framesPerSecond }
    /// The frames written so far, in order.
    public private(set) var frames: [Pixmap] = []
    /// True once `finish()` succeeded.
    public private(set) var isFinished = false
    private var settings: FrameSinkSettings

    /// A sink for width × height frames at `framesPerSecond` (1…1000).
    public init(width: Int, height: Int, framesPerSecond: Int) throws {
        settings = try FrameSinkSettings(path: "memory", width: width, height: height, framesPerSecond: framesPerSecond)
    }

    /// Appends `frame`; throws `ExportError.sizeMismatch` when its size differs from the sink's.
    public func write(_ frame: Pixmap) throws {
        try settings.accept(frame)
        frames.append(frame)
    }

    /// Marks the sink finished; the frames stay available.
    public func finish() throws {
        try settings.checkOpen()
        settings.close()
        isFinished = true
    }

    /// Marks the sink closed without finishing; the frames stay available.
    public func cancel() {
        settings.close()
    }
}
