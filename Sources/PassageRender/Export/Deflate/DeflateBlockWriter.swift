// One deflate block with dynamic Huffman codes (RFC 1951, 3.2.7): the header (code lengths of the literal/length
// and distance codes, themselves run-length coded and Huffman coded), then the block's literals and matches,
// then the end-of-block symbol.

/// Literals and matches waiting to be written as one block.
struct DeflateSymbols {
    /// A literal byte is its value (< 256); a match is 256 + (length − 3) | distance << 9.
    let items: UnsafeMutablePointer<UInt32>
    /// Items the buffer holds before a block must be written.
    let capacity: Int
    private(set) var count = 0

    /// An empty buffer of `capacity` items; `deallocate()` frees it.
    init(capacity: Int) {
        self.capacity = capacity
        items = .allocate(capacity: capacity)
    }

    func deallocate() { items.deallocate() }

    @inline(__always)
    var isFull: Bool { count == capacity }

    /// Adds literal `byte`.
    @inline(__always)
    mutating func addLiteral(_ byte: UInt8) {
        items[count] = UInt32(byte)
        count += 1
    }

    /// Adds a match of `length` (3…258) bytes at `distance` (1…32768) back.
    @inline(__always)
    mutating func addMatch(length: Int, distance: Int) {
        items[count] = 256 | UInt32(length - 3) | UInt32(distance) << 9
        count += 1
    }

    /// Writes the items as one dynamic-Huffman block (the stream's last when `isFinal`) and empties the buffer.
    mutating func writeBlock(isFinal: Bool, to writer: inout DeflateBitWriter) {
        DeflateTables.withTables { tables in
            var literalFrequencies = [UInt32](repeating: 0, count: 286)
            var distanceFrequencies = [UInt32](repeating: 0, count: 30)
            literalFrequencies.withUnsafeMutableBufferPointer { literalCounts in
                distanceFrequencies.withUnsafeMutableBufferPointer { distanceCounts in
                    for index in 0..<count {
                        let item = items[index]
                        if item < 256 {
                            literalCounts[Int(item)] &+= 1
                        } else {
                            literalCounts[257 + Int(tables.lengthSymbol[Int(item & 0xFF)])] &+= 1
                            distanceCounts[Int(tables.distanceCode(Int(item >> 9)))] &+= 1
                        }
                    }
                }
            }
            literalFrequencies[256] = 1
            let literals = HuffmanCode(frequencies: literalFrequencies, maximumLength: 15)
            let distances = HuffmanCode(frequencies: distanceFrequencies, maximumLength: 15)
            writer.write(isFinal ? 1 : 0, count: 1)
            writer.write(2, count: 2)
            Self.writeCodeLengths(literals: literals.lengths, distances: distances.lengths, to: &writer)
            literals.codes.withUnsafeBufferPointer { literalCodes in
                literals.lengths.withUnsafeBufferPointer { literalLengths in
                    distances.codes.withUnsafeBufferPointer { distanceCodes in
                        distances.lengths.withUnsafeBufferPointer { distanceLengths in
                            for index in 0..<count {
                                let item = items[index]
                                if item < 256 {
                                    writer.write(UInt64(literalCodes[Int(item)]), count: Int(literalLengths[Int(item)]))
                                    continue
                                }
                                let lengthIndex = Int(item & 0xFF)
                                let symbol = 257 + Int(tables.lengthSymbol[lengthIndex])
                                let symbolLength = Int(literalLengths[symbol])
                                writer.write(
                                    UInt64(literalCodes[symbol])
                                        | UInt64(tables.lengthExtraValue[lengthIndex]) << UInt64(symbolLength),
                                    count: symbolLength + Int(tables.lengthExtraBits[lengthIndex]))
                                let distance = Int(item >> 9)
                                let code = Int(tables.distanceCode(distance))
                                let codeLength = Int(distanceLengths[code])
                                writer.write(
                                    UInt64(distanceCodes[code])
                                        | UInt64(distance - Int(tables.distanceBase[code])) << UInt64(codeLength),
                                    count: codeLength + Int(tables.distanceExtraBits[code]))
                            }
                        }
                    }
                }
            }
            writer.write(UInt64(literals.codes[256]), count: Int(literals.lengths[256]))
        }
        count = 0
    }

