// Canonical Huffman codes as deflate (RFC 1951, section 3.2.2) stores them: only each symbol's code length is
// written, and codes of one length are consecutive in symbol order. Lengths come from a Huffman tree built on the
// symbols' frequencies; where the tree is deeper than deflate allows, leaves are moved up as zlib does (its
// `gen_bitlen`), which keeps the code complete (every inflater rejects an incomplete code of more than one symbol).
// Codes are stored bit-reversed, since deflate writes Huffman codes most significant bit first into an
// least-significant-bit-first stream.

/// A length-limited canonical Huffman code for symbols 0..<count.
struct HuffmanCode {
    /// Each symbol's code length in bits; 0 for a symbol that does not occur.
    var lengths: [UInt8]
    /// Each symbol's code, bit-reversed, ready to write least significant bit first.
    var codes: [UInt16]

    /// The code for `frequencies`, no code longer than `maximumLength` bits (≤ 15). At least two symbols get a
    /// code, even when fewer occur, so the code is complete.
    init(frequencies: [UInt32], maximumLength: Int) {
        let count = frequencies.count
        var used = (0..<count).filter { frequencies[$0] > 0 }
        // A code needs two symbols to be complete: add the lowest unused ones.
        var filler = 0
        while used.count < 2 {
            if !used.contains(filler) { used.append(filler) }
            filler += 1
        }
        // Leaves from the least frequent up; equal frequencies by symbol, so the code is deterministic.
        used.sort { (max(frequencies[$0], 1), $0) < (max(frequencies[$1], 1), $1) }
        let depths = Self.treeDepths(of: used.map { max(frequencies[$0], 1) })
        var lengths = [UInt8](repeating: 0, count: count)
        for (length, symbols) in Self.limited(depths, to: maximumLength, leaves: used) {
            for symbol in symbols { lengths[symbol] = UInt8(length) }
        }
        self.lengths = lengths
        codes = Self.canonicalCodes(lengths: lengths)
    }

    /// The depth of each leaf in a Huffman tree over `weights` (ascending), by the two-queue method: leaves and
    /// merged nodes are each taken in ascending order, the two lightest joined at every step.
    private static func treeDepths(of weights: [UInt32]) -> [Int] {
        let leafCount = weights.count
        var nodeWeights: [UInt64] = []
        var parent = [Int](repeating: -1, count: 2 * leafCount)
        nodeWeights.reserveCapacity(leafCount)
        var nextLeaf = 0
        var nextNode = 0
        /// Takes the lightest of the next leaf and the next merged node; ties go to the leaf.
        func takeLightest() -> Int {
            if nextLeaf < leafCount, nextNode >= nodeWeights.count || UInt64(weights[nextLeaf]) <= nodeWeights[nextNode]
            {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextNode += 1
            return leafCount + nextNode - 1
        }
        func weight(_ index: Int) -> UInt64 {
            index < leafCount ? UInt64(weights[index]) : nodeWeights[index - leafCount]
        }
        for _ in 0..<(leafCount - 1) {
            let first = takeLightest()
            let second = takeLightest()
            let node = leafCount + nodeWeights.count
            nodeWeights.append(weight(first) + weight(second))
            parent[first] = node
            parent[second] = node
        }
        // Merged nodes are made in order, so each node's parent comes after it: walk down from the root.
        let root = leafCount + nodeWeights.count - 1
        var depth = [Int](repeating: 0, count: 2 * leafCount)
        for node in stride(from: root - 1, through: 0, by: -1) where parent[node] >= 0 {
            depth[node] = depth[parent[node]] + 1
        }
        return Array(depth[0..<leafCount])
    }

    /// Leaves grouped by code length after limiting `depths` (of `leaves`, least frequent first) to `maximum`:
    /// leaves deeper than `maximum` are put at `maximum`, which oversubscribes the code, then, as zlib does, a
    /// leaf higher up moves down a level with one of those as its sibling until the Kraft sum is exactly 1. The
    /// longest codes go to the least frequent leaves.
    private static func limited(_ depths: [Int], to maximum: Int, leaves: [Int]) -> [(Int, [Int])] {
        var lengthCounts = [Int](repeating: 0, count: maximum + 1)
        for depth in depths { lengthCounts[min(depth, maximum)] += 1 }
        // The Kraft sum in units of 2^-maximum; a complete code sums to 2^maximum.
        var kraft = 0
        for length in 1...maximum { kraft += lengthCounts[length] << (maximum - length) }
        while kraft > 1 << maximum {
            var bits = maximum - 1
            while lengthCounts[bits] == 0 { bits -= 1 }
            lengthCounts[bits] -= 1
            lengthCounts[bits + 1] += 2
            lengthCounts[maximum] -= 1
            kraft -= 1
        }
        var groups: [(Int, [Int])] = []
        var next = 0
        for length in stride(from: maximum, through: 1, by: -1) where lengthCounts[length] > 0 {
            groups.append((length, Array(leaves[next..<(next + lengthCounts[length])])))
            next += lengthCounts[length]
        }
        return groups
    }

    /// Canonical codes for `lengths`, each bit-reversed to its length.
    private static func canonicalCodes(lengths: [UInt8]) -> [UInt16] {
        var lengthCounts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { lengthCounts[Int(length)] += 1 }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1..<16 {
            code = (code + lengthCounts[length - 1]) << 1
            nextCode[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let value = nextCode[Int(length)]
            nextCode[Int(length)] += 1
            return reversed(UInt16(value), bits: Int(length))
        }
    }

    /// The low `bits` bits of `value` in reverse order.
    static func reversed(_ value: UInt16, bits: Int) -> UInt16 {
        (value.bitSwapped()) >> (16 - bits)
    }
}

extension UInt16 {
    /// The bits in reverse order.
    fileprivate func bitSwapped() -> UInt16 {
        var value = self
        value = (value & 0x5555) << 1 | (value >> 1) & 0x5555
        value = (value & 0x3333) << 2 | (value >> 2) & 0x3333
        value = (value & 0x0F0F) << 4 | (value >> 4) & 0x0F0F
        return value << 8 | value >> 8
    }
}
