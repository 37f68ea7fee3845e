// The codes of drawing a layer tree into a graphics context (`CALayer.render(in:)`,
// `UIView.drawHierarchy(in:afterScreenUpdates:)`), which needs the render server.

extension Diagnostic.Code {
    /// A layer tree drawn into a context on a frame loop without a snapshot renderer (nothing is drawn; raised
    /// once per loop).
    public static let layerDrawingWithoutRenderer = Self(rawValue: "layer-drawing-without-renderer")
}
