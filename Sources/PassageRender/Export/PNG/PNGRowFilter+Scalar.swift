// The row filter a byte at a time, for unoptimised (debug) builds, where the SIMD filter's vector types run
// lane by lane through generic code. Same rows, padding and tie rule as the SIMD filter, so the same bytes.

extension PNGRowFilter {
    /// `bestFilter(row:above:)` a byte at a time.
    static func bestFilterByteByByte(row: PaddedRow, above: PaddedRow) -> UInt8 {
        var costs = (0, 0, 0, 0, 0)
        for i in 0..<row.count {
            let x = row.bytes[i]
            let a = row.bytes[i - pixelBytes]
            let b = above.bytes[i]
            let c = above.bytes[i - pixelBytes]
            costs.0 &+= magnitude(x)
            costs.1 &+= magnitude(x &- a)
            costs.2 &+= magnitude(x &- b)
            costs.3 &+= magnitude(x &- average(a, b))
            costs.4 &+= magnitude(x &- paeth(a, b, c))
        }
        var best: UInt8 = 0
        var bestCost = costs.0
        for (type, cost) in [(UInt8(1), costs.1), (2, costs.2), (3, costs.3), (4, costs.4)] where cost < bestCost {
            (best, bestCost) = (type, cost)
        }
        return best
    }

    /// `write(_:row:above:into:)` a byte at a time.
    static func writeByteByByte(_ type: UInt8, row: PaddedRow, above: PaddedRow, into out: UnsafeMutablePointer<UInt8>)
    {
        for i in 0..<row.count {
            let x = row.bytes[i]
            let a = row.bytes[i - pixelBytes]
            let b = above.bytes[i]
            let c = above.bytes[i - pixelBytes]
            out[i] =
                switch type {
                case 0: x
                case 1: x &- a
                case 2: x &- b
                case 3: x &- average(a, b)
                default: x &- paeth(a, b, c)
                }
        }
    }

    /// The byte read as signed, made absolute: min(v, 256 − v).
    private static func magnitude(_ v: UInt8) -> Int {
        v < 128 ? Int(v) : 256 - Int(v)
    }

    /// ⌊(a + b) / 2⌋.
    private static func average(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8((UInt16(a) + UInt16(b)) / 2)
    }

    /// The Paeth predictor: whichever of left `a`, above `b`, upper-left `c` is closest to a + b − c,
    /// preferring a, then b.
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
