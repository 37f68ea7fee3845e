import PassageCore
// Shadows: Gaussian blur by three box passes (σ = shadowRadius × scale), tinted and offset, painted below.
import XCTest

@testable import PassageRender

final class ShadowBlurTests: XCTestCase {
    typealias S = RasterTestSupport

    /// Blurring preserves the total coverage within 1% and is left–right and top–bottom symmetric.
    func testBlurPreservesTotalAlphaAndIsSymmetric() {
        let shape = CoverageMask(filling: S.rect(20, 20, 30, 30), within: S.canvas(70, 70))
        for sigma in [1.0, 2.5, 6.0, 12.0] {
            let blurred = shape.blurred(sigma: sigma)
            XCTAssertEqual(
                Double(blurred.totalCoverage), Double(shape.totalCoverage),
                accuracy: Double(shape.totalCoverage) * 0.01, "σ = \(sigma)")
            let b = blurred.bounds
            for y in b.y..<b.maxY {
                for x in b.x..<b.maxX {
                    let mx = 2 * 35 - 1 - x
                    let my = 2 * 35 - 1 - y
                    XCTAssertEqual(blurred.coverage(x: x, y: y), blurred.coverage(x: mx, y: y))
                    XCTAssertEqual(blurred.coverage(x: x, y: y), blurred.coverage(x: x, y: my))
                }
            }
            // Against the true Gaussian of the square (pixel centres): within 3% of full scale.
            func along(_ t: Double) -> Double {
                (erf((t - 20) / (sigma * 2.0.squareRoot())) - erf((t - 50) / (sigma * 2.0.squareRoot()))) / 2
            }
            for (x, y) in [(20, 35), (17, 35), (23, 20), (35, 35), (14, 14)] {
                let want = 255 * along(Double(x) + 0.5) * along(Double(y) + 0.5)
                XCTAssertEqual(
                    Double(blurred.coverage(x: x, y: y)), want, accuracy: 255 * 0.03, "σ = \(sigma) at (\(x), \(y))")
            }
        }
    }

