// UIKit's immutable colour object, stored as straight sRGB components (extended range allowed).
// Invariant: an instance never changes after init; derived colours are new instances.
import Foundation
import PassageCore

/// An immutable sRGB colour with alpha (UIKit's `UIColor`).
open class UIColor: Hashable, @unchecked Sendable {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The straight (non-premultiplied) components.
    package let rgba: RGBA

    /// Creates a colour from sRGB components, nominally 0…1 (not clamped: extended sRGB). The public
    /// initializers are `required`, so an extension can make `Self(red:green:blue:alpha:)`, as UIKit's
    /// Objective-C initializers allow.
    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// Creates a grey: `white` 0 is black, 1 is white.
    public required init(white: CGFloat, alpha: CGFloat) {
        rgba = RGBA(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha))
    }

    /// Creates a colour from HSB components, each 0…1; hue wraps around (1 is red again).
    public required init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = HSB.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        rgba = RGBA(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: Double(alpha))
    }

    /// Creates a colour with the components of `cgColor`.
    public required init(cgColor: CGColor) {
        rgba = cgColor.rgba
    }

    /// Creates a colour from straight RGBA components.
    package init(rgba: RGBA) {
        self.rgba = rgba
    }

    /// The equivalent CoreGraphics colour.
    open var cgColor: CGColor { CGColor(rgba: rgba) }

    /// Returns the same colour with opacity `alpha` (0…1).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(rgba: RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: Double(alpha)))
    }

    /// Writes the sRGB components through the non-nil pointers; always succeeds (returns true).
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(rgba.red)
        green?.pointee = CGFloat(rgba.green)
        blue?.pointee = CGFloat(rgba.blue)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    /// Writes the grey level and alpha when the colour is achromatic (red = green = blue) and returns true;
    /// returns false, writing nothing, for a colour with chroma (it has no grayscale equivalent).
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard rgba.red == rgba.green, rgba.green == rgba.blue else { return false }
        white?.pointee = CGFloat(rgba.red)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    /// Writes hue (0…1, 0 for greys), saturation, brightness and alpha; always succeeds (returns true).
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let hsb = HSB.hsb(red: rgba.red, green: rgba.green, blue: rgba.blue)
        hue?.pointee = CGFloat(hsb.hue)
        saturation?.pointee = CGFloat(hsb.saturation)
        brightness?.pointee = CGFloat(hsb.brightness)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    /// Whether both colours have exactly equal components.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.rgba == rhs.rgba
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba)
    }
}

extension UIColor: CustomStringConvertible {
    /// The components, in UIKit's debug format, e.g. `UIExtendedSRGBColorSpace 1 0 0 1`.
    public var description: String {
        "UIExtendedSRGBColorSpace \(rgba.red) \(rgba.green) \(rgba.blue) \(rgba.alpha)"
    }
}
