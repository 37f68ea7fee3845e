// The screen a window shows on: its size in points and its pixels per point. Passage has no hardware, so a
// screen is made from a device preset (`DeviceProfile`); `UIScreen.main` is the screen of the current frame
// loop, an iPhone 15 Pro until `makeMain()` picks another, so every fresh FrameLoop starts from the default.
import Foundation
import PassageCore

/// A display: bounds in points and scale (UIKit's `UIScreen`).
@preconcurrency @MainActor
open class UIScreen {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The device this screen stands for.
    public let device: DeviceProfile

    /// Creates a screen for `device` (a Passage addition: UIKit's screens come from the hardware).
    public init(device: DeviceProfile) {
        self.device = device
    }

    /// The screen of the current frame loop's stage: the one last made main with `makeMain()`, else an
    /// iPhone 15 Pro.
    public class var main: UIScreen {
        Stage.current.mainScreen
    }

    /// Makes this the current frame loop's `UIScreen.main` (a Passage addition).
    public func makeMain() {
        Stage.current.mainScreen = self
    }

    /// The screen's rectangle in points, portrait, at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: device.size) }

    /// Pixels per point (2 or 3 on the presets).
    open var scale: CGFloat { device.scale }

    /// Pixels per point of the physical display; the same as `scale` on every preset.
    open var nativeScale: CGFloat { device.scale }
}
