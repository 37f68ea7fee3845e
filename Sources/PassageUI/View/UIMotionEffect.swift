// Motion effects: UIKit moves a view by the device's tilt relative to the viewer (parallax). Passage's device,
// like the iOS simulator, never tilts: effects are kept on their views (`motionEffects`) and answer
// `keyPathsAndRelativeValues(forViewerOffset:)` as UIKit's do, but the system never asks them and no view moves.
import Foundation
import PassageCore

/// An effect that maps the viewer's offset to key-path values of a view (UIKit's `UIMotionEffect`). Subclasses
/// override `keyPathsAndRelativeValues(forViewerOffset:)`.
@preconcurrency @MainActor
open class UIMotionEffect {
    /// Creates an effect.
    public init() {}

    /// The values to add to the view's key paths for `viewerOffset` (each axis −1…1, 0 when the viewer looks
    /// straight at the screen). Default nil: no change.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// An effect that moves one key path between two values as the device tilts about one axis (UIKit's
/// `UIInterpolatingMotionEffect`).
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis whose tilt drives the effect.
    public enum EffectType: Int, Sendable {
        /// Tilt left and right: the viewer offset's `horizontal`.
        case tiltAlongHorizontalAxis = 0
        /// Tilt up and down: the viewer offset's `vertical`.
        case tiltAlongVerticalAxis = 1
    }

    /// The key path of the view the effect changes (`"center.x"`, `"layer.transform"`…).
    public let keyPath: String
    /// The axis whose tilt drives the effect.
    public let type: EffectType
    /// The value added at full tilt one way (offset −1).
    open var minimumRelativeValue: Any?
    /// The value added at full tilt the other way (offset +1).
    open var maximumRelativeValue: Any?

    /// Creates an effect on `keyPath` driven by the tilt along `type`'s axis.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The relative value interpolated linearly between the minimum (offset −1) and the maximum (offset +1) for
    /// the offset along the effect's axis, clamped to −1…1: at offset 0, the middle of the two. Numbers, points
    /// and sizes interpolate; nil when a value is missing or the two are of types that do not.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let minimum = minimumRelativeValue, let maximum = maximumRelativeValue else { return nil }
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let fraction = (min(max(offset, -1), 1) + 1) / 2
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        if let a = CGFloat(anyNumber: minimum), let b = CGFloat(anyNumber: maximum) { return [keyPath: mix(a, b)] }
        if let a = minimum as? CGPoint, let b = maximum as? CGPoint {
            return [keyPath: CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y))]
        }
        if let a = minimum as? CGSize, let b = maximum as? CGSize {
            return [keyPath: CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))]
        }
        return nil
    }
}

/// Effects applied together (UIKit's `UIMotionEffectGroup`): their values for an offset, merged.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group. Default nil.
    open var motionEffects: [UIMotionEffect]?

    /// Every effect's key paths and values for `viewerOffset`; a later effect's value wins for a key path two
    /// name. Nil when the group has no effect or none gives a value.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            merged.merge(effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:]) { _, later in later }
        }
        return merged.isEmpty ? nil : merged
    }
}

extension UIView {
    /// The motion effects of the view, in the order they were added. Passage's device does not tilt, so they
    /// never move the view (as in the iOS simulator).
    public var motionEffects: [UIMotionEffect] {
        get { storedMotionEffects }
        set { storedMotionEffects = newValue }
    }

    /// Adds `effect` to the view's motion effects (once: adding one already there does nothing).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !storedMotionEffects.contains(where: { $0 === effect }) else { return }
        storedMotionEffects.append(effect)
    }

    /// Removes `effect` from the view's motion effects; nothing when it is not one of them.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        storedMotionEffects.removeAll { $0 === effect }
    }
}