    /// The blur gives exactly the integers of the plain definition: each box pass run along every row, then down
    /// every column one at a time, ×256 fixed point rounded once at the end. Checked on a page-like mask (many equal
    /// rows, rounded ends), on a mask whose equal rows are not adjacent, and on a one-row mask.
    func testBlurEqualsBoxPassesLineByLine() {
        var page = [UInt8](repeating: 255, count: 60 * 90)
        for row in 0..<6 {
            for col in 0..<(6 - row) {
                page[row * 60 + col] = 40
                page[(89 - row) * 60 + 59 - col] = 90
            }
        }
        // Rows 0, 3, 6, … vary along the row; the rows between are all 200 (equal rows two apart, and adjacent).
        let stripes: [UInt8] = (0..<(33 * 41)).map { (index: Int) -> UInt8 in
            let varying = (index / 33) % 3 == 0
            return varying ? UInt8((index * 7) % 256) : 200
        }
        let masks = [
            CoverageMask(bounds: PixelRect(x: 5, y: -3, width: 60, height: 90), values: page),
            CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 33, height: 41), values: stripes),
            CoverageMask(
                bounds: PixelRect(x: 2, y: 2, width: 17, height: 1),
                values: (0..<17).map { (col: Int) -> UInt8 in UInt8(col * 15) }),
        ]
        for (index, mask) in masks.enumerated() {
            for sigma in [0.8, 4.0, 11.0] {
                let blurred = mask.blurred(sigma: sigma)
                let widths = CoverageMask.boxWidths(sigma: sigma)
                let reach = widths.reduce(0) { $0 + ($1 - 1) / 2 }
                XCTAssertEqual(blurred.bounds, mask.bounds.outset(dx: reach, dy: reach))
                XCTAssertEqual(
                    blurred.values, Self.plainBlur(mask, widths: widths, reach: reach), "mask \(index), σ = \(sigma)")
            }
        }
    }

    /// The blur written out directly: box passes along each line with zero outside, sums ×256 divided by the width
    /// as a rounded 32-bit fixed-point multiply.
    private static func plainBlur(_ mask: CoverageMask, widths: [Int], reach: Int) -> [UInt8] {
        let w = mask.bounds.width + 2 * reach
        let h = mask.bounds.height + 2 * reach
        var grid = [Int32](repeating: 0, count: w * h)
        for row in 0..<mask.bounds.height {
            for col in 0..<mask.bounds.width {
                grid[(row + reach) * w + col + reach] = Int32(mask.values[row * mask.bounds.width + col]) << 8
            }
        }
        func pass(_ line: [Int32], _ width: Int) -> [Int32] {
            let r = (width - 1) / 2
            let recip = (Int64(1) << 32) / Int64(width)
            return line.indices.map { k in
                let sum = (max(k - r, 0)...min(k + r, line.count - 1)).reduce(Int64(0)) { $0 + Int64(line[$1]) }
                return Int32(truncatingIfNeeded: (sum * recip + (Int64(1) << 31)) >> 32)
            }
        }
        for width in widths {
            for row in 0..<h {
                grid.replaceSubrange(
                    (row * w)..<((row + 1) * w), with: pass(Array(grid[(row * w)..<((row + 1) * w)]), width))
            }
        }
        for width in widths {
            for col in 0..<w {
                let column = pass((0..<h).map { grid[$0 * w + col] }, width)
                for row in 0..<h { grid[row * w + col] = column[row] }
            }
        }
        return grid.map { UInt8(clamping: ($0 &+ 128) >> 8) }
    }

    /// The three box widths reproduce the Gaussian's variance (Σ(w² − 1)/12 ≈ σ²) within the step odd widths allow.
    func testBoxWidthsMatchGaussianVariance() {
        for sigma in [1.0, 3.0, 9.0, 27.0] {
            let widths = CoverageMask.boxWidths(sigma: sigma)
            XCTAssertEqual(widths.count, 3)
            XCTAssertTrue(widths.allSatisfy { $0 % 2 == 1 })
            let variance = widths.map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
            XCTAssertEqual(variance.squareRoot(), sigma, accuracy: max(0.35, sigma * 0.05), "σ = \(sigma)")
        }
        XCTAssertEqual(CoverageMask.boxWidths(sigma: 0.2), [])
    }

    /// A shadow is the shape moved by shadowOffset, blurred, tinted with shadowColor × shadowOpacity.
    func testShadowIsOffsetBlurredAndTinted() {
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let map = LayerHomography(m: (1, 0, 0, 0, 1, 0, 30, 30, 1))
        let sigma = ShadowGeometry.deviceSigma(shadowRadius: 3, transform: map, center: CGPoint(x: 20, y: 20))
        XCTAssertEqual(sigma, 3, accuracy: 1e-12)
        let limit = S.canvas(120, 120)
        let shape = ShadowGeometry.roundedRectShape(
            bounds: bounds, radii: .zero, offset: CGSize(width: 10, height: 20),
            transform: map, within: limit.outset(dx: ShadowGeometry.blurReach(sigma: sigma), dy: 0))
        XCTAssertEqual(shape.bounds, PixelRect(x: 40, y: 50, width: 40, height: 40))
        var out = Pixmap(width: 120, height: 120)!
        out.drawShadow(of: shape, blurSigma: sigma, color: RGBA(red: 0, green: 0, blue: 0, alpha: 1), opacity: 0.5)
        XCTAssertEqual(Int(out.pixel(x: 60, y: 70).a), 128, accuracy: 1)  // centre: full shape × 0.5
        XCTAssertEqual(Int(out.pixel(x: 40, y: 70).a), 64, accuracy: 8)  // edge: about half of that
        XCTAssertEqual(out.pixel(x: 30, y: 70).a, 0)  // beyond 3σ
        // The layer drawn on top afterwards covers the shadow where they overlap (shadow below).
        out.fill(
            CoverageMask(roundedRect: bounds, transform: map, within: limit),
            color: RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertEqual(out.pixel(x: 60, y: 60).r, 255)
        XCTAssertEqual(out.pixel(x: 75, y: 85).r, 0)
    }
}
