// Clip intersection multiplies coverage sixteen values at a time in 16-bit lanes; every product must be the
// scalar div255(a · b), whatever the alignment of the rows and however the runs of 255 fall.
import XCTest

@testable import PassageRender

final class MaskIntersectionTests: XCTestCase {
    /// All 65 536 pairs of coverage values, in rows of 256 (sixteen-value steps) and offset by 3 (a tail of
    /// 13 done one by one), give div255(a · b).
    func testEveryPairOfValuesGivesTheRoundedProduct() {
        let a = CoverageMask(
            bounds: PixelRect(x: 0, y: 0, width: 256, height: 256), values: (0..<65_536).map { UInt8($0 / 256) })
        let b = CoverageMask(
            bounds: PixelRect(x: 0, y: 0, width: 256, height: 256), values: (0..<65_536).map { UInt8($0 % 256) })
        let shifted = CoverageMask(
            bounds: PixelRect(x: 3, y: 0, width: 256, height: 256), values: (0..<65_536).map { UInt8($0 % 256) })
        let product = a.intersecting(b)
        for i in 0..<65_536 {
            XCTAssertEqual(UInt32(product.values[i]), PixelMath.div255(UInt32(i / 256) * UInt32(i % 256)))
        }
        let offset = a.intersecting(shifted)
        XCTAssertEqual(offset.bounds, PixelRect(x: 3, y: 0, width: 253, height: 256))
        for row in 0..<256 {
            for x in 3..<256 {
                let expected = PixelMath.div255(UInt32(row) * UInt32(x - 3))
                XCTAssertEqual(UInt32(offset.coverage(x: x, y: row)), expected)
            }
        }
        // Runs of full coverage on either side copy the other side.
        let full = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 256, height: 256))
        XCTAssertEqual(full.intersecting(b), b)
        XCTAssertEqual(b.intersecting(full), b)
    }
}
