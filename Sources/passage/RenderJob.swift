// What `passage render` will write, settled before any frame is drawn: the demo, the path and the format of
// each output, and the folder they go into. Mistakes the user can see from the command line alone (an unknown
// demo, an unsupported extension, --all pointed at a file) are ValidationErrors, reported before anything is
// created.
import ArgumentParser
import PassageDemos
import PassageRender

/// One output of a render.
struct RenderJob {
    let demo: Demo
    let path: String
    let format: ExportFormat

    /// The outputs of one `passage render` and the folder they go into (created here when missing).
    struct Plan {
        var jobs: [RenderJob]
        let folder: OutputFolder
    }

    /// The jobs for `demo` (or every demo when `all`, only those in `shard` when given) writing to `out`;
    /// `format` and `shard` are used with `all` only.
    @MainActor
    static func plan(demo name: String?, all: Bool, out: String, format: ExportFormat, shard: RenderShard? = nil) throws -> Plan {
        if all {
            try checkFolderForAll(out)
            let prefix = out.hasSuffix("/") ? out : out + "/"
            let demos = PassageCommand.scenes.filter { shard?.contains($0.name) ?? true }
            let jobs = demos.map {
                RenderJob(demo: $0, path: prefix + $0.name + "." + format.fileExtension, format: format)
            }
            return Plan(jobs: jobs, folder: OutputFolder.make(out))
        }
        guard let name, let demo = PassageCommand.scene(named: name) else {
            let known = PassageCommand.scenes.map(\.name).joined(separator: ", ")
            throw ValidationError("unknown demo '\(name ?? "")'; known demos: \(known) (see `passage list`)")
        }
        let format: ExportFormat
        do {
            format = try ExportFormat(path: out)
        } catch let error as ExportError {
            throw ValidationError("--out \(out): \(error)")
        }
        return Plan(jobs: [RenderJob(demo: demo, path: out, format: format)], folder: OutputFolder.holding(out))
    }

    /// Throws unless `out` can be the folder of --all: an existing folder, or a new name without an extension.
    private static func checkFolderForAll(_ out: String) throws {
        if OutputFolder.isFolder(out) { return }
        let name = OutputFolder.lastComponent(of: out)
        let looksLikeFile = OutputFolder.exists(out) || name.dropFirst().contains(".")
        if looksLikeFile {
            throw ValidationError(
                "--all writes one file per demo, so --out must name a folder (an existing one, or a new name without an extension); '\(out)' is not a folder")
        }
    }
}
