// The reference-typed values of a layer (contents, shadowPath, contentsGravity and, in presented values,
// a CATransition in progress) and its settings that are never animated (contents filters, isOpaque), kept apart from the plain `LayerProperties` so the per-frame copy of those
// is a memcpy. They are rarely animated: a presentation tree materialises them for a layer only when one
// of its animations reads or writes them (`AnimationEvaluator.touchesObjects`); otherwise the layer's
// model objects show.
import Foundation

/// The reference-typed values of one layer, model or presented. Defaults are Core Animation's.
package struct LayerObjects {
    package var shadowPath: CGPath?
    package var contents: Any?
    package var contentsGravity = CALayerContentsGravity.resize
    /// How contents drawn smaller than their pixels are sampled (`CALayer.minificationFilter`).
    package var minificationFilter = CALayerContentsFilter.linear
    /// How contents drawn larger than their pixels are sampled (`CALayer.magnificationFilter`).
    package var magnificationFilter = CALayerContentsFilter.linear
    /// The mipmap level bias of `.trilinear` minification (`CALayer.minificationFilterBias`).
    package var minificationFilterBias: Float = 0
    /// Whether the layer is marked as filling its bounds with opaque pixels (`CALayer.isOpaque`).
    package var isOpaque = false
    /// A CATransition in progress; only ever set in presented values.
    package var transition: TransitionPresentation?
    /// What a CAShapeLayer draws (defaults on every other layer).
    package var shape = ShapeLayerValues()
    /// Values of keys that are not layer properties (`setValue(_:forKey:)`); numeric ones can be animated.
    package var custom: [String: Any] = [:]

    package init() {}
}

/// A layer's values as animations read and write them: the plain values, and the object values when
/// they are materialised.
///
/// Invariant: `objects` is non-nil whenever an animation that reads or writes object values runs (the
/// caller materialises the model's objects first); otherwise it is nil and the model's objects show.
package struct LayerValues {
    package var properties: LayerProperties
    /// The materialised object values, boxed so that a tree entry without them carries one nil word.
    private var objectsBox: ObjectsBox?

    package init(properties: LayerProperties, objects: LayerObjects?) {
        self.properties = properties
        self.objectsBox = objects.map(ObjectsBox.init)
    }

    /// Whether the object values are materialised.
    package var hasObjects: Bool { objectsBox != nil }

    /// The object values, or nil when they are not materialised (then the model's show).
    package var objects: LayerObjects? {
        get { objectsBox?.value }
        set { objectsBox = newValue.map(ObjectsBox.init) }
    }
}

/// A box for `LayerObjects`, never shared mutably: every change to `LayerValues.objects` makes a new one.
private final class ObjectsBox {
    let value: LayerObjects
    init(_ value: LayerObjects) { self.value = value }
}
