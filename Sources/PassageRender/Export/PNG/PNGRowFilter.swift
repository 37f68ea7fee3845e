// PNG's per-row filters (None, Sub, Up, Average, Paeth) and the choice among them: for each row, the filter whose
// output has the smallest sum of absolute values (bytes read as signed), the heuristic the PNG specification
// recommends for true-colour images. Filters see whole pixels of 4 bytes (RGBA, 8 bits per channel).

/// Filtering of RGBA8 scanlines before compression.
enum PNGRowFilter {
    /// Bytes per pixel for RGBA8.
    static let pixelBytes = 4

    /// Filters every row of `rows` (height × stride bytes) into height × (1 + stride) bytes, each row prefixed
    /// by its filter type.
    static func filterImage(_ rows: [UInt8], stride: Int, height: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: height * (stride + 1))
        var candidate = [UInt8](repeating: 0, count: stride)
        let zeros = [UInt8](repeating: 0, count: stride)
        rows.withUnsafeBufferPointer { image in
            zeros.withUnsafeBufferPointer { zeroRow in
                for y in 0..<height {
                    let row = UnsafeBufferPointer(rebasing: image[(y * stride)..<((y + 1) * stride)])
                    let above = y == 0 ? zeroRow : UnsafeBufferPointer(rebasing: image[((y - 1) * stride)..<(y * stride)])
                    var bestType: UInt8 = 0
                    var bestCost = Int.max
                    for type in UInt8(0)...4 {
                        let cost = candidate.withUnsafeMutableBufferPointer { apply(type, row: row, above: above, into: $0) }
                        if cost < bestCost { bestCost = cost; bestType = type }
                    }
                    let start = y * (stride + 1)
                    output[start] = bestType
                    output.withUnsafeMutableBufferPointer { out in
                        _ = apply(bestType, row: row, above: above,
                                  into: UnsafeMutableBufferPointer(rebasing: out[(start + 1)..<(start + 1 + stride)]))
                    }
                }
            }
        }
        return output
    }

    /// Writes `row` filtered with `type` into `out` and returns the sum of absolute signed output bytes.
    static func apply(_ type: UInt8, row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>,
                      into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let n = row.count
        let first = min(pixelBytes, n)
        switch type {
        case 0:
            for i in 0..<n { out[i] = row[i] }
        case 1:
            for i in 0..<first { out[i] = row[i] }
            for i in first..<n { out[i] = row[i] &- row[i - pixelBytes] }
        case 2:
            for i in 0..<n { out[i] = row[i] &- above[i] }
        case 3:
            for i in 0..<first { out[i] = row[i] &- above[i] / 2 }
            for i in first..<n { out[i] = row[i] &- UInt8((UInt16(row[i - pixelBytes]) + UInt16(above[i])) / 2) }
        default:
            for i in 0..<first { out[i] = row[i] &- above[i] }
            for i in first..<n { out[i] = row[i] &- paeth(row[i - pixelBytes], above[i], above[i - pixelBytes]) }
        }
        var cost = 0
        for i in 0..<n {
            let value = out[i]
            cost += value < 128 ? Int(value) : 256 - Int(value)
        }
        return cost
    }

    /// The Paeth predictor: whichever of left, above, upper-left is closest to left + above − upper-left.
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
