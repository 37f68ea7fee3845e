// The image data of a PNG or of one APNG frame: a rectangle of straight-alpha RGBA8 pixels, filtered row by row
// and deflated. The result goes into IDAT (the default image) or fdAT (later animation frames).
import Foundation

/// A rectangle in pixel coordinates, origin at the top-left.
struct FrameRegion: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
}

extension FrameRegion {
    /// The bounding box of the pixels where `a` and `b` (equal-sized, one UInt32 per pixel) differ; nil when none do.
    /// Equal rows are skipped with memcmp; in a changed row only the first difference from either end is sought.
    static func changed(
        between a: UnsafeBufferPointer<UInt32>, and b: UnsafeBufferPointer<UInt32>, width: Int, height: Int
    ) -> FrameRegion? {
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        for y in 0..<height {
            let row = y * width
            guard memcmp(a.baseAddress! + row, b.baseAddress! + row, width * 4) != 0 else { continue }
            var first = 0
            var last = width - 1
            while a[row + first] == b[row + first] { first += 1 }
            while a[row + last] == b[row + last] { last -= 1 }
            minX = min(minX, first)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = y
        }
        guard maxX >= 0 else { return nil }
        return FrameRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

/// Turns RGBA8 pixels into compressed PNG image data.
enum PNGImageData {
    /// The compression level sinks use unless told otherwise: the balanced default of zlib and libdeflate.
    static let defaultCompressionLevel = 6

    /// Filters and deflates `rect` of the `imageWidth`-wide straight RGBA buffer `pixels`, reading the rows in place.
    static func compressed(_ pixels: [UInt8], imageWidth: Int, rect: FrameRegion, level: Int) -> [UInt8] {
        precondition(
            rect.x >= 0 && rect.y >= 0 && rect.width > 0 && rect.height > 0
                && rect.x + rect.width <= imageWidth && (rect.y + rect.height) * imageWidth * 4 <= pixels.count,
            "the region lies inside the image")
        let filtered = pixels.withUnsafeBufferPointer { image in
            PNGRowFilter.filterImage(
                image.baseAddress! + (rect.y * imageWidth + rect.x) * 4, rowBytes: rect.width * 4,
                pitch: imageWidth * 4, height: rect.height)
        }
        return Deflate.compress(filtered, level: level)
    }

    /// A complete single-image PNG file for straight RGBA `pixels`.
    static func file(_ pixels: [UInt8], width: Int, height: Int, level: Int) -> [UInt8] {
        let data = compressed(
            pixels, imageWidth: width, rect: FrameRegion(x: 0, y: 0, width: width, height: height), level: level)
        return PNGChunk.signature + PNGChunk.header(width: width, height: height) + PNGChunk.make("IDAT", data)
            + PNGChunk.end
    }
}
