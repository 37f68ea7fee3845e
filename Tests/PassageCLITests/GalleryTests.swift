// The README's gallery shows every demo: each demo `passage list` names has a small APNG in docs/gallery/, a
// cell in the README's grid and a row with its summary on the gallery page, and no picture is left from a demo
// that is gone. `scripts/render-gallery.sh` makes them; this test says when it needs running again.
import Foundation
import XCTest

final class GalleryTests: XCTestCase {
    /// The repository's root, two folders above this file.
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The gallery's pictures are 188 × 334: the iPhone SE at @2x written at a quarter of each side.
    static let pictureSize = [188, 334]

    func testEveryDemoHasAPictureAGridCellAndAGalleryRow() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let list = try PassageProcess.run(["list"], in: scratch.path)
        XCTAssertEqual(list.status, 0, list.stderr)
        let demos = list.stdout.split(separator: "\n").map { line in
            let name = line.prefix { $0 != " " }
            return (name: String(name), summary: line.dropFirst(name.count).trimmingCharacters(in: .whitespaces))
        }
        XCTAssertGreaterThan(demos.count, 40)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let page = try String(contentsOf: root.appendingPathComponent("docs/gallery/README.md"), encoding: .utf8)
        for demo in demos {
            let picture = try [UInt8](Data(contentsOf: root.appendingPathComponent("docs/gallery/\(demo.name).apng")))
            let png = try PNGStructure(picture)
            XCTAssertEqual([png.width, png.height], Self.pictureSize, demo.name)
            XCTAssertNotNil(png.animationFrames, "\(demo.name).apng is not animated")
            XCTAssertTrue(
                readme.contains("![\(demo.name)](docs/gallery/\(demo.name).apng)"), "README grid lacks \(demo.name)")
            XCTAssertTrue(
                page.contains("| ![\(demo.name)](\(demo.name).apng) | **\(demo.name)**: \(demo.summary) |"),
                "gallery page lacks \(demo.name) with its summary")
        }
        let pictures = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("docs/gallery").path
        )
        .filter { $0.hasSuffix(".apng") }
        XCTAssertEqual(pictures.sorted(), demos.map { $0.name + ".apng" }.sorted(), "pictures of demos that are gone")
    }
}
