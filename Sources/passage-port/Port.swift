// `passage-port`: rewrites iOS Swift sources so they compile against Passage (see PassagePort), and lists what
// is left to do by hand. An executable of its own, so that building `passage render` does not build swift-syntax.
//
// Exit status: 0 when everything was converted, 2 when something is left to do by hand (each item printed as
// `file:line: left to do: reason`), 64 for bad input (a missing path, a file that is not Swift, a folder with
// no Swift file; nothing is read or written then), 1 when a file could not be written (each file is written
// atomically, so none is left half-written).
import ArgumentParser
import Foundation
import PassageCommandSupport
import PassagePort

/// `passage-port <folder or files> [--dry-run] [--diff] [--rewrite-imports] [--keep-platform-conditions]`.
@main
struct Port: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passage-port",
        abstract: "Rewrites iOS Swift sources so they compile against Passage, and lists what is left to do by hand.",
        discussion: """
            Exit status: 0 when everything was converted, 2 when something is left to do by hand, 64 for bad \
            input (a missing path, a file that is not Swift), 1 when a file could not be written.
            """
    )

    /// Exit status when the port left something for a person.
    static let leftToDoStatus: Int32 = 2

    @Argument(help: "Swift files, or folders searched for them (hidden folders skipped).")
    var paths: [String] = []

    @Flag(name: .customLong("dry-run"), help: "Write nothing; report what would change.")
    var dryRun = false

    @Flag(help: "Print the changes as a unified diff.")
    var diff = false

    @Flag(
        name: .customLong("rewrite-imports"),
        help: """
            Replace `import UIKit`, `import QuartzCore` and `import CoreGraphics` by `import Passage` (by default \
            they stay, and the package depends on Passage's UIKit, QuartzCore and CoreGraphics products).
            """)
    var rewriteImports = false

    @Flag(
        name: .customLong("keep-platform-conditions"),
        help: "Leave `#if os(iOS)` as written (by default it becomes `os(iOS) || os(Linux)`).")
    var keepPlatformConditions = false

    /// Parses the command line and runs the port, reporting any error as one line on stderr.
    static func main() {
        mainReportingErrorsOnOneLine()
    }

    func validate() throws {
        if paths.isEmpty { throw ValidationError("expected a Swift file or a folder to port") }
        do {
            _ = try Porter.swiftFiles(in: paths)
        } catch let error as PortError {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        let result: PortResult
        do {
            let options = PortOptions(
                rewritesImports: rewriteImports, widensPlatformConditions: !keepPlatformConditions)
            result = try Porter.run(paths: paths, dryRun: dryRun, options: options)
        } catch let error as PortError {
            if case .writeFailed = error { throw PortFailure(message: error.description) }
            throw ValidationError(error.description)
        }
        for file in result.files where file.isChanged {
            if diff {
                print(unifiedDiff(path: file.path, old: file.original, new: file.ported), terminator: "")
            } else {
                print((dryRun ? "would port " : "ported ") + file.path)
            }
        }
        for finding in result.findings {
            print("\(finding.file):\(finding.line): left to do: \(finding.reason)")
        }
        let changed = result.files.filter(\.isChanged).count
        var summary =
            "\(dryRun ? "would change" : "changed") \(changed) of \(result.files.count) "
            + (result.files.count == 1 ? "file" : "files")
        summary +=
            result.findings.isEmpty
            ? "; nothing left to do by hand"
            : "; \(result.findings.count) \(result.findings.count == 1 ? "item" : "items") left to do by hand"
        StandardError.writeLine(summary)
        if !result.findings.isEmpty { throw ExitCode(Self.leftToDoStatus) }
    }
}

/// A file that could not be written; reported as one line, exit status 1.
struct PortFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
