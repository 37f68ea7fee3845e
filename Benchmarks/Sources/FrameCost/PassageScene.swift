// The scene as a Core Animation layer tree for Passage's LayerRenderer: a full-screen root, a container
// with the perspective sublayerTransform holding the two pages (bitmap contents, turned about the hinge),
// then the 40 cards, each with a CATextLayer title.
import Foundation
import PassageCore
import PassageRender

extension FoldScene {
    /// The root layer of the scene, built with implicit animations off (nothing animates: every frame
    /// draws the same presentation tree).
    @MainActor
    func makeLayerTree(pageImages: [CGImage]) -> CALayer {
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)

        let container = CALayer()
        container.frame = root.bounds
        var perspective = CATransform3DIdentity
        perspective.m34 = m34
        container.sublayerTransform = perspective
        root.addSublayer(container)
        for (index, page) in pages.enumerated() {
            let layer = CALayer()
            layer.bounds = CGRect(origin: .zero, size: size)
            layer.anchorPoint = CGPoint(x: 0.5, y: page.anchorY)
            layer.position = CGPoint(x: size.width / 2, y: hingeY)
            layer.transform = CATransform3DMakeRotation(page.angle, 1, 0, 0)
            layer.contents = pageImages[index]
            layer.contentsScale = scale
            container.addSublayer(layer)
        }

        for card in cards {
            let layer = CALayer()
            layer.frame = card.frame
            layer.backgroundColor = CGColor(red: card.fill.red, green: card.fill.green, blue: card.fill.blue, alpha: 1)
            layer.cornerRadius = cornerRadius
            layer.borderWidth = borderWidth
            layer.borderColor = CGColor(red: border.red, green: border.green, blue: border.blue, alpha: border.alpha)
            layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            layer.shadowOpacity = castsShadows ? shadowOpacity : 0
            layer.shadowRadius = shadowRadius
            layer.shadowOffset = shadowOffset
            let title = CATextLayer()
            title.frame = titleFrame
            title.string = card.title
            title.font = "DejaVuSans"
            title.fontSize = fontSize
            title.foregroundColor = CGColor(
                red: titleColor.red, green: titleColor.green, blue: titleColor.blue, alpha: 1)
            title.contentsScale = scale
            layer.addSublayer(title)
            root.addSublayer(layer)
        }
        return root
    }
}
