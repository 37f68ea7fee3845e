// The public model properties of a layer. Each setter funnels through `changeModel` so actions run.
import Foundation

extension CALayer {
    /// The layer's position on the z axis; among siblings, higher values draw on top. Animatable. Default 0.
    public var zPosition: CGFloat {
        get { modelValues.zPosition }
        set { changeModel("zPosition", \.zPosition, to: newValue) }
    }

    /// The point of the bounds, in unit coordinates, that `position` places and transforms pivot on.
    /// Animatable. Default (0.5, 0.5).
    public var anchorPoint: CGPoint {
        get { modelValues.anchorPoint }
        set { changeModel("anchorPoint", \.anchorPoint, to: newValue) }
    }

    /// The anchor point's z component, in points. Animatable. Default 0.
    public var anchorPointZ: CGFloat {
        get { modelValues.anchorPointZ }
        set { changeModel("anchorPointZ", \.anchorPointZ, to: newValue) }
    }

    /// The transform applied to the layer about its anchor point. Animatable. Default identity.
    public var transform: CATransform3D {
        get { modelValues.transform }
        set { changeModel("transform", \.transform, to: newValue) }
    }

    /// The transform applied to the sublayers, about the layer's centre (perspective lives here). Animatable.
    public var sublayerTransform: CATransform3D {
        get { modelValues.sublayerTransform }
        set { changeModel("sublayerTransform", \.sublayerTransform, to: newValue) }
    }

    /// Whether the back of the layer is drawn when it faces away from the viewer. Default true.
    public var isDoubleSided: Bool {
        get { modelValues.isDoubleSided }
        set { changeModel("doubleSided", \.isDoubleSided, to: newValue) }
    }

    /// The layer's opacity, 0…1. Animatable. Default 1.
    public var opacity: Float {
        get { modelValues.opacity }
        set { changeModel("opacity", \.opacity, to: newValue) }
    }

    /// Whether the layer (and its sublayers) are not drawn. Default false.
    public var isHidden: Bool {
        get { modelValues.isHidden }
        set { changeModel("hidden", \.isHidden, to: newValue) }
    }

    /// The fill behind the contents; nil draws nothing. Animatable.
    public var backgroundColor: CGColor? {
        get { modelValues.backgroundColor.map { CGColor(rgba: $0) } }
        set { changeModel("backgroundColor", \.backgroundColor, to: newValue?.rgba) }
    }

    /// The radius of the rounded corners, in points. Animatable. Default 0.
    public var cornerRadius: CGFloat {
        get { modelValues.cornerRadius }
        set { changeModel("cornerRadius", \.cornerRadius, to: newValue) }
    }

    /// Which corners `cornerRadius` rounds. Default all four.
    public var maskedCorners: CACornerMask {
        get { modelValues.maskedCorners }
        set { changeModel("maskedCorners", \.maskedCorners, to: newValue) }
    }

    /// Whether sublayers are clipped to the (rounded) bounds. Default false.
    public var masksToBounds: Bool {
        get { modelValues.masksToBounds }
        set { changeModel("masksToBounds", \.masksToBounds, to: newValue) }
    }

    /// The width of the border drawn inside the bounds, in points. Animatable. Default 0.
    public var borderWidth: CGFloat {
        get { modelValues.borderWidth }
        set { changeModel("borderWidth", \.borderWidth, to: newValue) }
    }

    /// The border's color. Animatable. Default opaque black.
    public var borderColor: CGColor? {
        get { modelValues.borderColor.map { CGColor(rgba: $0) } }
        set { changeModel("borderColor", \.borderColor, to: newValue?.rgba) }
    }

    /// The shadow's color. Animatable. Default opaque black.
    public var shadowColor: CGColor? {
        get { modelValues.shadowColor.map { CGColor(rgba: $0) } }
        set { changeModel("shadowColor", \.shadowColor, to: newValue?.rgba) }
    }

    /// The shadow's opacity, 0…1. Animatable. Default 0 (no shadow).
    public var shadowOpacity: Float {
        get { modelValues.shadowOpacity }
        set { changeModel("shadowOpacity", \.shadowOpacity, to: newValue) }
    }

    /// The shadow's offset, in points. Animatable. Default (0, −3).
    public var shadowOffset: CGSize {
        get { modelValues.shadowOffset }
        set { changeModel("shadowOffset", \.shadowOffset, to: newValue) }
    }

    /// The shadow's blur radius, in points. Animatable. Default 3.
    public var shadowRadius: CGFloat {
        get { modelValues.shadowRadius }
        set { changeModel("shadowRadius", \.shadowRadius, to: newValue) }
    }

    /// The shape of the shadow; nil uses the layer's shape.
    public var shadowPath: CGPath? {
        get { modelObjects.shadowPath }
        set { changeModel("shadowPath", \LayerObjects.shadowPath, to: newValue) }
    }

    /// What the layer draws: an image (a Passage bitmap, or a snapshot) or nil.
    public var contents: Any? {
        get { modelObjects.contents }
        set { changeModel("contents", \LayerObjects.contents, to: newValue) }
    }

    /// The part of the contents shown, in unit coordinates. Animatable. Default (0, 0, 1, 1).
    public var contentsRect: CGRect {
        get { modelValues.contentsRect }
        set { changeModel("contentsRect", \.contentsRect, to: newValue) }
    }

    /// The stretchable part of the contents, in unit coordinates of the contents image. Default (0, 0, 1, 1):
    /// the whole image stretches. With `.resize` gravity, a smaller rectangle cuts the image in nine: the
    /// corners outside it keep their size (image pixels / `contentsScale` points), the edges between them
    /// stretch along one axis and the centre along both (nine-slice scaling). When the bounds are smaller than
    /// the fixed edges, those shrink in proportion. A zero-width or zero-height centre stretches the one pixel
    /// line at its position. Animatable, with the sub-paths `contentsCenter.origin`, `.size`, `.origin.x`, ….
    public var contentsCenter: CGRect {
        get { modelValues.contentsCenter }
        set { changeModel("contentsCenter", \.contentsCenter, to: newValue) }
    }

    /// Pixels per point of the contents. Default 1.
    public var contentsScale: CGFloat {
        get { modelValues.contentsScale }
        set { changeModel("contentsScale", \.contentsScale, to: newValue) }
    }

    /// How the contents are placed in the bounds. Default `.resize`.
    public var contentsGravity: CALayerContentsGravity {
        get { modelObjects.contentsGravity }
        set { changeModel("contentsGravity", \LayerObjects.contentsGravity, to: newValue) }
    }

    /// Whether opacity applies to the layer and its sublayers as one group. Default true.
    public var allowsGroupOpacity: Bool {
        get { modelValues.allowsGroupOpacity }
        set { changeModel("allowsGroupOpacity", \.allowsGroupOpacity, to: newValue) }
    }
}
