// Choosing the format from the output path, as `passage render --out FILE` does.
import XCTest

@testable import PassageRender

final class ExportFormatTests: XCTestCase {
    /// Extensions pick formats case-insensitively; "/" endings and extension-less names mean a folder of frames.
    func testExtensionsPickTheFormat() throws {
        let cases: [(String, ExportFormat)] = [
            ("out.png", .png), ("a/b/OUT.PNG", .png), ("x.apng", .apng), ("x.gif", .gif), ("x.mp4", .mp4),
            ("x.webm", .webm), ("frames/", .pngSequence), ("frames", .pngSequence), ("some.dir/frames", .pngSequence),
            (NSTemporaryDirectory(), .pngSequence),
        ]
        for (path, format) in cases {
            XCTAssertEqual(try ExportFormat(path: path), format, path)
        }
        XCTAssertFalse(ExportFormat.png.isAnimated)
        XCTAssertTrue(ExportFormat.apng.isAnimated)
    }

    /// An unknown extension is refused with the list of supported ones.
    func testUnknownExtensionListsTheSupportedOnes() {
        XCTAssertThrowsError(try ExportFormat(path: "out.bmp")) { error in
            XCTAssertEqual(
                "\(error)", "unsupported extension '.bmp': expected .png, .apng, .gif, .mp4, .webm or a folder")
        }
    }

    /// The factory builds the sink class of each format.
    func testFactoryBuildsTheMatchingSink() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let cases: [(String, any FrameSink.Type)] = [
            ("a.png", PNGSink.self), ("b.apng", APNGSink.self), ("c.gif", GIFSink.self), ("d/", PNGSequenceSink.self),
        ]
        for (name, type) in cases {
            let sink = try ExportFormat.makeSink(path: scratch.file(name), width: 2, height: 2, framesPerSecond: 60)
            XCTAssertTrue(Swift.type(of: sink) == type, name)
            XCTAssertEqual([sink.width, sink.height, sink.framesPerSecond], [2, 2, 60])
            sink.cancel()
        }
        XCTAssertEqual(scratch.entries(), [])
    }
}
