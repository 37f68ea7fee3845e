// The coarse width and height classes of an environment, and its light or dark appearance.
import Foundation

/// The general width or height of an environment (UIKit's `UIUserInterfaceSizeClass`), with UIKit's raw values.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified (raw value 0).
    case unspecified = 0
    /// A constrained space: a phone's width, a landscape phone's height (raw value 1).
    case compact = 1
    /// An expansive space: an iPad, a portrait phone's height (raw value 2).
    case regular = 2
}

/// Whether an interface is light or dark (UIKit's `UIUserInterfaceStyle`), with UIKit's raw values.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified (raw value 0).
    case unspecified = 0
    /// The light appearance (raw value 1): Passage's only one.
    case light = 1
    /// The dark appearance (raw value 2).
    case dark = 2
}
