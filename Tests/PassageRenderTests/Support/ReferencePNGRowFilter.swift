// The row filter as first written: every filter applied in full to a candidate row and costed, scalar, with
// Paeth's branches as the PNG specification gives them. The tests hold the SIMD filter to it byte for byte.

/// A straightforward, slow PNGRowFilter.
enum ReferencePNGRowFilter {
    /// Filters every row of `rows` (height × stride bytes) into height × (1 + stride) bytes, each row prefixed
    /// by the filter type with the smallest sum of absolute signed output bytes (the lower type on a tie).
    static func filterImage(_ rows: [UInt8], stride: Int, height: Int) -> [UInt8] {
        var output: [UInt8] = []
        let zeros = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let row = Array(rows[(y * stride)..<((y + 1) * stride)])
            let above = y == 0 ? zeros : Array(rows[((y - 1) * stride)..<(y * stride)])
            var best: [UInt8] = []
            var bestType: UInt8 = 0
            var bestCost = Int.max
            for type in UInt8(0)...4 {
                let candidate = apply(type, row: row, above: above)
                let cost = self.cost(of: candidate)
                if cost < bestCost {
                    bestCost = cost
                    bestType = type
                    best = candidate
                }
            }
            output.append(bestType)
            output += best
        }
        return output
    }

    /// `row` filtered with `type`; the pixel left of the first, and the row above the first, are zero.
    static func apply(_ type: UInt8, row: [UInt8], above: [UInt8]) -> [UInt8] {
        (0..<row.count).map { i in
            let a = i >= 4 ? row[i - 4] : 0
            let b = above[i]
            let c = i >= 4 ? above[i - 4] : 0
            switch type {
            case 0: return row[i]
            case 1: return row[i] &- a
            case 2: return row[i] &- b
            case 3: return row[i] &- UInt8((UInt16(a) + UInt16(b)) / 2)
            default: return row[i] &- paeth(a, b, c)
            }
        }
    }

    /// The sum of the bytes of `filtered` read as signed, made absolute.
    static func cost(of filtered: [UInt8]) -> Int {
        filtered.reduce(0) { $0 + ($1 < 128 ? Int($1) : 256 - Int($1)) }
    }

    /// The Paeth predictor: whichever of left, above, upper-left is closest to left + above − upper-left.
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
