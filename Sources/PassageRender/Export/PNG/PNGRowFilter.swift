// PNG's per-row filters (None, Sub, Up, Average, Paeth) and the choice among them: for each row, the filter whose
// output has the smallest sum of absolute values (bytes read as signed), the heuristic the PNG specification
// recommends for true-colour images; the lower filter type wins a tie. Filters see whole pixels of 4 bytes (RGBA,
// 8 bits per channel).
//
// Rows go 16 bytes at a time through SIMD lanes, without branches on pixel values: one pass costs all five filters
// without writing them, a second writes the chosen one. Each row is first copied into a buffer with zeros on both
// sides, zero being what the filters assume left of the first pixel. Lanes past the row's end are cleared before
// costing: all-zero lanes filter to zero under every filter, so they cost nothing.

import Foundation

/// Filtering of RGBA8 scanlines before compression.
enum PNGRowFilter {
    /// Bytes per pixel for RGBA8.
    static let pixelBytes = 4
    /// The bytes filtered together.
    typealias Chunk = SIMD16<UInt8>

    /// How rows are filtered; both give the same bytes (tests compare them).
    enum Implementation {
        /// 16 bytes at a time in SIMD lanes.
        case simd
        /// A byte at a time (PNGRowFilter+Scalar.swift).
        case scalar

        /// SIMD in optimised builds. Unoptimised (debug) builds run SIMD types lane by lane through generic
        /// code, several times slower than plain loops, so they filter a byte at a time.
        static var preferred: Implementation {
            #if DEBUG
            .scalar
            #else
            .simd
            #endif
        }
    }

    /// Filters `height` rows of `rowBytes` bytes into height × (1 + rowBytes) bytes, each row prefixed by its
    /// filter type. The first row starts at `pixels`; each next row starts `pitch` bytes after the one before.
    static func filterImage(
        _ pixels: UnsafePointer<UInt8>, rowBytes: Int, pitch: Int, height: Int,
        implementation: Implementation = .preferred
    ) -> [UInt8] {
        var row = PaddedRow(count: rowBytes)
        var above = PaddedRow(count: rowBytes)
        defer {
            row.deallocate()
            above.deallocate()
        }
        return [UInt8](unsafeUninitializedCapacity: height * (rowBytes + 1)) { output, count in
            for y in 0..<height {
                row.bytes.update(from: pixels + y * pitch, count: rowBytes)
                let out = output.baseAddress! + y * (rowBytes + 1)
                if let type = filterOfRepeatedRow(row: row, above: above) {
                    out.pointee = type
                    (out + 1).initialize(repeating: 0, count: rowBytes)
                    swap(&row, &above)
                    continue
                }
                switch implementation {
                case .simd:
                    out.pointee = bestFilter(row: row, above: above)
                    write(out.pointee, row: row, above: above, into: out + 1)
                case .scalar:
                    out.pointee = bestFilterByteByByte(row: row, above: above)
                    writeByteByByte(out.pointee, row: row, above: above, into: out + 1)
                }
                swap(&row, &above)
            }
            count = height * (rowBytes + 1)
        }
    }

    /// The filter chosen for a row equal to the row above, without costing the five (nil for any other row):
    /// Up makes every byte zero, the least possible cost, and only None ties with it, when the row is all
    /// zeros. Either way the filtered row is all zeros. Flat frames and the cleared parts of an APNG frame
    /// repeat their rows, so this is most rows.
    @inline(__always)
    static func filterOfRepeatedRow(row: PaddedRow, above: PaddedRow) -> UInt8? {
        guard memcmp(row.bytes, above.bytes, row.count) == 0 else { return nil }
        return UnsafeBufferPointer(start: row.bytes, count: row.count).allSatisfy { $0 == 0 } ? 0 : 2
    }

    /// The filter type (0…4) whose output for `row` has the smallest sum of absolute signed bytes; the lower type
    /// on a tie.
    static func bestFilter(row: PaddedRow, above: PaddedRow) -> UInt8 {
        let totals = costs(row: row, above: above)
        var best = 0
        for type in 1..<5 where totals[type] < totals[best] { best = type }
        return UInt8(best)
    }

