// Masks (`CALayer.mask`, `UIView.mask`): the mask layer's subtree is drawn offscreen through its own
// transform in the masked layer's coordinates (so it follows the masked layer through any 3D transform), its
// alpha becomes a coverage mask, and the masked layer, drawn offscreen with its shadow, contents and
// sublayers, is composited through that coverage (times the layer's opacity and the clip it inherits). The
// layer is drawn over its coverage's pixels alone, tile by tile (`DrawList.composite(group:…)`); the mask into
// a pixmap holding only what it covers, or, when it is one fill (a CAShapeLayer), not at all. The
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
        // A shape-layer mask is one fill: its alpha is that fill's coverage, without drawing it.
        guard
            let alpha = (boundsOffscreens ? maskDrawing.alphaOfSingleFill : nil)
                ?? offscreen(maskDrawing, within: frameBounds)?.alphaMask()
        else { return }
        let covered = alpha.coveredBounds.intersection(frameBounds)
        guard !covered.isEmpty else { return }
        let coverage = clipped(alpha.cropped(to: covered), clip)
        guard !coverage.bounds.isEmpty else { return }
        var content = DrawList()
        drawLayer(tree, children, index, toDevice: toDevice, opacity: 1, clip: nil, into: &content)
        // Only the pixels under the mask's coverage are read: the offscreen layer is drawn there alone.
        composite(content, within: coverage.bounds, opacity: opacity, clip: coverage, into: &target)
    }
}
