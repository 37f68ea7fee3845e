// GIF's variable-length LZW: codes start at (minimum code size + 1) bits and grow to 12; the first code is a clear
// code, the last the end-of-information code. When all 4096 codes are in use a clear code resets the table.
// Codes are packed least-significant bit first. The string table is a trie: `children[code × 256 + symbol]`
// holds the code of string(code) + symbol, or 0 for none; only the slots used are reset on a clear.

/// Compresses palette indices for a GIF image block.
struct GIFLZWEncoder {
    private var children = [UInt16](repeating: 0, count: 4096 * 256)
    private var used: [Int] = []

    /// The LZW code stream for `indices`, each below 2^`minimumCodeSize` (2…8).
    mutating func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var writer = BitWriter()
        var codeSize = minimumCodeSize + 1
        var nextCode = end + 1
        writer.write(clear, bits: codeSize)
        guard var prefix = indices.first.map(Int.init) else {
            writer.write(end, bits: codeSize)
            return writer.finish()
        }
        for symbol in indices.dropFirst() {
            let slot = prefix << 8 | Int(symbol)
            let child = Int(children[slot])
            if child != 0 {
                prefix = child
                continue
            }
            writer.write(prefix, bits: codeSize)
            if nextCode < 4096 {
                children[slot] = UInt16(nextCode)
                used.append(slot)
                nextCode += 1
                if nextCode > 1 << codeSize && codeSize < 12 { codeSize += 1 }
            } else {
                writer.write(clear, bits: codeSize)
                reset()
                codeSize = minimumCodeSize + 1
                nextCode = end + 1
            }
            prefix = Int(symbol)
        }
        writer.write(prefix, bits: codeSize)
        writer.write(end, bits: codeSize)
        reset()
        return writer.finish()
    }

    private mutating func reset() {
        for slot in used { children[slot] = 0 }
        used.removeAll(keepingCapacity: true)
    }

    /// Packs codes least-significant bit first.
    private struct BitWriter {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var count = 0

        mutating func write(_ code: Int, bits: Int) {
            buffer |= UInt32(code) << UInt32(count)
            count += bits
            while count >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
            return bytes
        }
    }
}