    /// The order in which the code-length code's lengths are stored.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Writes HLIT, HDIST, HCLEN, the code-length code and the run-length coded lengths of both codes.
    private static func writeCodeLengths(literals: [UInt8], distances: [UInt8], to writer: inout DeflateBitWriter) {
        let literalCount = max(257, (literals.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distances.lastIndex { $0 > 0 } ?? 0) + 1)
        let lengths = Array(literals[0..<literalCount]) + Array(distances[0..<distanceCount])
        // Runs: symbol 16 repeats the previous length 3…6 times, 17 writes 3…10 zeros, 18 writes 11…138 zeros.
        var symbols: [(symbol: Int, extra: Int, extraBits: Int)] = []
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var run = 1
            while i + run < lengths.count, lengths[i + run] == value { run += 1 }
            i += run
            if value == 0 {
                while run >= 11 {
                    let taken = min(run, 138)
                    symbols.append((18, taken - 11, 7))
                    run -= taken
                }
                if run >= 3 {
                    symbols.append((17, run - 3, 3))
                    run = 0
                }
            } else {
                symbols.append((Int(value), 0, 0))
                run -= 1
                while run >= 3 {
                    let taken = min(run, 6)
                    symbols.append((16, taken - 3, 2))
                    run -= taken
                }
            }
            for _ in 0..<run { symbols.append((Int(value), 0, 0)) }
        }
        var frequencies = [UInt32](repeating: 0, count: 19)
        for entry in symbols { frequencies[entry.symbol] += 1 }
        let code = HuffmanCode(frequencies: frequencies, maximumLength: 7)
        let storedCount = max(4, (codeLengthOrder.lastIndex { code.lengths[$0] > 0 } ?? 0) + 1)
        writer.write(UInt64(literalCount - 257), count: 5)
        writer.write(UInt64(distanceCount - 1), count: 5)
        writer.write(UInt64(storedCount - 4), count: 4)
        for symbol in codeLengthOrder[0..<storedCount] { writer.write(UInt64(code.lengths[symbol]), count: 3) }
        for entry in symbols {
            let length = Int(code.lengths[entry.symbol])
            writer.write(
                UInt64(code.codes[entry.symbol]) | UInt64(entry.extra) << UInt64(length),
                count: length + entry.extraBits)
        }
    }
}

/// Deflate's length and distance alphabets (RFC 1951, 3.2.5).
enum DeflateTables {
    /// Base length of length symbols 257…285.
    static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    /// Extra bits of length symbols 257…285.
    static let lengthSymbolExtraBits: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// Base distance of distance codes 0…29.
    static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    /// Extra bits of distance codes 0…29.
    static let distanceExtraBits: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// For each length − 3 (0…255): its symbol − 257, that symbol's extra bits, and the value they carry.
    static let lengthSymbol: [UInt8] = (0..<256).map { lengthIndex in
        UInt8(lengthBase.lastIndex { $0 <= lengthIndex + 3 }!)
    }
    static let lengthExtraBits: [UInt8] = lengthSymbol.map { lengthSymbolExtraBits[Int($0)] }
    static let lengthExtraValue: [UInt16] = (0..<256).map { UInt16($0 + 3 - lengthBase[Int(lengthSymbol[$0])]) }

    /// Distance codes of distances 1…256 (at distance − 1), then of 257…32768 by (distance − 1) >> 7 (at 256 + that).
    private static let distanceCodes: [UInt8] = (0..<512).map { index in
        let distance = index < 256 ? index + 1 : ((index - 256) << 7) + 1
        return UInt8(distanceBase.lastIndex { Int($0) <= distance }!)
    }

    /// Runs `body` with the tables as buffers, read without bounds checks or lazy-initialisation checks.
    static func withTables<Result>(_ body: (Buffers) -> Result) -> Result {
        lengthSymbol.withUnsafeBufferPointer { lengthSymbol in
            lengthExtraBits.withUnsafeBufferPointer { lengthExtraBits in
                lengthExtraValue.withUnsafeBufferPointer { lengthExtraValue in
                    distanceCodes.withUnsafeBufferPointer { distanceCodes in
                        distanceBase.withUnsafeBufferPointer { distanceBase in
                            distanceExtraBits.withUnsafeBufferPointer { distanceExtraBits in
                                body(
                                    Buffers(
                                        lengthSymbol: lengthSymbol, lengthExtraBits: lengthExtraBits,
                                        lengthExtraValue: lengthExtraValue, distanceCodes: distanceCodes,
                                        distanceBase: distanceBase, distanceExtraBits: distanceExtraBits))
                            }
                        }
                    }
                }
            }
        }
    }

    /// The tables as buffers, valid inside `withTables`.
    struct Buffers {
        let lengthSymbol: UnsafeBufferPointer<UInt8>
        let lengthExtraBits: UnsafeBufferPointer<UInt8>
        let lengthExtraValue: UnsafeBufferPointer<UInt16>
        let distanceCodes: UnsafeBufferPointer<UInt8>
        let distanceBase: UnsafeBufferPointer<UInt16>
        let distanceExtraBits: UnsafeBufferPointer<UInt8>

        /// The code of `distance` (1…32768).
        @inline(__always)
        func distanceCode(_ distance: Int) -> UInt8 {
            distance <= 256 ? distanceCodes[distance - 1] : distanceCodes[256 + ((distance - 1) >> 7)]
        }
    }
}
