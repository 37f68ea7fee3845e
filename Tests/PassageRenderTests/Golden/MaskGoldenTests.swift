// Masks: a layer's mask multiplies its drawing (sublayers and contents) by the mask subtree's alpha, placed
// by the mask's own transform in the masked layer's coordinates, under perspective too. Tolerance as every
// golden (GoldenSupport.swift): each channel within 2 levels.
import XCTest

@testable import PassageCore
@testable import PassageRender

@MainActor
final class MaskGoldenTests: XCTestCase {
    /// Stripes masked by a rotated rounded square holding a half-transparent sublayer.
    func testRotatedMaskWithTranslucentSublayer() async throws {
        let root = Golden.makeRoot()
        try Golden.assertMatches(MaskScenes.stripes(in: root), named: "mask")
    }

    /// The same masked stripes rotated 50° about y in perspective: the mask turns with them.
    func testMaskFollowsPerspective() async throws {
        let root = Golden.makeRoot()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        root.sublayerTransform = perspective
        let masked = MaskScenes.stripes(in: root).sublayers![0]
        masked.transform = CATransform3DMakeRotation(50 * .pi / 180, 0, 1, 0)
        try Golden.assertMatches(root, named: "mask-3d")
    }
}

@MainActor
enum MaskScenes {
    /// Adds to `root` a 120 × 120 layer of three colour stripes masked by a rounded square rotated 30° with a
    /// 50 %-alpha bar below it; returns `root`.
    static func stripes(in root: CALayer) -> CALayer {
        let masked = CALayer()
        masked.frame = CGRect(x: 20, y: 20, width: 120, height: 120)
        for (index, color) in [Golden.red, Golden.green, Golden.blue].enumerated() {
            masked.addSublayer(Golden.solid(CGRect(x: CGFloat(index) * 40, y: 0, width: 40, height: 120), color))
        }
        let mask = Golden.solid(CGRect(x: 25, y: 15, width: 70, height: 70), Golden.black)
        mask.cornerRadius = 16
        mask.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let bar = Golden.solid(
            CGRect(x: -20, y: 80, width: 110, height: 16), CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        mask.addSublayer(bar)
        masked.mask = mask
        root.addSublayer(masked)
        return root
    }
}
