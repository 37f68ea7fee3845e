// The kind of interface a device has, as UIKit reports it in `UIDevice` and trait collections.
import Foundation
import PassageCore

/// The style of interface of a device (UIKit's `UIUserInterfaceIdiom`), with UIKit's raw values.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified (raw value -1).
    case unspecified = -1
    /// An iPhone or iPod touch (raw value 0).
    case phone = 0
    /// An iPad (raw value 1).
    case pad = 1
    /// An Apple TV (raw value 2).
    case tv = 2
    /// CarPlay (raw value 3).
    case carPlay = 3
    /// A Mac with Mac Catalyst's Mac idiom (raw value 5).
    case mac = 5
    /// Apple Vision Pro (raw value 6).
    case vision = 6
}

extension DeviceProfile {
    /// The idiom of the preset: `.pad` for the iPad presets (names starting `ipad`), `.phone` otherwise.
    package var userInterfaceIdiom: UIUserInterfaceIdiom {
        name.hasPrefix("ipad") ? .pad : .phone
    }

    /// The device model UIDevice reports for the preset: "iPad" or "iPhone".
    package var model: String {
        userInterfaceIdiom == .pad ? "iPad" : "iPhone"
    }
}
