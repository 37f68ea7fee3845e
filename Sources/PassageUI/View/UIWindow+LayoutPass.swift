// The windows of one stage, laid out by the stage's layout pass: each live window, in creation order, top down.
// Windows are held weakly.
import Foundation

/// The live windows and the key window of one stage.
@MainActor
final class WindowRegistry {
    private var windows: [WeakBox<UIWindow>] = []
    /// The key window, if it is still alive.
    weak var keyWindow: UIWindow?
    /// The application of this stage.
    private(set) lazy var application = UIApplication(registry: self)
    /// The stage's one window scene (UIScene.swift).
    private(set) lazy var windowScene = UIWindowScene(registry: self)
    /// Whether the stage registered the layout pass that lays these windows out (on the first window).
    var hasLayoutPass = false

    /// Adds `window` to the windows this registry lays out.
    func register(_ window: UIWindow) {
        windows.removeAll { $0.value == nil }
        windows.append(WeakBox(window))
    }

    /// The live windows, in creation order.
    var liveWindows: [UIWindow] { windows.compactMap(\.value) }

    /// Lays out every live window whose tree needs it: superviews before subviews.
    func layOutWindows() {
        for window in liveWindows { window.layer.layoutIfNeeded() }
    }
}

/// A weak reference, for registries that must not keep their members alive.
struct WeakBox<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
}
