// Visual effects: what a UIVisualEffectView does to what lies behind it. A blur effect is a blur radius
// and a tint, per style. iOS does not publish its styles' numbers; the ones here are chosen to look alike
// and named (`UIBlurEffect.Style.backdrop`). Materials without Light or Dark in their name draw as Light.
import Foundation
import PassageCore

/// An effect a UIVisualEffectView applies (UIKit's `UIVisualEffect`).
@preconcurrency @MainActor
open class UIVisualEffect {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// Creates an effect that changes nothing.
    public init() {}

    /// The blur radius (points, a Gaussian's standard deviation) and tint this effect draws with.
    var backdrop: (blurRadius: CGFloat, tint: CGColor?) { (0, nil) }
}

/// A blur of what lies behind a UIVisualEffectView, tinted by style (UIKit's `UIBlurEffect`).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles of iOS 17.
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var backdrop: (blurRadius: CGFloat, tint: CGColor?) {
        let parameters = style.backdrop
        return (parameters.blurRadius, parameters.tint)
    }
}

extension UIBlurEffect.Style {
    /// The blur of the legacy styles (extraLight, light, dark, regular, prominent), in points (σ).
    static let legacyBlurRadius: CGFloat = 15
    /// The blur of each material thickness, thinnest first, in points (σ).
    static let materialBlurRadii: [CGFloat] = [8, 11, 15, 18, 15]
    /// The tint opacity of each material thickness (ultraThin, thin, regular, thick, chrome).
    static let materialTintAlphas: [CGFloat] = [0.3, 0.45, 0.6, 0.75, 0.7]
    /// The tint of light materials and the dark one's, before their opacity.
    static let lightMaterialWhite: CGFloat = 0.97
    static let darkMaterialWhite: CGFloat = 0.11

    /// The blur radius and tint drawn for this style (a Passage choice; see the file header).
    package var backdrop: (blurRadius: CGFloat, tint: CGColor) {
        switch self {
        case .extraLight: return (Self.legacyBlurRadius, CGColor(gray: 1, alpha: 0.6))
        case .light, .regular: return (Self.legacyBlurRadius, CGColor(gray: 1, alpha: 0.3))
        case .prominent: return (Self.legacyBlurRadius, CGColor(gray: 1, alpha: 0.5))
        case .dark: return (Self.legacyBlurRadius, CGColor(gray: Self.darkMaterialWhite, alpha: 0.73))
        default:
            let material = (rawValue - 6) % 5
            let isDark = rawValue >= 16
            return (
                Self.materialBlurRadii[material],
                CGColor(
                    gray: isDark ? Self.darkMaterialWhite : Self.lightMaterialWhite,
                    alpha: Self.materialTintAlphas[material])
            )
        }
    }
}
