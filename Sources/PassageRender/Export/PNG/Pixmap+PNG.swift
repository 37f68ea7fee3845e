// Encoding one frame buffer as a standalone PNG, for sinks and for anything that wants a picture in memory
// (golden images, snapshots written to disk).

extension Pixmap {
    /// The pixmap as PNG file bytes: 8-bit straight-alpha RGBA, deterministic for a given `compressionLevel`.
    ///
    /// - Parameter compressionLevel: deflate level, 0 (store) … 9 (smallest); defaults to 6.
    public func pngData(compressionLevel: Int = 6) -> [UInt8] {
        PNGImageData.file(straightPixels(), width: width, height: height, level: compressionLevel)
    }
}
