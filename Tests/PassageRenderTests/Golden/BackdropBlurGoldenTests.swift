// Backdrop blur (UIVisualEffectView's layer): stripes behind a rounded backdrop layer, blurred and
// tinted inside it, untouched outside; its blur radius animated, drawn at start, middle and end.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class BackdropBlurGoldenTests: XCTestCase {
    /// Black and white stripes 8 points wide, then a backdrop over the middle.
    private func scene(radius: CGFloat, tint: CGColor?) -> (root: CALayer, backdrop: BackdropLayer) {
        let root = Golden.makeRoot()
        for i in 0..<10 {
            root.addSublayer(
                Golden.solid(
                    CGRect(x: CGFloat(i) * 16, y: 0, width: 8, height: 160), i % 3 == 0 ? Golden.blue : Golden.black))
        }
        let backdrop = BackdropLayer()
        backdrop.frame = CGRect(x: 20, y: 40, width: 120, height: 80)
        backdrop.cornerRadius = 16
        backdrop.blurRadius = radius
        backdrop.tintColor = tint
        root.addSublayer(backdrop)
        return (root, backdrop)
    }

    /// A 4-point blur with a light tint (tolerance: Golden.tolerance).
    func testBlurredAndTintedBackdrop() async throws {
        try Golden.assertMatches(scene(radius: 4, tint: CGColor(gray: 1, alpha: 0.3)).root, named: "backdrop-blur")
    }

    /// Inside, a 4-point blur of 8-point stripes leaves little contrast; outside, stripes stay sharp.
    func testBlurLowersContrastOnlyInside() async {
        let frame = Golden.render(scene(radius: 4, tint: nil).root)
        func contrast(row: Int) -> Int {
            let values = (20..<140).map { Int(frame.pixel(x: $0, y: row).r) + Int(frame.pixel(x: $0, y: row).g) }
            return values.max()! - values.min()!
        }
        XCTAssertEqual(contrast(row: 20), 255 * 2, "outside: black and white")
        XCTAssertLessThan(contrast(row: 80), 255, "inside: blurred")
    }

    /// A blur radius animation 0 → 6 over 1 s: sharp at the start, softer halfway, softest at the end.
    func testAnimatedBlurRadiusAtStartMiddleAndEnd() async {
        let (root, backdrop) = scene(radius: 6, tint: nil)
        let animation = CABasicAnimation(keyPath: BackdropLayer.blurRadiusKey)
        animation.fromValue = 0
        animation.toValue = 6
        animation.duration = 1
        backdrop.add(animation, forKey: "blur")
        let renderer = LayerRenderer(size: Golden.size, scale: 1)
        let start = CACurrentMediaTime()
        let contrasts = [0.0, 0.5, 1.0].map { t -> Int in
            let frame = renderer.render(root, at: start + t)
            let values = (40..<120).map { Int(frame.pixel(x: $0, y: 80).g) }
            return values.max()! - values.min()!
        }
        XCTAssertEqual(contrasts[0], 255, "no blur yet")
        XCTAssertLessThan(contrasts[1], contrasts[0])
        XCTAssertLessThan(contrasts[2], contrasts[1])
    }
}
