// A layer that draws a path: filled, stroked, or both, with the fill under the stroke, both over the
// background and under the sublayers. The render server rasterizes it (PassageRender/Raster: the path
// flattened, stroked by its own stroker, anti-aliased); this is the model. Every drawing value lives in the
// layer's object values (`ShapeLayerValues`), so `path`, the colours, `lineWidth`, `miterLimit`,
// `lineDashPhase`, `strokeStart` and `strokeEnd` animate, implicitly too when the layer backs no view.
import Foundation

/// A layer that draws a cubic Bézier path (Core Animation's `CAShapeLayer`).
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The path to draw, in the layer's coordinates. Animatable: paths with the same elements blend point by
    /// point; others switch at the midpoint (Core Animation leaves them undefined). Default nil.
    open var path: CGPath? {
        get { modelObjects.shape.path }
        set { changeShape("path") { $0.path = newValue } }
    }
    /// The colour the path's interior is filled with; nil fills nothing. Animatable. Default opaque black.
    open var fillColor: CGColor? {
        get { modelObjects.shape.fillColor.map(CGColor.init(rgba:)) }
        set { changeShape("fillColor") { $0.fillColor = newValue?.rgba } }
    }
    /// How overlapping contours decide the interior. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule {
        get { modelObjects.shape.fillRule }
        set { changeShape("fillRule") { $0.fillRule = newValue } }
    }
    /// The colour the path's outline is stroked with; nil strokes nothing. Animatable. Default nil.
    open var strokeColor: CGColor? {
        get { modelObjects.shape.strokeColor.map(CGColor.init(rgba:)) }
        set { changeShape("strokeColor") { $0.strokeColor = newValue?.rgba } }
    }
    /// The stroke's width in points, centred on the path. Animatable. Default 1.
    open var lineWidth: CGFloat {
        get { modelObjects.shape.lineWidth }
        set { changeShape("lineWidth") { $0.lineWidth = newValue } }
    }
    /// The longest a miter join may be, as a multiple of half the line width; longer ones are beveled.
    /// Animatable. Default 10.
    open var miterLimit: CGFloat {
        get { modelObjects.shape.miterLimit }
        set { changeShape("miterLimit") { $0.miterLimit = newValue } }
    }
    /// The shape of open subpaths' ends. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap {
        get { modelObjects.shape.lineCap }
        set { changeShape("lineCap") { $0.lineCap = newValue } }
    }
    /// How corners are stroked. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin {
        get { modelObjects.shape.lineJoin }
        set { changeShape("lineJoin") { $0.lineJoin = newValue } }
    }
    /// Lengths of alternating painted and unpainted dash segments, in points; nil or empty draws a solid
    /// line. Default nil.
    open var lineDashPattern: [NSNumber]? {
        get { modelObjects.shape.lineDashPattern }
        set { changeShape("lineDashPattern") { $0.lineDashPattern = newValue } }
    }
    /// How far into the dash pattern the stroke starts, in points. Animatable. Default 0.
    open var lineDashPhase: CGFloat {
        get { modelObjects.shape.lineDashPhase }
        set { changeShape("lineDashPhase") { $0.lineDashPhase = newValue } }
    }
    /// Where the stroke starts, as a fraction 0…1 of the path's length. Animatable. Default 0.
    open var strokeStart: CGFloat {
        get { modelObjects.shape.strokeStart }
        set { changeShape("strokeStart") { $0.strokeStart = newValue } }
    }
    /// Where the stroke ends, as a fraction 0…1 of the path's length. Animatable. Default 1.
    open var strokeEnd: CGFloat {
        get { modelObjects.shape.strokeEnd }
        set { changeShape("strokeEnd") { $0.strokeEnd = newValue } }
    }

    /// Creates a shape layer with no path.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer` (for presentation copies); its shape values come with its object values.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Creates a shape layer from an archive (not read: Passage has no archives), with no path.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override class func ownAnimatableProperty(_ key: String) -> AnimatableProperty? {
        AnimatableProperty.shapeLayerProperty(key)
    }

    /// The implicit animation of a shape property (`path`, colours, widths, stroke ends), as for any
    /// animatable layer property; otherwise the layer's default.
    open override class func defaultAction(forKey event: String) -> CAAction? {
        guard let property = AnimatableProperty.shapeLayerProperty(event), event != "lineDashPattern" else {
            return super.defaultAction(forKey: event)
        }
        let animation = CABasicAnimation(keyPath: property.keyPath)
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        animation.isImplicit = true
        return animation
    }

    private func changeShape(_ key: String, _ change: (inout ShapeLayerValues) -> Void) {
        changeModel(key) { layer in change(&layer.modelObjects.shape) }
    }
}
