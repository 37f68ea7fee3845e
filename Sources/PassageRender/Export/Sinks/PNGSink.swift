// A single picture: the sink writes one PNG. Fed an animation, it keeps the last frame, the state the animation
// settles in, which is what a still of a transition usually wants.

/// Writes one PNG file; when given several frames it keeps the **last** one.
public final class PNGSink: FrameSink {
    /// Width of the picture, in pixels.
    public var width: Int { settings.width }
    /// Height of the picture, in pixels.
    public var height: Int { settings.height }
    /// Recorded for symmetry with other sinks; a single PNG has no timing.
    public var framesPerSecond: Int { settings.framesPerSecond }
    /// The file the picture is written to.
    public let path: String
    private var settings: FrameSinkSettings
    private let compressionLevel: Int
    private var output: StagedFile?
    private var last: Pixmap?

    /// A sink writing a width × height PNG to `path`; the folder must exist.
    ///
    /// - Parameters:
    ///   - path: the file to write; its folder must exist.
    ///   - width: Width of every frame, in pixels.
    ///   - height: Height of every frame, in pixels.
    ///   - framesPerSecond: 1…1000; kept only so all sinks are created alike.
    ///   - compressionLevel: deflate level 0 (store) … 9 (smallest); defaults to 6.
    public init(path: String, width: Int, height: Int, framesPerSecond: Int = 60, compressionLevel: Int = 6) throws {
        settings = try FrameSinkSettings(
            path: path, width: width, height: height, framesPerSecond: framesPerSecond,
            maximumSide: Int(Int32.max))
        self.path = path
        self.compressionLevel = compressionLevel
        output = try StagedFile(destination: path)
    }

    /// Remembers `frame` as the picture to write, replacing any earlier frame.
    public func write(_ frame: Pixmap) throws {
        do {
            try settings.accept(frame)
            last = frame
        } catch {
            cancel()
            throw error
        }
    }

    /// Encodes the last frame and moves the PNG into place.
    public func finish() throws {
        try settings.checkOpen()
        defer { cancel() }
        guard let last, let output else { throw ExportError.noFrames(path: path) }
        try output.append(last.pngData(compressionLevel: compressionLevel))
        try output.commit()
    }

    /// Removes the temporary file; nothing is written.
    public func cancel() {
        settings.close()
        output?.abandon()
        output = nil
        last = nil
    }
}
