// What can go wrong while writing frames out. Every message names the path (or program) involved and what was
// expected, so a command-line tool can print it as its one line of explanation.
import Foundation

/// A failure to export frames; `description` is a one-line message naming the path and what was expected.
public enum ExportError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The destination's parent folder does not exist.
    case folderMissing(path: String, folder: String)
    /// Something on the destination's parent path exists but is not a folder.
    case notAFolder(path: String, folder: String)
    /// The operating system refused to create or write the file; `reason` is its explanation.
    case cannotWrite(path: String, reason: String)
    /// The destination folder of a frame sequence exists and holds files other than earlier frames.
    case folderNotEmpty(path: String)
    /// The path's extension names no supported format.
    case unsupportedExtension(String)
    /// A frame's size differs from the size the sink was created with.
    case sizeMismatch(path: String, frameIndex: Int, expectedWidth: Int, expectedHeight: Int, width: Int, height: Int)
    /// The sink was created with a size the format cannot hold.
    case invalidSize(path: String, width: Int, height: Int, maximum: Int)
    /// The sink was created with a frame rate outside 1…1000.
    case invalidFramesPerSecond(path: String, value: Int)
    /// `finish()` was called before any frame was written.
    case noFrames(path: String)
    /// `write(_:)` or `finish()` was called after the sink finished, failed or was cancelled.
    case sinkClosed(path: String)
    /// An external program the format needs is not installed.
    case programNotFound(path: String, program: String, install: String)
    /// An external program ran but failed; `message` is the end of what it printed.
    case programFailed(path: String, program: String, status: Int32, message: String)

    /// The extensions `ExportFormat(path:)` understands, as the messages list them.
    static let supportedExtensionsList = ".png, .apng, .gif, .mp4, .webm or a folder"

    /// The one-line message: the path or program involved, what went wrong and what was expected.
    public var description: String {
        switch self {
        case .folderMissing(let path, let folder):
            return "cannot write \(path): the folder \(folder) does not exist"
        case .notAFolder(let path, let folder):
            return "cannot write \(path): \(folder) is not a folder"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .folderNotEmpty(let path):
            return
                "cannot write \(path): the folder exists and holds files other than frame-NNNNN.png; expected an empty or new folder"
        case .unsupportedExtension(let ext):
            return "unsupported extension '\(ext)': expected \(Self.supportedExtensionsList)"
        case .sizeMismatch(let path, let index, let ew, let eh, let w, let h):
            return "cannot write \(path): frame \(index + 1) is \(w)×\(h) pixels, expected \(ew)×\(eh) like the sink"
        case .invalidSize(let path, let w, let h, let maximum):
            return
                "cannot write \(path): a \(w)×\(h) frame does not fit; expected sides from 1 to \(maximum) pixels and under 2 GiB of pixels"
        case .invalidFramesPerSecond(let path, let value):
            return "cannot write \(path): \(value) frames per second; expected 1 to 1000"
        case .noFrames(let path):
            return "cannot write \(path): no frames were written; expected at least one"
        case .sinkClosed(let path):
            return "cannot write \(path): the sink already finished, failed or was cancelled"
        case .programNotFound(let path, let program, let install):
            return "cannot write \(path): the program '\(program)' was not found on PATH; install it with `\(install)`"
        case .programFailed(let path, let program, let status, let message):
            let detail = message.isEmpty ? "" : ": \(message)"
            return "cannot write \(path): \(program) exited with status \(status)\(detail)"
        }
    }
}
