// GIF89a export: 256 colours per frame, looping forever. Each frame has its own palette, chosen by median cut
// over the colours that changed (GIF/MedianCutQuantizer), so a frame of at most 256 colours is stored exactly and
// a cross-fade gets colours for each stage. Straight alpha below 128 becomes transparent, the rest opaque.
// Delays are centiseconds with the rounding error carried (GIF/GIFDelays), so N frames last N/fps within 5 ms.
// Browsers stretch delays under 2 cs (frame rates above 50 fps give some 1 cs delays) to 10 cs; render GIFs at
// 50 fps or less when they are meant for a browser.
// Frames are planned in order here and encoded (palette, indices, LZW) on up to `threads` threads at once
// (Parallel/OrderedEncoder), written in frame order: the file is the same bytes for any number of threads.

/// Writes a looping GIF89a animation, with optional Floyd–Steinberg dithering.
public final class GIFSink: FrameSink {
    /// Width of every frame, in pixels (1…65535).
    public var width: Int { settings.width }
    /// Height of every frame, in pixels (1…65535).
    public var height: Int { settings.height }
    /// Playback rate, 1…1000 frames per second.
    public var framesPerSecond: Int { settings.framesPerSecond }
    /// The file the animation is written to.
    public let path: String
    /// Whether quantization error is diffused to neighbouring pixels; smoother gradients, larger files.
    public let dithers: Bool
    private var settings: FrameSinkSettings
    private var output: StagedFile?
    private var planner: GIFAnimationEncoder
    private let encoder: OrderedEncoder<[UInt8]>

    /// A sink writing a looping width × height GIF to `path`; the folder must exist.
    ///
    /// - Parameters:
    ///   - path: the file to write; its folder must exist.
    ///   - width: Width of every frame, in pixels.
    ///   - height: Height of every frame, in pixels.
    ///   - framesPerSecond: 1…1000.
    ///   - dithers: Floyd–Steinberg dithering; defaults to false.
    ///   - threads: frames encoded at once, ≥ 1 (1 encodes each frame on the caller's thread); defaults to one
    ///     per processor. The file is the same for any value.
    public init(
        path: String, width: Int, height: Int, framesPerSecond: Int, dithers: Bool = false,
        threads: Int = ExportThreads.default
    ) throws {
        settings = try FrameSinkSettings(
            path: path, width: width, height: height, framesPerSecond: framesPerSecond,
            maximumSide: 65535)
        self.path = path
        self.dithers = dithers
        planner = GIFAnimationEncoder(width: width, height: height, framesPerSecond: framesPerSecond, dithers: dithers)
        encoder = OrderedEncoder(threads: threads)
        let output = try StagedFile(destination: path)
        self.output = output
        do {
            try output.append(GIFBlocks.start(width: width, height: height))
        } catch {
            cancel()
            throw error
        }
    }

    /// Plans `frame`, queues the frame before it for encoding, and appends the frames encoded so far, in order.
    public func write(_ frame: Pixmap) throws {
        do {
            try settings.accept(frame)
            guard let output else { throw ExportError.sinkClosed(path: path) }
            guard let planned = planner.add(GIFColor.pack(straight: frame.straightPixels())) else { return }
            for bytes in encoder.submit({ GIFAnimationEncoder.encode(planned) }) { try output.append(bytes) }
        } catch {
            cancel()
            throw error
        }
    }

    /// Writes the last frame and the trailer, and moves the file into place.
    public func finish() throws {
        try settings.checkOpen()
        defer { cancel() }
        guard settings.frameCount > 0, let output else { throw ExportError.noFrames(path: path) }
        var remaining: [[UInt8]] = []
        if let last = planner.finish() {
            remaining = encoder.submit { GIFAnimationEncoder.encode(last) }
        }
        for bytes in remaining + encoder.finish() { try output.append(bytes) }
        try output.append(GIFBlocks.trailer)
        try output.commit()
    }

    /// Removes the temporary file; nothing is written.
    public func cancel() {
        settings.close()
        output?.abandon()
        output = nil
    }
}
