import Foundation

// Where temporaries go and how the destination's folder is checked: a temporary lives in the same folder as its
// destination (so the final rename never crosses file systems) under a hidden, unique name.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Path helpers for staging output beside its destination.
enum StagingPaths {
    /// The folder part of `path` as the user spelled it: "." for a bare name, "/" for a top-level entry.
    static func parentFolder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let parent = trimmed[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The last component of `path`, ignoring trailing slashes.
    static func lastComponent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// Throws `folderMissing` or `notAFolder` unless the folder that will hold `path` exists; returns it.
    static func checkedParentFolder(of path: String) throws -> String {
        let folder = parentFolder(of: path)
        var info = stat()
        if stat(folder, &info) != 0 {
            if errno == ENOTDIR { throw ExportError.notAFolder(path: path, folder: folder) }
            if errno == ENOENT { throw ExportError.folderMissing(path: path, folder: folder) }
            throw ExportError.cannotWrite(path: path, reason: lastErrorReason())
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw ExportError.notAFolder(path: path, folder: folder) }
        return folder
    }

    /// A fresh hidden name beside `path`: `.<name>.<unique>.<suffix>`.
    static func temporarySibling(of path: String, in folder: String, suffix: String) -> String {
        let name = lastComponent(of: path)
        let unique = UUID().uuidString.lowercased()
        return (folder == "/" ? "" : folder) + "/.\(name).\(unique).\(suffix)"
    }

    /// Whether `path` names an existing folder.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether anything (file, folder, link) exists at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// `errno` as a lower-case phrase ("permission denied").
    static func lastErrorReason() -> String {
        let text = String(cString: strerror(errno))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
