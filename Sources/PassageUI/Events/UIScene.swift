// Scenes and the app's life cycle. A Passage stage is one app with one window scene, connected and in the
// foreground from the start: every window belongs to it (as if made with `init(windowScene:)`) unless its
// `windowScene` is set to nil, `UIApplication.shared.connectedScenes` holds it, and its status bar manager
// answers what the renderer's status bar shows. Nothing sends a Passage app to the background, so the
// application stays `.active`, the scene `.foregroundActive`, and the life-cycle notifications are declared with
// UIKit's names and never posted: an app that observes them runs as an iOS app that stays in the foreground.
import Foundation
import PassageCore

/// An instance of the app's user interface (UIKit's `UIScene`).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life cycle (UIKit's `UIScene.ActivationState`, with its raw values).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// The scene's application, the next responder.
    private weak var application: UIApplication?

    init(application: UIApplication) {
        self.application = application
        super.init()
    }

    /// The scene's state: Passage's scene is always in the foreground and active.
    open var activationState: ActivationState { .foregroundActive }

    /// The scene's title, shown by the system's app switcher on iPad (nothing shows it in Passage). Default "".
    open var title: String! = ""

    /// A scene's next responder is the application.
    open override var next: UIResponder? { application }

    /// Posted by UIKit when a scene is added to the app; Passage's scene is there from the start: never posted.
    public nonisolated static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    /// Posted by UIKit when a scene is removed from the app; Passage's never is: never posted.
    public nonisolated static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
    /// Posted by UIKit when a scene becomes active; Passage's always is: never posted.
    public nonisolated static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    /// Posted by UIKit when a scene is about to stop being active; never posted by Passage.
    public nonisolated static let willDeactivateNotification = NSNotification.Name(
        "UISceneWillDeactivateNotification")
    /// Posted by UIKit when a scene is about to come back to the foreground; never posted by Passage.
    public nonisolated static let willEnterForegroundNotification = NSNotification.Name(
        "UISceneWillEnterForegroundNotification")
    /// Posted by UIKit when a scene went to the background; never posted by Passage.
    public nonisolated static let didEnterBackgroundNotification = NSNotification.Name(
        "UISceneDidEnterBackgroundNotification")
}

/// A scene that shows windows on a screen (UIKit's `UIWindowScene`). A Passage stage has one, made with the
/// stage: `UIApplication.shared.connectedScenes.first`, or any window's `windowScene`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private weak var registry: WindowRegistry?
    private lazy var manager = UIStatusBarManager(scene: self)

    init(registry: WindowRegistry) {
        self.registry = registry
        super.init(application: registry.application)
    }

    /// The live windows of the scene, in the order they were created.
    open var windows: [UIWindow] { registry?.liveWindows.filter { $0.windowScene === self } ?? [] }

    /// The scene's key window, if it is one of the scene's windows.
    open var keyWindow: UIWindow? { registry?.keyWindow.flatMap { $0.windowScene === self ? $0 : nil } }

    /// The screen the scene shows on: the stage's main screen.
    open var screen: UIScreen { UIScreen.main }

    /// The interface's orientation: `.portrait` unless the screen is wider than tall, then `.landscapeRight`.
    open var interfaceOrientation: UIInterfaceOrientation { UIApplication.shared.statusBarOrientation }

    /// The traits of the scene: the screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// The scene's status bar: its frame, style and visibility as the windows' controllers ask for them.
    open var statusBarManager: UIStatusBarManager? { manager }
}

/// The status bar of a window scene as its controllers configure it (UIKit's `UIStatusBarManager`): read only,
/// set through `preferredStatusBarStyle` and `prefersStatusBarHidden`.
@preconcurrency @MainActor
open class UIStatusBarManager {
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
    }

    /// The style the deciding controller asks for (`UIApplication.statusBarStyle`'s rule).
    open var statusBarStyle: UIStatusBarStyle { UIApplication.shared.statusBarStyle }

    /// Whether the deciding controller asks for the status bar hidden.
    open var isStatusBarHidden: Bool { UIApplication.shared.isStatusBarHidden }

    /// The status bar's frame in the scene's coordinates: the screen's width by the device's status-bar height,
    /// or zero while the bar is hidden (as UIKit reports it).
    open var statusBarFrame: CGRect { isStatusBarHidden ? .zero : UIApplication.shared.statusBarFrame }
}

extension UIApplication {
    /// The app's state (UIKit's `UIApplication.State`, with its raw values).
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// The app's state: a Passage app is always in the foreground and active.
    public var applicationState: State { .active }

    /// The scenes connected to the app: the stage's one window scene.
    public var connectedScenes: Set<UIScene> { registry.map { [$0.windowScene] } ?? [] }

    /// Posted by UIKit once the app finished launching; a Passage app does not launch: never posted.
    public nonisolated static let didFinishLaunchingNotification = NSNotification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted by UIKit when the app becomes active; a Passage app always is: never posted.
    public nonisolated static let didBecomeActiveNotification = NSNotification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted by UIKit when the app is about to stop being active; never posted by Passage.
    public nonisolated static let willResignActiveNotification = NSNotification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted by UIKit when the app went to the background; never posted by Passage.
    public nonisolated static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted by UIKit when the app is about to come back to the foreground; never posted by Passage.
    public nonisolated static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted by UIKit when the app is about to end; never posted by Passage.
    public nonisolated static let willTerminateNotification = NSNotification.Name(
        "UIApplicationWillTerminateNotification")
    /// Posted by UIKit when memory runs low; never posted by Passage.
    public nonisolated static let didReceiveMemoryWarningNotification = NSNotification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted by UIKit when the day changes or the clock is reset; Passage's clock is virtual: never posted.
    public nonisolated static let significantTimeChangeNotification = NSNotification.Name(
        "UIApplicationSignificantTimeChangeNotification")
}

extension UIWindow {
    /// The scene the window belongs to: its stage's window scene unless set otherwise (nil detaches it; Passage
    /// still shows a visible window without a scene).
    public var windowScene: UIWindowScene? {
        get { sceneAssignment.scene(default: frameLoop.stage.windows.windowScene) }
        set { sceneAssignment = newValue.map { .assigned(WeakBox($0)) } ?? .detached }
    }

    /// Creates a hidden window filling `windowScene`'s screen, in that scene.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }
}

/// Which scene a window belongs to: its stage's (the default), one set, or none.
enum WindowSceneAssignment {
    case stageDefault
    case assigned(WeakBox<UIWindowScene>)
    case detached

    @MainActor func scene(default stageScene: UIWindowScene) -> UIWindowScene? {
        switch self {
        case .stageDefault: stageScene
        case .assigned(let box): box.value
        case .detached: nil
        }
    }
}
