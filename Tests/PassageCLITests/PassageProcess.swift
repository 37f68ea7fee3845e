// Runs the built `passage` (or `passage-port`) executable as a user would: a separate process with no stdin, its
// stdout and stderr captured, in a scratch folder, optionally with a chosen PATH. The executable is found beside
// the test bundle (SwiftPM puts every product of a build in one folder, e.g. .build/debug/passage next to
// .build/debug/PassagePackageTests.xctest).
import Foundation
import XCTest

/// What one run of `passage` printed and how it ended.
struct PassageRun {
    var status: Int32
    var reason: Process.TerminationReason
    var stdout: String
    var stderr: String

    /// stderr's lines, without empty ones.
    var stderrLines: [String] {
        stderr.split(separator: "\n").map(String.init)
    }
}

enum PassageProcess {
    /// The executable called `name` (default: `passage`) of this build.
    static func executable(_ name: String = "passage") throws -> URL {
        var folders: [URL] = []
        if let url = Bundle.main.executableURL { folders.append(url.deletingLastPathComponent()) }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for folder in folders {
            let candidate = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        throw XCTSkip("the \(name) executable was not found beside the test bundle (looked in \(folders.map(\.path)))")
    }

    /// Runs `executable arguments…` (default: `passage`) in `folder`; `path` replaces the PATH environment
    /// variable when given. `whileRunning` is called with the process once it started (to send it a signal, say).
    static func run(
        _ arguments: [String], executable name: String = "passage", in folder: String,
        path: String? = nil, whileRunning: ((Process) -> Void)? = nil
    ) throws -> PassageRun {
        let capture = FileManager.default.temporaryDirectory
            .appendingPathComponent("passage-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: capture, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: capture) }
        let stdoutPath = capture + "/stdout"
        let stderrPath = capture + "/stderr"
        _ = FileManager.default.createFile(atPath: stdoutPath, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        let stdout = try FileHandle(forWritingTo: URL(fileURLWithPath: stdoutPath))
        let stderr = try FileHandle(forWritingTo: URL(fileURLWithPath: stderrPath))
        let process = Process()
        process.executableURL = try executable(name)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        if let path { environment["PATH"] = path }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        whileRunning?(process)
        process.waitUntilExit()
        try stdout.close()
        try stderr.close()
        return PassageRun(
            status: process.terminationStatus, reason: process.terminationReason,
            stdout: try String(contentsOfFile: stdoutPath, encoding: .utf8),
            stderr: try String(contentsOfFile: stderrPath, encoding: .utf8))
    }
}

/// A fresh, empty folder for one test's outputs, removed afterwards.
struct ScratchFolder {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("passage-cli-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Everything inside the folder, hidden entries (temporaries) included, as relative paths, sorted.
    func contents() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var entries: [String] = []
        while let entry = enumerator?.nextObject() as? String { entries.append(entry) }
        return entries.sorted()
    }

    /// The bytes of `name` inside the folder.
    func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
