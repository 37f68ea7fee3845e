import Foundation

// A folder of files built under a temporary name beside its destination and renamed into place when complete.
// An existing destination is replaced only when it is empty or holds nothing but earlier `frame-NNNNN.png`
// files, so pointing a frame sequence at a folder of other work can never delete that work.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output folder staged beside its destination.
final class StagedFolder {
    /// Where the folder ends up.
    let destination: String
    /// Where it is built meanwhile.
    let temporaryPath: String
    private let parent: String
    private var isOpen = true

    /// Checks the destination and creates the temporary folder; throws `ExportError` naming `destination`.
    init(destination: String) throws {
        parent = try StagingPaths.checkedParentFolder(of: destination)
        self.destination = destination
        try Self.checkReplaceable(destination)
        temporaryPath = StagingPaths.temporarySibling(of: destination, in: parent, suffix: "partial")
        guard mkdir(temporaryPath, 0o755) == 0 else {
            throw ExportError.cannotWrite(path: destination, reason: StagingPaths.lastErrorReason())
        }
    }

    deinit {
        abandon()
    }

    /// Writes one file named `name` inside the temporary folder.
    func writeFile(named name: String, bytes: [UInt8]) throws {
        guard isOpen else { throw ExportError.sinkClosed(path: destination) }
        let file = temporaryPath + "/" + name
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ExportError.cannotWrite(path: destination, reason: StagingPaths.lastErrorReason())
        }
        defer { close(descriptor) }
        try bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw ExportError.cannotWrite(path: destination, reason: StagingPaths.lastErrorReason())
                }
                done += n
            }
        }
    }

    /// Moves the finished folder to the destination, replacing an earlier frame sequence there.
    func commit() throws {
        guard isOpen else { throw ExportError.sinkClosed(path: destination) }
        do {
            try Self.checkReplaceable(destination)
            var retired: String?
            if StagingPaths.exists(destination) {
                let old = StagingPaths.temporarySibling(of: destination, in: parent, suffix: "old")
                guard rename(destination, old) == 0 else {
                    throw ExportError.cannotWrite(path: destination, reason: StagingPaths.lastErrorReason())
                }
                retired = old
            }
            guard rename(temporaryPath, destination) == 0 else {
                let reason = StagingPaths.lastErrorReason()
                if let retired { rename(retired, destination) }
                throw ExportError.cannotWrite(path: destination, reason: reason)
            }
            isOpen = false
            if let retired { try? FileManager.default.removeItem(atPath: retired) }
        } catch {
            abandon()
            throw error
        }
    }

    /// Removes the temporary folder and everything in it; does nothing after `commit()`.
    func abandon() {
        guard isOpen else { return }
        isOpen = false
        try? FileManager.default.removeItem(atPath: temporaryPath)
    }

    /// Throws unless `path` is absent, an empty folder, or a folder of `frame-NNNNN.png` files only.
    private static func checkReplaceable(_ path: String) throws {
        guard StagingPaths.exists(path) else { return }
        guard StagingPaths.isFolder(path) else {
            throw ExportError.cannotWrite(path: path, reason: "a file with that name exists; expected a folder")
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        guard entries.allSatisfy(PNGSequenceSink.isFrameFileName) else {
            throw ExportError.folderNotEmpty(path: path)
        }
    }
}
