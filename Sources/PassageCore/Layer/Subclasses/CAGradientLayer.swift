// A layer that draws a color gradient over its bounds. The model: colors, stops, geometry and kind; the
// render server draws it (GradientRasterizer). colors, locations, startPoint and endPoint animate.
import Foundation

/// The kind of gradient a CAGradientLayer draws (Core Animation's `CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colors vary along the line from `startPoint` to `endPoint` (the default).
    public static let axial = Self(rawValue: "axial")
    /// Colors vary from `startPoint` (the centre) out to an ellipse through `endPoint`'s x and y distances.
    public static let radial = Self(rawValue: "radial")
    /// Colors sweep once around `startPoint`, starting in the direction of `endPoint`.
    public static let conic = Self(rawValue: "conic")
}

/// A layer that draws a color gradient over its background (Core Animation's `CAGradientLayer`).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The gradient's colors, an array of `CGColor`. Animatable (element by element when the counts match).
    /// Default nil: nothing is drawn.
    open var colors: [Any]? {
        get { listValue("colors").map { $0.map { $0.anyValue as Any } } }
        set { setSubclassValue("colors", newValue) }
    }

    /// Where each color sits along the gradient, 0…1, increasing, as many as `colors`. Animatable. Default
    /// nil: evenly spread from 0 to 1.
    open var locations: [NSNumber]? {
        get {
            listValue("locations").map {
                $0.compactMap { value in
                    if case .scalar(let v) = value { NSNumber(value: v) } else { nil }
                }
            }
        }
        set { setSubclassValue("locations", newValue) }
    }

    /// Where the gradient starts, in the unit square of the bounds (0, 0 the top-left corner). Animatable.
    /// Default (0.5, 0).
    open var startPoint: CGPoint {
        get { pointValue("startPoint") }
        set { setSubclassValue("startPoint", newValue) }
    }

    /// Where the gradient ends, in the unit square of the bounds. Animatable. Default (0.5, 1).
    open var endPoint: CGPoint {
        get { pointValue("endPoint") }
        set { setSubclassValue("endPoint", newValue) }
    }

    /// The kind of gradient. Default `.axial`.
    open var type: CAGradientLayerType = .axial {
        didSet { LayerChangeLog.modelChanged(self) }
    }

    /// Creates a gradient layer with no colors.
    public override init() {
        super.init()
    }

    /// Creates a gradient layer from an archive (not read: Passage has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a copy of `layer`, its gradient included (for presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer { type = other.type }
    }

    /// The stored list of `key`, or nil when none is set.
    private func listValue(_ key: String) -> [AnimationValue]? {
        guard modelObjects.custom[key] != nil,
            case .list(let list) = subclassValue(key, kind: key == "colors" ? .colors : .scalars)
        else { return nil }
        return list
    }

    private func pointValue(_ key: String) -> CGPoint {
        if case .point(let point) = subclassValue(key, kind: .point) { return point }
        return .zero
    }

    /// The colors as drawn (straight RGBA; entries that are not colors are skipped).
    package var gradientColors: [RGBA] {
        (listValue("colors") ?? []).compactMap { if case .color(let c) = $0 { c } else { nil } }
    }

    /// The locations as drawn, or nil when unset.
    package var gradientLocations: [Double]? {
        listValue("locations").map { $0.compactMap { if case .scalar(let v) = $0 { v } else { nil } } }
    }
}
