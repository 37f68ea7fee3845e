// The image data of a PNG or of one APNG frame: a rectangle of straight-alpha RGBA8 pixels, filtered row by row
// and deflated. The result goes into IDAT (the default image) or fdAT (later animation frames).

/// A rectangle in pixel coordinates, origin at the top-left.
struct FrameRegion: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
}

extension FrameRegion {
    /// The bounding box of the pixels where `a` and `b` (equal-sized, one UInt32 per pixel) differ; nil when none do.
    static func changed(between a: UnsafeBufferPointer<UInt32>, and b: UnsafeBufferPointer<UInt32>, width: Int, height: Int) -> FrameRegion? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = y * width
            var first = -1, last = -1
            for x in 0..<width where a[row + x] != b[row + x] {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            minX = min(minX, first); maxX = max(maxX, last)
            minY = min(minY, y); maxY = y
        }
        guard maxX >= 0 else { return nil }
        return FrameRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

/// Turns RGBA8 pixels into compressed PNG image data.
enum PNGImageData {
    /// The compression level sinks use unless told otherwise: zlib's balanced default.
    static let defaultCompressionLevel = 6

    /// Filters and deflates `rect` of the `imageWidth`-wide straight RGBA buffer `pixels`.
    static func compressed(_ pixels: [UInt8], imageWidth: Int, rect: FrameRegion, level: Int) -> [UInt8] {
        let stride = rect.width * 4
        var rows: [UInt8]
        if rect.x == 0, rect.width == imageWidth {
            rows = Array(pixels[(rect.y * stride)..<((rect.y + rect.height) * stride)])
        } else {
            rows = []
            rows.reserveCapacity(stride * rect.height)
            for y in rect.y..<(rect.y + rect.height) {
                let start = (y * imageWidth + rect.x) * 4
                rows += pixels[start..<(start + stride)]
            }
        }
        let filtered = PNGRowFilter.filterImage(rows, stride: stride, height: rect.height)
        return Zlib.compress(filtered, level: Int32(clamping: min(max(level, 0), 9)))
    }

    /// A complete single-image PNG file for straight RGBA `pixels`.
    static func file(_ pixels: [UInt8], width: Int, height: Int, level: Int) -> [UInt8] {
        let data = compressed(pixels, imageWidth: width, rect: FrameRegion(x: 0, y: 0, width: width, height: height), level: level)
        return PNGChunk.signature + PNGChunk.header(width: width, height: height) + PNGChunk.make("IDAT", data) + PNGChunk.end
    }
}
