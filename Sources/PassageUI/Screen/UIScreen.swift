// The screen a window shows on: its size in points and its pixels per point. Passage has no hardware, so a
// screen is made from a device preset (`DeviceProfile`); `UIScreen.main` is the screen of the current frame
// loop, an iPhone 15 Pro until `makeMain()` picks another, so every fresh FrameLoop starts from the default.
import Foundation
import PassageCore

/// A display: bounds in points and scale (UIKit's `UIScreen`).
@preconcurrency @MainActor
open class UIScreen {
    private static var mainScreens: [(loop: WeakBox<FrameLoop>, screen: UIScreen)] = []

    /// The device this screen stands for.
    public let device: DeviceProfile

    /// Creates a screen for `device` (a Passage addition: UIKit's screens come from the hardware).
    public init(device: DeviceProfile) {
        self.device = device
    }

    /// The screen of the current frame loop: the one last made main with `makeMain()`, else an iPhone 15 Pro.
    public class var main: UIScreen {
        let loop = FrameLoop.current
        mainScreens.removeAll { $0.loop.value == nil }
        if let entry = mainScreens.first(where: { $0.loop.value === loop }) { return entry.screen }
        let screen = UIScreen(device: .iPhone15Pro)
        mainScreens.append((WeakBox(loop), screen))
        return screen
    }

    /// Makes this the current frame loop's `UIScreen.main` (a Passage addition).
    public func makeMain() {
        let loop = FrameLoop.current
        UIScreen.mainScreens.removeAll { $0.loop.value == nil || $0.loop.value === loop }
        UIScreen.mainScreens.append((WeakBox(loop), self))
    }

    /// The screen's rectangle in points, portrait, at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: device.size) }

    /// Pixels per point (2 or 3 on the presets).
    open var scale: CGFloat { device.scale }

    /// Pixels per point of the physical display; the same as `scale` on every preset.
    open var nativeScale: CGFloat { device.scale }
}
