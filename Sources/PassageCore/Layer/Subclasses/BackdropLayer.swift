// A layer that shows what lies behind it blurred and tinted: the backing layer of UIVisualEffectView.
// The render server draws it (LayerRenderer+Backdrop) from the pixels already drawn behind it in the same
// pixmap. Its blur radius and tint animate, so a UIVisualEffectView's `effect` animates through them.
import Foundation

/// A layer that draws a blurred, tinted copy of what lies behind it (a Passage type standing in for Core
/// Animation's private backdrop layer).
@preconcurrency @MainActor
public final class BackdropLayer: CALayer {
    /// The key path of the blur radius (points, the Gaussian's standard deviation; animatable).
    public nonisolated static let blurRadiusKey = "backdropBlurRadius"
    /// The key path of the tint laid over the blurred backdrop (animatable).
    public nonisolated static let tintColorKey = "backdropTintColor"

    /// The blur's standard deviation in points. Default 0: no blur.
    public var blurRadius: CGFloat {
        get {
            if case .scalar(let v) = subclassValue(Self.blurRadiusKey, kind: .scalar) { return CGFloat(v) }
            return 0
        }
        set { setSubclassValue(Self.blurRadiusKey, newValue) }
    }

    /// The color laid over the blurred backdrop. Default nil: none.
    public var tintColor: CGColor? {
        get {
            guard modelObjects.custom[Self.tintColorKey] != nil,
                case .color(let c) = subclassValue(Self.tintColorKey, kind: .color)
            else { return nil }
            return CGColor(rgba: c)
        }
        set { setSubclassValue(Self.tintColorKey, newValue) }
    }

    /// The blur radius and tint in `objects` (a presented layer's object values), as drawn.
    package static func backdrop(in objects: LayerObjects) -> (blurRadius: Double, tint: RGBA) {
        let radius =
            if case .scalar(let v) = LayerSubclassKeyPaths.value(blurRadiusKey, in: objects, kind: .scalar) { v } else {
                0.0
            }
        let tint =
            if case .color(let c) = LayerSubclassKeyPaths.value(tintColorKey, in: objects, kind: .color) { c } else {
                RGBA.clearColor
            }
        return (radius, tint)
    }
}
