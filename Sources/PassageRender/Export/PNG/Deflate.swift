// Compression as PNG uses it: a zlib-wrapped deflate stream for image data, and the CRC-32 that closes every
// chunk, both from libdeflate, which compresses whole buffers (a frame is one) about 1.7 times as fast as zlib
// at its default level, and a little smaller. One fixed level per call, so the same input always gives the
// same bytes (for a given libdeflate).
import CDeflate
import Foundation

/// Thin wrappers over the system libdeflate.
enum Deflate {
    /// The highest level callers may ask for (libdeflate goes to 12, slower for little gain on frames).
    static let maximumLevel = 9

    /// `level` clamped to 0…`maximumLevel`, the level `compress` uses.
    static func clampedLevel(_ level: Int) -> Int {
        min(max(level, 0), maximumLevel)
    }

    /// Compresses `bytes` into a zlib stream at `level`, clamped to 0…`maximumLevel`.
    static func compress(_ bytes: [UInt8], level: Int) -> [UInt8] {
        let level = Int32(clampedLevel(level))
        let compressor = compressors.take(level: level)
        defer { compressors.give(compressor, level: level) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        return [UInt8](unsafeUninitializedCapacity: bound) { out, count in
            count = bytes.withUnsafeBytes { input in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
            }
            // The bound guarantees room, so a zero size (did not fit) cannot happen.
            precondition(count > 0 || bytes.isEmpty, "libdeflate compressed \(bytes.count) bytes into nothing")
        }
    }

    /// Compressors not in use, kept for the next call: making one costs more than compressing a small frame.
    private static let compressors = CompressorPool()

    /// libdeflate compressors by level, each used by one thread at a time. A compressor's output depends only
    /// on its input and level, so which one a call gets does not change the bytes.
    private final class CompressorPool: @unchecked Sendable {
        private let lock = NSLock()
        private var idle: [Int32: [OpaquePointer]] = [:]

        /// An idle compressor for `level`, or a new one.
        func take(level: Int32) -> OpaquePointer {
            lock.lock()
            let reused = idle[level]?.popLast()
            lock.unlock()
            if let reused { return reused }
            // Allocation fails only when memory runs out.
            guard let made = libdeflate_alloc_compressor(level) else { fatalError("libdeflate: out of memory") }
            return made
        }

        /// Returns `compressor`, taken for `level`, to the pool.
        func give(_ compressor: OpaquePointer, level: Int32) {
            lock.lock()
            idle[level, default: []].append(compressor)
            lock.unlock()
        }
    }

    /// The CRC-32 of `bytes`, continuing from `crc` (0 to start).
    static func crc(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBytes { buffer in
            libdeflate_crc32(crc, buffer.baseAddress, buffer.count)
        }
    }
}
