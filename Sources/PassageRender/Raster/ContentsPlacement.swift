// Where a layer's contents image lands: the source rectangle (contentsRect, a unit rectangle of the image)
// and the layer-space rectangle it is drawn into (contentsGravity with the image's size in points =
// pixels / contentsScale). Gravity names follow Core Animation's y-up naming: unless the contents are
// flipped (contentsAreFlipped), `.top` aligns to the layer's maximum y, which on iOS's y-down screen is
// the bottom edge — the documented behaviour of a plain CALayer showing a CGImage on iOS.
import Foundation
import PassageCore

/// Placement of layer contents within the layer's bounds.
package enum ContentsPlacement {
    /// The part of the image to draw, in image pixels, and where it goes, in layer space.
    /// - Parameters:
    ///   - imageWidth, imageHeight: the image in pixels.
    ///   - contentsRect: unit rectangle of the image to show (default (0, 0, 1, 1)).
    ///   - contentsScale: image pixels per layer point (default 1); only the non-resizing gravities use it.
    ///   - gravity: contentsGravity (default `.resize`).
    ///   - bounds: the layer's bounds.
    ///   - contentsAreFlipped: whether vertical gravity names refer to y-down (default false, as iOS does
    ///     for a plain CALayer's contents).
    package static func place(
        imageWidth: Int, imageHeight: Int, contentsRect: CGRect, contentsScale: Double, gravity: CALayerContentsGravity,
        bounds: CGRect, contentsAreFlipped: Bool = false
    ) -> (source: CGRect, destination: CGRect) {
        let cr = contentsRect.standardized
        let source = CGRect(
            x: cr.minX * CGFloat(imageWidth), y: cr.minY * CGFloat(imageHeight),
            width: cr.width * CGFloat(imageWidth), height: cr.height * CGFloat(imageHeight))
        let b = bounds.standardized
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let cw = Double(source.width) / scale
        let ch = Double(source.height) / scale
        let bw = Double(b.width)
        let bh = Double(b.height)
        let size: (Double, Double)
        switch gravity {
        case .resize:
            return (source, b)
        case .resizeAspect, .resizeAspectFill:
            guard cw > 0, ch > 0 else { return (source, b) }
            let k = gravity == .resizeAspect ? min(bw / cw, bh / ch) : max(bw / cw, bh / ch)
            size = (cw * k, ch * k)
        default:
            size = (cw, ch)
        }
        // Horizontal: −1 left, 0 centre, +1 right. Vertical in y-up naming: +1 top, −1 bottom.
        let (hx, vy): (Int, Int)
        switch gravity {
        case .top: (hx, vy) = (0, 1)
        case .bottom: (hx, vy) = (0, -1)
        case .left: (hx, vy) = (-1, 0)
        case .right: (hx, vy) = (1, 0)
        case .topLeft: (hx, vy) = (-1, 1)
        case .topRight: (hx, vy) = (1, 1)
        case .bottomLeft: (hx, vy) = (-1, -1)
        case .bottomRight: (hx, vy) = (1, -1)
        default: (hx, vy) = (0, 0)
        }
        let x = Double(b.minX) + (bw - size.0) * Double(hx + 1) / 2
        // y-up "top" is the maximum y of the layer unless contents are flipped.
        let down = contentsAreFlipped ? -vy : vy
        let y = Double(b.minY) + (bh - size.1) * Double(down + 1) / 2
        return (source, CGRect(x: x, y: y, width: size.0, height: size.1))
    }
}
