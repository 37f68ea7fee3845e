// `drawHierarchy(in:afterScreenUpdates:)`: the view as it is on screen (its presentation, animations
// included), drawn into the current graphics context. The render server makes the bitmap
// (`FrameLoop.snapshotRenderer`), which is recorded into the context scaled to fill the rectangle.
import Foundation
import PassageCore

extension UIView {
    /// Draws this view and its subviews as they look on screen now into the current graphics context, scaled
    /// to fill `rect` (in the context's coordinates). Returns false, drawing nothing, when there is no current
    /// context or no render server is installed on the frame loop (logged), or the view has an empty bounds.
    /// `afterScreenUpdates` makes no difference: Passage's presentation is always up to date.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = GraphicsContextStack.current(for: "UIView.drawHierarchy(in:afterScreenUpdates:)")
        else { return false }
        guard let renderer = FrameLoop.current.snapshotRenderer else {
            diagnosticLoop.diagnoseOnce(
                .layerDrawingWithoutRenderer, .info,
                "UIView.drawHierarchy(in:afterScreenUpdates:) drew nothing: no render server is installed on this "
                    + "frame loop (LayerRenderer.installSnapshotRendering(in:scale:) in PassageRender)")
            return false
        }
        guard let image = renderer.render(layer, bounds) else { return false }
        context.recordUprightImage(image, in: rect)
        return true
    }
}
