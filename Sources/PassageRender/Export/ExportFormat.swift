// Picking a sink from the output path, the way `passage render --out FILE` does: the extension names the format
// (case-insensitively), and a path ending in "/", without an extension, or naming an existing folder means a
// folder of numbered PNG frames.

/// The file formats frames can be exported to.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// One PNG picture (the last frame).
    case png
    /// A folder of numbered PNG frames.
    case pngSequence
    /// Animated PNG, lossless.
    case apng
    /// GIF89a animation.
    case gif
    /// H.264 video in MP4, through ffmpeg.
    case mp4
    /// VP9 video in WebM, through ffmpeg.
    case webm

    /// The format `path` asks for; throws `ExportError.unsupportedExtension` for an unknown extension.
    public init(path: String) throws {
        let name = StagingPaths.lastComponent(of: path)
        if path.hasSuffix("/") || StagingPaths.isFolder(path) {
            self = .pngSequence
            return
        }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            self = .pngSequence
            return
        }
        let ext = name[name.index(after: dot)...]
        switch ext.lowercased() {
        case "png": self = .png
        case "apng": self = .apng
        case "gif": self = .gif
        case "mp4": self = .mp4
        case "webm": self = .webm
        default: throw ExportError.unsupportedExtension("." + ext)
        }
    }

    /// Whether the format holds more than one frame.
    public var isAnimated: Bool {
        self != .png
    }

    /// A sink of this format writing to `path`.
    ///
    /// - Parameters:
    ///   - path: the file (or folder of frames) to write.
    ///   - width: Width of every frame, in pixels.
    ///   - height: Height of every frame, in pixels.
    ///   - framesPerSecond: 1…1000.
    ///   - locator: how video formats find `ffmpeg`; defaults to searching PATH.
    ///   - threads: frames the APNG, GIF and PNG-frames sinks encode at once, ≥ 1; defaults to one per processor.
    ///     Their output is the same bytes for any value.
    public func makeSink(
        path: String, width: Int, height: Int, framesPerSecond: Int,
        locator: ProgramLocator = .searchPath, threads: Int = ExportThreads.default
    ) throws -> any FrameSink {
        switch self {
        case .png: return try PNGSink(path: path, width: width, height: height, framesPerSecond: framesPerSecond)
        case .pngSequence:
            return try PNGSequenceSink(
                path: path, width: width, height: height, framesPerSecond: framesPerSecond, threads: threads)
        case .apng:
            return try APNGSink(
                path: path, width: width, height: height, framesPerSecond: framesPerSecond, threads: threads)
        case .gif:
            return try GIFSink(
                path: path, width: width, height: height, framesPerSecond: framesPerSecond, threads: threads)
        case .mp4:
            return try FFmpegSink(
                path: path, width: width, height: height, framesPerSecond: framesPerSecond, container: .mp4,
                locator: locator)
        case .webm:
            return try FFmpegSink(
                path: path, width: width, height: height, framesPerSecond: framesPerSecond, container: .webm,
                locator: locator)
        }
    }

    /// A sink for `path` in the format its extension names.
    public static func makeSink(
        path: String, width: Int, height: Int, framesPerSecond: Int,
        locator: ProgramLocator = .searchPath
    ) throws -> any FrameSink {
        try ExportFormat(path: path).makeSink(
            path: path, width: width, height: height,
            framesPerSecond: framesPerSecond, locator: locator)
    }
}
