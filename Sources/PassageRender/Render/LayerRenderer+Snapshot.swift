// Snapshots as pictures: the render server draws a view's layer tree into a bitmap that a snapshot view
// shows as its contents. PassageCore and PassageUI do not draw, so the render server is installed on a frame
// loop (`FrameLoop.snapshotRenderer`) and PassageUI's snapshots call it; without it they hold frozen layer trees.
// A snapshot bitmap is the layer drawn with no transform of its own onto a transparent frame, so drawing
// it back at the same scale and a whole-pixel position reproduces the original's pixels exactly.
import Foundation
import PassageCore

extension LayerRenderer {
    /// Makes snapshots taken while `loop` is current bitmaps of `scale` pixels per point (usually the
    /// scale frames are rendered at), drawn by `snapshotImage(of:rect:scale:)`, and gives drawn images made
    /// while it is current (UIGraphicsImageRenderer's) their pixels; replaces any snapshot renderer the loop had.
    /// A scale that is not positive and finite becomes 1 (logged).
    public static func installSnapshotRendering(in loop: FrameLoop, scale: CGFloat) {
        let valid = scale > 0 && scale.isFinite ? scale : 1
        if valid != scale {
            loop.diagnose(
                .snapshotRenderingScaleInvalid, .warning,
                "LayerRenderer.installSnapshotRendering(scale: \(scale)): expected a positive, finite scale; using 1")
        }
        loop.snapshotRenderer = FrameLoop.SnapshotRenderer(scale: valid) { layer, rect in
            snapshotImage(of: layer, rect: rect, scale: valid)
        }
        loop.drawingRasterizer = { image in rasterizedPixels(of: image) }
    }

    /// The bitmap of the part `rect` (in `layer`'s bounds coordinates, points) of `layer`'s tree as presented
    /// at `mediaTime` (default: now), with `layer` drawn with no position, anchor point or transform of its
    /// own: `rect.origin` at the top-left pixel, `rect.size × scale` pixels (rounded), transparent where the
    /// tree draws nothing. Nil (logged) when that size is under 1 or over 16384 pixels, or `scale` or `rect`
    /// is not finite.
    public static func snapshotImage(
        of layer: CALayer, rect: CGRect, scale: CGFloat,
        at mediaTime: CFTimeInterval? = nil
    ) -> CGImage? {
        let r = rect.standardized
        let width = (r.width * scale).rounded()
        let height = (r.height * scale).rounded()
        guard scale > 0, scale.isFinite, r.minX.isFinite, r.minY.isFinite,
            (1...16384).contains(width), (1...16384).contains(height)
        else {
            diagnose(
                .snapshotImageRectInvalid, .warning,
                "LayerRenderer.snapshotImage(rect: \(rect), scale: \(scale)): expected a finite rectangle of 1 to 16384 pixels a side"
            )
            return nil
        }
        let renderer = LayerRenderer(size: r.size, scale: scale, background: nil)
        return renderer.render(layer, at: mediaTime, showing: r).makeImage()
    }
}
