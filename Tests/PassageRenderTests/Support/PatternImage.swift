import PassageCore

/// A `width` × `height` image of busy, position-dependent colours (so any misplaced or missampled pixel shows),
/// different for each `seed`; every ninth diagonal has alpha `translucentAlpha`, or the whole image is opaque
/// when it is nil.
func patternImage(width: Int, height: Int, seed: Int, translucentAlpha: UInt8?) -> CGImage {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for i in 0..<(width * height) {
        let x = i % width
        let y = i / width
        pixels[i * 4] = UInt8((x * 37 + y * 11 + seed) & 255)
        pixels[i * 4 + 1] = UInt8((x * 5 + y * 53) & 255)
        pixels[i * 4 + 2] = UInt8((x * y + seed * 7) & 255)
        pixels[i * 4 + 3] = (x + y) % 9 == 0 ? translucentAlpha ?? 255 : 255
    }
    return CGImage(width: width, height: height, pixels: pixels)!
}
