// Masks (`CALayer.mask`, `UIView.mask`): the mask layer's subtree is drawn offscreen through its own
// transform in the masked layer's coordinates (so it follows the masked layer through any 3D transform), its
// alpha becomes a coverage mask, and the masked layer, drawn offscreen with its shadow, contents and
// sublayers, is composited through that coverage (times the layer's opacity and the clip it inherits). The
// mask's colour is ignored; only its alpha counts, as in Core Animation. A mask that covers nothing hides the
// layer without drawing it.
import Foundation
import PassageCore

extension LayerRenderer {
    /// Draws entry `index` (opacity already multiplied in `opacity`) through the alpha of its mask, entry `mask`.
    func drawMasked(
        _ tree: PresentationTree, _ children: [[Int]], _ index: Int, mask: Int, toDevice: LayerHomography,
        opacity: Double, clip: CoverageMask?, into target: inout DrawList
    ) {
        let maskToLayer = CALayer.transformToParent(tree.layers[mask].values)
        var maskDrawing = DrawList()
        draw(
            tree, children, mask, toDevice: LayerHomography(maskToLayer).concatenating(toDevice), opacity: 1, clip: nil,
            into: &maskDrawing)
        let alpha = maskDrawing.rendered(width: pixelWidth, height: pixelHeight, occluding: occludes).alphaMask()
        let covered = alpha.coveredBounds
        guard !covered.isEmpty else { return }
        let coverage = clipped(alpha.cropped(to: covered), clip)
        guard !coverage.bounds.isEmpty else { return }
        var content = DrawList()
        drawLayer(tree, children, index, toDevice: toDevice, opacity: 1, clip: nil, into: &content)
        target.composite(
            content.rendered(width: pixelWidth, height: pixelHeight, occluding: occludes), opacity: opacity,
            clip: coverage)
    }
}
