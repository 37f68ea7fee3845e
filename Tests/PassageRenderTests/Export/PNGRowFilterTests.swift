// The SIMD row filter against the scalar reference: the same filter type and the same bytes for every row, on
// random rows of widths around the 16-byte chunk, flat rows, the first row, and sub-rectangles of wider images.
import XCTest

@testable import PassageRender

final class PNGRowFilterTests: XCTestCase {
    /// Widths in pixels: one pixel, rows shorter than a chunk, multiples of four pixels (16 bytes) and not, and
    /// a row of more than 255 chunks.
    private let widths = [1, 2, 3, 4, 5, 7, 8, 9, 17, 31, 64, 101, 1_100]

    /// Random rows: every width filters to the reference's bytes, first row included.
    func testRandomRowsMatchTheReference() {
        var noise = Noise(state: 0x9E37_79B9_7F4A_7C15)
        for width in widths {
            let image = (0..<(width * 4 * 3)).map { _ in noise.byte() }
            assertMatchesReference(image, width: width, height: 3)
        }
    }

    /// Rows that favour each filter in turn (gradients, repeats, noise near 128) match the reference's choice.
    func testStructuredRowsMatchTheReference() {
        var noise = Noise(state: 42)
        for width in widths {
            let height = 6
            let image = (0..<(width * 4 * height)).map { i in
                let x = i % (width * 4)
                let y = i / (width * 4)
                switch y {
                case 0: return UInt8(truncatingIfNeeded: x * 3)
                case 1: return UInt8(truncatingIfNeeded: x * 3 + 1)
                case 2: return UInt8(truncatingIfNeeded: (x / 4) * 7 + y)
                case 3: return UInt8(truncatingIfNeeded: 128 &+ noise.byte() % 5)
                case 4: return x % 8 < 4 ? 255 : 0
                default: return noise.byte() % 2 == 0 ? 128 : noise.byte()
                }
            }
            assertMatchesReference(image, width: width, height: height)
        }
    }

    /// Flat images of 0, 255 and 128 (the costliest byte) match the reference, ties going to the lower type.
    func testFlatRowsMatchTheReference() {
        for value: UInt8 in [0, 255, 128] {
            for width in widths {
                assertMatchesReference([UInt8](repeating: value, count: width * 4 * 2), width: width, height: 2)
            }
        }
    }

    /// Each filter's cost of a 1,100-pixel row matches the reference's sum, the row being long enough, and 128
    /// (the costliest byte) frequent enough, to wrap the 16-bit cost lanes if they were not emptied every 255 chunks.
    func testCostsOfALongRowMatchTheReference() {
        var noise = Noise(state: 99)
        let count = 1_100 * 4
        let rows: [[UInt8]] = [
            [UInt8](repeating: 128, count: count),
            (0..<count).map { _ in noise.byte() % 3 == 0 ? noise.byte() : 128 },
        ]
        let row = PNGRowFilter.PaddedRow(count: count)
        let above = PNGRowFilter.PaddedRow(count: count)
        defer {
            row.deallocate()
            above.deallocate()
        }
        for (bytes, aboveBytes) in [
            (rows[0], [UInt8](repeating: 0, count: count)), (rows[1], rows[0]), (rows[0], rows[1]),
        ] {
            row.bytes.update(from: bytes, count: count)
            above.bytes.update(from: aboveBytes, count: count)
            let expected = (UInt8(0)...4).map {
                ReferencePNGRowFilter.cost(of: ReferencePNGRowFilter.apply($0, row: bytes, above: aboveBytes))
            }
            let costs = PNGRowFilter.costs(row: row, above: above)
            XCTAssertEqual((0..<5).map { costs[$0] }, expected)
        }
    }

    /// Both Paeth predictors (16 lanes and byte by byte) match the reference for every left and above, against a
    /// spread of upper-lefts.
    func testPaethMatchesTheReference() {
        for c in [0, 1, 2, 63, 127, 128, 129, 200, 254, 255] {
            for a in 0..<256 {
                for firstB in stride(from: 0, to: 256, by: 16) {
                    let b = PNGRowFilter.Chunk((0..<16).map { UInt8(firstB + $0) })
                    let predicted = PNGRowFilter.paeth(.init(repeating: UInt8(a)), b, .init(repeating: UInt8(c)))
                    for lane in 0..<16 {
                        let expected = ReferencePNGRowFilter.paeth(UInt8(a), b[lane], UInt8(c))
                        if predicted[lane] != expected { XCTFail("paeth(\(a), \(b[lane]), \(c)) = \(predicted[lane])") }
                        let byteByByte = PNGRowFilter.paeth(UInt8(a), b[lane], UInt8(c))
                        if byteByByte != expected {
                            XCTFail("byte by byte: paeth(\(a), \(b[lane]), \(c)) = \(byteByByte)")
                        }
                    }
                }
            }
        }
    }

    /// A rectangle inside a wider image filters as if its rows had been copied out first.
    func testRectangleOfAWiderImageMatchesItsRowsFilteredAlone() {
        var noise = Noise(state: 7)
        let imageWidth = 40
        let imageHeight = 9
        let pixels = (0..<(imageWidth * imageHeight * 4)).map { _ in noise.byte() }
        let rect = FrameRegion(x: 3, y: 2, width: 21, height: 5)
        var rows: [UInt8] = []
        for y in rect.y..<(rect.y + rect.height) {
            let start = (y * imageWidth + rect.x) * 4
            rows += pixels[start..<(start + rect.width * 4)]
        }
        let expected = ReferencePNGRowFilter.filterImage(rows, stride: rect.width * 4, height: rect.height)
        XCTAssertEqual(
            Deflate.compress(expected, level: 6),
            PNGImageData.compressed(pixels, imageWidth: imageWidth, rect: rect, level: 6))
    }

    /// Both implementations give the reference's bytes.
    private func assertMatchesReference(_ image: [UInt8], width: Int, height: Int, line: UInt = #line) {
        let expected = ReferencePNGRowFilter.filterImage(image, stride: width * 4, height: height)
        for implementation in [PNGRowFilter.Implementation.simd, .scalar] {
            let filtered = image.withUnsafeBufferPointer {
                PNGRowFilter.filterImage(
                    $0.baseAddress!, rowBytes: width * 4, pitch: width * 4, height: height,
                    implementation: implementation)
            }
            XCTAssertEqual(filtered, expected, "width \(width), \(implementation)", line: line)
        }
    }

    /// xorshift64: the same bytes on every run.
    private struct Noise {
        var state: UInt64
        mutating func byte() -> UInt8 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 29)
        }
    }
}
