// The changed region between two frames: the bounding box of every differing pixel, found by scanning each changed
// row from both ends, checked against a pixel-by-pixel search.
import XCTest

@testable import PassageRender

final class FrameRegionTests: XCTestCase {
    /// Scattered differences, including at the first and last pixel of a row, give the brute-force bounding box.
    func testChangedRegionIsTheBoundingBoxOfEveryDifference() {
        let width = 23
        let height = 11
        let before = (0..<(width * height)).map { UInt32($0 &* 2_654_435_761 & 0xFFFF_FFFF) }
        let changes: [[(Int, Int)]] = [
            [], [(0, 0)], [(22, 10)], [(5, 3), (17, 3)], [(0, 4), (22, 4)], [(9, 1), (2, 8), (14, 6)],
        ]
        for pixels in changes {
            var after = before
            for (x, y) in pixels { after[y * width + x] ^= 0x0100_0000 }
            let expected: FrameRegion? =
                pixels.isEmpty
                ? nil
                : FrameRegion(
                    x: pixels.map(\.0).min()!, y: pixels.map(\.1).min()!,
                    width: pixels.map(\.0).max()! - pixels.map(\.0).min()! + 1,
                    height: pixels.map(\.1).max()! - pixels.map(\.1).min()! + 1)
            let found = before.withUnsafeBufferPointer { a in
                after.withUnsafeBufferPointer { b in
                    FrameRegion.changed(between: a, and: b, width: width, height: height)
                }
            }
            XCTAssertEqual(found, expected, "changes at \(pixels)")
        }
    }
}
