// The windows of one frame loop, and the layout pass that lays them out. The first window created while a
// frame loop is current registers one layout pass on that loop (phase 4 of every frame, see FrameLoop);
// the pass lays out each live window, in creation order, top down. Windows are held weakly.
import Foundation

/// The live windows and the key window of one frame loop.
@MainActor
final class WindowRegistry {
    private static var registries: [(loop: WeakBox<FrameLoop>, registry: WindowRegistry)] = []

    private var windows: [WeakBox<UIWindow>] = []
    /// The key window, if it is still alive.
    weak var keyWindow: UIWindow?
    /// The application of this frame loop.
    private(set) lazy var application = UIApplication(registry: self)

    /// The registry of `FrameLoop.current`, created (with its layout pass) on first use.
    static func forCurrentFrameLoop() -> WindowRegistry {
        let loop = FrameLoop.current
        registries.removeAll { $0.loop.value == nil }
        if let entry = registries.first(where: { $0.loop.value === loop }) { return entry.registry }
        let registry = WindowRegistry()
        registries.append((WeakBox(loop), registry))
        loop.addLayoutPass { [weak registry] _ in registry?.layOutWindows() }
        return registry
    }

    /// Adds `window` to the windows this registry lays out.
    func register(_ window: UIWindow) {
        windows.removeAll { $0.value == nil }
        windows.append(WeakBox(window))
    }

    /// The live windows, in creation order.
    var liveWindows: [UIWindow] { windows.compactMap(\.value) }

    /// Lays out every live window whose tree needs it: superviews before subviews.
    func layOutWindows() {
        UIView.prepareAutoLayoutForLayoutPass()
        for window in liveWindows { window.layer.layoutIfNeeded() }
    }
}

/// A weak reference, for registries that must not keep their members alive.
struct WeakBox<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
}
