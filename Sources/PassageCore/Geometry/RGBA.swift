// Straight (non-premultiplied) sRGB colour components used for colour animation and drawing.
// Invariant: values are never clamped here except by `clamped`; interpolation may overshoot.
import Foundation

/// Straight-alpha sRGB components as Doubles; nominally in [0, 1] but deliberately unclamped.
package struct RGBA: Sendable, Equatable, Hashable {
    /// Red component, nominally 0…1.
    package var red: Double
    /// Green component, nominally 0…1.
    package var green: Double
    /// Blue component, nominally 0…1.
    package var blue: Double
    /// Opacity, nominally 0…1 (not premultiplied into the colour components).
    package var alpha: Double

    /// Creates components as given, without clamping.
    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Returns `self + (other − self) · fraction` per component.
    ///
    /// Interpolation is deliberately on straight (non-premultiplied) components: linear and consistent
    /// with the additive operators; the cost is that fading to `clear` (black, alpha 0) also darkens the
    /// colour channels on the way. Fractions outside [0, 1] (spring overshoot) extrapolate, unclamped.
    package func interpolated(to other: RGBA, fraction: Double) -> RGBA {
        self + (other - self) * fraction
    }

    /// Every component limited to [0, 1]; apply only when converting for drawing.
    package var clamped: RGBA {
        RGBA(red: Self.clamp(red), green: Self.clamp(green), blue: Self.clamp(blue), alpha: Self.clamp(alpha))
    }

    /// Component-wise sum (additive animation).
    package static func + (lhs: RGBA, rhs: RGBA) -> RGBA {
        RGBA(
            red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue,
            alpha: lhs.alpha + rhs.alpha)
    }

    /// Component-wise difference (additive animation).
    package static func - (lhs: RGBA, rhs: RGBA) -> RGBA {
        RGBA(
            red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue,
            alpha: lhs.alpha - rhs.alpha)
    }

    /// Every component multiplied by `scalar`.
    package static func * (lhs: RGBA, scalar: Double) -> RGBA {
        RGBA(red: lhs.red * scalar, green: lhs.green * scalar, blue: lhs.blue * scalar, alpha: lhs.alpha * scalar)
    }

    /// Every component multiplied by `scalar`.
    package static func * (scalar: Double, rhs: RGBA) -> RGBA {
        rhs * scalar
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