    /// The sum of absolute signed output bytes of each filter for `row`, in filter-type order (lanes 5…7 are zero).
    static func costs(row: PaddedRow, above: PaddedRow) -> SIMD8<Int> {
        var totals = SIMD8<Int>()
        for first in stride(from: 0, to: row.chunks, by: FilterCosts.chunkCapacity) {
            var costs = FilterCosts()
            for chunk in first..<min(first + FilterCosts.chunkCapacity, row.chunks) {
                let offset = chunk * Chunk.scalarCount
                let neighbourhood = Neighbourhood(row: row, above: above, offset: offset)
                let isWhole = offset + Chunk.scalarCount <= row.count
                costs.add(isWhole ? neighbourhood : neighbourhood.keepingFirst(row.count - offset))
            }
            totals &+= costs.totals
        }
        return totals
    }

    /// Writes `row` filtered with `type` to `out`.
    static func write(_ type: UInt8, row: PaddedRow, above: PaddedRow, into out: UnsafeMutablePointer<UInt8>) {
        for offset in stride(from: 0, to: row.count, by: Chunk.scalarCount) {
            let chunk = filtered(type, Neighbourhood(row: row, above: above, offset: offset))
            if offset + Chunk.scalarCount <= row.count {
                UnsafeMutableRawPointer(out + offset).storeBytes(of: chunk, as: Chunk.self)
            } else {
                withUnsafeBytes(of: chunk) { lanes in
                    UnsafeMutableRawPointer(out + offset).copyMemory(
                        from: lanes.baseAddress!, byteCount: row.count - offset)
                }
            }
        }
    }

    /// `n.bytes` filtered with `type`.
    @inline(__always)
    static func filtered(_ type: UInt8, _ n: Neighbourhood) -> Chunk {
        switch type {
        case 0: n.bytes
        case 1: n.bytes &- n.left
        case 2: n.bytes &- n.above
        case 3: n.bytes &- average(n.left, n.above)
        default: n.bytes &- paeth(n.left, n.above, n.aboveLeft)
        }
    }

    /// ⌊(a + b) / 2⌋ per lane, without leaving 8 bits.
    @inline(__always)
    static func average(_ a: Chunk, _ b: Chunk) -> Chunk {
        (a & b) &+ ((a ^ b) &>> 1)
    }

    /// The Paeth predictor per lane: whichever of left `a`, above `b`, upper-left `c` is closest to a + b − c,
    /// preferring a, then b. The distances are |b − c|, |a − c| and |(b − c) + (a − c)|; the last is the sum of
    /// the first two when the differences share a sign, and saturating that sum at 255 keeps every comparison
    /// with the first two (which are at most 255) exact.
    @inline(__always)
    static func paeth(_ a: Chunk, _ b: Chunk, _ c: Chunk) -> Chunk {
        let pa = distance(b, c)
        let pb = distance(a, c)
        let sum = pa &+ pb
        let saturatedSum = sum.replacing(with: 255, where: sum .< pa)
        let sameSign = (b .>= c) .== (a .>= c)
        let pc = distance(pa, pb).replacing(with: saturatedSum, where: sameSign)
        return c.replacing(with: b, where: pb .<= pc).replacing(with: a, where: (pa .<= pb) .& (pa .<= pc))
    }

    /// |a − b| per lane.
    @inline(__always)
    static func distance(_ a: Chunk, _ b: Chunk) -> Chunk {
        let aIsLarger = a .> b
        return (a &- b).replacing(with: b &- a, where: .!aIsLarger)
    }
}

extension PNGRowFilter {
    /// A row's bytes with zeros before them (at least a pixel's worth) and after them up to a whole chunk.
    struct PaddedRow {
        /// The row's first byte.
        let bytes: UnsafeMutablePointer<UInt8>
        /// Bytes in the row.
        let count: Int
        /// Chunks covering the row, the last one padded.
        var chunks: Int { (count + Chunk.scalarCount - 1) / Chunk.scalarCount }

