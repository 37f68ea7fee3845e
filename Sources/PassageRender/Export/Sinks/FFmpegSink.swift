import Foundation

// Video export through the `ffmpeg` program: frames are piped to it as raw 8-bit RGB (the alpha byte is ignored,
// so transparent areas show black; render with a background colour for video) and it encodes H.264 in MP4 or VP9
// in WebM, both yuv420p (odd sizes are padded by one pixel). ffmpeg writes to a temporary file beside the
// destination, renamed into place when it exits successfully. Bit-exact flags and no metadata keep output
// reproducible for a given ffmpeg build. Starting a sink ignores SIGPIPE in this process, so an ffmpeg that dies
// mid-stream becomes an error instead of killing the caller.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes MP4 (H.264) or WebM (VP9) video by piping frames to `ffmpeg`.
public final class FFmpegSink: FrameSink {
    /// The video container and codec.
    public enum Container: Sendable {
        /// MP4 with H.264 video (libx264, CRF 18).
        case mp4
        /// WebM with VP9 video (libvpx-vp9, CRF 32).
        case webm
    }

    /// Width of every frame, in pixels.
    public var width: Int { settings.width }
    /// Height of every frame, in pixels.
    public var height: Int { settings.height }
    /// Playback rate, 1…1000 frames per second.
    public var framesPerSecond: Int { settings.framesPerSecond }
    /// The file the video is written to.
    public let path: String
    /// The container and codec written.
    public let container: Container
    private var settings: FrameSinkSettings
    private var output: StagedFile?
    private var process: Process?
    private var input: FileHandle?
    private let logPath: String

    /// The command that installs ffmpeg, as error messages suggest it.
    public static let installCommand = "apt-get install ffmpeg"

    /// Starts ffmpeg writing a width × height video to `path`; throws `programNotFound` when it is not installed.
    ///
    /// - Parameters:
    ///   - path: the video file to write; its folder must exist.
    ///   - width: Width of every frame, in pixels.
    ///   - height: Height of every frame, in pixels.
    ///   - framesPerSecond: 1…1000.
    ///   - container: MP4 (H.264) or WebM (VP9).
    ///   - locator: how to find `ffmpeg`; defaults to searching PATH.
    public init(
        path: String, width: Int, height: Int, framesPerSecond: Int, container: Container,
        locator: ProgramLocator = .searchPath
    ) throws {
        settings = try FrameSinkSettings(
            path: path, width: width, height: height, framesPerSecond: framesPerSecond,
            maximumSide: 16384)
        self.path = path
        self.container = container
        guard let program = locator.path(of: "ffmpeg") else {
            throw ExportError.programNotFound(path: path, program: "ffmpeg", install: Self.installCommand)
        }
        let output = try StagedFile(destination: path)
        self.output = output
        logPath = output.temporaryPath + ".log"
        do {
            try launch(program, writingTo: output.temporaryPath)
        } catch {
            cancel()
            throw error
        }
    }

    deinit {
        cancel()
    }

    /// Sends `frame` to ffmpeg.
    public func write(_ frame: Pixmap) throws {
        do {
            try settings.accept(frame)
            guard let input else { throw ExportError.sinkClosed(path: path) }
            do {
                try input.write(contentsOf: frame.pixels)
            } catch {
                throw failure(status: -1)
            }
        } catch {
            cancel()
            throw error
        }
    }

    /// Closes ffmpeg's input, waits for it to finish, and moves the video into place.
    public func finish() throws {
        try settings.checkOpen()
        defer { cancel() }
        guard settings.frameCount > 0, let output, let process, let input else {
            throw ExportError.noFrames(path: path)
        }
        try? input.close()
        self.input = nil
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw failure(status: process.terminationStatus) }
        try output.commit()
    }

    /// Stops ffmpeg and removes the temporary file; nothing is written.
    public func cancel() {
        settings.close()
        try? input?.close()
        input = nil
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        process = nil
        output?.abandon()
        output = nil
        unlink(logPath)
    }

    private func launch(_ program: String, writingTo temporary: String) throws {
        signal(SIGPIPE, SIG_IGN)
        guard FileManager.default.createFile(atPath: logPath, contents: nil),
            let log = FileHandle(forWritingAtPath: logPath)
        else {
            throw ExportError.cannotWrite(path: path, reason: "cannot create ffmpeg's log beside it")
        }
        defer { try? log.close() }
        let pipe = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Self.arguments(
            width: width, height: height, framesPerSecond: framesPerSecond,
            container: container, output: temporary)
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = log
        do {
            try process.run()
        } catch {
            throw ExportError.programFailed(
                path: path, program: "ffmpeg", status: -1, message: "could not start \(program): \(error)")
        }
        self.process = process
        input = pipe.fileHandleForWriting
    }

    /// The error for a failed ffmpeg, quoting the last line it printed.
    private func failure(status: Int32) -> ExportError {
        try? input?.close()
        input = nil
        var code = status
        if let process {
            process.waitUntilExit()
            code = process.terminationStatus
        }
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        let lastLine = log.split(separator: "\n").last.map(String.init) ?? ""
        return ExportError.programFailed(path: path, program: "ffmpeg", status: code, message: lastLine)
    }

    /// ffmpeg's command line: raw frames on stdin, encoded video to `output`.
    static func arguments(width: Int, height: Int, framesPerSecond: Int, container: Container, output: String)
        -> [String]
    {
        var arguments = [
            "-hide_banner", "-loglevel", "error",
            "-f", "rawvideo", "-pix_fmt", "rgb0", "-s", "\(width)x\(height)", "-r", "\(framesPerSecond)",
            "-i", "-",
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-pix_fmt", "yuv420p",
            "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact",
        ]
        switch container {
        case .mp4: arguments += ["-c:v", "libx264", "-crf", "18", "-movflags", "+faststart", "-f", "mp4"]
        case .webm: arguments += ["-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-f", "webm"]
        }
        return arguments + ["-y", output]
    }
}
