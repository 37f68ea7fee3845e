// Animations of one key path of a layer.
import Foundation

/// An animation of one layer property named by a key path (Core Animation's `CAPropertyAnimation`).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path, e.g. `position`, `position.x`, `transform.rotation.z`, `bounds.size`.
    public var keyPath: String?
    /// Whether the value is added to the underlying value instead of replacing it. Default false.
    public var isAdditive = false
    /// Whether each repeat starts where the previous one ended. Default false.
    public var isCumulative = false
    /// An optional function applied to the interpolated value; unsupported values are ignored.
    public var valueFunction: CAValueFunction?

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    /// The property table entry of `keyPath` — or, on `layer`, a custom numeric key (one its class redisplays
    /// for, or one set with `setValue(_:forKey:)`) — or nil after a diagnostic naming the key path.
    package func resolvedProperty(on layer: CALayer? = nil) -> AnimatableProperty? {
        guard let keyPath else {
            diagnose(.animationWithoutKeyPath, .warning, "\(type(of: self)) added without a keyPath; it does nothing")
            return nil
        }
        guard let property = AnimatableProperty.named(keyPath) ?? layer?.customAnimatableProperty(keyPath) else {
            diagnose(
                .animationUnknownKeyPath, .warning,
                "\(type(of: self)): unknown key path '\(keyPath)'; expected one of \(AnimatableProperty.allKeyPaths.joined(separator: ", ")). It does nothing"
            )
            return nil
        }
        return property
    }

    /// Converts a value set through the `Any` API for `property`; nil after a diagnostic naming the field.
    package func typedValue(_ value: Any?, field: String, for property: AnimatableProperty) -> AnimationValue? {
        guard let typed = AnimationValue(any: value, kind: property.kind) else {
            diagnose(
                .animationValueMismatch, .warning,
                "\(type(of: self)).\(field) = \(String(describing: value)) does not fit key path '\(property.keyPath)', which expects a \(property.kind) value; the animation does nothing"
            )
            return nil
        }
        return typed
    }
}

/// A named function applied to an animated scalar (Core Animation's `CAValueFunction`). Passage keeps the
/// name for source compatibility; use transform sub-key paths (`transform.rotation.z`) instead.
public final class CAValueFunction: Sendable {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The function's name.
    public let name: String
    /// Creates the value function named `name`.
    public init?(name: String) { self.name = name }
}
