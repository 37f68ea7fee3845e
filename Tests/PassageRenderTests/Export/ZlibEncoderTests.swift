// Passage's own zlib encoder, checked by zlib's inflate (strict about incomplete Huffman codes and bad lengths):
// every level gives back the input, byte for byte, for inputs that reach each path of the encoder (runs of a
// repeated byte, matches at the window's far edge, incompressible noise, stored blocks, many blocks); the same
// input always gives the same bytes; and Huffman codes stay within deflate's lengths and are complete.
import CZlib
import XCTest

@testable import PassageRender

final class ZlibEncoderTests: XCTestCase {
    /// Inputs named by what they exercise.
    private var inputs: [(String, [UInt8])] {
        var noise = Noise(state: 0x2545_F491_4F6C_DD1D)
        let random = (0..<100_000).map { _ in noise.byte() }
        // Filtered-row-like data: zero runs of every length up to 3,000 around short non-zero stretches.
        var rows: [UInt8] = []
        while rows.count < 300_000 {
            rows += [UInt8](repeating: 0, count: Int(noise.byte()) * 12)
            rows += (0..<(Int(noise.byte()) % 40)).map { _ in noise.byte() % 6 }
        }
        // A 40-byte phrase repeated exactly 32,768 bytes later (the farthest deflate reaches) and 32,769 later.
        let phrase = (0..<40).map { _ in noise.byte() }
        let farMatches = phrase + random[0..<(32_768 - 40)] + phrase + [7] + phrase
        return [
            ("empty", []),
            ("one byte", [42]),
            ("two bytes", [0, 0]),
            ("4 MB of zeros", [UInt8](repeating: 0, count: 4 << 20)),
            ("a run of 0xFF after a literal", [1] + [UInt8](repeating: 0xFF, count: 70_000)),
            (
                "runs of 259, 260 and 261 zeros",
                [9] + [UInt8](repeating: 0, count: 259) + [9]
                    + [UInt8](repeating: 0, count: 260) + [9] + [UInt8](repeating: 0, count: 261)
            ),
            ("noise", random),
            ("filtered-row-like", rows),
            ("matches at the window's edge", Array(farMatches)),
            ("a short text repeated", Array(String(repeating: "transition ", count: 5_000).utf8)),
        ]
    }

    /// Every level 0…9 round-trips every input through zlib's inflate.
    func testEveryLevelRoundTripsThroughZlib() throws {
        for (name, input) in inputs {
            for level in 0...Deflate.maximumLevel {
                let stream = Deflate.compress(input, level: level)
                XCTAssertEqual(try inflated(stream, count: input.count), input, "\(name) at level \(level)")
            }
        }
    }

    /// Long runs cost a few bits per 258 bytes: 4 MB of zeros fit in under 5 KB, and level 0 stores them (4 MB
    /// plus 5 bytes per 65,535-byte block and the zlib header and checksum).
    func testRunsCompressAndLevelZeroStores() {
        let zeros = [UInt8](repeating: 0, count: 4 << 20)
        XCTAssertLessThan(Deflate.compress(zeros, level: 6).count, 5_000)
        XCTAssertEqual(Deflate.compress(zeros, level: 0).count, (4 << 20) + 5 * 65 + 2 + 4)
    }

    /// Noise grows by under 2% at the default level (8- and 9-bit literals, and a code per 4,096-symbol block).
    func testNoiseStaysNearItsSize() {
        var noise = Noise(state: 7)
        let random = (0..<200_000).map { _ in noise.byte() }
        XCTAssertLessThan(Deflate.compress(random, level: 6).count, random.count * 102 / 100)
    }

    /// The same input gives the same bytes, call after call.
    func testOutputIsDeterministic() {
        for (name, input) in inputs {
            XCTAssertEqual(Deflate.compress(input, level: 6), Deflate.compress(input, level: 6), name)
        }
    }

    /// Skewed frequencies (Fibonacci numbers make the deepest Huffman trees) get codes within the limit whose
    /// Kraft sum is exactly 1, and one or no used symbol still gets a complete two-symbol code.
    func testHuffmanCodesAreLimitedAndComplete() {
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        for (frequencies, limit) in [
            (fibonacci, 15), (fibonacci + [UInt32](repeating: 0, count: 256), 15), (Array(fibonacci[0..<19]), 7),
            ([0, 0, 5, 0], 7), ([0, 0, 0], 15), ([UInt32](repeating: 1, count: 286), 15),
        ] {
            let code = HuffmanCode(frequencies: frequencies, maximumLength: limit)
            XCTAssertLessThanOrEqual(Int(code.lengths.max()!), limit, "\(frequencies)")
            let kraft = code.lengths.reduce(0) { $0 + ($1 > 0 ? 1 << (limit - Int($1)) : 0) }
            XCTAssertEqual(kraft, 1 << limit, "\(frequencies)")
            for (symbol, frequency) in frequencies.enumerated() where frequency > 0 {
                XCTAssertGreaterThan(code.lengths[symbol], 0, "\(frequencies): symbol \(symbol) has no code")
            }
        }
    }

    /// `stream` inflated by zlib into exactly `count` bytes.
    private func inflated(_ stream: [UInt8], count: Int) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: max(count, 1))
        var length = uLongf(output.count)
        let status = uncompress(&output, &length, stream, uLong(stream.count))
        guard status == Z_OK else { throw InflateError(status: status) }
        return Array(output[0..<Int(length)])
    }

    private struct InflateError: Error {
        let status: Int32
    }

    /// Xorshift noise.
    private struct Noise {
        var state: UInt64
        mutating func byte() -> UInt8 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }
}
