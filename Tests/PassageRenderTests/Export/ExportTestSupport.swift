// Frames and folders the export tests share: synthetic animations with known colours, and a scratch folder per
// test whose leftovers (finished files, temporaries) can be listed.
import Foundation
import XCTest

@testable import PassageRender

enum ExportFrames {
    /// A pixmap from straight RGBA colours per pixel, premultiplied with rounding.
    static func pixmap(width: Int, height: Int, _ color: (Int, Int) -> (Int, Int, Int, Int)) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = color(x, y)
                let i = (y * width + x) * 4
                pixmap.pixels[i] = UInt8((r * a + 127) / 255)
                pixmap.pixels[i + 1] = UInt8((g * a + 127) / 255)
                pixmap.pixels[i + 2] = UInt8((b * a + 127) / 255)
                pixmap.pixels[i + 3] = UInt8(a)
            }
        }
        return pixmap
    }

    /// A smooth, opaque two-axis gradient that drifts with `frame`: tens of thousands of colours.
    static func gradient(width: Int, height: Int, frame: Int) -> Pixmap {
        pixmap(width: width, height: height) { x, y in
            (
                (x * 255 / max(1, width - 1) + frame * 3) % 256, y * 255 / max(1, height - 1), 128 + (frame * 5) % 100,
                255
            )
        }
    }

    /// A flat background with a square moving one step per frame, and a semi-transparent band: few colours,
    /// translucent pixels, small changes between frames.
    static func movingSquare(width: Int, height: Int, frame: Int) -> Pixmap {
        let left = (frame * 3) % max(1, width - 10)
        let top = 4 + (frame * 2) % max(1, height - 14)
        return pixmap(width: width, height: height) { x, y in
            if x >= left && x < left + 10 && y >= top && y < top + 10 { return (230, 40, 60, 255) }
            if y < 4 { return (20, 90, 200, 64 + (x * 3) % 128) }
            return (245, 240, 230, 255)
        }
    }

    /// A frame of exactly 256 opaque colours (16 × 16 tiles), shifted by `frame`.
    static func twoHundredFiftySixColours(width: Int, height: Int, frame: Int) -> Pixmap {
        pixmap(width: width, height: height) { x, y in
            let tile = ((x * 16 / width) + 16 * (y * 16 / height) + frame) % 256
            return (tile, 255 - tile, (tile * 7) % 256, 255)
        }
    }

    /// Straight RGBA of `pixmap`, what lossless formats must give back.
    static func straight(_ pixmap: Pixmap) -> [UInt8] {
        pixmap.makeImage().pixels
    }
}

/// A fresh scratch folder under the system's temporary folder, removed by `remove()`.
struct ScratchFolder {
    let path: String

    init(_ name: String = #function) throws {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        path = NSTemporaryDirectory() + "/passage-export-\(safe)-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// `name` inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Everything in the folder, hidden temporaries included, sorted.
    func entries() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Reads a whole file as bytes, failing the test when it is missing.
func readBytes(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
        XCTFail("missing \(path)", file: file, line: line)
        throw TestDecodeError("missing \(path)")
    }
    return [UInt8](data)
}

/// Writes `frames` through `sink` and finishes it.
func export(_ frames: [Pixmap], to sink: any FrameSink) throws {
    for frame in frames { try sink.write(frame) }
    try sink.finish()
}
