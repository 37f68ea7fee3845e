// Deflate's bit order: values are packed from the least significant bit of each byte up (RFC 1951, 3.1.1).
// Bits gather in a 64-bit word and leave four bytes at a time, into a buffer sized for the worst case up front.

/// Appends bit fields to a byte buffer, least significant bit first.
struct DeflateBitWriter {
    /// Where the next four bytes go.
    private(set) var cursor: UnsafeMutablePointer<UInt8>
    private let end: UnsafeMutablePointer<UInt8>
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// A writer filling `buffer` from its start; the caller sizes it for everything written (plus 8 bytes).
    init(into buffer: UnsafeMutableBufferPointer<UInt8>) {
        cursor = buffer.baseAddress!
        end = buffer.baseAddress! + buffer.count
    }

    /// A writer continuing at `cursor` in the buffer `writer` writes to, which has no bits pending.
    init(continuingAt cursor: UnsafeMutablePointer<UInt8>, of writer: DeflateBitWriter) {
        precondition(writer.pendingCount == 0 && cursor <= writer.end, "a writer continues at a byte boundary")
        self.cursor = cursor
        end = writer.end
    }

    /// Appends the low `count` bits of `bits` (count ≤ 32; higher bits must be zero).
    @inline(__always)
    mutating func write(_ bits: UInt64, count: Int) {
        pending |= bits << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            precondition(cursor + 4 <= end, "deflate output outgrew its bound")
            UnsafeMutableRawPointer(cursor).storeBytes(
                of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            cursor += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Writes the bits still pending, the last byte padded with zeros; returns the end of the data written.
    mutating func finish() -> UnsafeMutablePointer<UInt8> {
        while pendingCount > 0 {
            precondition(cursor < end, "deflate output outgrew its bound")
            cursor.pointee = UInt8(truncatingIfNeeded: pending)
            cursor += 1
            pending >>= 8
            pendingCount -= 8
        }
        pendingCount = 0
        return cursor
    }
}
