// A file written under a temporary name beside its destination and renamed into place only when complete.
// Until `commit()` the destination is untouched; `abandon()` (or deinit) removes the temporary.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output file staged beside its destination.
final class StagedFile {
    /// Where the file ends up.
    let destination: String
    /// Where it is written meanwhile.
    let temporaryPath: String
    private var descriptor: Int32
    /// Bytes written so far (the offset of the next write).
    private(set) var length = 0

    /// Checks the destination's folder and creates the temporary; throws `ExportError` naming `destination`.
    init(destination: String) throws {
        let folder = try StagingPaths.checkedParentFolder(of: destination)
        if StagingPaths.isFolder(destination) {
            throw ExportError.cannotWrite(path: destination, reason: "it is a folder; expected a file name")
        }
        self.destination = destination
        temporaryPath = StagingPaths.temporarySibling(of: destination, in: folder, suffix: "partial")
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ExportError.cannotWrite(path: destination, reason: StagingPaths.lastErrorReason())
        }
    }

    deinit {
        abandon()
    }

    /// Appends `bytes` to the temporary.
    func append(_ bytes: [UInt8]) throws {
        try write(bytes, at: length)
        length += bytes.count
    }

    /// Overwrites bytes already written, starting at `offset`.
    func overwrite(_ bytes: [UInt8], at offset: Int) throws {
        precondition(offset + bytes.count <= length, "overwrite past the end of the staged file")
        try write(bytes, at: offset)
    }

    /// Closes the temporary and renames it to the destination, replacing an existing file.
    func commit() throws {
        guard descriptor >= 0 else { throw ExportError.sinkClosed(path: destination) }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0, rename(temporaryPath, destination) == 0 else {
            let reason = StagingPaths.lastErrorReason()
            unlink(temporaryPath)
            throw ExportError.cannotWrite(path: destination, reason: reason)
        }
    }

    /// Closes and removes the temporary; does nothing after `commit()`.
    func abandon() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporaryPath)
    }

    private func write(_ bytes: [UInt8], at offset: Int) throws {
        guard descriptor >= 0 else { throw ExportError.sinkClosed(path: destination) }
        try bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + done))
                if n < 0 {
                    if errno == EINTR { continue }
                    throw ExportError.cannotWrite(path: destination, reason: StagingPaths.lastErrorReason())
                }
                done += n
            }
        }
    }
}
