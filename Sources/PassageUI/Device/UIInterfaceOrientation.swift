// The orientation of the app's interface, as iOS 2–12 code reads it from the status bar. Passage's screens keep
// the device preset's shape, so the interface is portrait on every preset (taller than wide) and landscape only
// on a screen made wider than tall.
import Foundation
import PassageCore

/// The orientation of the app's interface (UIKit's `UIInterfaceOrientation`), with UIKit's raw values (the
/// landscape ones are the device's swapped: turning the device left turns the interface right).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Whether the orientation is `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension UIApplication {
    /// The interface's orientation (UIKit's deprecated `statusBarOrientation`): `.portrait` unless the main
    /// screen is wider than tall, then `.landscapeRight`.
    public var statusBarOrientation: UIInterfaceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeRight : .portrait
    }
}
