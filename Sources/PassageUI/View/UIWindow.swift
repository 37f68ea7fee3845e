// The window: the root view of a view tree and the unit the layout pass walks. Like UIKit's, a new window
// is hidden until `makeKeyAndVisible()` (or `isHidden = false`). Key-window state belongs to the frame
// loop that was current when the window was created, so a fresh FrameLoop starts with no windows.
import Foundation

/// The root of a view tree: what the app shows and what receives events (UIKit's `UIWindow`).
@MainActor
open class UIWindow: UIView {
    /// The windows of the frame loop this window was created on.
    let registry: WindowRegistry

    /// Creates a hidden window whose frame is `frame`, in screen points.
    public override init(frame: CGRect) {
        registry = WindowRegistry.forCurrentFrameLoop()
        super.init(frame: frame)
        isHidden = true
        registry.register(self)
    }

    /// Whether this is the key window, the one that receives keyboard and non-touch events.
    open var isKeyWindow: Bool { registry.keyWindow === self }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes this the key window without changing its visibility.
    open func makeKey() {
        registry.keyWindow = self
    }

    /// A window has no next responder until it has a scene and an application (a later addition).
    open override var next: UIResponder? { nil }
}
