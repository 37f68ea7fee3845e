// A zlib stream (RFC 1950) of deflate blocks (RFC 1951) made for filtered PNG rows, where most bytes are zeros
// (97% of what a card demo's APNG frames give deflate): flat colours filter to zero, and an APNG frame clears the
// pixels it keeps. A general compressor (libdeflate, before this) finds those runs through its hash chains and
// files every position of them in its tables, which cost it half its time. Here a run of one repeated byte (32 or
// more) is seen by comparing eight bytes at a time and written as matches one byte back, 258 bytes each, without
// touching the hash tables. Everything else goes through hash chains as in zlib: four-byte hashes, the last
// 32 KiB searched up to a given number of candidates deep, lazy matching (a match is put off by one byte when the
// next position has a longer one), and long matches filing only their last positions. Blocks of 4,096 literals
// and matches use dynamic Huffman codes built from their own symbols. The output depends only on the input, so
// the same frame always gives the same bytes.
import CDeflate

/// Compresses whole buffers into zlib streams.
enum ZlibEncoder {
    /// A match this long is taken at once, without looking further.
    static let goodEnoughLength = 64
    /// A match longer than this files only its last positions in the hash tables, not every one it covers.
    static let longestFiledMatch = 64
    /// The shortest run of a repeated byte written as run matches without searching.
    static let shortestRun = 32
    /// Literals and matches per block.
    static let blockItems = 1 << 12

    private static let windowSize = 1 << 15
    private static let hashBits = 15

