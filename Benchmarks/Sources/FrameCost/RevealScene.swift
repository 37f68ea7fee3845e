// The second benchmark scene, a circular reveal caught mid-way: a full-screen snapshot (the screen being
// left) blurred by a full-screen backdrop (UIBlurEffect(style: .regular)'s 15 pt radius and white 0.3
// tint), and over it the incoming screen, a full-screen snapshot dimmed by an axial gradient, shown through a
// full-screen CAShapeLayer mask holding a circle grown from a button near the bottom right. Described in
// points so that Passage and cairo draw the same thing.
import Foundation
import PassageCore
import PassageRender

struct RevealScene {
    var size: CGSize { FoldScene.device.size }
    var scale: CGFloat { FoldScene.device.scale }
    var pixelWidth: Int { Int((size.width * scale).rounded()) }
    var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// The backdrop's blur (a Gaussian's σ in points; 0 for the variant without blur) and tint (white, alpha).
    var blurRadius: CGFloat = 15
    let tintWhite: CGFloat = 1, tintAlpha: CGFloat = 0.3
    /// The reveal's circle: centred on the tapped button, its radius half-way to covering the screen.
    let circleCenter = CGPoint(x: 300, y: 760)
    let circleRadius: CGFloat = 420
    /// The dimming gradient over the incoming screen, top to bottom: black at these alphas.
    let gradientAlphas: (top: CGFloat, bottom: CGFloat) = (0, 0.5)

    /// The root layer: the outgoing screen, the blurring backdrop, the masked incoming screen.
    @MainActor
    func makeLayerTree(outgoing: CGImage, incoming: CGImage) -> CALayer {
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.contents = outgoing
        root.contentsScale = scale

        let backdrop = BackdropLayer()
        backdrop.frame = root.bounds
        backdrop.blurRadius = blurRadius
        backdrop.tintColor = CGColor(gray: tintWhite, alpha: tintAlpha)
        root.addSublayer(backdrop)

        let screen = CALayer()
        screen.frame = root.bounds
        screen.contents = incoming
        screen.contentsScale = scale
        let dimming = CAGradientLayer()
        dimming.frame = screen.bounds
        dimming.colors = [CGColor(gray: 0, alpha: gradientAlphas.top), CGColor(gray: 0, alpha: gradientAlphas.bottom)]
        screen.addSublayer(dimming)
        let circle = CAShapeLayer()
        circle.frame = screen.bounds
        circle.path = CGPath(
            ellipseIn: CGRect(
                x: circleCenter.x - circleRadius, y: circleCenter.y - circleRadius,
                width: 2 * circleRadius, height: 2 * circleRadius), transform: nil)
        screen.mask = circle
        root.addSublayer(screen)
        return root
    }
}
