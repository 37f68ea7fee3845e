// Finding external programs (ffmpeg) the way a shell does: the first executable file of that name in the folders
// of PATH. A value rather than a global so tests can simulate a machine without the program.
import Foundation

/// Looks up an external program by name; returns its path or nil when it is not installed.
public struct ProgramLocator: Sendable {
    private let find: @Sendable (String) -> String?

    /// A locator answering with `find` (program name → executable path, nil when absent).
    public init(_ find: @escaping @Sendable (String) -> String?) {
        self.find = find
    }

    /// The path of `program`, or nil when it cannot be found.
    public func path(of program: String) -> String? {
        find(program)
    }

    /// Searches the folders of the process's `PATH` environment variable.
    public static var searchPath: ProgramLocator {
        searching(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
    }

    /// Searches the colon-separated folders of `path`, in order.
    public static func searching(_ path: String) -> ProgramLocator {
        ProgramLocator { program in
            for folder in path.split(separator: ":") where !folder.isEmpty {
                let candidate = folder + "/" + program
                if FileManager.default.isExecutableFile(atPath: candidate), !StagingPaths.isFolder(candidate) {
                    return candidate
                }
            }
            return nil
        }
    }
}
