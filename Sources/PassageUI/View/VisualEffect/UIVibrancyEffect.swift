// Vibrancy: in UIKit, the content of an effect view with a vibrancy effect takes on colour from the blur
// behind it. Passage draws that content as it is (its renderer has no vibrancy filter), and the vibrancy effect
// itself blurs nothing: an effect view with one shows its content over what lies behind.
import Foundation
import PassageCore

/// How strongly vibrant content stands out (UIKit's `UIVibrancyEffectStyle`).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}

/// Vibrant content over a blur (UIKit's `UIVibrancyEffect`): stored, drawn as plain content.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content is made vibrant for.
    public let blurEffect: UIBlurEffect
    /// The vibrancy style; `.label` for effects made without one.
    public let style: UIVibrancyEffectStyle

    /// A vibrancy effect for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = .label
        super.init()
    }

    /// A vibrancy effect of `style` for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
