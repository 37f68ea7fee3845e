// Animated PNG: lossless, loops forever, every frame shown for exactly 1/fps seconds (delay num/den = 1/fps).
// Frames stream to a temporary file as they are encoded; the frame count in acTL is patched in by `finish()`.
// Each frame is encoded from it and the frame before (see APNGFrameEncoder), on up to `threads` threads at once
// while the caller renders on (Parallel/OrderedEncoder); chunks are written in frame order, and their sequence
// numbers follow from the frame's index, so the file is the same bytes for any number of threads.
// Layout: signature, IHDR, acTL, then per frame an fcTL followed by IDAT (first frame, which is also the default
// image) or fdAT (later frames, stored as changed rectangles; see APNGFrameEncoder), then IEND.

/// Writes an animated PNG; the default format for animations.
public final class APNGSink: FrameSink {
    /// Width of every frame, in pixels.
    public var width: Int { settings.width }
    /// Height of every frame, in pixels.
    public var height: Int { settings.height }
    /// Playback rate, 1…1000 frames per second; each frame's delay is exactly 1/framesPerSecond.
    public var framesPerSecond: Int { settings.framesPerSecond }
    /// The file the animation is written to.
    public let path: String
    private var settings: FrameSinkSettings
    private let compressionLevel: Int
    private var output: StagedFile?
    private var previous: Pixmap?
    private let encoder: OrderedEncoder<[UInt8]>
    /// Where the acTL chunk starts: after the signature (8 bytes) and IHDR (25).
    private static let animationControlOffset = 8 + 25

    /// A sink writing a looping width × height APNG to `path`; the folder must exist.
    ///
    /// - Parameters:
    ///   - path: the file to write; its folder must exist.
    ///   - width: Width of every frame, in pixels.
    ///   - height: Height of every frame, in pixels.
    ///   - framesPerSecond: 1…1000.
    ///   - compressionLevel: deflate level 0 (store) … 9 (smallest); defaults to 6.
    ///   - threads: frames encoded at once, ≥ 1 (1 encodes each frame on the caller's thread as it arrives);
    ///     defaults to one per processor. The file is the same for any value.
    public init(
        path: String, width: Int, height: Int, framesPerSecond: Int, compressionLevel: Int = 6,
        threads: Int = ExportThreads.default
    ) throws {
        settings = try FrameSinkSettings(
            path: path, width: width, height: height, framesPerSecond: framesPerSecond,
            maximumSide: Int(Int32.max))
        self.path = path
        self.compressionLevel = compressionLevel
        encoder = OrderedEncoder(threads: threads)
        let output = try StagedFile(destination: path)
        self.output = output
        do {
            try output.append(
                PNGChunk.signature + PNGChunk.header(width: width, height: height) + Self.animationControl(frames: 0))
        } catch {
            cancel()
            throw error
        }
    }

    /// Queues `frame` for encoding and appends the frames encoded so far, in order.
    public func write(_ frame: Pixmap) throws {
        do {
            try settings.accept(frame)
            guard let output else { throw ExportError.sinkClosed(path: path) }
            let job = Self.encodingJob(
                frame, previous: previous, index: settings.frameCount - 1,
                framesPerSecond: framesPerSecond, level: compressionLevel)
            previous = frame
            for bytes in encoder.submit(job) { try output.append(bytes) }
        } catch {
            cancel()
            throw error
        }
    }

    /// Writes the frame count and IEND, and moves the file into place.
    public func finish() throws {
        try settings.checkOpen()
        defer { cancel() }
        guard settings.frameCount > 0, let output else { throw ExportError.noFrames(path: path) }
        for bytes in encoder.finish() { try output.append(bytes) }
        try output.append(PNGChunk.end)
        try output.overwrite(Self.animationControl(frames: settings.frameCount), at: Self.animationControlOffset)
        try output.commit()
    }

    /// Removes the temporary file; nothing is written.
    public func cancel() {
        settings.close()
        output?.abandon()
        output = nil
        previous = nil
    }

    /// The acTL chunk: `frames` frames, played forever (num_plays 0).
    private static func animationControl(frames: Int) -> [UInt8] {
        PNGChunk.make("acTL", PNGChunk.bigEndian(UInt32(frames)) + PNGChunk.bigEndian(UInt32(0)))
    }

    /// The chunks of frame `index` (0-based): fcTL, then IDAT for the first frame or fdAT for later ones. Sequence
    /// numbers run over fcTL and fdAT chunks: frame 0's fcTL is 0, frame k's fcTL 2k − 1 and its fdAT 2k.
    private static func encodingJob(
        _ frame: Pixmap, previous: Pixmap?, index: Int, framesPerSecond: Int,
        level: Int
    ) -> @Sendable () -> [UInt8] {
        {
            let encoded = APNGFrameEncoder.encode(frame, previous: previous, level: level)
            let controlNumber = UInt32(max(0, 2 * index - 1))
            var bytes = PNGChunk.make(
                "fcTL", frameControl(encoded, sequenceNumber: controlNumber, framesPerSecond: framesPerSecond))
            if index == 0 {
                bytes += PNGChunk.make("IDAT", encoded.data)
            } else {
                bytes += PNGChunk.make("fdAT", PNGChunk.bigEndian(UInt32(2 * index)) + encoded.data)
            }
            return bytes
        }
    }

    /// The fcTL data for `frame`: region, delay 1/fps, dispose NONE, blend SOURCE or OVER.
    private static func frameControl(_ frame: APNGEncodedFrame, sequenceNumber: UInt32, framesPerSecond: Int) -> [UInt8]
    {
        var data = PNGChunk.bigEndian(sequenceNumber)
        for value in [frame.rect.width, frame.rect.height, frame.rect.x, frame.rect.y] {
            data += PNGChunk.bigEndian(UInt32(value))
        }
        data += PNGChunk.bigEndian(UInt16(1)) + PNGChunk.bigEndian(UInt16(framesPerSecond))
        data += [0, frame.blendsOver ? 1 : 0]
        return data
    }
}
