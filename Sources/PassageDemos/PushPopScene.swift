// The scene shared by the navigation demos: a navigation controller whose delegate vends the demo's animator;
// a display-link script pushes a second screen, then pops it. Each demo subclasses it with its timeline.
import Passage

/// A root screen and a pushed one, pushed at `pushTime` and popped at `popTime`.
@MainActor
class PushPopScene {
    let log = DemoEventLog()
    let window: UIWindow
    let navigation: UINavigationController
    let rootScreen: DemoScreenController
    private(set) weak var pushed: DemoScreenController?
    private let script = DemoScript()

    /// Builds the scene in `root`; `makeDelegate` makes the navigation delegate (kept alive by the root screen)
    /// from the scene's log.
    init(in root: UIView, rootColor: UIColor, pushTime: TimeInterval, popTime: TimeInterval,
         makeDelegate: (DemoEventLog) -> UINavigationControllerDelegate) {
        window = DemoCatalog.demoWindow(in: root)
        let log = log
        let delegate = makeDelegate(log)
        let rootScreen = DemoScreenController(title: "A", color: rootColor, log: log)
        rootScreen.retained.append(delegate)
        self.rootScreen = rootScreen
        let navigation = UINavigationController(rootViewController: rootScreen)
        navigation.delegate = delegate
        self.navigation = navigation
        window.rootViewController = navigation
        let pushed = DemoScreenController(title: "B", color: .systemOrange, log: log)
        self.pushed = pushed
        script.at(pushTime) { navigation.pushViewController(pushed, animated: true) }
        script.at(popTime) { navigation.popViewController(animated: true) }
    }

    /// The views whose presented values the demo reports, by label.
    var watched: [(label: String, view: UIView)] {
        var views: [(label: String, view: UIView)] = [("A", rootScreen.view)]
        if let pushed { views.append(("B", pushed.view)) }
        return views
    }
}
