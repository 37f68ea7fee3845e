// Compression as PNG uses it: a zlib-wrapped deflate stream for image data (ZlibEncoder, made for filtered rows
// that are mostly runs of zeros), and the CRC-32 that closes every chunk, from libdeflate. One fixed level per
// call, so the same input always gives the same bytes.
import CDeflate
import Foundation

/// Compression levels and checksums for PNG data.
enum Deflate {
    /// The highest level callers may ask for.
    static let maximumLevel = 9

    /// `level` clamped to 0…`maximumLevel`, the level `compress` uses.
    static func clampedLevel(_ level: Int) -> Int {
        min(max(level, 0), maximumLevel)
    }

    /// Candidates ZlibEncoder searches per position at each level 0…9: 0 stores, each level up searches about
    /// half again as deep. Level 6, the default, searches 16: deeper searches barely shrink frames (0.3% for
    /// twice the depth on a card demo's frames) and cost a tenth more time each doubling.
    static let searchDepths = [0, 1, 2, 4, 8, 12, 16, 32, 64, 128]

    /// Compresses `bytes` into a zlib stream at `level`, clamped to 0…`maximumLevel`.
    static func compress(_ bytes: [UInt8], level: Int) -> [UInt8] {
        bytes.withUnsafeBytes { ZlibEncoder.compress($0, searchDepth: searchDepths[clampedLevel(level)]) }
    }

    /// The CRC-32 of `bytes`, continuing from `crc` (0 to start).
    static func crc(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBytes { buffer in
            libdeflate_crc32(crc, buffer.baseAddress, buffer.count)
        }
    }
}
