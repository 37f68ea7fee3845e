// PNG's container: an 8-byte signature, then chunks of length, four-letter type, data and a CRC-32 over type
// and data. Multi-byte integers are big-endian.

/// Builders for the byte layout of a PNG file.
enum PNGChunk {
    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One complete chunk: length, `type`, `data`, CRC.
    static func make(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "PNG chunk types have four letters")
        var chunk = bigEndian(UInt32(data.count))
        chunk.reserveCapacity(12 + data.count)
        chunk += typeBytes
        chunk += data
        chunk += bigEndian(Deflate.crc(data, continuing: Deflate.crc(typeBytes)))
        return chunk
    }

    /// IHDR for 8-bit RGBA (colour type 6), no interlacing.
    static func header(width: Int, height: Int) -> [UInt8] {
        make("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
    }

    /// The IEND chunk that closes the file.
    static let end = make("IEND", [])

    /// `value` as four big-endian bytes.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// `value` as two big-endian bytes.
    static func bigEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}
