// Compression as PNG uses it: a zlib-wrapped deflate stream for image data, and the CRC-32 that closes every
// chunk, both from libdeflate, which compresses whole buffers (a frame is one) about 1.7 times as fast as zlib
// at its default level, and a little smaller. One fixed level per call, so the same input always gives the
// same bytes (for a given libdeflate).
import CDeflate

/// Thin wrappers over the system libdeflate.
enum Deflate {
    /// The highest level callers may ask for (libdeflate goes to 12, slower for little gain on frames).
    static let maximumLevel = 9

    /// Compresses `bytes` into a zlib stream at `level`, clamped to 0…`maximumLevel`.
    static func compress(_ bytes: [UInt8], level: Int) -> [UInt8] {
        let level = Int32(min(max(level, 0), maximumLevel))
        // Allocation fails only when memory runs out; a compressor is cheap next to a frame's compression.
        guard let compressor = libdeflate_alloc_compressor(level) else { fatalError("libdeflate: out of memory") }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        return [UInt8](unsafeUninitializedCapacity: bound) { out, count in
            count = bytes.withUnsafeBytes { input in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
            }
            // The bound guarantees room, so a zero size (did not fit) cannot happen.
            precondition(count > 0 || bytes.isEmpty, "libdeflate compressed \(bytes.count) bytes into nothing")
        }
    }

    /// The CRC-32 of `bytes`, continuing from `crc` (0 to start).
    static func crc(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBytes { buffer in
            libdeflate_crc32(crc, buffer.baseAddress, buffer.count)
        }
    }
}
