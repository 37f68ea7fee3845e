// Model and presentation: a presentation copy shows every running animation applied at the current media
// time; the model layer holds the values the program set. Also frozen copies (what a snapshot holds when no
// snapshot renderer is installed on the frame loop) and key-value access to animatable properties.
import Foundation

extension CALayer {
    /// The layer's plain and object values (objects always materialised) with every attached animation
    /// applied at media time `mediaTime`, in the order the animations were added.
    package func presentedValues(at mediaTime: CFTimeInterval? = nil) -> LayerValues {
        var values = modelLayerValues
        guard !attachedAnimations.isEmpty else { return values }
        let now = localTime(fromMediaTime: mediaTime ?? FrameLoop.current.clock.currentTime)
        for attached in attachedAnimations {
            attached.evaluator.apply(atParentTime: now, to: &values)
        }
        return values
    }

    /// The layer's plain values with every attached animation applied at media time `mediaTime`.
    package func presentedProperties(at mediaTime: CFTimeInterval? = nil) -> LayerProperties {
        presentedValues(at: mediaTime).properties
    }

    /// The model's plain and object values, as animations read them.
    package var modelLayerValues: LayerValues {
        LayerValues(properties: modelValues, objects: modelObjects)
    }

    /// Applies every attached animation, in the order they were added, at the layer's local time `now`
    /// to `values` (a copy of the model values already in place in a presentation tree, objects nil).
    /// Materialises the object values first when an animation touches them.
    @inline(__always)
    package func applyAnimations(atLocalTime now: CFTimeInterval, to values: inout LayerValues) {
        let evaluators = attachedEvaluators  // one read of the stored array
        if animationsTouchObjects { values.objects = modelObjects }
        for evaluator in evaluators {
            evaluator.apply(atParentTime: now, to: &values)
        }
    }

    /// A copy of the layer as it appears now: every running animation applied at the current media time.
    /// Its sublayers and superlayer are presentation copies too. A presentation copy returns itself.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        return makePresentationCopy(with: presentedValues())
    }

    /// The model layer of a presentation copy; a model layer returns itself.
    public func model() -> Self {
        (presentationSource as? Self) ?? self
    }

    /// A detached copy of the layer tree as it appears at `mediaTime`: new layers holding the presented
    /// values, with no animations, unaffected by later changes to the original.
    package func frozenCopy(at mediaTime: CFTimeInterval) -> CALayer {
        let copy = type(of: self).init(_passageMaking: self)
        let presented = presentedValues(at: mediaTime)
        var objects = presented.objects ?? modelObjects
        objects.transition = nil
        copy.replaceModel(presented.properties, objects: objects)
        for sublayer in storedSublayers {
            let child = sublayer.frozenCopy(at: mediaTime)
            copy.storedSublayers.append(child)
            child.storedSuperlayer = copy
        }
        return copy
    }

    /// The value of an animatable key path (`position.x`, `transform.rotation.z`, …): a number in an
    /// `NSNumber` as on iOS (see `value(forKey:)`), else as the public API types it (CGPoint, CGSize, CGRect,
    /// CATransform3D, CGColor); nil for unknown paths.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let property = AnimatableProperty.named(keyPath) else { return nil }
        return property.boxed(property.read(modelLayerValues))
    }

    /// Sets an animatable key path through the same path as the property setters (actions run).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let property = AnimatableProperty.named(keyPath),
            let typed = AnimationValue(any: value, kind: property.kind)
        else {
            diagnose(
                .layerValueForKeyPathRejected, .warning,
                "CALayer.setValue(_:forKeyPath: '\(keyPath)') ignored: unknown key path or a value of the wrong type")
            return
        }
        var values = modelLayerValues
        property.write(&values, typed)
        changeModel(property.propertyKey) { layer in
            layer.replaceModel(values.properties, objects: values.objects ?? layer.modelObjects)
        }
    }
}
