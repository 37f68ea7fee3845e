// The backdrop blur works on cells of 2 × 2 or 4 × 4 pixels when sigma is wide (as Core Animation blurs a
// reduced backdrop): it must look like the plain blur of every pixel (factor 1), keep a flat colour exactly,
// and mix by coverage.
import XCTest

@testable import PassageCore
@testable import PassageRender

final class BackdropBlurTests: XCTestCase {
    /// A screen-like backdrop: bars of colour, thin dark lines of text and a soft gradient.
    private func backdrop(width: Int, height: Int) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let bar = (y / 40) % 3
                let line = y % 40 > 30 && y % 40 < 33 && x % 90 < 70
                pixmap.pixels[i] = line ? 20 : UInt8(bar == 0 ? 240 : bar == 1 ? 60 + x * 150 / width : 200)
                pixmap.pixels[i + 1] = line ? 20 : UInt8(bar == 1 ? 120 : 90 + y * 120 / height)
                pixmap.pixels[i + 2] = line ? 30 : UInt8(bar == 2 ? 250 : 40 + (x + y) % 60)
                pixmap.pixels[i + 3] = 255
            }
        }
        return pixmap
    }

    /// The largest and the mean per-channel difference between two pixmaps of one size.
    private func difference(_ a: Pixmap, _ b: Pixmap) -> (largest: Int, mean: Double) {
        var largest = 0
        var total = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            let d = abs(Int(p) - Int(q))
            largest = max(largest, d)
            total += d
        }
        return (largest, Double(total) / Double(a.pixels.count))
    }

    /// The reduced blur (cells of 2 at sigma 8, of 4 at 15 and 45) stays within 4 levels of the plain blur
    /// of every pixel, 0.5 on average: the same picture to the eye.
    func testReducedBlurLooksLikeThePlainBlur() {
        let region = CoverageMask(bounds: PixelRect(x: 20, y: 16, width: 280, height: 330))
        for (sigma, factor) in [(8.0, 2), (15.0, 4), (45.0, 4)] {
            XCTAssertEqual(BackdropBlurGrid.factor(sigma: sigma), factor)
            var reduced = backdrop(width: 320, height: 360)
            var plain = reduced
            reduced.blurBackdrop(under: region, sigma: sigma)
            plain.blurBackdrop(under: region, sigma: sigma, factor: 1)
            let (largest, mean) = difference(reduced, plain)
            XCTAssertLessThanOrEqual(largest, 4, "sigma \(sigma)")
            XCTAssertLessThanOrEqual(mean, 0.5, "sigma \(sigma)")
            XCTAssertNotEqual(reduced, backdrop(width: 320, height: 360), "sigma \(sigma) blurs")
        }
    }

    /// A flat colour blurred at any sigma is that colour, bit for bit (every box mean of equal values is
    /// the value, and the bilinear weights sum to one).
    func testFlatColourStaysExact() {
        let colour = RGBA(red: 0.3, green: 0.55, blue: 0.8, alpha: 0.9)
        let flat = Pixmap(width: 97, height: 61, filledWith: colour)!
        for sigma in [2.0, 7.0, 13.0, 40.0] {
            var blurred = flat
            blurred.blurBackdrop(
                under: CoverageMask(bounds: PixelRect(x: 5, y: 3, width: 80, height: 50)), sigma: sigma)
            XCTAssertEqual(blurred, flat, "sigma \(sigma)")
        }
    }

    /// Coverage c mixes the blur in as (old · (255 − c) + blur · c) / 255: over a black-and-white edge
    /// blurred flat to a known grey, coverage 0 keeps the pixel, 255 takes the blur, 128 the mean of both.
    func testCoverageMixesTheBlurIn() {
        var pixmap = Pixmap(width: 64, height: 64, filledWith: RGBA(red: 1, green: 1, blue: 1, alpha: 1))!
        for y in 0..<64 {
            for x in 0..<64 where (x / 2 + y / 2) % 2 == 0 {
                let i = (y * 64 + x) * 4
                pixmap.pixels[i] = 0
                pixmap.pixels[i + 1] = 0
                pixmap.pixels[i + 2] = 0
            }
        }
        let original = pixmap
        var values = [UInt8](repeating: 255, count: 64 * 64)
        for x in 0..<64 { values[32 * 64 + x] = 128 }
        for x in 0..<64 { values[40 * 64 + x] = 0 }
        pixmap.blurBackdrop(under: CoverageMask(bounds: original.pixelBounds, values: values), sigma: 12)
        // A checkerboard of 2-pixel squares blurred at sigma 12 is mid grey (128 ± 1) away from the edges.
        let blurred = Int(pixmap.pixel(x: 30, y: 20).r)
        XCTAssertEqual(blurred, 128, accuracy: 1)
        for x in [28, 29, 30, 31] {
            let old = Int(original.pixel(x: x, y: 32).r)
            let expected = (old * 127 + Int(pixmap.pixel(x: x, y: 31).r) * 128 + 128) / 255
            XCTAssertEqual(Int(pixmap.pixel(x: x, y: 32).r), expected, accuracy: 1, "x \(x)")
        }
        XCTAssertEqual(pixmap.pixel(x: 30, y: 40).r, original.pixel(x: 30, y: 40).r)
    }
}
