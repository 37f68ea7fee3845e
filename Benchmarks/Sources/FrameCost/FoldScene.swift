// The benchmark scene, described once in points so that both renderers draw the same thing: two
// full-screen snapshot bitmaps folded mid-way about a horizontal hinge across the middle of the screen
// (each page turned 60° away from the viewer, m34 = −1/500 on their container's sublayerTransform), and on
// top 40 cards in four overlapping stacks with rounded corners, a border, a soft shadow and a one-line title.
import Foundation
import PassageCore
import PassageRender

/// One card: a rounded, bordered, shadowed rectangle with a title.
struct Card {
    /// Where the card sits on screen, in points.
    let frame: CGRect
    /// Fill colour, opaque, components 0…1.
    let fill: (red: Double, green: Double, blue: Double)
    /// The title drawn in the card's top-left corner.
    let title: String
}

/// Everything the scene is made of, in points (the frame is `size × scale` pixels).
struct FoldScene {
    /// iPhone 15 Pro: 393 × 852 pt at @3x, a 1179 × 2556 pixel frame.
    static let device = DeviceProfile.iPhone15Pro

    var size: CGSize { Self.device.size }
    var scale: CGFloat { Self.device.scale }
    var pixelWidth: Int { Int((size.width * scale).rounded()) }
    var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// The hinge: a horizontal line across the middle of the screen (points).
    var hingeY: CGFloat { size.height / 2 }
    /// How far each page has turned away from the viewer: mid-way through a fold (radians).
    let foldAngle: CGFloat = 60 * .pi / 180
    /// The container's perspective, Core Animation's usual m34.
    let m34: CGFloat = -1.0 / 500

    // Cards: Core Animation properties, in points.
    let cardSize = CGSize(width: 160, height: 90)
    let cornerRadius: CGFloat = 12
    let borderWidth: CGFloat = 1
    /// Border colour: a translucent dark grey.
    let border = (red: 0.1, green: 0.1, blue: 0.15, alpha: 0.6)
    let shadowOpacity: Float = 0.35
    /// Whether the cards cast shadows (off for the variant that isolates the blur's cost).
    var castsShadows = true
    /// Core Animation's shadowRadius; Passage blurs with σ = shadowRadius × scale device pixels.
    let shadowRadius: CGFloat = 6
    let shadowOffset = CGSize(width: 0, height: 3)
    /// The title's box inside the card (CATextLayer frame) and its type.
    let titleFrame = CGRect(x: 12, y: 10, width: 136, height: 24)
    let fontSize: CGFloat = 17
    /// Title colour: near black.
    let titleColor = (red: 0.08, green: 0.08, blue: 0.1)

    /// 40 cards in four cascading stacks of 10, two above the fold and two below it, so the fold between
    /// them stays in view; each card 3 pt right of and 9 pt below the one it covers; colours from a palette.
    let cards: [Card] = {
        let palette: [(Double, Double, Double)] = [
            (1.00, 0.80, 0.40), (0.55, 0.80, 1.00), (0.65, 0.90, 0.60), (1.00, 0.65, 0.65),
            (0.80, 0.70, 1.00), (0.95, 0.95, 0.95), (0.60, 0.90, 0.90), (1.00, 0.75, 0.90),
        ]
        let stacks = [CGPoint(x: 8, y: 24), CGPoint(x: 199, y: 24), CGPoint(x: 8, y: 657), CGPoint(x: 199, y: 657)]
        return (0..<40).map { i in
            let stack = stacks[i / 10]
            let depth = CGFloat(i % 10)
            let origin = CGPoint(x: stack.x + 3 * depth, y: stack.y + 9 * depth)
            let color = palette[(i * 3) % palette.count]
            return Card(
                frame: CGRect(origin: origin, size: CGSize(width: 160, height: 90)),
                fill: (color.0, color.1, color.2), title: "Card \(i + 1) · 12:\(10 + i)")
        }
    }()

    /// The two pages of the fold: above the hinge turning about its bottom edge, below it about its top
    /// edge; each a full-screen layer showing a full-screen bitmap.
    var pages: [(anchorY: CGFloat, angle: CGFloat)] {
        [(1, foldAngle), (0, -foldAngle)]
    }

    /// Page `index`'s map from its layer space (points) to the screen (points), row-vector form: the
    /// layer's own transform about its anchor point at the hinge, then the container's perspective about
    /// the screen's centre (the container and the root fill the screen untransformed).
    func pageTransform(_ index: Int) -> CATransform3D {
        let page = pages[index]
        let anchor = CATransform3DMakeTranslation(-size.width / 2, -page.anchorY * size.height, 0)
        let turned = CATransform3DConcat(anchor, CATransform3DMakeRotation(page.angle, 1, 0, 0))
        let placed = CATransform3DConcat(turned, CATransform3DMakeTranslation(size.width / 2, hingeY, 0))
        var perspective = CATransform3DIdentity
        perspective.m34 = m34
        let center = CATransform3DMakeTranslation(-size.width / 2, -size.height / 2, 0)
        let sublayer = CATransform3DConcat(
            CATransform3DConcat(center, perspective),
            CATransform3DMakeTranslation(size.width / 2, size.height / 2, 0))
        return CATransform3DConcat(placed, sublayer)
    }
}
