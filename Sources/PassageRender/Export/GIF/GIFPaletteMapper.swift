// Turning a frame region's pixels into palette indices. A pixel gets the transparent index when it is transparent
// or, with `keepsUnchanged`, when the canvas already shows it (so the previous frame's pixel stays, which saves
// bytes and avoids palette shimmer); every other pixel gets its nearest palette colour. With dithering on, the
// quantization error is diffused Floyd–Steinberg style (7/16 right, 3/16 below-left, 5/16 below, 1/16 below-right,
// serpentine rows) among the pixels being drawn; kept and transparent pixels neither take nor pass on error.

/// Maps packed colours of a region to palette indices.
enum GIFPaletteMapper {
    /// The indices of `rect` of the `width`-wide `source`, row by row.
    ///
    /// - Parameters:
    ///   - base: what the canvas shows before this frame, compared with `source` when `keepsUnchanged`.
    ///   - transparentIndex: the index drawn for transparent and kept pixels; nil when the region needs none.
    static func indices(
        source: [UInt32], base: [UInt32], width: Int, rect: FrameRegion, palette: [UInt32],
        transparentIndex: Int?, keepsUnchanged: Bool, dithers: Bool
    ) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: rect.width * rect.height)
        var cache: [UInt32: UInt8] = [:]
        let search = palette.isEmpty ? nil : NearestColorSearch(palette)
        func nearest(_ color: UInt32) -> UInt8 {
            if let hit = cache[color] { return hit }
            let index = UInt8(search?.nearest(color) ?? 0)
            cache[color] = index
            return index
        }
        // Error rows, 3 channels per pixel with one pixel of padding on each side, in 1/16 units.
        var current = [Int](repeating: 0, count: (rect.width + 2) * 3)
        var next = current
        for row in 0..<rect.height {
            let y = rect.y + row
            let leftToRight = !dithers || row % 2 == 0
            for step in 0..<rect.width {
                let column = leftToRight ? step : rect.width - 1 - step
                let i = y * width + rect.x + column
                let color = source[i]
                let out = row * rect.width + column
                if color == GIFColor.transparent || (keepsUnchanged && color == base[i]) {
                    output[out] = UInt8(transparentIndex ?? 0)
                    continue
                }
                guard dithers else {
                    output[out] = nearest(color)
                    continue
                }
                let e = (column + 1) * 3
                let (r, g, b) = GIFColor.components(color)
                let wanted = (
                    clamp(r + current[e] / 16), clamp(g + current[e + 1] / 16), clamp(b + current[e + 2] / 16)
                )
                let index = nearest(GIFColor.opaque(wanted.0, wanted.1, wanted.2))
                output[out] = index
                let (pr, pg, pb) = GIFColor.components(palette[Int(index)])
                let errors = (wanted.0 - pr, wanted.1 - pg, wanted.2 - pb)
                let ahead = leftToRight ? 3 : -3
                for c in 0..<3 {
                    let error = c == 0 ? errors.0 : c == 1 ? errors.1 : errors.2
                    current[e + ahead + c] += error * 7
                    next[e - ahead + c] += error * 3
                    next[e + c] += error * 5
                    next[e + ahead + c] += error
                }
            }
            swap(&current, &next)
            for k in next.indices { next[k] = 0 }
        }
        return output
    }

    @inline(__always)
    private static func clamp(_ v: Int) -> Int { min(max(v, 0), 255) }
}
