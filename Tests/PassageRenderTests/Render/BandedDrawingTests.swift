// A frame drawn on several threads, each drawing a band of its rows (`LayerRenderer.drawingThreads`), must
// be the frame drawn on one, byte for byte: pages in perspective across the band edges, shadows, borders,
// text, a mask, group opacity and a backdrop blur (drawn alone between the bands of what comes before and
// after it).
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class BandedDrawingTests: XCTestCase {
    private let size = CGSize(width: 150, height: 130)

    private func image(width: Int, height: Int, seed: Int) -> CGImage {
        patternImage(width: width, height: height, seed: seed, translucentAlpha: 140)
    }

    private func scene(blurs: Bool) -> CALayer {
        FrameLoop().makeCurrent()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1)
        let page = CALayer()
        page.frame = CGRect(x: 10, y: 8, width: 130, height: 110)
        page.contents = image(width: 50, height: 40, seed: 3)
        var fold = CATransform3DMakeRotation(0.9, 1, 0.2, 0)
        fold.m34 = -1 / 200
        page.transform = fold
        root.addSublayer(page)
        for k in 0..<3 {
            let card = CALayer()
            card.frame = CGRect(x: 12 + 21 * CGFloat(k), y: 20.5 + 27.25 * CGFloat(k), width: 70, height: 38)
            card.backgroundColor = CGColor(red: 0.9, green: 0.6 - 0.2 * CGFloat(k), blue: 0.3, alpha: 1)
            card.cornerRadius = 7.5
            card.borderWidth = 1.5
            card.borderColor = CGColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 0.7)
            card.shadowOpacity = 0.5
            card.shadowRadius = 4
            card.shadowOffset = CGSize(width: 1, height: 3)
            let title = CATextLayer()
            title.frame = CGRect(x: 6, y: 4, width: 60, height: 16)
            title.string = "Row \(k)"
            title.fontSize = 12
            title.foregroundColor = CGColor(red: 0, green: 0, blue: 0.1, alpha: 1)
            card.addSublayer(title)
            if k == 1 { card.opacity = 0.8 }
            root.addSublayer(card)
        }
        let masked = CALayer()
        masked.frame = CGRect(x: 60, y: 30, width: 80, height: 90)
        masked.contents = image(width: 20, height: 24, seed: 9)
        let circle = CAShapeLayer()
        circle.frame = masked.bounds
        circle.path = CGPath(ellipseIn: CGRect(x: 4, y: 10, width: 70, height: 70), transform: nil)
        masked.mask = circle
        root.addSublayer(masked)
        if blurs {
            let backdrop = BackdropLayer()
            backdrop.frame = CGRect(x: 20, y: 50.5, width: 110, height: 45)
            backdrop.cornerRadius = 12
            backdrop.blurRadius = 6
            backdrop.tintColor = CGColor(gray: 1, alpha: 0.3)
            let label = CALayer()
            label.frame = CGRect(x: 8, y: 8, width: 50, height: 10)
            label.backgroundColor = CGColor(red: 0.2, green: 0.2, blue: 0.8, alpha: 1)
            backdrop.addSublayer(label)
            root.addSublayer(backdrop)
        }
        return root
    }

    /// 2, 3 and 7 bands give the one-thread frame at 1×, 2× and 3×, with and without a backdrop blur.
    func testBandsGiveTheFrameOfOneThread() async {
        for blurs in [false, true] {
            let root = scene(blurs: blurs)
            for scale in [1.0, 2.0, 3.0] as [CGFloat] {
                let one = LayerRenderer(size: size, scale: scale)
                one.drawingThreads = 1
                let reference = one.render(root, at: 0)
                for threads in [2, 3, 7] {
                    let banded = LayerRenderer(size: size, scale: scale)
                    banded.drawingThreads = threads
                    XCTAssertEqual(
                        banded.render(root, at: 0).pixels, reference.pixels,
                        "\(threads) bands at \(scale)×, blur \(blurs)")
                }
            }
        }
    }

    /// A shape's coverage computed for some rows only (a band) holds, in each of them, the bytes of the
    /// whole mask: rounded rects in perspective and rotated, bands starting inside a 16-row accumulation band.
    func testRowsOfAMaskAreTheWholeMasksRows() {
        var tilt = CATransform3DMakeRotation(0.8, 1, 0.4, 0)
        tilt.m34 = -1 / 300
        let maps = [
            LayerHomography(tilt).concatenating(LayerHomography(m: (3, 0, 0, 0, 3, 0, 190.5, 170.25, 1))),
            LayerHomography(m: (2.1, 0.7, 0, -0.7, 2.1, 0, 120.3, 40.7, 1)),
        ]
        let limit = PixelRect(x: 0, y: 0, width: 450, height: 390)
        let rect = CGRect(x: -40, y: -30, width: 95.5, height: 70.25)
        for map in maps {
            let whole = CoverageMask(
                roundedRect: rect,
                radii: CornerRadii(cornerRadius: 11, maskedCorners: CACornerMask(rawValue: 15), size: rect.size),
                transform: map, within: limit)
            XCTAssertGreaterThan(whole.totalCoverage, 0)
            for rows in [0..<390, 37..<38, 50..<123, 121..<390, whole.bounds.y + 5..<whole.bounds.y + 21] {
                let band = CoverageMask(
                    roundedRect: rect,
                    radii: CornerRadii(cornerRadius: 11, maskedCorners: CACornerMask(rawValue: 15), size: rect.size),
                    transform: map,
                    within: limit, rows: rows)
                let expected = whole.cropped(
                    to: PixelRect(
                        x: whole.bounds.x, y: rows.lowerBound, width: whole.bounds.width,
                        height: rows.upperBound - rows.lowerBound))
                XCTAssertEqual(band.bounds, expected.bounds, "rows \(rows)")
                XCTAssertEqual(band.values, expected.values, "rows \(rows)")
            }
        }
    }

    /// The thread count is clamped to 1…16.
    func testThreadCountIsClamped() async {
        let renderer = LayerRenderer(size: size, scale: 1)
        renderer.drawingThreads = 0
        XCTAssertEqual(renderer.drawingThreads, 1)
        renderer.drawingThreads = 99
        XCTAssertEqual(renderer.drawingThreads, 16)
    }
}
