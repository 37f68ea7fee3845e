// `render(in:)`: a layer tree drawn into a graphics context from its model values. The core does not
// rasterize, so a copy of the model tree (no animations) goes to the frame loop's snapshot renderer, and the
// bitmap it makes is recorded into the context as an upright image over the layer's bounds.
import Foundation

extension CALayer {
    /// `render(in:)`'s work: records a bitmap of the model tree over `bounds` in `context`.
    func renderModelTree(in context: CGContext) {
        let loop = FrameLoop.current
        guard let renderer = loop.snapshotRenderer else {
            loop.diagnoseOnce(
                .layerDrawingWithoutRenderer, .info,
                "CALayer.render(in:) drew nothing: no render server is installed on this frame loop "
                    + "(LayerRenderer.installSnapshotRendering(in:scale:) in PassageRender)")
            return
        }
        guard let image = renderer.render(modelCopy(), bounds) else { return }
        context.recordUprightImage(image, in: bounds)
    }

    /// A copy of this layer and its sublayers with their model values and no animations, outside any tree.
    package func modelCopy() -> CALayer {
        let copy = type(of: self).init(_passageMaking: self)
        for sublayer in storedSublayers {
            let child = sublayer.modelCopy()
            copy.storedSublayers.append(child)
            child.storedSuperlayer = copy
        }
        return copy
    }
}