        /// An all-zero row of `count` bytes: the row above the first.
        init(count: Int) {
            let padded = Chunk.scalarCount * (1 + (count + Chunk.scalarCount - 1) / Chunk.scalarCount)
            let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: padded)
            storage.initialize(repeating: 0, count: padded)
            bytes = storage + Chunk.scalarCount
            self.count = count
        }

        /// Frees the buffer; the row is unusable afterwards.
        func deallocate() { (bytes - Chunk.scalarCount).deallocate() }

        /// The chunk starting `offset` bytes into the row; `offset` may be negative down to −16.
        @inline(__always)
        func chunk(at offset: Int) -> Chunk {
            UnsafeRawPointer(bytes + offset).loadUnaligned(as: Chunk.self)
        }
    }

    /// One chunk of a row with the bytes the filters predict it from: a pixel to the left, above, and above-left.
    struct Neighbourhood {
        var bytes: Chunk
        var left: Chunk
        var above: Chunk
        var aboveLeft: Chunk

        /// The chunk at `offset` of `row`, with `aboveRow` the row above it.
        @inline(__always)
        init(row: PaddedRow, above aboveRow: PaddedRow, offset: Int) {
            bytes = row.chunk(at: offset)
            left = row.chunk(at: offset - pixelBytes)
            above = aboveRow.chunk(at: offset)
            aboveLeft = aboveRow.chunk(at: offset - pixelBytes)
        }

        /// The neighbourhood with every lane from `lanes` on cleared.
        func keepingFirst(_ lanes: Int) -> Neighbourhood {
            let cleared = Chunk(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15) .>= Chunk(repeating: UInt8(lanes))
            var kept = self
            kept.bytes.replace(with: 0, where: cleared)
            kept.left.replace(with: 0, where: cleared)
            kept.above.replace(with: 0, where: cleared)
            kept.aboveLeft.replace(with: 0, where: cleared)
            return kept
        }
    }

    /// Running per-lane sums of |signed byte| for the five filters, in 16-bit lanes of two bytes each.
    struct FilterCosts {
        /// Chunks the lanes hold without overflow: each adds at most 2 × 128 per lane, and 255 × 256 < 2¹⁶.
        static let chunkCapacity = 255

        var none = SIMD8<UInt16>()
        var sub = SIMD8<UInt16>()
        var up = SIMD8<UInt16>()
        var average = SIMD8<UInt16>()
        var paeth = SIMD8<UInt16>()

        /// Adds the cost of every filter of `n`.
        @inline(__always)
        mutating func add(_ n: Neighbourhood) {
            none &+= Self.magnitudes(filtered(0, n))
            sub &+= Self.magnitudes(filtered(1, n))
            up &+= Self.magnitudes(filtered(2, n))
            average &+= Self.magnitudes(filtered(3, n))
            paeth &+= Self.magnitudes(filtered(4, n))
        }

        /// The five costs in filter-type order (lanes 5…7 are zero).
        var totals: SIMD8<Int> {
            SIMD8(Self.sum(none), Self.sum(sub), Self.sum(up), Self.sum(average), Self.sum(paeth), 0, 0, 0)
        }

        /// |byte| of each byte of `chunk` read as signed, i.e. min(v, 256 − v), added in pairs into 16-bit lanes.
        @inline(__always)
        static func magnitudes(_ chunk: Chunk) -> SIMD8<UInt16> {
            let negated = 0 &- chunk
            let magnitude = chunk.replacing(with: negated, where: negated .< chunk)
            let pairs = unsafeBitCast(magnitude, to: SIMD8<UInt16>.self)
            return (pairs & 0x00FF) &+ (pairs &>> 8)
        }

        /// The sum of all lanes of `lanes`.
        static func sum(_ lanes: SIMD8<UInt16>) -> Int {
            let pairs = unsafeBitCast(lanes, to: SIMD4<UInt32>.self)
            return Int(((pairs & 0xFFFF) &+ (pairs &>> 16)).wrappedSum())
        }
    }
}
