// The shape-mask cache: a shadow, background or border moved by whole pixels reuses its mask, shifted;
// anything else that shapes the mask (sub-pixel position, size, radius, σ, scale) gets its own.
import XCTest

@testable import PassageCore
@testable import PassageRender

final class ShapeMaskCacheTests: XCTestCase {
    private let bounds = CGRect(x: 0, y: 0, width: 40, height: 24)
    private let radii = CornerRadii(topLeft: 6, topRight: 6, bottomRight: 6, bottomLeft: 6)

    private func map(_ tx: Double, _ ty: Double, scale: Double = 2) -> LayerHomography {
        LayerHomography(m: (scale, 0, 0, 0, scale, 0, tx, ty, 1))
    }

    private func direct(_ map: LayerHomography, sigma: Double) -> CoverageMask {
        let limit = PixelRect(x: -200, y: -200, width: 800, height: 800)
        return CoverageMask(roundedRect: bounds, radii: radii, transform: map, within: limit).blurred(sigma: sigma)
    }

    /// The largest coverage difference between two masks over either one's pixels.
    private func worstDifference(_ a: CoverageMask, _ b: CoverageMask) -> Int {
        let box = a.bounds.union(b.bounds)
        var worst = 0
        for y in box.y..<box.maxY {
            for x in box.x..<box.maxX {
                worst = max(worst, abs(Int(a.coverage(x: x, y: y)) - Int(b.coverage(x: x, y: y))))
            }
        }
        return worst
    }

    /// A hit at a position 37 px right and 11 px down is the mask computed there directly, to within one
    /// level of coverage (the rasterizer's arithmetic at different coordinates), over the same pixels.
    func testWholePixelMoveReusesTheShiftedMask() {
        var cache = ShapeMaskCache()
        _ = cache.mask(bounds: bounds, radii: radii, sigma: 5, map: map(10, 20))
        let reused = cache.mask(bounds: bounds, radii: radii, sigma: 5, map: map(47, 31))!
        let fresh = direct(map(47, 31), sigma: 5)
        XCTAssertLessThanOrEqual(worstDifference(reused, fresh), 1)
        XCTAssertEqual(reused.totalCoverage, fresh.totalCoverage, accuracy: fresh.totalCoverage / 1000)
    }

    /// Backgrounds and borders are reused the same way, within a level of the mask computed in place; one
    /// reaching outside the frame is not cached (nil: the renderer rasterizes it clipped to the frame).
    func testFillAndBorderMasksMoveByWholePixelsInsideTheFrame() {
        var cache = ShapeMaskCache()
        let frame = PixelRect(x: 0, y: 0, width: 300, height: 200)
        for outline in [ShapeMaskCache.Outline.fill, .border(width: 1)] {
            _ = cache.mask(outline, bounds: bounds, radii: radii, map: map(10, 20), within: frame)
            let reused = cache.mask(outline, bounds: bounds, radii: radii, map: map(47, 31), within: frame)!
            let fresh =
                outline == .fill
                ? CoverageMask(roundedRect: bounds, radii: radii, transform: map(47, 31), within: frame)
                : CoverageMask(borderOf: bounds, radii: radii, width: 1, transform: map(47, 31), within: frame)
            XCTAssertLessThanOrEqual(worstDifference(reused, fresh), 1, "\(outline)")
            XCTAssertEqual(reused.totalCoverage, fresh.totalCoverage, accuracy: fresh.totalCoverage / 1000)
            XCTAssertNil(cache.mask(outline, bounds: bounds, radii: radii, map: map(-5, 20), within: frame))
        }
    }

    /// A half-pixel move, another scale or another σ is not a whole-pixel shift: each gets its own mask.
    func testSubPixelScaleAndSigmaChangesAreNotReused() {
        var cache = ShapeMaskCache()
        let first = cache.mask(bounds: bounds, radii: radii, sigma: 5, map: map(10, 20))!
        let half = cache.mask(bounds: bounds, radii: radii, sigma: 5, map: map(10.5, 20))!
        XCTAssertNotEqual(half.values, first.values)
        XCTAssertEqual(half.totalCoverage, first.totalCoverage, accuracy: first.totalCoverage / 100)
        XCTAssertNotEqual(
            cache.mask(bounds: bounds, radii: radii, sigma: 5, map: map(10, 20, scale: 3))!.bounds.width,
            first.bounds.width)
        XCTAssertNotEqual(cache.mask(bounds: bounds, radii: radii, sigma: 8, map: map(10, 20))!.values, first.values)
    }

    /// A perspective map is not cached (nil: the renderer takes the direct path).
    func testPerspectiveMapIsNotCached() {
        var cache = ShapeMaskCache()
        XCTAssertNil(
            cache.mask(
                bounds: bounds, radii: radii, sigma: 5,
                map: LayerHomography(m: (2, 0, 0.001, 0, 2, 0, 10, 20, 1))))
    }
}
