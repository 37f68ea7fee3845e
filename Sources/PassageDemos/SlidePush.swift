// Seed 002's slide-in as a push and a pop: the navigation controller's delegate vends the same animator the
// presentation demo uses, so B slides in from the right over A's snapshot and the pop slides A back from the left.
import Passage

extension DemoCatalog {
    /// A push and a pop with the slide-in animator.
    public static func slidePush() -> Demo {
        Demo(name: "slide-push",
             summary: "a pushed screen slides in over a snapshot of the top one, then is popped (seed 002, session 218)",
             duration: SlidePushScene.duration) { root in
            SlidePushScene(in: root).watched
        }
    }
}

/// The slide-push demo's controllers and timeline.
@MainActor
final class SlidePushScene {
    /// When the push starts, in seconds after the demo started.
    static let pushTime: TimeInterval = 0.3
    /// When the pop starts.
    static let popTime: TimeInterval = 1.5
    static let duration: TimeInterval = 2.4

    let log = DemoEventLog()
    let window: UIWindow
    let navigation: UINavigationController
    let rootScreen: DemoScreenController
    private(set) weak var pushed: DemoScreenController?
    private let script = DemoScript()

    init(in root: UIView) {
        window = DemoCatalog.demoWindow(in: root)
        let log = log
        let delegate = SlideTransitionDelegate(log: log)
        let rootScreen = DemoScreenController(title: "A", color: .systemBlue, log: log)
        rootScreen.retained.append(delegate)
        self.rootScreen = rootScreen
        let navigation = UINavigationController(rootViewController: rootScreen)
        navigation.delegate = delegate
        self.navigation = navigation
        window.rootViewController = navigation
        let pushed = DemoScreenController(title: "B", color: .systemOrange, log: log)
        self.pushed = pushed
        script.at(Self.pushTime) { navigation.pushViewController(pushed, animated: true) }
        script.at(Self.popTime) { navigation.popViewController(animated: true) }
    }

    var watched: [(label: String, view: UIView)] {
        var views: [(label: String, view: UIView)] = [("A", rootScreen.view)]
        if let pushed { views.append(("B", pushed.view)) }
        return views
    }
}
