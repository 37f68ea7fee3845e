// Model and presentation: a presentation copy shows every running animation applied at the current media
// time; the model layer holds the values the program set. Also frozen copies (what a snapshot holds until
// the renderer turns snapshots into bitmaps) and key-value access to animatable properties.
import Foundation

extension CALayer {
    /// The layer's values with every attached animation applied at media time `mediaTime`, in the order
    /// the animations were added.
    package func presentedProperties(at mediaTime: CFTimeInterval? = nil) -> LayerProperties {
        var values = modelValues
        guard !attachedAnimations.isEmpty else { return values }
        let now = localTime(fromMediaTime: mediaTime ?? FrameLoop.current.clock.currentTime)
        for attached in attachedAnimations {
            attached.evaluator.apply(atParentTime: now, to: &values)
        }
        return values
    }

    /// The same values for a layer whose local time the caller already knows (the render traversal
    /// passes local times down the tree instead of recomputing them per layer).
    package func presentedProperties(localTime now: CFTimeInterval) -> LayerProperties {
        var values = modelValues
        applyAnimations(atLocalTime: now, to: &values)
        return values
    }

    /// Applies every attached animation, in the order they were added, at the layer's local time `now`
    /// to `values` (the model values, or a copy of them already in place in a presentation tree).
    @inline(__always)
    package func applyAnimations(atLocalTime now: CFTimeInterval, to values: inout LayerProperties) {
        let animations = attachedAnimations  // one read of the stored array
        for attached in animations {
            attached.evaluator.apply(atParentTime: now, to: &values)
        }
    }

    /// A copy of the layer as it appears now: every running animation applied at the current media time.
    /// Its sublayers and superlayer are presentation copies too. A presentation copy returns itself.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        return makePresentationCopy(with: presentedProperties())
    }

    /// The model layer of a presentation copy; a model layer returns itself.
    public func model() -> Self {
        (presentationSource as? Self) ?? self
    }

    /// A detached copy of the layer tree as it appears at `mediaTime`: new layers holding the presented
    /// values, with no animations, unaffected by later changes to the original.
    package func frozenCopy(at mediaTime: CFTimeInterval) -> CALayer {
        let copy = type(of: self).init(layer: self)
        copy.modelValues = presentedProperties(at: mediaTime)
        copy.modelValues.transition = nil
        for sublayer in storedSublayers {
            let child = sublayer.frozenCopy(at: mediaTime)
            copy.storedSublayers.append(child)
            child.storedSuperlayer = copy
        }
        return copy
    }

    /// The value of an animatable key path (`position.x`, `transform.rotation.z`, …), typed as the
    /// public API types it (CGFloat, CGPoint, CGSize, CGRect, CATransform3D, CGColor); nil for unknown paths.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let property = AnimatableProperty.named(keyPath) else { return nil }
        return property.read(modelValues).anyValue
    }

    /// Sets an animatable key path through the same path as the property setters (actions run).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let property = AnimatableProperty.named(keyPath),
              let typed = AnimationValue(any: value, kind: property.kind) else {
            passageLog.warning("CALayer.setValue(_:forKeyPath: '\(keyPath)') ignored: unknown key path or a value of the wrong type")
            return
        }
        var values = modelValues
        property.write(&values, typed)
        changeModel(property.propertyKey, \.self, to: values)
    }
}
