// How CALayer subclasses keep their animatable values: in the object values under their key path
// (LayerSubclassKeyPaths), set through `changeModel` so implicit and UIView animations see the change.
import Foundation

extension CALayer {
    /// The model (in a presentation copy: presented) value of a subclass key, typed as `kind`.
    package func subclassValue(_ key: String, kind: AnimationValueKind) -> AnimationValue {
        LayerSubclassKeyPaths.value(key, in: modelObjects, kind: kind)
    }

    /// Sets a subclass key's model value (nil removes it, so it reads as the default), running its action.
    package func setSubclassValue(_ key: String, _ value: Any?) {
        changeModel(key) { layer in layer.modelObjects.custom[key] = value }
    }
}
