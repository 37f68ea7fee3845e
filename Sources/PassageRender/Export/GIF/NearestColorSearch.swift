// Finding the palette entry closest to a colour: squared RGB distance, lowest index on ties, an exact match ends
// the search. Brute force over at most 256 entries, with the channels unpacked once into flat arrays.

/// Nearest-colour lookup in a fixed palette.
struct NearestColorSearch {
    private let reds: [Int32]
    private let greens: [Int32]
    private let blues: [Int32]

    /// A search over `palette` (packed opaque colours); the palette must not be empty.
    init(_ palette: [UInt32]) {
        reds = palette.map { Int32($0 >> 16 & 0xFF) }
        greens = palette.map { Int32($0 >> 8 & 0xFF) }
        blues = palette.map { Int32($0 & 0xFF) }
    }

    /// The index of the entry closest to packed `color`.
    func nearest(_ color: UInt32) -> Int {
        let r = Int32(color >> 16 & 0xFF)
        let g = Int32(color >> 8 & 0xFF)
        let b = Int32(color & 0xFF)
        return reds.withUnsafeBufferPointer { rs in
            greens.withUnsafeBufferPointer { gs in
                blues.withUnsafeBufferPointer { bs in
                    var best = 0
                    var bestDistance = Int32.max
                    for i in 0..<rs.count {
                        let dr = r - rs[i]
                        let dg = g - gs[i]
                        let db = b - bs[i]
                        let d = dr * dr + dg * dg + db * db
                        if d < bestDistance {
                            bestDistance = d
                            best = i
                            if d == 0 { break }
                        }
                    }
                    return best
                }
            }
        }
    }
}
