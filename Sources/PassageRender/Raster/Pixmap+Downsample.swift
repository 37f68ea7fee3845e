// Shrinking a frame by a whole factor for small previews: each factor × factor block of pixels becomes the
// average of its premultiplied channels, rounded to nearest (halves up). Blocks at the right and bottom edges
// average only the pixels they hold, so no side is dropped and nothing dark bleeds in.

extension Pixmap {
    /// The size of a pixmap of `width` × `height` shrunk by `factor` (≥ 1): each side divided, rounded up.
    public static func downsampledSize(width: Int, height: Int, factor: Int) -> (width: Int, height: Int) {
        precondition(factor >= 1, "a downsampling factor is at least 1 (got \(factor))")
        return ((width + factor - 1) / factor, (height + factor - 1) / factor)
    }

    /// This pixmap shrunk by `factor` (≥ 1; 1 returns it unchanged): every output pixel is the rounded mean of
    /// the factor × factor block of premultiplied pixels it covers.
    public func downsampled(by factor: Int) -> Pixmap {
        precondition(factor >= 1, "a downsampling factor is at least 1 (got \(factor))")
        guard factor > 1 else { return self }
        let size = Self.downsampledSize(width: width, height: height, factor: factor)
        var out = Pixmap(width: size.width, height: size.height)!
        pixels.withUnsafeBufferPointer { source in
            out.pixels.withUnsafeMutableBufferPointer { target in
                for blockRow in 0..<size.height {
                    let top = blockRow * factor
                    let rows = min(factor, height - top)
                    for blockColumn in 0..<size.width {
                        let left = blockColumn * factor
                        let columns = min(factor, width - left)
                        var sum = SIMD4<UInt32>()
                        for y in top..<(top + rows) {
                            let pixel = source.baseAddress! + (y * width + left) * 4
                            for x in 0..<columns {
                                sum &+= SIMD4(
                                    UInt32(pixel[x * 4]), UInt32(pixel[x * 4 + 1]), UInt32(pixel[x * 4 + 2]),
                                    UInt32(pixel[x * 4 + 3]))
                            }
                        }
                        let count = UInt32(rows * columns)
                        let to = target.baseAddress! + (blockRow * size.width + blockColumn) * 4
                        for channel in 0..<4 { to[channel] = UInt8((sum[channel] + count / 2) / count) }
                    }
                }
            }
        }
        return out
    }
}
