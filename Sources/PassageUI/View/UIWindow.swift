// The window: the root view of a view tree and the unit the layout pass walks. Like UIKit's, a new window
// is hidden until `makeKeyAndVisible()` (or `isHidden = false`). A window belongs to the stage of the frame
// loop that was current when it was created (and keeps that loop alive), so a fresh FrameLoop starts with no
// windows.
// The root view controller's view fills the window; it appears when the window is shown.
import Foundation

/// The root of a view tree: what the app shows and what receives events (UIKit's `UIWindow`).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The frame loop this window was created on; its stage holds the window's registry and application.
    public let frameLoop: FrameLoop
    /// Whether a size transition is running (its own bounds change is applied directly).
    var isTransitioningSize = false
    /// The device preset the window's traits come from: the main screen's when the window was made or last
    /// changed size (a device change is a new main screen, then a new window size).
    var traitDevice = UIScreen.main.device
    /// The scene the window belongs to (`windowScene`, UIScene.swift).
    var sceneAssignment = WindowSceneAssignment.stageDefault

    /// The window's bounds. A size change of a visible window with a root view controller (a device change)
    /// runs as a size transition: the controllers hear `viewWillTransition(to:with:)` and the change animates
    /// (UIWindow+SizeTransition.swift). Setting `frame` sets this.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            guard runsSizeTransition(to: newValue.size) else {
                if newValue.size != super.bounds.size { traitDevice = stage.mainScreen.device }
                super.bounds = newValue
                return
            }
            runSizeTransition(to: newValue) { super.bounds = $0 }
        }
    }

    /// Creates a hidden window whose frame is `frame`, in screen points.
    public override init(frame: CGRect) {
        frameLoop = FrameLoop.current
        super.init(frame: frame)
        isHidden = true
        frameLoop.stage.register(self)
    }

    /// Creates a hidden window from an archive (not read: Passage has no nibs), as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        frameLoop = FrameLoop.current
        super.init(coder: coder)
        isHidden = true
        frameLoop.stage.register(self)
    }

    /// The device of the screen the window shows on (its stage's `UIScreen.main`): its safe area and bars.
    var screenDevice: DeviceProfile { stage.mainScreen.device }

    /// Whether this is the key window, the one that receives keyboard and non-touch events.
    open var isKeyWindow: Bool { frameLoop.stage.windows.keyWindow === self }

    /// The controller whose view fills the window. Setting it replaces the previous root's view with the new
    /// one's (sized to the window); when the window is visible the old root disappears and the new one appears,
    /// without animation. What the old root's hierarchy presents is dismissed with it, at once (see
    /// UIWindow+RootReplacement.swift).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let oldValue {
                oldValue.endPresentationsForRemoval()
                if oldValue.isAppearingOrAppeared { oldValue.changeAppearance(false) }
                oldValue.storedView?.removeFromSuperview()
            }
            guard let root = rootViewController else { return }
            let rootView: UIView = root.view
            rootView.frame = bounds
            rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(rootView, at: 0)
            if !isHidden { root.changeAppearance(true) }
        }
    }

    /// Shows the window and makes it the key window; the root view controller appears (viewWillAppear and
    /// viewDidAppear, not animated) if it was not visible.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        if let root = rootViewController, !root.isAppearingOrAppeared { root.changeAppearance(true) }
    }

    /// Makes this the key window without changing its visibility.
    open func makeKey() {
        frameLoop.stage.windows.keyWindow = self
    }

    /// The application: a window's next responder (Passage has no scenes).
    open override var next: UIResponder? { application }

    /// The application of the frame loop this window was created on.
    var application: UIApplication { frameLoop.stage.windows.application }

    /// The stage this window belongs to (a Passage addition).
    public var stage: Stage { frameLoop.stage }

    /// The touch delivery of this window: its gesture recognizers and the views' touches.
    lazy var gestureArena = GestureArena(window: self)

    /// Delivers the window's touches of `event`: first to the gesture recognizers of each touch's view and its
    /// ancestors, then to the views (as the recognizers' cancelsTouchesInView and delays… options allow).
    open func sendEvent(_ event: UIEvent) {
        gestureArena.deliver(event)
    }
}
