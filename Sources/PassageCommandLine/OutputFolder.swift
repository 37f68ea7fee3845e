import Foundation

// Where `passage render` writes: the folder holding the output is created when it is missing and the folder
// above it exists (one level, like `mkdir`, so `--out out/demo.apng` works in a fresh checkout while a mistyped
// deeper path is still an error), and removed again when the render fails and leaves it empty.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder an output goes into, and whether this run created it.
struct OutputFolder {
    /// The folder, as the user spelled it ("." for a bare file name).
    let path: String
    /// Whether this run created the folder (and so may remove it after a failure).
    let wasCreated: Bool

    /// The folder that will hold `output`, created when it is missing and its own parent exists. When it
    /// cannot be created nothing happens here: the sink then reports the missing folder (`ExportError`).
    static func holding(_ output: String) -> OutputFolder {
        make(parent(of: output))
    }

    /// `folder` itself, created when it is missing and its parent exists.
    static func make(_ folder: String) -> OutputFolder {
        if exists(folder) { return OutputFolder(path: folder, wasCreated: false) }
        guard isFolder(parent(of: folder)) else { return OutputFolder(path: folder, wasCreated: false) }
        return OutputFolder(path: folder, wasCreated: mkdir(folder, 0o755) == 0)
    }

    /// Removes the folder if this run created it and it is empty.
    func removeIfCreatedAndEmpty() {
        if wasCreated { rmdir(path) }
    }

    /// The folder part of `path`: "." for a bare name, "/" for a top-level entry; trailing slashes ignored.
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let parent = trimmed[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The last component of `path`, trailing slashes ignored.
    static func lastComponent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed.split(separator: "/").last.map(String.init) ?? String(trimmed)
    }

    /// Whether anything exists at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Whether `path` names an existing folder (following links).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
