// What `passage render` will write, settled before any frame is drawn: the demo, the path and the format of
// each output, and the folder they go into. Mistakes the user can see from the command line alone (an unknown
// demo, an unsupported extension, --all pointed at a file) are ValidationErrors, reported before anything is
// created.
import ArgumentParser
import PassageRender
import PassageScenes

/// One output of a render.
struct RenderJob {
    let demo: Scene
    let path: String
    let format: ExportFormat

    /// The outputs of one `passage render` and the folder they go into (created here when missing).
    struct Plan {
        var jobs: [RenderJob]
        let folder: OutputFolder
    }

    /// The jobs for `demos` (or every demo when `all`, only those in `shard` when given) writing to `out`: one
    /// demo writes the file `out` names, in the format of its extension; several, or all, write
    /// `<demo>.<format>` into the folder `out` names. `format` and `shard` are used for a folder only.
    @MainActor
    static func plan(demos names: [String], all: Bool, out: String, format: ExportFormat, shard: RenderShard? = nil)
        throws -> Plan
    {
        let demos =
            try all ? PassageCommand.scenes.filter { shard?.contains($0.name) ?? true } : names.map(scene(named:))
        if all || demos.count > 1 {
            try checkFolder(out, writer: all ? "--all writes" : "\(demos.count) demos write")
            let prefix = out.hasSuffix("/") ? out : out + "/"
            let jobs = demos.map {
                RenderJob(demo: $0, path: prefix + $0.name + "." + format.fileExtension, format: format)
            }
            return Plan(jobs: jobs, folder: OutputFolder.make(out))
        }
        let format: ExportFormat
        do {
            format = try ExportFormat(path: out)
        } catch let error as ExportError {
            throw ValidationError("--out \(out): \(error)")
        }
        return Plan(
            jobs: demos.map { RenderJob(demo: $0, path: out, format: format) }, folder: OutputFolder.holding(out))
    }

    /// The scene called `name`; a ValidationError listing the known ones when there is none.
    @MainActor
    private static func scene(named name: String) throws -> Scene {
        guard let demo = PassageCommand.scene(named: name) else {
            let known = PassageCommand.scenes.map(\.name).joined(separator: ", ")
            throw ValidationError("unknown demo '\(name)'; known demos: \(known) (see `passage list`)")
        }
        return demo
    }

    /// Throws unless `out` can be the folder of --all or several demos (`writer` says which, as the message's
    /// subject): an existing folder, or a new name without an extension.
    private static func checkFolder(_ out: String, writer: String) throws {
        if OutputFolder.isFolder(out) { return }
        let name = OutputFolder.lastComponent(of: out)
        let looksLikeFile = OutputFolder.exists(out) || name.dropFirst().contains(".")
        if looksLikeFile {
            throw ValidationError(
                "\(writer) one file per demo, so --out must name a folder (an existing one, or a new name without an extension); '\(out)' is not a folder"
            )
        }
    }
}
