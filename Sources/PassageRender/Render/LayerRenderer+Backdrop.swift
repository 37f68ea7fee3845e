// Drawing a BackdropLayer (UIVisualEffectView's layer): what is already drawn under its rounded bounds in
// the same pixmap is blurred in place (Pixmap.blurBackdrop, sigma = the blur radius in points times the
// layer's area scale at its centre, as for shadows), mixed in by the layer's opacity, then the tint is filled over it;
// its background, sublayers (the content view) and border follow as for any layer. The backdrop is the
// pixmap being drawn: the frame, or the offscreen group of an ancestor with group opacity (then only what
// that group drew lies behind).
import Foundation
import PassageCore

extension LayerRenderer {
    /// Blurs and tints what lies under `shape` for backdrop layer `entry`.
    func drawBackdrop(
        _ entry: PresentedLayer, _ v: LayerProperties, toDevice: LayerHomography, opacity: Double,
        shape: CoverageMask, into target: inout DrawList
    ) {
        guard entry.layer is BackdropLayer else { return }
        let backdrop = BackdropLayer.backdrop(in: entry.objects)
        let scale = toDevice.areaScale(at: CGPoint(x: v.bounds.midX, y: v.bounds.midY))
        let sigma = max(backdrop.blurRadius, 0) * scale
        if CoverageMask.boxWidths(sigma: sigma).count > 0 {
            target.blurBackdrop(under: opacity < 1 ? shape.scaled(by: opacity) : shape, sigma: sigma)
        }
        if backdrop.tint.alpha > 0 {
            target.fill(shape, color: backdrop.tint, opacity: opacity)
        }
    }
}
