// The animatable key paths of CALayer subclasses (CAGradientLayer's colors, locations and end points,
// CAReplicatorLayer's instance transform and colour, a backdrop's blur): entries of the one property table
// (AnimatableProperty) whose values live with the layer's object values (`LayerObjects.custom`, keyed by
// the key path), so LayerProperties stays the same plain data for every layer. A value is stored as the
// `Any` the public API hands out; reading it back types it, a missing one reads as the property's default.
import Foundation

package enum LayerSubclassKeyPaths {
    /// The table entries, each reading and writing the object values.
    static var entries: [AnimatableProperty] {
        [
            entry("colors", .colors), entry("locations", .scalars), entry("startPoint", .point),
            entry("endPoint", .point),
            entry("instanceTransform", .transform), entry("instanceColor", .color),
            entry(BackdropLayer.blurRadiusKey, .scalar), entry(BackdropLayer.tintColorKey, .color),
        ]
    }

    /// The value of `key` when none is stored: Core Animation's defaults.
    package static func defaultValue(_ key: String, kind: AnimationValueKind) -> AnimationValue {
        switch key {
        case "startPoint": .point(CGPoint(x: 0.5, y: 0))
        case "endPoint": .point(CGPoint(x: 0.5, y: 1))
        case "instanceTransform": .transform(CATransform3DIdentity)
        case "instanceColor": .color(RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        default: kind == .color ? .color(.clearColor) : kind == .scalar ? .scalar(0) : .list([])
        }
    }

    /// The stored value of `key` in `objects`, typed as `kind`; the default when none is stored or it does not fit.
    package static func value(_ key: String, in objects: LayerObjects, kind: AnimationValueKind) -> AnimationValue {
        guard let stored = objects.custom[key], let typed = AnimationValue(any: stored, kind: kind) else {
            return defaultValue(key, kind: kind)
        }
        return typed
    }

    private static func entry(_ key: String, _ kind: AnimationValueKind) -> AnimatableProperty {
        AnimatableProperty(
            keyPath: key, propertyKey: key, kind: kind,
            read: { values in
                guard let objects = values.objects else { return defaultValue(key, kind: kind) }
                return value(key, in: objects, kind: kind)
            },
            write: { props, value in props.objects!.custom[key] = value.anyValue },
            writeAdditive: nil, touchesObjects: true)
    }
}
