// Key-value access to a layer. `value(forKey:)` and `setValue(_:forKey:)` reach the layer's animatable
// properties through the one property table (`AnimatableProperty`), so a key set this way runs the
// property's action exactly as its setter does. Any other key is kept with the layer's object values:
// Core Animation documents CALayer as a key-value coding container for arbitrary keys. Such a key with a
// numeric value is animatable like a property (a custom property, which iOS declares `@NSManaged`), and
// presentation copies hold its presented value.
import Foundation

extension CALayer {
    /// The value of `key`: an animatable property (`opacity`, `position`, `bounds`, …), else a value set with
    /// `setValue(_:forKey:)` (in a presentation copy: as presented now), else `defaultValue(forKey:)`. Numbers
    /// come as iOS gives them, in an `NSNumber` (a `Float` one for `opacity`), which casts `as? Float`,
    /// `as? CGFloat`, `as? Double` and `as? NSNumber`; geometry as the struct, which casts to `NSValue` too.
    public func value(forKey key: String) -> Any? {
        if let property = AnimatableProperty.named(key) ?? type(of: self).ownAnimatableProperty(key) {
            return property.boxed(property.read(modelLayerValues))
        }
        return AnimatableProperty.boxedCustom(modelObjects.custom[key] ?? type(of: self).defaultValue(forKey: key))
    }

    /// Sets `key`: an animatable property through its setter's path (its action runs; a value of the wrong
    /// type is ignored with a diagnostic), any other key in the layer's own values (nil removes it), asking
    /// `action(forKey:)` for an action as a property change does. Marks the layer for display when
    /// `needsDisplay(forKey:)` is true for `key`.
    public func setValue(_ value: Any?, forKey key: String) {
        if AnimatableProperty.named(key) != nil {
            setValue(value, forKeyPath: key)
        } else {
            changeModel(key) { layer in layer.modelObjects.custom[key] = value }
        }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }

    /// The table entry for a custom key of this layer: a scalar stored with the object values, when the key
    /// holds a number or the class redisplays for it; nil otherwise.
    package func customAnimatableProperty(_ key: String) -> AnimatableProperty? {
        if let own = type(of: self).ownAnimatableProperty(key) { return own }
        let stored = modelObjects.custom[key]
        guard
            stored is CGFloat || stored is Double || stored is Float || stored is Int
                || (stored == nil && type(of: self).needsDisplay(forKey: key))
        else { return nil }
        return AnimatableProperty.custom(key)
    }
}
