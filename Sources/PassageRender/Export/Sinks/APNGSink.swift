// Animated PNG: lossless, loops forever, every frame shown for exactly 1/fps seconds (delay num/den = 1/fps).
// Frames stream to a temporary file as they arrive; the frame count in acTL is patched in by `finish()`.
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
    private var previous: [UInt8]?
    private var sequenceNumber: UInt32 = 0
    /// Where the acTL chunk starts: after the signature (8 bytes) and IHDR (25).
    private static let animationControlOffset = 8 + 25

    /// A sink writing a looping width × height APNG to `path`; the folder must exist.
    ///
    /// - Parameters:
    ///   - framesPerSecond: 1…1000.
    ///   - compressionLevel: zlib level 0…9; defaults to 6.
    public init(path: String, width: Int, height: Int, framesPerSecond: Int, compressionLevel: Int = 6) throws {
        settings = try FrameSinkSettings(path: path, width: width, height: height, framesPerSecond: framesPerSecond,
                                         maximumSide: Int(Int32.max))
        self.path = path
        self.compressionLevel = compressionLevel
        let output = try StagedFile(destination: path)
        self.output = output
        do {
            try output.append(PNGChunk.signature + PNGChunk.header(width: width, height: height) + Self.animationControl(frames: 0))
        } catch {
            cancel()
            throw error
        }
    }

    /// Encodes `frame` and appends it to the animation.
    public func write(_ frame: Pixmap) throws {
        do {
            try settings.accept(frame)
            guard let output else { throw ExportError.sinkClosed(path: path) }
            let straight = frame.makeImage().pixels
            let encoded = APNGFrameEncoder.encode(straight, previous: previous, width: width, height: height, level: compressionLevel)
            var bytes = PNGChunk.make("fcTL", frameControl(encoded))
            if previous == nil {
                bytes += PNGChunk.make("IDAT", encoded.data)
            } else {
                bytes += PNGChunk.make("fdAT", PNGChunk.bigEndian(nextSequenceNumber()) + encoded.data)
            }
            try output.append(bytes)
            previous = straight
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

    /// The fcTL data for `frame`: region, delay 1/fps, dispose NONE, blend SOURCE or OVER.
    private func frameControl(_ frame: APNGEncodedFrame) -> [UInt8] {
        var data = PNGChunk.bigEndian(nextSequenceNumber())
        for value in [frame.rect.width, frame.rect.height, frame.rect.x, frame.rect.y] {
            data += PNGChunk.bigEndian(UInt32(value))
        }
        data += PNGChunk.bigEndian(UInt16(1)) + PNGChunk.bigEndian(UInt16(framesPerSecond))
        data += [0, frame.blendsOver ? 1 : 0]
        return data
    }

    private func nextSequenceNumber() -> UInt32 {
        defer { sequenceNumber += 1 }
        return sequenceNumber
    }
}
