// CoreGraphics' immutable colour, always in sRGB with four components (red, green, blue, alpha).
// Invariant: components are stored exactly as given (extended range allowed); drawing clamps.
import Foundation

/// An immutable sRGB colour with alpha (CoreGraphics' `CGColor`).
public final class CGColor: Sendable, Equatable, Hashable {
    /// The straight (non-premultiplied) components.
    package let rgba: RGBA

    /// Creates an sRGB colour; components are nominally 0…1 and are not clamped.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// Creates a grey colour (stored as sRGB with red = green = blue = `gray`).
    public init(gray: CGFloat, alpha: CGFloat) {
        rgba = RGBA(red: Double(gray), green: Double(gray), blue: Double(gray), alpha: Double(alpha))
    }

    /// Creates a colour from straight RGBA components.
    package init(rgba: RGBA) {
        self.rgba = rgba
    }

    /// The components in order red, green, blue, alpha.
    public var components: [CGFloat]? {
        [CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha)]
    }

    /// The opacity, nominally 0…1.
    public var alpha: CGFloat { CGFloat(rgba.alpha) }

    /// The number of components including alpha: always 4 (sRGB + alpha).
    public var numberOfComponents: Int { 4 }

    /// Returns a copy of the colour with its alpha replaced by `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(rgba: RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: Double(alpha)))
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Whether both colours have exactly equal components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.rgba == rhs.rgba
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba)
    }
}

extension CGColor: CustomStringConvertible {
    /// The components, e.g. `CGColor(sRGB 1.0 0.0 0.0 1.0)`.
    public var description: String {
        "CGColor(sRGB \(rgba.red) \(rgba.green) \(rgba.blue) \(rgba.alpha))"
    }
}
