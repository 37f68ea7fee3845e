// The physical orientation of a device, as `UIDevice.orientation` reports it.
import Foundation

/// The physical orientation of the device (UIKit's `UIDeviceOrientation`), with UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known: what UIDevice reports until orientation notifications are turned on (raw value 0).
    case unknown = 0
    /// Upright, home button or indicator at the bottom (raw value 1).
    case portrait = 1
    /// Upside down (raw value 2).
    case portraitUpsideDown = 2
    /// On its side, top of the device to the left (raw value 3).
    case landscapeLeft = 3
    /// On its side, top of the device to the right (raw value 4).
    case landscapeRight = 4
    /// Flat, screen up (raw value 5).
    case faceUp = 5
    /// Flat, screen down (raw value 6).
    case faceDown = 6

    /// Whether the orientation is `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the orientation is `.faceUp` or `.faceDown`.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take (portrait or landscape, not flat or unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
