// The scene shared by the navigation demos: a navigation controller whose delegate vends the demo's animator
// (and, for the gesture-driven demos, owns their gestures); a display-link script pushes a second screen, then
// pops it, or leaves the pop to a finger. Each demo subclasses it with its timeline.
import Passage

/// A root screen and a pushed one, pushed at `pushTime` and popped at `popTime` (nil: by the demo's touches).
@MainActor
class PushPopScene<Delegate: UINavigationControllerDelegate> {
    let log = DemoEventLog()
    let window: UIWindow
    let navigation: UINavigationController
    let rootScreen: DemoScreenController
    /// The navigation delegate, kept alive by the root screen.
    let delegate: Delegate
    private(set) weak var pushed: DemoScreenController?
    private let script = DemoScript()

    /// Builds the scene in `window`; `makeDelegate` makes the navigation delegate from the scene's log and its
    /// navigation controller.
    init(
        in window: UIWindow, rootColor: UIColor, pushedColor: UIColor = .systemOrange, pushTime: TimeInterval,
        popTime: TimeInterval?, makeDelegate: (DemoEventLog, UINavigationController) -> Delegate
    ) {
        self.window = window
        let log = log
        let rootScreen = DemoScreenController(title: "A", color: rootColor, log: log)
        self.rootScreen = rootScreen
        let navigation = UINavigationController(rootViewController: rootScreen)
        let delegate = makeDelegate(log, navigation)
        rootScreen.retained.append(delegate)
        navigation.delegate = delegate
        self.delegate = delegate
        self.navigation = navigation
        window.rootViewController = navigation
        let pushed = DemoScreenController(title: "B", color: pushedColor, log: log)
        self.pushed = pushed
        script.at(pushTime) { navigation.pushViewController(pushed, animated: true) }
        if let popTime { script.at(popTime) { navigation.popViewController(animated: true) } }
    }

    /// The views whose presented values the demo reports, by label.
    var watched: WatchedViews {
        var views: WatchedViews = ["A": rootScreen.view]
        if let pushed { views.append("B", pushed.view) }
        return views
    }
}
