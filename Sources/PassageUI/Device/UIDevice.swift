// The device the program runs on. Passage has no hardware: `UIDevice.current` describes the device preset
// of the current frame loop's main screen (`UIScreen.main.device`), running iOS 17.0. As UIKit documents,
// `orientation` is `.unknown` until `beginGeneratingDeviceOrientationNotifications()`; then it is the
// orientation of the main screen's preset, which Passage holds upright (`.portrait`).
import Foundation
import PassageCore

/// The current device: model, system and orientation (UIKit's `UIDevice`).
@preconcurrency @MainActor
open class UIDevice {
    /// Where `objc_setAssociatedObject(_:_:_:_:)` keeps the values associated with this object; released with it.
    public nonisolated let associatedObjectStore = AssociatedObjectStore()

    /// The screen whose preset the device describes.
    let screen: UIScreen
    /// How many unbalanced `beginGeneratingDeviceOrientationNotifications()` calls are outstanding.
    private var orientationRequests = 0

    init(screen: UIScreen) {
        self.screen = screen
    }

    /// The device of the current frame loop: the preset of `UIScreen.main`. A fresh FrameLoop gets a fresh device.
    public class var current: UIDevice {
        Stage.current.currentDevice
    }

    /// The device's name; on iOS 16 and later the generic model name ("iPhone" or "iPad") without an entitlement.
    open var name: String { screen.device.model }
    /// The model: "iPhone" or "iPad", from the preset.
    open var model: String { screen.device.model }
    /// The model as a localized string; the same as `model`.
    open var localizedModel: String { screen.device.model }
    /// The operating system's name: "iOS".
    open var systemName: String { "iOS" }
    /// The operating system's version: "17.0", the SDK Passage's API follows.
    open var systemVersion: String { "17.0" }
    /// The interface idiom of the preset: `.pad` for iPads, `.phone` otherwise.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { screen.device.userInterfaceIdiom }

    /// Whether orientation notifications are on (after `beginGeneratingDeviceOrientationNotifications()`).
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

    /// The physical orientation: `.unknown` unless orientation notifications are on, as UIKit documents;
    /// then `.portrait` (Passage's devices do not rotate).
    open var orientation: UIDeviceOrientation { isGeneratingDeviceOrientationNotifications ? .portrait : .unknown }

    /// Turns orientation notifications on; calls nest and must be balanced by `end…`.
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationRequests += 1
    }

    /// Balances one `beginGeneratingDeviceOrientationNotifications()`; an unbalanced call is logged and ignored.
    open func endGeneratingDeviceOrientationNotifications() {
        guard orientationRequests > 0 else {
            return diagnose(
                .orientationNotificationsUnbalanced, .warning,
                "UIDevice.endGeneratingDeviceOrientationNotifications() without a matching begin; ignored")
        }
        orientationRequests -= 1
    }

    /// Whether battery monitoring is on. Passage has no battery: setting it has no effect. Default false.
    open var isBatteryMonitoringEnabled: Bool = false
    /// Whether the proximity sensor is monitored. Passage has no sensor; setting it has no effect. Default false.
    open var isProximityMonitoringEnabled: Bool = false
    /// Whether multitasking is supported: true, as on every device iOS 17 runs on.
    open var isMultitaskingSupported: Bool { true }
}
