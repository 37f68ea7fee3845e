// The page's files (HTML, CSS, JavaScript), read into memory once from the package's resources. A request path
// is percent-decoded once and must name one of them: a path with a `.` or `..` segment, a hidden name, a
// backslash or a NUL (written plainly or percent-encoded) is refused before any lookup, and nothing outside
// this table can be served, since no request reaches the file system.
import Foundation

/// The files the page is made of, by request path.
struct PageFiles: Sendable {
    /// One file: its bytes and media type.
    struct File: Sendable, Equatable {
        var data: Data
        var contentType: String
    }

    /// Why a path names no file.
    enum Refusal: Error, Equatable {
        /// The path is malformed or leaves the page's folder (HTTP 400).
        case badPath(String)
        /// The path is well formed but names no file of the page (HTTP 404).
        case notFound(String)
    }

    private let files: [String: File]

    /// The files directly in `folder` (not its subfolders, not hidden ones), served as `/NAME`; `index.html` is
    /// also `/`.
    init(folder: URL) {
        var files: [String: File] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                let data = try? Data(contentsOf: url)
            else { continue }
            files["/" + name] = File(data: data, contentType: Self.contentType(of: name))
        }
        if let index = files["/index.html"] { files["/"] = index }
        self.files = files
    }

    /// The page shipped with this package.
    static func bundled() -> PageFiles {
        PageFiles(folder: Bundle.module.resourceURL!.appendingPathComponent("Page"))
    }

    /// The request paths served, sorted.
    var paths: [String] { files.keys.sorted() }

    /// The file `rawPath` (as the request line gives it, percent-encoded) names.
    func file(at rawPath: String) -> Result<File, Refusal> {
        guard let path = rawPath.removingPercentEncoding else {
            return .failure(.badPath("malformed percent-encoding in \(rawPath)"))
        }
        guard path.hasPrefix("/") else { return .failure(.badPath("expected a path starting with /")) }
        if path.contains("\\") || path.contains("\0") {
            return .failure(.badPath("a backslash or NUL in a path is refused"))
        }
        if path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().contains(where: {
            $0 == "." || $0 == ".." || ($0.hasPrefix(".") && !$0.isEmpty)
        }) {
            return .failure(.badPath("a . or .. segment or a hidden name in a path is refused"))
        }
        guard let file = files[path] else { return .failure(.notFound("no page file at \(path)")) }
        return .success(file)
    }

    /// The media type served for a file called `name`.
    static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "png": "image/png"
        case "svg": "image/svg+xml"
        default: "application/octet-stream"
        }
    }
}
