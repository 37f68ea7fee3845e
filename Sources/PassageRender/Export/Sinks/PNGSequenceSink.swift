// A folder of numbered PNG frames (`frame-00001.png`, `frame-00002.png`, …), the input most video and compositing
// tools accept. Frames are encoded on up to `threads` threads at once (Parallel/OrderedEncoder) and written, in
// order, into a temporary folder that `finish()` renames into place; each file is the same for any thread count.

/// Writes each frame as `frame-NNNNN.png` (numbered from 1, five digits or more) in a folder.
public final class PNGSequenceSink: FrameSink {
    /// Width of every frame, in pixels.
    public var width: Int { settings.width }
    /// Height of every frame, in pixels.
    public var height: Int { settings.height }
    /// Playback rate, 1…1000 frames per second (not stored in the files).
    public var framesPerSecond: Int { settings.framesPerSecond }
    /// The folder the frames end up in.
    public let path: String
    private var settings: FrameSinkSettings
    private let compressionLevel: Int
    private var output: StagedFolder?
    private let encoder: OrderedEncoder<(name: String, bytes: [UInt8])>

    /// A sink writing frames into the folder `path`, which must be new, empty or hold only earlier frames
    /// (those are replaced); its parent folder must exist.
    ///
    /// - Parameters:
    ///   - path: the folder the frames end up in.
    ///   - width: Width of every frame, in pixels.
    ///   - height: Height of every frame, in pixels.
    ///   - framesPerSecond: 1…1000.
    ///   - compressionLevel: deflate level 0 (store) … 9 (smallest); defaults to 6.
    ///   - threads: frames encoded at once, ≥ 1 (1 encodes each frame on the caller's thread); defaults to one
    ///     per processor.
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
        output = try StagedFolder(destination: path)
    }

    /// The file name of frame `number` (1-based): `frame-00001.png`.
    public static func fileName(forFrame number: Int) -> String {
        let digits = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// Whether `name` looks like a file this sink writes.
    static func isFrameFileName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let number = name.dropFirst(6).dropLast(4)
        return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
    }

    /// Queues `frame` for encoding as the next numbered PNG and writes the frames encoded so far.
    public func write(_ frame: Pixmap) throws {
        do {
            try settings.accept(frame)
            guard let output else { throw ExportError.sinkClosed(path: path) }
            let name = Self.fileName(forFrame: settings.frameCount)
            let level = compressionLevel
            for file in encoder.submit({ (name, frame.pngData(compressionLevel: level)) }) {
                try output.writeFile(named: file.name, bytes: file.bytes)
            }
        } catch {
            cancel()
            throw error
        }
    }

    /// Moves the folder of frames into place.
    public func finish() throws {
        try settings.checkOpen()
        defer { cancel() }
        guard settings.frameCount > 0, let output else { throw ExportError.noFrames(path: path) }
        for file in encoder.finish() { try output.writeFile(named: file.name, bytes: file.bytes) }
        try output.commit()
    }

    /// Removes the temporary folder; nothing is written.
    public func cancel() {
        settings.close()
        output?.abandon()
        output = nil
    }
}
