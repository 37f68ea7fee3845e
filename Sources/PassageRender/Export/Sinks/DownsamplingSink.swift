// Small previews: a sink in front of another that shrinks every frame by a whole factor
// (`Pixmap.downsampled(by:)`) before handing it on, so any format can be written at a fraction of the size
// the scene renders at (`passage render --downsample n`).

/// Takes frames of `width` × `height` and writes them, shrunk by `factor`, to another sink.
public final class DownsamplingSink: FrameSink {
    /// How many times smaller each side of the written frames is, ≥ 1.
    public let factor: Int
    /// The sink the shrunk frames go to; its size is `Pixmap.downsampledSize(width:height:factor:)`.
    public let destination: any FrameSink
    /// Width of the frames this sink takes, in pixels.
    public var width: Int { settings.width }
    /// Height of the frames this sink takes, in pixels.
    public var height: Int { settings.height }
    /// Playback rate, the destination's.
    public var framesPerSecond: Int { destination.framesPerSecond }
    private var settings: FrameSinkSettings

    /// A sink taking `width` × `height` frames and writing them shrunk by `factor` (≥ 1) to `destination`, which
    /// must have the shrunk size; throws `ExportError.sizeMismatch` when it does not.
    public init(factor: Int, width: Int, height: Int, destination: any FrameSink) throws {
        settings = try FrameSinkSettings(
            path: "downsampling", width: width, height: height,
            framesPerSecond: destination.framesPerSecond)
        let size = Pixmap.downsampledSize(width: width, height: height, factor: factor)
        guard destination.width == size.width, destination.height == size.height else {
            throw ExportError.sizeMismatch(
                path: "downsampling", frameIndex: 0, expectedWidth: size.width,
                expectedHeight: size.height, width: destination.width, height: destination.height)
        }
        self.factor = factor
        self.destination = destination
    }

    /// Shrinks `frame` and writes it to the destination; throws `ExportError.sizeMismatch` for a frame of
    /// another size, and whatever the destination throws.
    public func write(_ frame: Pixmap) throws {
        try settings.accept(frame)
        try destination.write(frame.downsampled(by: factor))
    }

    /// Finishes the destination.
    public func finish() throws {
        try settings.checkOpen()
        settings.close()
        try destination.finish()
    }

    /// Cancels the destination.
    public func cancel() {
        settings.close()
        destination.cancel()
    }
}