    /// `input` as a zlib stream, searching up to `searchDepth` earlier positions for each match (0: the input
    /// stored uncompressed).
    static func compress(_ input: UnsafeRawBufferPointer, searchDepth: Int) -> [UInt8] {
        let count = input.count
        // Worst case: every byte a 15-bit literal, plus a block header of at most 640 bytes per block.
        let bound = 64 + 2 * count + (count / blockItems + 2) * 640
        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bound)
        defer { scratch.deallocate() }
        scratch[0] = 0x78
        scratch[1] = 0x5E
        var writer = DeflateBitWriter(into: UnsafeMutableBufferPointer(rebasing: scratch[2...]))
        let bytes = input.bindMemory(to: UInt8.self)
        guard searchDepth > 0 else {
            return finish(input, end: store(bytes, to: &writer), in: scratch)
        }
        var symbols = DeflateSymbols(capacity: blockItems)
        defer { symbols.deallocate() }
        var matcher = Matcher(bytes, searchDepth: searchDepth)
        defer { matcher.deallocate() }
        matcher.parse(into: &symbols, writer: &writer)
        symbols.writeBlock(isFinal: true, to: &writer)
        return finish(input, end: writer.finish(), in: scratch)
    }

    /// The stream in `scratch` up to `end`, closed by the Adler-32 of `input`, as an array of its own.
    private static func finish(
        _ input: UnsafeRawBufferPointer, end: UnsafeMutablePointer<UInt8>, in scratch: UnsafeMutableBufferPointer<UInt8>
    ) -> [UInt8] {
        var end = end
        let adler = libdeflate_adler32(1, input.baseAddress, input.count)
        for shift in [24, 16, 8, 0] {
            end.pointee = UInt8(truncatingIfNeeded: adler >> UInt32(shift))
            end += 1
        }
        return Array(UnsafeBufferPointer(start: scratch.baseAddress, count: end - scratch.baseAddress!))
    }

    /// Writes `bytes` as stored blocks of up to 65,535 bytes (at least one block, the last marked final) and
    /// returns the end of the data written.
    private static func store(_ bytes: UnsafeBufferPointer<UInt8>, to writer: inout DeflateBitWriter)
        -> UnsafeMutablePointer<UInt8>
    {
        var start = 0
        repeat {
            let length = min(65_535, bytes.count - start)
            writer.write(start + length == bytes.count ? 1 : 0, count: 1)
            writer.write(0, count: 2)
            // A stored block's length starts on a byte boundary.
            var cursor = writer.finish()
            for value in [UInt16(length), ~UInt16(length)] {
                cursor[0] = UInt8(truncatingIfNeeded: value)
                cursor[1] = UInt8(value >> 8)
                cursor += 2
            }
            cursor.update(from: bytes.baseAddress! + start, count: length)
            writer = DeflateBitWriter(continuingAt: cursor + length, of: writer)
            start += length
        } while start < bytes.count
        return writer.finish()
    }

    /// Finds runs and matches in one input; its tables are the hash chains of the last window.
    private struct Matcher {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Per hash, the last position with it, plus one (0: none).
        let head: UnsafeMutablePointer<Int32>
        /// Per position modulo the window, the previous position with the same hash, plus one.
        let previous: UnsafeMutablePointer<Int32>

        /// Candidates searched for a match at each position.
        let searchDepth: Int

        init(_ bytes: UnsafeBufferPointer<UInt8>, searchDepth: Int) {
            self.bytes = bytes
            self.searchDepth = searchDepth
            head = .allocate(capacity: 1 << ZlibEncoder.hashBits)
            head.initialize(repeating: 0, count: 1 << ZlibEncoder.hashBits)
            previous = .allocate(capacity: ZlibEncoder.windowSize)
            previous.initialize(repeating: 0, count: ZlibEncoder.windowSize)
        }

        func deallocate() {
            head.deallocate()
            previous.deallocate()
        }

        /// The hash of the four bytes at `position` (which must have four bytes after it).
        @inline(__always)
        private func hash(at position: Int) -> Int {
            let word = UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt32.self)
            return Int((word &* 0x9E37_79B1) >> UInt32(32 - ZlibEncoder.hashBits))
        }

        /// Files `position` under its hash and returns the previous position with that hash (−1: none).
        @inline(__always)
        private func insert(_ position: Int) -> Int {
            let h = hash(at: position)
            let earlier = head[h]
            previous[position & (ZlibEncoder.windowSize - 1)] = earlier
            head[h] = Int32(position + 1)
            return Int(earlier) - 1
        }

        /// How many bytes at `position` equal those at `candidate`, up to `limit`.
        @inline(__always)
        private func matchLength(_ candidate: Int, _ position: Int, limit: Int) -> Int {
            let base = UnsafeRawPointer(bytes.baseAddress!)
            var length = 0
            while length + 8 <= limit {
                let difference =
                    base.loadUnaligned(fromByteOffset: candidate + length, as: UInt64.self)
                    ^ base.loadUnaligned(fromByteOffset: position + length, as: UInt64.self)
                if difference != 0 { return length + difference.littleEndian.trailingZeroBitCount / 8 }
                length += 8
            }
            while length < limit, bytes[candidate + length] == bytes[position + length] { length += 1 }
            return length
        }

        /// The longest match for `position` among the candidates chained from `first`, at least `atLeast` + 1
        /// long to count: (length, distance), length 0 when none.
        @inline(__always)
        private func longestMatch(_ position: Int, from first: Int, atLeast: Int) -> (Int, Int) {
            let limit = min(258, bytes.count - position)
            guard limit > atLeast else { return (0, 0) }
            var best = atLeast
            var bestDistance = 0
            var candidate = first
            var depth = searchDepth
            while candidate >= 0, position - candidate <= ZlibEncoder.windowSize, depth > 0 {
                if bytes[candidate + best] == bytes[position + best] {
                    let length = matchLength(candidate, position, limit: limit)
                    if length > best {
                        best = length
                        bestDistance = position - candidate
                        if length >= ZlibEncoder.goodEnoughLength || length == limit { break }
                    }
                }
                let next = Int(previous[candidate & (ZlibEncoder.windowSize - 1)]) - 1
                guard next < candidate else { break }
                candidate = next
                depth -= 1
            }
            return bestDistance == 0 ? (0, 0) : (best, bestDistance)
        }

        /// The length of the run of the byte before `position` starting at `position` (0 when under `shortestRun`).
        @inline(__always)
        private func runLength(at position: Int) -> Int {
            let count = bytes.count
            guard position > 0, position + ZlibEncoder.shortestRun <= count else { return 0 }
            let base = UnsafeRawPointer(bytes.baseAddress!)
            let repeated = UInt64(bytes[position - 1]) &* 0x0101_0101_0101_0101
            var length = 0
            while position + length + 8 <= count,
                base.loadUnaligned(fromByteOffset: position + length, as: UInt64.self) == repeated
            {
                length += 8
            }
            guard length >= ZlibEncoder.shortestRun else { return 0 }
            while position + length < count, bytes[position + length] == bytes[position - 1] { length += 1 }
            return length
        }

        /// Files the positions after `position` up to `end` that a match of `length` covers (only the last three
        /// when it is longer than `longestFiledMatch`), leaving out those too close to the end to hash.
        @inline(__always)
        private func file(after position: Int, upTo end: Int, length: Int, lastHashed: Int) {
            let first = length > ZlibEncoder.longestFiledMatch ? max(position + 1, end - 3) : position + 1
            for filed in first..<min(end, lastHashed + 1) { _ = insert(filed) }
        }

        /// Parses the whole input into `symbols`, writing a block to `writer` whenever they fill up; the last
        /// items stay in `symbols`.
        mutating func parse(into symbols: inout DeflateSymbols, writer: inout DeflateBitWriter) {
            let count = bytes.count
            let lastHashed = count - 4
            var position = 0
            /// A match found at `position - 1` and put off to see whether `position` has a longer one.
            var deferred: (length: Int, distance: Int)? = nil
            @inline(__always) func flushIfFull() {
                if symbols.isFull { symbols.writeBlock(isFinal: false, to: &writer) }
            }
            while position < count {
                if deferred == nil {
                    let run = runLength(at: position)
                    if run > 0 {
                        var left = run
                        while left >= 3 {
                            var length = min(left, 258)
                            if left - length > 0, left - length < 3 { length = left - 3 }
                            symbols.addMatch(length: length, distance: 1)
                            flushIfFull()
                            left -= length
                        }
                        for _ in 0..<left {
                            symbols.addLiteral(bytes[position - 1])
                            flushIfFull()
                        }
                        position += run
                        // The run's last positions go into the tables, for what follows the run.
                        for filed in max(position - 3, 0)..<min(position, lastHashed + 1) { _ = insert(filed) }
                        continue
                    }
                }
                guard position <= lastHashed else {
                    if let match = deferred {
                        symbols.addMatch(length: match.length, distance: match.distance)
                        flushIfFull()
                        position += match.length - 1
                        deferred = nil
                        continue
                    }
                    symbols.addLiteral(bytes[position])
                    flushIfFull()
                    position += 1
                    continue
                }
                let first = insert(position)
                let found = longestMatch(position, from: first, atLeast: max(2, deferred?.length ?? 0))
                if let match = deferred {
                    if found.0 > match.length {
                        // The match here is longer: the deferred one's first byte goes as a literal.
                        symbols.addLiteral(bytes[position - 1])
                        flushIfFull()
                        deferred = found
                        position += 1
                        continue
                    }
                    symbols.addMatch(length: match.length, distance: match.distance)
                    flushIfFull()
                    // The match started at position − 1; file the positions it covers after this one.
                    let end = position - 1 + match.length
                    file(after: position, upTo: end, length: match.length, lastHashed: lastHashed)
                    position = end
                    deferred = nil
                    continue
                }
                if found.0 >= 3, !(found.0 == 3 && found.1 > 4096) {
                    if found.0 >= ZlibEncoder.goodEnoughLength {
                        symbols.addMatch(length: found.0, distance: found.1)
                        flushIfFull()
                        let end = position + found.0
                        file(after: position, upTo: end, length: found.0, lastHashed: lastHashed)
                        position = end
                    } else {
                        deferred = found
                        position += 1
                    }
                    continue
                }
                symbols.addLiteral(bytes[position])
                flushIfFull()
                position += 1
            }
            if let match = deferred {
                symbols.addMatch(length: match.length, distance: match.distance)
            }
        }
    }
}
