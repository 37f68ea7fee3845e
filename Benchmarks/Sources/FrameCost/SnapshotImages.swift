// The two full-screen bitmaps the fold's pages show, standing in for snapshots of two screens: a list
// of rows on a vertical gradient (one blue, one green), with separators and a block of "text" per row,
// so that sampling sees edges and texture rather than a flat colour.
import Foundation
import PassageCore

/// A full-screen opaque bitmap, straight RGBA bytes, rows top to bottom.
struct ScreenBitmap {
    let width: Int
    let height: Int
    /// width × height × 4 bytes: red, green, blue, alpha (255).
    let rgba: [UInt8]

    /// A list screen of `width` × `height` pixels tinted by `hue` (0: blue, 1: green), rows `rowHeight` pixels.
    init(width: Int, height: Int, hue: Int, rowHeight: Int) {
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let t = Double(y) / Double(height - 1)
            let rowY = y % rowHeight
            let separator = rowY < 3
            let textLine = rowY > rowHeight / 3 && rowY < rowHeight / 3 + rowHeight / 5
            for x in 0..<width {
                var r: Double
                var g: Double
                var b: Double
                if hue == 0 {
                    (r, g, b) = (0.20 + 0.3 * t, 0.35 + 0.3 * t, 0.85 - 0.2 * t)
                } else {
                    (r, g, b) = (0.25 + 0.2 * t, 0.75 - 0.2 * t, 0.40 + 0.3 * t)
                }
                if separator { (r, g, b) = (r * 0.6, g * 0.6, b * 0.6) }
                // A "text" block per row with a ragged right end, and a square icon at the left.
                let textEnd = width / 2 + ((y / rowHeight) * 97) % (width / 3)
                if textLine && x > rowHeight && x < textEnd && (x / 9) % 7 != 0 { (r, g, b) = (0.97, 0.97, 0.97) }
                if rowY > 12 && rowY < rowHeight - 12 && x > 18 && x < rowHeight - 18 {
                    (r, g, b) = (1 - r, 1 - g, 0.9)
                }
                let i = (y * width + x) * 4
                bytes[i] = UInt8(r * 255)
                bytes[i + 1] = UInt8(g * 255)
                bytes[i + 2] = UInt8(b * 255)
            }
        }
        rgba = bytes
    }

    /// The bitmap as layer contents.
    func makeImage() -> CGImage {
        CGImage(width: width, height: height, pixels: rgba)!
    }

    /// The bitmap as cairo/pixman's native ARGB32 words (premultiplied; opaque, so unchanged).
    func argb32() -> [UInt32] {
        (0..<(width * height)).map { p in
            let i = p * 4
            return 0xFF00_0000 | UInt32(rgba[i]) << 16 | UInt32(rgba[i + 1]) << 8 | UInt32(rgba[i + 2])
        }
    }
}
