// A layer that draws its sublayers several times, each copy transformed, time-shifted and tinted a step
// further than the one before. The model; the render server draws the copies (LayerRenderer+Replicator).
import Foundation

/// A layer that draws `instanceCount` copies of its sublayers (Core Animation's `CAReplicatorLayer`).
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// How many copies are drawn, the first the sublayers themselves. Default 1; 0 or less draws none.
    open var instanceCount: Int = 1 {
        didSet { LayerChangeLog.modelChanged(self) }
    }

    /// Seconds each copy's animations run behind the previous copy's. Default 0.
    open var instanceDelay: CFTimeInterval = 0 {
        didSet { LayerChangeLog.modelChanged(self) }
    }

    /// The transform from one copy to the next, about the layer's anchor point (copy n gets it n times).
    /// Animatable. Default identity.
    open var instanceTransform: CATransform3D {
        get {
            if case .transform(let t) = subclassValue("instanceTransform", kind: .transform) { return t }
            return CATransform3DIdentity
        }
        set { setSubclassValue("instanceTransform", newValue) }
    }

    /// The color the first copy's drawing is multiplied by. Animatable. Default opaque white (no change).
    open var instanceColor: CGColor? {
        get {
            if case .color(let c) = subclassValue("instanceColor", kind: .color) { return CGColor(rgba: c) }
            return nil
        }
        set { setSubclassValue("instanceColor", newValue) }
    }

    /// Added to the red component of the multiplying color for each copy after the first. Default 0.
    open var instanceRedOffset: Float = 0 {
        didSet { LayerChangeLog.modelChanged(self) }
    }
    /// Added to the green component for each copy after the first. Default 0.
    open var instanceGreenOffset: Float = 0 {
        didSet { LayerChangeLog.modelChanged(self) }
    }
    /// Added to the blue component for each copy after the first. Default 0.
    open var instanceBlueOffset: Float = 0 {
        didSet { LayerChangeLog.modelChanged(self) }
    }
    /// Added to the alpha component for each copy after the first. Default 0.
    open var instanceAlphaOffset: Float = 0 {
        didSet { LayerChangeLog.modelChanged(self) }
    }

    /// Whether the copies keep their 3D positions and are sorted by depth, as in a CATransformLayer,
    /// instead of being flattened into this layer's plane in order. Default false.
    open var preservesDepth = false {
        didSet { LayerChangeLog.modelChanged(self) }
    }

    /// Creates a replicator layer that draws one copy.
    public override init() {
        super.init()
    }

    /// Creates a replicator layer from an archive (not read: Passage has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a copy of `layer`, its instance settings included (for presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        instanceDelay = other.instanceDelay
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
        preservesDepth = other.preservesDepth
    }

    /// The color copy `index` is multiplied by: `instanceColor` plus `index` offsets, clamped to 0…1.
    package func multiplyingColor(ofInstance index: Int, base: RGBA) -> RGBA {
        let n = Double(index)
        return RGBA(
            red: base.red + n * Double(instanceRedOffset), green: base.green + n * Double(instanceGreenOffset),
            blue: base.blue + n * Double(instanceBlueOffset), alpha: base.alpha + n * Double(instanceAlphaOffset)
        ).clamped
    }
}
