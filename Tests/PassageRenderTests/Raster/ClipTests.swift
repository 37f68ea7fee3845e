import PassageCore
// Clipping: masks intersect, so masksToBounds, rounded clips and nested clips multiply coverage.
import XCTest

@testable import PassageRender

final class ClipTests: XCTestCase {
    typealias S = RasterTestSupport

    /// Two overlapping rects intersect to their common rect; partial coverage multiplies.
    func testIntersectionOfTwoRects() {
        let a = CoverageMask(filling: S.rect(0, 0, 10, 10), within: S.canvas(20, 20))
        let b = CoverageMask(filling: S.rect(5.5, 4, 10, 10), within: S.canvas(20, 20))
        let both = a.intersecting(b)
        XCTAssertEqual(both.bounds, PixelRect(x: 5, y: 4, width: 5, height: 6))
        XCTAssertEqual(Int(both.coverage(x: 5, y: 5)), 128, accuracy: 1)
        XCTAssertEqual(both.coverage(x: 7, y: 5), 255)
        XCTAssertEqual(both.coverage(x: 12, y: 5), 0)
        // The six half-covered pixels round 127.5 up to 128: 8-bit quantization, not geometry.
        XCTAssertEqual(S.area(both), 4.5 * 6, accuracy: 0.02)
    }

    /// Half × half coverage is a quarter: 128 · 128 / 255 rounds to 64.
    func testPartialCoverageMultiplies() {
        let a = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 1, height: 1), values: [128])
        XCTAssertEqual(a.intersecting(a).values, [64])
        XCTAssertEqual(a.intersecting(CoverageMask(bounds: a.bounds)).values, [128])
    }

    /// Nested rounded clips: a child clipped by its rounded parent and the parent's parent covers only
    /// what all three cover; a fill through the result paints nothing outside the outermost clip.
    func testNestedRoundedClips() {
        let canvas = S.canvas(100, 100)
        let outer = CoverageMask(
            roundedRect: CGRect(x: 10, y: 10, width: 80, height: 80),
            radii: CornerRadii(topLeft: 40, topRight: 40, bottomRight: 40, bottomLeft: 40),
            transform: .identity, within: canvas)
        let middle = CoverageMask(
            roundedRect: CGRect(x: 0, y: 0, width: 60, height: 60),
            radii: CornerRadii(topLeft: 10, topRight: 10, bottomRight: 10, bottomLeft: 10),
            transform: .identity, within: canvas)
        let clip = outer.intersecting(middle)
        let child = CoverageMask(filling: S.rect(0, 0, 100, 100), within: clip.bounds).intersecting(clip)
        var pixmap = Pixmap(width: 100, height: 100)!
        pixmap.fill(child, color: RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(pixmap.pixel(x: 40, y: 40).a, 255)
        XCTAssertEqual(pixmap.pixel(x: 12, y: 12).a, 0)  // outside the circle's corner
        XCTAssertEqual(pixmap.pixel(x: 70, y: 50).a, 0)  // outside the middle clip
        XCTAssertEqual(pixmap.pixel(x: 5, y: 40).a, 0)  // outside the outer clip
        XCTAssertLessThan(clip.totalCoverage, min(outer.totalCoverage, middle.totalCoverage))
    }

    /// Disjoint clips leave nothing.
    func testDisjointClipsAreEmpty() {
        let a = CoverageMask(filling: S.rect(0, 0, 5, 5), within: S.canvas(20, 20))
        let b = CoverageMask(filling: S.rect(10, 10, 5, 5), within: S.canvas(20, 20))
        XCTAssertTrue(a.intersecting(b).bounds.isEmpty)
    }
}
