// The colour model GIF export works in: each pixel is either transparent (straight alpha below 128) or an opaque
// 24-bit colour. Packed into a UInt32 as 0xFFRRGGBB for opaque pixels and 0 for transparent ones, so comparing
// two pixels is one integer comparison.

/// Packed GIF pixel values.
enum GIFColor {
    /// The packed value of a transparent pixel.
    static let transparent: UInt32 = 0

    /// Packs straight-alpha RGBA pixels: alpha < 128 → transparent, otherwise opaque RGB.
    static func pack(straight pixels: [UInt8]) -> [UInt32] {
        var packed = [UInt32](repeating: 0, count: pixels.count / 4)
        for i in 0..<packed.count where pixels[i * 4 + 3] >= 128 {
            packed[i] =
                0xFF00_0000 | UInt32(pixels[i * 4]) << 16 | UInt32(pixels[i * 4 + 1]) << 8 | UInt32(pixels[i * 4 + 2])
        }
        return packed
    }

    /// The red, green and blue components of a packed colour.
    @inline(__always)
    static func components(_ color: UInt32) -> (r: Int, g: Int, b: Int) {
        (Int(color >> 16 & 0xFF), Int(color >> 8 & 0xFF), Int(color & 0xFF))
    }

    /// An opaque packed colour from components 0…255.
    @inline(__always)
    static func opaque(_ r: Int, _ g: Int, _ b: Int) -> UInt32 {
        0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
}
