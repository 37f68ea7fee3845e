import PassageCore
// Premultiplied source-over: solid colours through coverage and opacity, pixmaps composited with group opacity.
import XCTest

@testable import PassageRender

final class CompositingTests: XCTestCase {
    typealias S = RasterTestSupport

    private func onePixel(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> Pixmap {
        var p = Pixmap(width: 1, height: 1)!
        p.pixels = [r, g, b, a]
        return p
    }

    private let full = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 1, height: 1))

    /// Half-transparent red over opaque blue: (128, 0, 127, 255).
    func testHalfRedOverOpaqueBlue() {
        var p = onePixel(0, 0, 255, 255)
        p.fill(full, color: RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(p.pixels, [128, 0, 127, 255])
    }

    /// Opaque white at coverage 128 over transparent: premultiplied (128, 128, 128, 128).
    func testCoverageScalesTheSource() {
        var p = onePixel(0, 0, 0, 0)
        p.fill(CoverageMask(bounds: full.bounds, values: [128]), color: RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertEqual(p.pixels, [128, 128, 128, 128])
    }

    /// Translucent over translucent: (50, 0, 0, 50) over (0, 100, 0, 100) = (50, 80, 0, 130).
    func testTranslucentOverTranslucent() {
        var p = onePixel(0, 100, 0, 100)
        p.composite(onePixel(50, 0, 0, 50), atX: 0, y: 0)
        XCTAssertEqual(p.pixels, [50, 80, 0, 130])
    }

    /// Opaque over anything replaces it; opacity 0 or an empty mask changes nothing.
    func testOpaqueReplacesAndZeroLeavesAlone() {
        var p = onePixel(10, 20, 30, 40)
        p.fill(full, color: RGBA(red: 0, green: 1, blue: 0, alpha: 1))
        XCTAssertEqual(p.pixels, [0, 255, 0, 255])
        p.fill(full, color: RGBA(red: 1, green: 0, blue: 0, alpha: 1), opacity: 0)
        p.fill(.empty, color: RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(p.pixels, [0, 255, 0, 255])
    }

    /// Layer opacity multiplies coverage: opaque white at opacity 0.5 over black is mid grey 128.
    func testOpacityMultipliesCoverage() {
        var p = onePixel(0, 0, 0, 255)
        p.fill(full, color: RGBA(red: 1, green: 1, blue: 1, alpha: 1), opacity: 0.5)
        XCTAssertEqual(p.pixels, [128, 128, 128, 255])
    }

    /// Group opacity: an offscreen pixmap composited at 50% with a clip; outside the clip nothing changes.
    func testCompositeWithOpacityAndClip() {
        var group = Pixmap(width: 4, height: 4)!
        group.fill(CoverageMask(bounds: group.pixelBounds), color: RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        var frame = Pixmap(width: 10, height: 10, filledWith: RGBA(red: 0, green: 0, blue: 1, alpha: 1))!
        let clip = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 5, height: 10))
        frame.composite(group, atX: 3, y: 3, opacity: 0.5, clip: clip)
        XCTAssertEqual(frame.pixel(x: 4, y: 4).r, 128)
        XCTAssertEqual(frame.pixel(x: 4, y: 4).b, 127)
        XCTAssertEqual(frame.pixel(x: 5, y: 4).b, 255)  // clipped
        XCTAssertEqual(frame.pixel(x: 2, y: 4).b, 255)  // outside the group
    }

    /// The packed lane arithmetic matches per-channel rounding for every coverage on a sample pixel.
    func testPackedScaleMatchesPerChannelRounding() {
        let p = PixelMath.pack(200, 17, 255, 255)
        for m in UInt32(0)...255 {
            let s = PixelMath.scale(p, by: m)
            let want = [200, 17, 255, 255].map { UInt32((Double($0) * Double(m) / 255).rounded()) }
            XCTAssertEqual([s & 255, (s >> 8) & 255, (s >> 16) & 255, s >> 24], want, "m = \(m)")
        }
    }
}

extension CompositingTests {
    /// The 64-bit lane interpolation the bilinear sampler uses rounds each channel on its own.
    func testExpandedLerpRoundsPerChannel() {
        let a: [UInt32] = [255, 3, 128, 200]
        let b: [UInt32] = [0, 250, 64, 255]
        let pa = PixelMath.pack(255, 3, 128, 200)
        let pb = PixelMath.pack(0, 250, 64, 255)
        for f in UInt32(0)...256 {
            let wide = PixelMath.compress(PixelMath.lerpExpanded(PixelMath.expand(pa), PixelMath.expand(pb), UInt64(f)))
            let want = (0..<4).map { (a[$0] * (256 - f) + b[$0] * f + 128) >> 8 }
            XCTAssertEqual([wide & 255, (wide >> 8) & 255, (wide >> 16) & 255, wide >> 24], want, "f = \(f)")
        }
    }
}
