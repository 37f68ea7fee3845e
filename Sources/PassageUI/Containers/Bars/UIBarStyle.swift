// The two looks of UIKit's bars, with UIKit's raw values.
import Foundation

/// A bar's look: light with dark text, or dark with light text (UIKit's `UIBarStyle`).
public enum UIBarStyle: Int, Sendable {
    /// A light background and dark text (raw value 0).
    case `default` = 0
    /// A dark background and light text (raw value 1).
    case black = 1
    /// The dark style, translucent: deprecated in UIKit for `.black` with `isTranslucent` (raw value 2).
    @available(*, deprecated, message: "Use UIBarStyleBlack and set the translucent property to YES")
    case blackTranslucent = 2

    /// The dark style, opaque: deprecated in UIKit for `.black` with `isTranslucent` false.
    @available(*, deprecated, message: "Use UIBarStyleBlack instead")
    public static var blackOpaque: UIBarStyle { .black }
}
