// zlib, as PNG uses it: a zlib-wrapped deflate stream for image data and the CRC-32 that closes every chunk.
// One fixed compression level per call, so the same input always gives the same bytes (for a given zlib).
import CZlib

/// Thin wrappers over the system zlib.
enum Zlib {
    /// Compresses `bytes` into a zlib stream at `level` (0…9).
    static func compress(_ bytes: [UInt8], level: Int32) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: Int(compressBound(uLong(bytes.count)))) { out, count in
            var length = uLong(out.count)
            let status = bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &length, input.baseAddress, uLong(input.count), level)
            }
            // compressBound guarantees room, and the level is validated by the callers.
            precondition(status == Z_OK, "zlib compress2 failed with status \(status)")
            count = Int(length)
        }
    }

    /// The CRC-32 of `bytes`, continuing from `crc` (0 to start).
    static func crc(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count)))
        }
    }
}
